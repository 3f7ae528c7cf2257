/// The steps from where the app is to where a route points, and the state they lead to.
public struct NavigationPlan: Sendable, Hashable {
  /// The steps, in the order the navigator performs them.
  public var steps: [NavigationStep]

  /// Where the app is once every step is done.
  ///
  /// A plan from ``Planner`` works it out when it is read, from the state planned from and the
  /// changes its steps make: routing performs the steps and never needs it, while building it
  /// copies the arrays the steps change. Each read works it out again; keep the value when it
  /// is read often.
  public var resultingState: NavigationState {
    get {
      switch result {
      case .known(let state): return state
      case .planned(let base, let changes): return changes.applied(to: base)
      }
    }
    set { result = .known(newValue) }
  }

  private var result: Result

  private enum Result: Sendable {
    case known(NavigationState)
    /// The state planned from, and what the steps change in it.
    case planned(NavigationState, PlanChanges)
  }

  /// A plan of these steps, leading to `resultingState`.
  public init(steps: [NavigationStep], resultingState: NavigationState) {
    self.steps = steps
    result = .known(resultingState)
  }

  /// A plan of these steps from `base`, whose changes `changes` notes.
  init(steps: [NavigationStep], from base: NavigationState, changes: PlanChanges) {
    self.steps = steps
    result = .planned(base, changes)
  }

  /// Nothing to do: the app is already where the route points.
  public var isEmpty: Bool { steps.isEmpty }

  public static func == (lhs: NavigationPlan, rhs: NavigationPlan) -> Bool {
    lhs.steps == rhs.steps && lhs.resultingState == rhs.resultingState
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(steps)
    hasher.combine(resultingState)
  }
}
