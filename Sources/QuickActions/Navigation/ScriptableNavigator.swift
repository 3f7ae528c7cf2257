/// A navigator that scripted launches can also drive: the things that happen to an app besides
/// quick actions. `InMemoryNavigator` conforms, and so can an app's own navigation model.
public protocol ScriptableNavigator: Navigator {
  /// Onboarding or login finished: the gate is gone.
  func openGate() async
  /// The user's answer to the discard question now open: the `confirmDiscard` step performed
  /// next gets it (`true` discards, `false` keeps and throws `DiscardDeclined`). A session calls
  /// it only with an answer a `discard` event gave, so an unanswered question never discards.
  func answerDiscard(_ discard: Bool) async
  /// The width turns compact or regular; split views collapse or expand.
  func changeSizeClass(compact: Bool) async
  /// The app presents a view controller on its own.
  func present(_ presentation: NavigationState.Presentation) async
}

extension InMemoryNavigator: ScriptableNavigator {
  public func openGate() { state.gate = nil }
  public func answerDiscard(_ discard: Bool) { discardAnswer = discard }
}
