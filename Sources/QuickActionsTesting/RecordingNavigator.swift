import QuickActions

/// Wraps an app's navigator (or its navigation model) and records every step it performed, so
/// the test store can assert them.
public actor RecordingNavigator: ScriptableNavigator {
  /// The app's navigator.
  public let base: any ScriptableNavigator
  /// Every step the base navigator performed without throwing, in order.
  public private(set) var performed: [NavigationStep] = []

  /// A navigator recording the steps `base` performs.
  public init(_ base: any ScriptableNavigator) { self.base = base }

  public func currentState() async -> NavigationState { await base.currentState() }
  /// Whether the base navigator asks before discarding unsaved work.
  public var asksToDiscard: Bool { get async { await base.asksToDiscard } }

  public func perform(_ step: NavigationStep) async throws {
    try await base.perform(step)
    performed.append(step)
  }

  /// Runs the action on the base navigator; an action is recorded as `.performAction(name)`.
  public func perform(_ action: ActionRequest) async throws -> ActionOutcome {
    let outcome = try await base.perform(action)
    performed.append(.performAction(action.name))
    return outcome
  }

  /// The base navigator's answer.
  public func check(_ request: ActionRequest) async -> CheckVerdict { await base.check(request) }

  public func openGate() async { await base.openGate() }
  public func answerDiscard(_ discard: Bool) async { await base.answerDiscard(discard) }
  public func changeSizeClass(compact: Bool) async { await base.changeSizeClass(compact: compact) }
  public func present(_ presentation: NavigationState.Presentation) async {
    await base.present(presentation)
  }
}
