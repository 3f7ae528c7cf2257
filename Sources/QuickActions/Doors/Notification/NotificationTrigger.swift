import PropertyList

/// A route's notification trigger: which notifications (a category, or a content identifier),
/// which action the user chose on them, and the userInfo keys it reads into screen parameters.
///
/// <https://developer.apple.com/documentation/usernotifications/unnotificationresponse>
public struct NotificationTrigger: Sendable, Hashable {
  /// Which notifications a trigger answers.
  public enum Source: Sendable, Hashable {
    /// Notifications of this `categoryIdentifier`.
    case category(String)
    /// Notifications with this `targetContentIdentifier`; more specific than a category.
    case content(String)
  }

  /// The notifications it answers.
  public var source: Source
  /// The `actionIdentifier` it answers: by default `UNNotificationDefaultActionIdentifier`
  /// (the user tapped the notification).
  public var action: String
  /// The userInfo keys the route's screen parameters are read from.
  public var reads: [String]
  /// Where it was declared.
  public var location: SourceLocation

  /// A trigger for `source`'s notifications answered with `action`.
  public init(
    _ source: Source, action: String = NotificationResponse.defaultActionIdentifier,
    reads: [String] = [], location: SourceLocation = .unknown
  ) {
    self.source = source
    self.action = action
    self.reads = reads
    self.location = location
  }
}

extension NotificationTrigger {
  /// The trigger as a manifest writes it, for messages: `notification category 'X'` or
  /// `notification content 'ID'`.
  var summary: String {
    switch source {
    case .category(let category): return "notification category '\(category)'"
    case .content(let content): return "notification content '\(content)'"
    }
  }
}
