#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What `UIScene.ConnectionOptions` carries into a scene that connects for a reason: a copy of
/// the fields that are doors into the app.
///
/// <https://developer.apple.com/documentation/uikit/uiscene/connectionoptions>: "UIKit creates
/// scenes for many reasons. It might do so in response to a Handoff request or a request to open
/// a URL."
public struct SceneConnectionOptions: Sendable, Hashable {
  /// `shortcutItem`: "If the user selected one of your app's quick actions, this property
  /// contains the selected action."
  public var shortcutItem: ShortcutItem?
  /// `urlContexts`: the URLs to open (a custom scheme, a widget's `widgetURL`).
  public var urlContexts: [URL]
  /// `userActivities`: the activities to continue (a universal link as a browsing-web
  /// activity, a Spotlight result, Handoff).
  public var userActivities: [UserActivity]
  /// `handoffUserActivityType`: a Handoff whose activity is still being fetched; it arrives
  /// later through `scene(_:continue:)`.
  public var handoffUserActivityType: String?
  /// `notificationResponse`: "When UIKit connects a scene in order to process a notification, it
  /// puts the response object in this property."
  public var notificationResponse: NotificationResponse?
  /// `appIntent` (iOS 26): "The AppIntent that triggered scene creation.
  /// AppIntentSceneDelegate.scene(_:willPerform:) will always be called after scene connection."
  ///
  /// <https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/appintent>
  public var appIntent: AppIntentInvocation?

  /// Connection options with these values.
  public init(
    shortcutItem: ShortcutItem? = nil, urlContexts: [URL] = [], userActivities: [UserActivity] = [],
    handoffUserActivityType: String? = nil, notificationResponse: NotificationResponse? = nil,
    appIntent: AppIntentInvocation? = nil
  ) {
    self.shortcutItem = shortcutItem
    self.urlContexts = urlContexts
    self.userActivities = userActivities
    self.handoffUserActivityType = handoffUserActivityType
    self.notificationResponse = notificationResponse
    self.appIntent = appIntent
  }

  /// The entries the options hold, in the order they are routed.
  public var entries: [Entry] {
    (shortcutItem.map { [.shortcut($0)] } ?? [])
      + (notificationResponse.map { [.notification($0)] } ?? [])
      + (appIntent.map { [.intent($0)] } ?? []) + userActivities.map(Entry.activity)
      + urlContexts.map(Entry.url)
  }
}

/// What an app-delegate app's launch options carry (`UIApplication.LaunchOptionsKey`, deprecated
/// in iOS 26 with the app-delegate forms; TN3187).
///
/// A notification response is not among them: `.remoteNotification` holds only the payload, and
/// the response comes through `userNotificationCenter(_:didReceive:withCompletionHandler:)`,
/// provided the delegate was set before launch finished.
public struct AppLaunchOptions: Sendable, Hashable {
  /// `.shortcutItem`: "the app was launched in response to the user selecting a Home screen
  /// quick action".
  public var shortcutItem: ShortcutItem?
  /// `.url`: "the app was launched so that it could open the specified URL".
  public var url: URL?
  /// `.userActivityDictionary`'s activity: a universal link, Spotlight result or Handoff.
  public var userActivity: UserActivity?

  /// Launch options with these values.
  public init(shortcutItem: ShortcutItem? = nil, url: URL? = nil, userActivity: UserActivity? = nil)
  {
    self.shortcutItem = shortcutItem
    self.url = url
    self.userActivity = userActivity
  }

  /// The entries the options hold, in the order they are routed.
  public var entries: [Entry] {
    (shortcutItem.map { [.shortcut($0)] } ?? []) + (userActivity.map { [.activity($0)] } ?? [])
      + (url.map { [.url($0)] } ?? [])
  }
}
