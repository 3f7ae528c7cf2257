import PropertyList

/// One way besides a shortcut type that a route is reached: a URL pattern, a user activity, a
/// notification response or an App Intent.
public enum Trigger: Sendable, Hashable {
  /// URLs matching a pattern: a custom scheme or a universal link.
  case url(URLPattern)
  /// A user activity of a type (Handoff, or a Spotlight result).
  case activity(ActivityTrigger)
  /// The user's response to a notification.
  case notification(NotificationTrigger)
  /// An App Intent of a type, run in the foreground (iOS 26 delivers it to a scene).
  case intent(IntentTrigger)

  /// An App Intent of type `typeName`, supplying the parameters `supplies` to the route's screens.
  public static func intent(_ typeName: String, supplies: [String] = []) -> Trigger {
    .intent(IntentTrigger(typeName, supplies: supplies))
  }

  /// A user activity of `type`, filling screen parameters from the userInfo keys it `reads`.
  public static func activity(_ type: String, reads: [String] = []) -> Trigger {
    .activity(ActivityTrigger(type, reads: reads))
  }

  /// A Spotlight result whose item identifier matches `identifier` (a pattern like
  /// `questions/:questionID as integer`; see ``ActivityTrigger/identifier``).
  public static func spotlight(_ identifier: String, reads: [String] = []) -> Trigger {
    .activity(ActivityTrigger(spotlight: identifier, reads: reads))
  }

  /// A notification of `category` answered with `action` (by default, a tap on it).
  public static func notification(
    category: String, action: String = NotificationResponse.defaultActionIdentifier,
    reads: [String] = []
  ) -> Trigger {
    .notification(NotificationTrigger(.category(category), action: action, reads: reads))
  }

  /// A notification whose `targetContentIdentifier` is `content`, answered with `action`.
  public static func notification(
    content: String, action: String = NotificationResponse.defaultActionIdentifier,
    reads: [String] = []
  ) -> Trigger {
    .notification(NotificationTrigger(.content(content), action: action, reads: reads))
  }

  /// Where the trigger was declared.
  public var location: SourceLocation {
    switch self {
    case .url(let pattern): return pattern.location
    case .activity(let trigger): return trigger.location
    case .notification(let trigger): return trigger.location
    case .intent(let trigger): return trigger.location
    }
  }

  /// The trigger as a manifest writes it, for messages: `URL 'qa://compose'`, `activity 'x'`,
  /// `Spotlight item 'questions/:id'`, `notification category 'X'`.
  public var summary: String {
    switch self {
    case .url(let pattern): return "URL pattern '\(pattern.text)'"
    case .activity(let trigger): return trigger.summary
    case .notification(let trigger): return trigger.summary
    case .intent(let trigger): return "App Intent '\(trigger.typeName)'"
    }
  }
}
