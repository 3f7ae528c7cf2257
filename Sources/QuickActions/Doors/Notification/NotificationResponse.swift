import PropertyList

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
  public init(
    categoryIdentifier: String, actionIdentifier: String = Self.defaultActionIdentifier,
    requestIdentifier: String = "", targetContentIdentifier: String? = nil,
    userInfo: PlistDictionary = PlistDictionary()
  ) {
    self.actionIdentifier = actionIdentifier
    self.categoryIdentifier = categoryIdentifier
    self.requestIdentifier = requestIdentifier
    self.targetContentIdentifier = targetContentIdentifier
    self.userInfo = userInfo
  }
}

extension NotificationResponse {
  /// The response in a few words: `notification 'NEW_ANSWER' (default action)`, `(dismissed)` or
  /// `(action 'REPLY')`.
  var summary: String {
    let action: String
    switch actionIdentifier {
    case Self.defaultActionIdentifier: action = "default action"
    case Self.dismissActionIdentifier: action = "dismissed"
    default: action = "action '\(actionIdentifier)'"
    }
    return "notification '\(categoryIdentifier)' (\(action))"
  }

  /// `CATEGORY/ACTION`, as timelines name it; the category alone for the default action.
  var label: String {
    actionIdentifier == Self.defaultActionIdentifier
      ? categoryIdentifier : "\(categoryIdentifier)/\(actionIdentifier)"
  }
}
