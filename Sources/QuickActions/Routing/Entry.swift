#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
import PropertyList

/// One arrival through any door into the app: a Home Screen quick action, an opened URL (a
/// custom scheme or a universal link), a user activity (Handoff, Spotlight, a universal link
/// continued as a browsing-web activity) or the user's response to a notification.
///
/// The route table resolves every kind the same way (``RouteTable/resolve(_:)``), and the
/// router plans, gates and answers it as it does a quick action. Each kind is a value: what
/// iOS hands the app, copied out of its UIKit or UserNotifications object.
public enum Entry: Sendable, Hashable, CustomStringConvertible {
  /// A Home Screen quick action (`UIApplicationShortcutItem`).
  case shortcut(ShortcutItem)
  /// An opened URL: a custom scheme from `scene(_:openURLContexts:)` or
  /// `application(_:open:options:)`, a widget's `widgetURL`, or a universal link.
  ///
  /// <https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:openurlcontexts:)>
  case url(URL)
  /// A user activity from `scene(_:continue:)` or
  /// `application(_:continue:restorationHandler:)`. A browsing-web activity with a
  /// `webpageURL` is a universal link and is routed by its URL.
  case activity(UserActivity)
  /// The user's response to a notification, from
  /// `userNotificationCenter(_:didReceive:withCompletionHandler:)` or
  /// `UIScene.ConnectionOptions.notificationResponse`.
  case notification(NotificationResponse)
  /// An App Intent the system runs in the foreground: delivered to a scene
  /// (`ConnectionOptions.appIntent`, `scene(_:willPerformAppIntent:)`, `onAppIntentExecution`) or
  /// run in the app (`perform()`).
  case intent(AppIntentInvocation)

  /// The quick action, when the entry is one.
  public var shortcutItem: ShortcutItem? {
    if case .shortcut(let item) = self { return item }
    return nil
  }

  /// Whether SwiftUI can deliver the entry beside the scene delegate: URLs (`onOpenURL`) and
  /// activities (`onContinueUserActivity`), which the coordinator routes once whichever path
  /// brings them first.
  var canRepeatThroughSwiftUI: Bool {
    switch self {
    case .url, .activity: return true
    // An App Intent's SwiftUI delivery (`onAppIntentExecution`) is recognised on its own path
    // (`deliveredIntents`).
    case .shortcut, .notification, .intent: return false
    }
  }

  /// The URL the entry opens: an opened URL, or a browsing-web activity's `webpageURL` (a
  /// universal link); nil for other entries.
  public var openedURL: URL? {
    switch self {
    case .url(let url): return url
    case .activity(let activity): return activity.universalLink
    case .shortcut, .notification, .intent: return nil
    }
  }

  /// What arrived, in a few words: `shortcut 'com.example.qa.post'`, `URL 'qa://compose'`,
  /// `activity 'com.example.qa.viewing'`, `notification 'NEW_ANSWER' (default action)`.
  public var description: String {
    switch self {
    case .shortcut(let item): return "shortcut '\(item.type)'"
    case .url(let url): return "URL '\(url.absoluteString)'"
    case .activity(let activity):
      if let link = activity.universalLink { return "universal link '\(link.absoluteString)'" }
      if let id = activity.searchableItemIdentifier { return "Spotlight item '\(id)'" }
      return "activity '\(activity.activityType)'"
    case .notification(let response):
      let action: String
      switch response.actionIdentifier {
      case NotificationResponse.defaultActionIdentifier: action = "default action"
      case NotificationResponse.dismissActionIdentifier: action = "dismissed"
      default: action = "action '\(response.actionIdentifier)'"
      }
      return "notification '\(response.categoryIdentifier)' (\(action))"
    case .intent(let intent): return "App Intent '\(intent.typeName)'"
    }
  }
}

/// What an `NSUserActivity` carries into the app: its type, its userInfo (property-list values,
/// as Handoff requires) and, for browsing-web activities, the web page's URL.
///
/// <https://developer.apple.com/documentation/foundation/nsuseractivity>
public struct UserActivity: Sendable, Hashable {
  /// `NSUserActivityTypeBrowsingWeb`: the activity type of a universal link, whose
  /// `webpageURL` is the link.
  ///
  /// <https://developer.apple.com/documentation/foundation/nsuseractivitytypebrowsingweb>
  public static let browsingWebType = "NSUserActivityTypeBrowsingWeb"
  /// `CSSearchableItemActionType`: the activity type of a Spotlight result the user opened.
  ///
  /// <https://developer.apple.com/documentation/corespotlight/cssearchableitemactiontype>
  public static let searchableItemType = "com.apple.corespotlightitem"
  /// `NSUserActivityTypeLiveActivity`: "A string that the system passes to the app on launch
  /// from a Live Activity that doesn't provide a URL" (WidgetKit/WGWidgetDefines.h, iOS 16.1).
  /// The header declares the constant without its value; this is the value apps observe.
  public static let liveActivityType = "NSUserActivityTypeLiveActivity"
  /// The activity types iOS itself delivers, which an app does not declare in
  /// `NSUserActivityTypes`: universal links, Spotlight results, Live Activities opened without a
  /// URL.
  public static let systemTypes: Set<String> = [browsingWebType, searchableItemType, liveActivityType]
  /// `CSSearchableItemActivityIdentifier`: the userInfo key of the opened Spotlight item's
  /// unique identifier (the one it was indexed with).
  ///
  /// <https://developer.apple.com/documentation/corespotlight/cssearchableitemactivityidentifier>
  public static let searchableItemIdentifierKey = "kCSSearchableItemActivityIdentifier"

