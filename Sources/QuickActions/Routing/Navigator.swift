/// What the app's navigation code provides to the router: UIKit or SwiftUI code conforms, and
/// the package ships `InMemoryNavigator` for tests and the simulator.
///
/// ```swift
/// extension AppNavigator: Navigator {
///   func currentState() async -> NavigationState { … read the tab bar, stacks, presentations … }
///   func perform(_ step: NavigationStep) async throws {
///     switch step {
///     case .dismiss(let n): await root.presentedViewController(depth: n)?.dismiss(animated: true)
///     case .selectTab(let id): tabBarController.selectedIndex = index(of: id)
///     case .push(let screen, let stack): navigationController(stack).pushViewController(make(screen), animated: false)
///     case .showDetail(let screen, _): splitViewController.showDetailViewController(make(screen), sender: nil)
///     …
///     }
///   }
/// }
/// ```
public protocol Navigator: Sendable {
  /// Where the app is now.
  func currentState() async -> NavigationState
  /// Where the app is now, or why that cannot be read (the router then reports the item as
  /// failed instead of planning against a guess). By default, `currentState()`.
  func readCurrentState() async throws -> NavigationState
  /// Carries out one step; throwing stops the plan and the item is reported as not handled.
  func perform(_ step: NavigationStep) async throws
  /// Whether the app asks the user before unsaved work is discarded (it answers `confirmDiscard`
  /// steps with a question). A route that names no policy then asks; otherwise it keeps the
  /// work and fails. By default, false.
  var asksToDiscard: Bool { get async }
  /// Runs a route's action with the entry that took the route, and answers its outcome (the
  /// entry's completion answer). By default, performs `.performAction(name)` and answers handled.
  func perform(_ action: ActionRequest) async throws -> ActionOutcome
  /// Answers a route's check (``Route/check``) before anything moves. By default it refuses,
  /// naming the check the app does not supply.
  func check(_ request: ActionRequest) async -> CheckVerdict
}

extension Navigator {
  public func readCurrentState() async throws -> NavigationState { await currentState() }
  /// No discard question: a route that names no policy keeps unsaved work and fails.
  public var asksToDiscard: Bool { get async { false } }
}

/// Thrown by a navigator from a `confirmDiscard` step when the user keeps their changes; the item
/// is then reported as blocked, not as a failure.
public struct DiscardDeclined: Error, Sendable, Hashable, CustomStringConvertible {
  /// The error.
  public init() {}
  public var description: String { "the user chose to keep the unsaved changes" }
}

/// A navigator that applies steps to a `NavigationState` in memory: the reference behaviour the
/// planner's laws are tested against, and the app the simulator drives.
public actor InMemoryNavigator: Navigator {
  /// Where the app is now.
  public internal(set) var state: NavigationState
  /// Every step performed, in order.
  public private(set) var performed: [NavigationStep] = []
  /// What the user answers when asked to discard unsaved changes.
  public var discardAnswer: Bool
  /// Whether the app asks before discarding unsaved work, so that a route naming no policy asks
  /// (``Navigator/asksToDiscard``).
  public var asksToDiscard = false
  /// What each action answers, by name; an action not listed is handled.
  public var actionOutcomes: [String: ActionOutcome] = [:]
  /// What each check answers, by name; a check not listed refuses (the app supplies none).
  public var checkVerdicts: [String: CheckVerdict] = [:]
  /// Every action run, with its entry, in order.
  public private(set) var actions: [ActionRequest] = []

  /// An app in `state`, whose user answers `discardAnswer` when asked to discard unsaved changes;
  /// with `asksToDiscard`, a route that names no policy asks too.
  public init(_ state: NavigationState, discardAnswer: Bool = true, asksToDiscard: Bool = false) {
    self.state = state
    self.discardAnswer = discardAnswer
    self.asksToDiscard = asksToDiscard
  }

  /// An app in `state` whose checks and actions answer as given by name (a check not listed
  /// refuses; an action not listed is handled); with `asksToDiscard`, a route that names no
  /// policy asks before unsaved work goes.
  public init(
    _ state: NavigationState, checkVerdicts: [String: CheckVerdict],
    actionOutcomes: [String: ActionOutcome] = [:], asksToDiscard: Bool = false
  ) {
    self.state = state
    self.discardAnswer = true
    self.asksToDiscard = asksToDiscard
    self.checkVerdicts = checkVerdicts
    self.actionOutcomes = actionOutcomes
  }

  public func currentState() async -> NavigationState { state }

  public func perform(_ step: NavigationStep) async throws {
    if case .confirmDiscard = step, !discardAnswer { throw DiscardDeclined() }
    try state.apply(step)
    performed.append(step)
  }

  public func perform(_ action: ActionRequest) async throws -> ActionOutcome {
    try await perform(.performAction(action.name))
    actions.append(action)
    return actionOutcomes[action.name] ?? .handled
  }

  public func check(_ request: ActionRequest) async -> CheckVerdict {
    checkVerdicts[request.name] ?? .refuse("the app supplies no check '\(request.name)'")
  }

  /// Sets what the action `name` answers.
  public func setActionOutcome(_ outcome: ActionOutcome, for name: String) {
    actionOutcomes[name] = outcome
  }

  /// Sets what the check `name` answers.
  public func setCheckVerdict(_ verdict: CheckVerdict, for name: String) {
    checkVerdicts[name] = verdict
  }

  /// Opens (or, with nil, removes) the gate, as finishing onboarding or logging in does.
  public func setGate(_ gate: NavigationState.Gate?) { state.gate = gate }

  /// How deep each collapsed split view's primary column was, for expanding again.
  private var folds = NavigationState.SplitFolds()

  /// The width turns compact (true) or regular (false): split views collapse or expand, as
  /// `UISplitViewController` does.
  public func changeSizeClass(compact: Bool) {
    state = compact ? state.collapsingSplitViews(&folds) : state.expandingSplitViews(&folds)
  }

  /// The app presents a view controller on its own (not for a quick action).
  public func present(_ presentation: NavigationState.Presentation) {
    state.presentations.append(presentation)
  }
}
