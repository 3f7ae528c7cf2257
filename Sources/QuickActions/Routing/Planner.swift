/// What planning a route from a state came to.
public enum PlanningOutcome: Sendable, Hashable {
  /// The steps to take (none when already there).
  case plan(NavigationPlan)
  /// A gate is up and the route waits for it.
  case deferred(NavigationState.Gate)
  /// The modal policy forbids what the route needs (unsaved changes would be lost).
  case blocked(String)
  /// A screen needs a userInfo value the item does not carry.
  case missingParameter(screen: String, parameter: String)
  /// The destination does not exist in this state (a tab the app does not have).
  case unreachable(String)
}

/// Computes the least navigation that reaches a route's destination.
///
/// The plan dismisses only what must go (and only as the modal policy allows), selects a tab only
/// when another is needed, keeps the part of a stack the destination shares, and pushes the
/// rest; in a split view it pushes when collapsed and replaces the secondary column when
/// expanded. Planning again from the resulting state gives an empty plan, so handling an item
/// twice is harmless. (Actions are the exception: they run every time.)
///
/// A route's presentation (`then` a `present`) goes over its destination; when one like it is
/// already the bottom presentation over the destination reached, it is kept (and its stack
/// adjusted) rather than dismissed and presented again.
public enum Planner {
  /// `userInfo` holds the parameter values by userInfo key, as `Route.parameterValues(from:)`
  /// gives them (checked against their types). `asksToDiscard` tells whether the app asks the
  /// user before unsaved work is discarded (``Navigator/asksToDiscard``): a route with the
  /// ``ModalPolicy/automatic`` policy then asks, and otherwise keeps that work and is blocked.
  public static func plan(
    _ route: Route, userInfo: [String: String] = [:], from state: NavigationState,
    asksToDiscard: Bool = false
  )
    -> PlanningOutcome
  {
    if let gate = state.gate, !route.runsBehindGate { return .deferred(gate) }
    var builder = PlanBuilder(state: state, policy: route.policy, asksToDiscard: asksToDiscard)
    do throws(PlanFailure) {
      var presentation: (NavigationState.Presentation.Style, [Screen])? = nil
      for case .present(let style, let path) in route.followUps {
        presentation = (style, try resolve(path, userInfo))
      }
      switch route.destination {
      case .action(let name):
        builder.add(.performAction(name))
      case .stack(let tab, let path):
        let screens = try resolve(path, userInfo)
        try builder.reach(keeping: presentation) { (b) throws(PlanFailure) in
          try b.navigate(tab: tab, primary: screens, detail: nil)
        }
      case .detail(let tab, let primary, let detail):
        let p = try resolve(primary, userInfo)
        let d = try resolve(detail, userInfo)
        try builder.reach(keeping: presentation) { (b) throws(PlanFailure) in
          try b.navigate(tab: tab, primary: p, detail: d)
        }
      case .onTop(let tab, let path):
        let screens = try resolve(path, userInfo)
        if presentation == nil, tab == nil, route.policy == .presentOver,
          let top = state.presentations.indices.last
        {
          // An alert is one view controller with no stack to push on (UIAlertController is not
          // a navigation controller; SwiftUI's alert takes no destinations).
          if state.presentations[top].style == .alert, !screens.isEmpty {
            throw PlanFailure(
              outcome: .unreachable(
                "the top presentation is an alert, which has no stack to push \(screens.map(\.description).joined(separator: ", ")) on"
              ))
          }
          builder.push(screens, onto: state.presentations[top].stack, in: .presentation(top))
        } else {
          try builder.reach(keeping: presentation) { (b) throws(PlanFailure) in
            try b.pushOnTop(tab: tab, screens)
          }
        }
      case .modal(let style, let path):
        try builder.present(style, try resolve(path, userInfo))
      }
      for case .action(let name) in route.followUps { builder.add(.performAction(name)) }
      return .plan(builder.plan())
    } catch {
      return error.outcome
    }
  }

  struct PlanFailure: Error {
    var outcome: PlanningOutcome
  }
}
