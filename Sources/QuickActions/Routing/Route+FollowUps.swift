extension Route {
  /// What a route does once at its destination: a presentation over it, or an action.
  ///
  /// Written in a manifest as the route's `then` list (`then = ({present = sheet; path =
  /// (newTask);}, {action = focusTitle;})`), or as the short forms `tab` with `present` (the tab
  /// brought forward, then the presentation) and a navigation with `action`.
  public enum FollowUp: Sendable, Hashable, CustomStringConvertible {
    /// A presentation of `path` in `style` over the destination.
    case present(NavigationState.Presentation.Style, [ScreenTemplate])
    /// An action the app runs with the entry (``Navigator/perform(_:)-(ActionRequest)``); it
    /// runs every time the route is taken.
    case action(String)

    /// `present sheet newTask` or `action 'focusTitle'`.
    public var description: String {
      switch self {
      case .present(let style, let path):
        return "present \(style.rawValue) " + path.map(\.description).joined(separator: " > ")
      case .action(let name): return "action '\(name)'"
      }
    }
  }

  /// The route, followed by `followUp` once at its destination.
  public func then(_ followUp: FollowUp) -> Route {
    var route = self
    route.followUps.append(followUp)
    return route
  }

  /// The route, asking the app's check `name` before it moves anything: the check may refuse
  /// the entry with a reason, which the router reports as ``RouteOutcome/refused(_:)``.
  public func checked(by name: String) -> Route {
    var route = self
    route.check = name
    return route
  }

  /// Every screen the route names: its destination's, then its presentation's.
  public var screens: [ScreenTemplate] {
    var out = destination.screens
    for case .present(_, let path) in followUps { out += path }
    return out
  }
}

/// An action a route runs, or a check it asks, with the entry that took the route.
public struct ActionRequest: Sendable, Hashable {
  /// The action's (or the check's) name, as the route writes it.
  public var name: String
  /// The entry: its door, type, parameters and userInfo.
  public var entry: Entry
  /// The route's parameter values, by userInfo key, read and checked against their types.
  public var parameters: [String: String]

  /// A request for `name`, made by `entry`, with the route's `parameters`.
  public init(_ name: String, entry: Entry, parameters: [String: String] = [:]) {
    self.name = name
    self.entry = entry
    self.parameters = parameters
  }
}

/// What an action answers: the completion answer of the entry that ran it.
public enum ActionOutcome: Sendable, Hashable {
  /// The action did its job.
  case handled
  /// The action could not do its job, for this reason; the entry is answered `false`.
  case failed(String)
}

/// What a route's check answers before anything moves.
public enum CheckVerdict: Sendable, Hashable {
  /// The route may go on.
  case allow
  /// The route goes nowhere, for this reason ("this folder no longer exists"); the entry is
  /// answered `false`.
  case refuse(String)
}

extension Navigator {
  /// Runs an action by performing `.performAction(name)`, and answers handled.
  public func perform(_ action: ActionRequest) async throws -> ActionOutcome {
    try await perform(.performAction(action.name))
    return .handled
  }

  /// Refuses: a route names a check this navigator does not supply, and nothing moves rather than
  /// go where the app could not vouch for.
  public func check(_ request: ActionRequest) async -> CheckVerdict {
    .refuse("the app supplies no check '\(request.name)'")
  }
}
