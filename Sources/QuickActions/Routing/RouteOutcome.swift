/// How the router dealt with one entry (a shortcut item, a URL, an activity, a notification).
public enum RouteOutcome: Sendable, Hashable, CustomStringConvertible {
  /// The plan was carried out.
  case handled(NavigationPlan)
  /// The app was already where the item points; nothing was done.
  case alreadyThere
  /// A gate is up; the item waits and runs once it opens.
  case deferred(NavigationState.Gate)
  /// The modal policy (or the user) kept a presentation that would have been lost.
  case blocked(String)
  /// No route handles this shortcut type.
  case unknownType(String)
  /// No route takes this entry (a URL, an activity or a notification response); the entry's
  /// description, such as `URL 'qa://nowhere'`.
  case noRoute(String)
  /// A screen needs a userInfo value the item does not carry.
  case missingParameter(screen: String, parameter: String)
  /// A userInfo value a screen needs is of the wrong type, or empty.
  case invalidParameter(screen: String, parameter: String, reason: String)
  /// The destination does not exist in the app's current state.
  case unreachable(String)
  /// The navigator threw.
  case navigatorFailed(String)
  /// The navigator did not finish within the router's timeout.
  case timedOut
  /// The handling task was cancelled.
  case cancelled
  /// A later item replaced this one while it waited behind a gate.
  case superseded
  /// The route's check refused the entry before anything moved, for this reason.
  case refused(String)
  /// The route's action answered that it could not do its job, for this reason.
  case actionFailed(action: String, reason: String)

  /// The value for UIKit's `completionHandler(Bool)`.
  public var succeeded: Bool {
    switch self {
    case .handled, .alreadyThere: return true
    default: return false
    }
  }

  /// A short name for programs: `handled`, `already-there`, `deferred`, …
  public var name: String {
    switch self {
    case .handled: return "handled"
    case .alreadyThere: return "already-there"
    case .deferred: return "deferred"
    case .blocked: return "blocked"
    case .unknownType: return "unknown-type"
    case .noRoute: return "no-route"
    case .missingParameter: return "missing-parameter"
    case .invalidParameter: return "invalid-parameter"
    case .unreachable: return "unreachable"
    case .navigatorFailed: return "navigator-failed"
    case .timedOut: return "timed-out"
    case .cancelled: return "cancelled"
    case .superseded: return "superseded"
    case .refused: return "refused"
    case .actionFailed: return "action-failed"
    }
  }

  public var description: String {
    switch self {
    case .handled(let plan):
      return "handled in \(plan.steps.count) step\(plan.steps.count == 1 ? "" : "s")"
    case .alreadyThere: return "already there: nothing to do"
    case .deferred(let gate): return "deferred until the \(gate.rawValue) gate opens"
    case .blocked(let why): return "blocked: \(why)"
    case .unknownType(let type): return "unknown type '\(type)': no route handles it"
    case .noRoute(let entry): return "no route takes \(entry)"
    case .missingParameter(let screen, let parameter):
      return "missing parameter: screen '\(screen)' needs userInfo '\(parameter)'"
    case .invalidParameter(let screen, _, let reason):
      return "invalid parameter of screen '\(screen)': \(reason)"
    case .unreachable(let why): return "unreachable: \(why)"
    case .navigatorFailed(let why): return "navigator failed: \(why)"
    case .timedOut: return "timed out: the navigator did not finish"
    case .cancelled: return "cancelled"
    case .superseded: return "superseded by a later quick action"
    case .refused(let why): return "refused: \(why)"
    case .actionFailed(let action, let why): return "action '\(action)' failed: \(why)"
    }
  }
}

extension RouteOutcome {
  /// Whether the outcome is the item's last word (not waiting behind a gate).
  package var isFinal: Bool {
    if case .deferred = self { return false }
    return true
  }
}