  /// `activityType`: reverse-DNS, declared in the app's `NSUserActivityTypes`.
  public var activityType: String
  /// `userInfo`, property-list values only.
  public var userInfo: PlistDictionary
  /// `webpageURL`: for a browsing-web activity, the http(s) URL the user opened.
  public var webpageURL: URL?
  /// `targetContentIdentifier` (iOS 13): "when the system delivers an NSUserActivity object to an
  /// app with multiple scenes, it chooses the UIScene whose UISceneActivationConditions have the
  /// best match with the target content identifier".
  ///
  /// <https://developer.apple.com/documentation/foundation/nsuseractivity/targetcontentidentifier>
  public var targetContentIdentifier: String?

  /// An activity of `activityType` with these values.
  public init(activityType: String, userInfo: PlistDictionary = PlistDictionary(), webpageURL: URL? = nil,
              targetContentIdentifier: String? = nil) {
    self.activityType = activityType
    self.userInfo = userInfo
    self.webpageURL = webpageURL
    self.targetContentIdentifier = targetContentIdentifier
  }

  /// A universal link as `scene(_:continue:)` receives it: a browsing-web activity with the URL
  /// as its `webpageURL`.
  public static func universalLink(_ url: URL) -> UserActivity {
    UserActivity(activityType: browsingWebType, webpageURL: url)
  }

  /// A Spotlight result as the app receives it: a `CSSearchableItemActionType` activity whose
  /// userInfo holds the item's identifier under `CSSearchableItemActivityIdentifier`.
  public static func searchableItem(_ identifier: String) -> UserActivity {
    UserActivity(activityType: searchableItemType,
                 userInfo: [searchableItemIdentifierKey: PlistValue(.string(identifier))])
  }

  /// The universal link, when this is a browsing-web activity that has a `webpageURL`.
  public var universalLink: URL? { activityType == Self.browsingWebType ? webpageURL : nil }

  /// The opened Spotlight item's identifier, when this is a `CSSearchableItemActionType`
  /// activity whose userInfo has one (a string).
  public var searchableItemIdentifier: String? {
    guard activityType == Self.searchableItemType else { return nil }
    return userInfo[Self.searchableItemIdentifierKey]?.stringValue
  }
}

/// What a `UNNotificationResponse` carries into the app: the action the user chose and the
/// notification's identifiers and userInfo.
///
/// <https://developer.apple.com/documentation/usernotifications/unnotificationresponse>
public struct NotificationResponse: Sendable, Hashable {
  /// `UNNotificationDefaultActionIdentifier`: the user opened the app from the notification
  /// without choosing a custom action.
  ///
  /// <https://developer.apple.com/documentation/usernotifications/unnotificationdefaultactionidentifier>
  public static let defaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
  /// `UNNotificationDismissActionIdentifier`: the user dismissed the notification; delivered
  /// only for a category created with the `customDismissAction` option.
  ///
  /// <https://developer.apple.com/documentation/usernotifications/unnotificationdismissactionidentifier>
  public static let dismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

  /// `actionIdentifier`: the default action, the dismiss action, or one of the category's
  /// `UNNotificationAction` identifiers.
  public var actionIdentifier: String
  /// `notification.request.content.categoryIdentifier` (empty when the notification has none).
  public var categoryIdentifier: String
  /// `notification.request.identifier`.
  public var requestIdentifier: String
  /// `notification.request.content.targetContentIdentifier`, the content the notification is
  /// about (iOS 13).
  public var targetContentIdentifier: String?
  /// `notification.request.content.userInfo`, property-list values only.
  public var userInfo: PlistDictionary

  /// A response with these values; by default the user tapped the notification.
  public init(categoryIdentifier: String, actionIdentifier: String = Self.defaultActionIdentifier,
              requestIdentifier: String = "", targetContentIdentifier: String? = nil,
              userInfo: PlistDictionary = PlistDictionary()) {
    self.actionIdentifier = actionIdentifier
    self.categoryIdentifier = categoryIdentifier
    self.requestIdentifier = requestIdentifier
    self.targetContentIdentifier = targetContentIdentifier
    self.userInfo = userInfo
  }
}
