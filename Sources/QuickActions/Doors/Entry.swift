import PropertyList

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
    case .activity(let activity): return activity.summary
    case .notification(let response): return response.summary
    case .intent(let intent): return "App Intent '\(intent.typeName)'"
    }
  }
}
