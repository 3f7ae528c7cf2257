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
  public static func notification(category: String, action: String = NotificationResponse.defaultActionIdentifier,
                                  reads: [String] = []) -> Trigger {
    .notification(NotificationTrigger(.category(category), action: action, reads: reads))
  }

  /// A notification whose `targetContentIdentifier` is `content`, answered with `action`.
  public static func notification(content: String, action: String = NotificationResponse.defaultActionIdentifier,
                                  reads: [String] = []) -> Trigger {
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
    case .activity(let trigger):
      if let identifier = trigger.identifier { return "Spotlight item '\(identifier.text)'" }
      return "activity '\(trigger.activityType)'"
    case .notification(let trigger):
      switch trigger.source {
      case .category(let category): return "notification category '\(category)'"
      case .content(let content): return "notification content '\(content)'"
      }
    case .intent(let trigger): return "App Intent '\(trigger.typeName)'"
    }
  }
}

/// A route's user-activity trigger: an `activityType` (for Handoff, declared in the app's
/// `NSUserActivityTypes`) or, for Spotlight results (`CSSearchableItemActionType`), a pattern of
/// the item identifier; and the userInfo keys it reads into screen parameters.
///
/// <https://developer.apple.com/documentation/foundation/nsuseractivity/activitytype>
public struct ActivityTrigger: Sendable, Hashable {
  /// The activity type it answers.
  public var activityType: String
  /// For a Spotlight trigger, the pattern the item identifier
  /// (`CSSearchableItemActivityIdentifier`) must match: segments separated by `/`, each a
  /// literal, a `:parameter` (with ` as TYPE`) or, last, `*`; nil for other activities.
  public var identifier: SegmentPattern?
  /// The userInfo keys the route's screen parameters are read from.
  public var reads: [String]
  /// Where it was declared.
  public var location: SourceLocation

  /// A trigger for activities of `activityType`.
  public init(_ activityType: String, reads: [String] = [], location: SourceLocation = .unknown) {
    self.activityType = activityType
    self.identifier = nil
    self.reads = reads
    self.location = location
  }

  /// A trigger for Spotlight results whose identifier matches `identifier`. A pattern that does
  /// not read is kept and reported by ``RouteTable/check()``; it matches nothing.
  public init(spotlight identifier: String, reads: [String] = [], location: SourceLocation = .unknown) {
    self.activityType = UserActivity.searchableItemType
    self.identifier = SegmentPattern(identifier: identifier, location: location)
    self.reads = reads
    self.location = location
  }
}

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
  public init(_ source: Source, action: String = NotificationResponse.defaultActionIdentifier,
              reads: [String] = [], location: SourceLocation = .unknown) {
    self.source = source
    self.action = action
    self.reads = reads
    self.location = location
  }
}
