/// The doors into an app that the package routes: each a way iOS hands the app an arrival.
///
/// A door's code is gathered in one folder per module that knows doors (`Doors/<Door>/`): its
/// trigger and how a manifest writes it, its arrival and how it resolves, its script event, its
/// UIKit hooks and its lint checks. Each such module registers its doors in one list, one line a
/// door, and `DoorRegistryTests` fails when a door is missing from any of them. The DocC article
/// "Adding a door" lists the steps.
public enum DoorKind: String, CaseIterable, Sendable, Hashable {
  /// A Home Screen quick action (`UIApplicationShortcutItem`).
  case shortcut
  /// An opened URL: a custom scheme or, routed by its URL, a universal link.
  case url
  /// A user activity: Handoff, a Spotlight result or a universal link continued as one.
  case activity
  /// The user's response to a notification.
  case notification
  /// An App Intent run in the foreground.
  case intent
}

extension Entry {
  /// The door the entry came through.
  public var door: DoorKind {
    switch self {
    case .shortcut: return .shortcut
    case .url: return .url
    case .activity: return .activity
    case .notification: return .notification
    case .intent: return .intent
    }
  }
}

extension Trigger {
  /// The door the trigger opens.
  public var door: DoorKind {
    switch self {
    case .url: return .url
    case .activity: return .activity
    case .notification: return .notification
    case .intent: return .intent
    }
  }
}

extension DoorKind {
  /// What a registry of `doors` lacks or lists twice, leaving out the doors it has no part in by
  /// design (`except`): empty when it lists every other door once. The tests that hold each
  /// module's registry to every door use it.
  package static func registryProblems(_ doors: [DoorKind], except: Set<DoorKind> = []) -> [String]
  {
    var problems: [String] = []
    for door in allCases where !except.contains(door) && !doors.contains(door) {
      problems.append("'\(door.rawValue)' is missing")
    }
    for door in allCases where doors.filter({ $0 == door }).count > 1 {
      problems.append("'\(door.rawValue)' is listed twice")
    }
    for door in except where doors.contains(door) {
      problems.append("'\(door.rawValue)' has no part here")
    }
    return problems
  }
}
