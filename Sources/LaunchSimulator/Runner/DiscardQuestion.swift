import QuickActions

/// The question a `confirmDiscard` route asks ("Discard your changes?"), as a scripted launch
/// models it: it stays open until the user answers, and an open question never discards.
///
/// An alert waits for the user, however long that takes and whatever else happens meanwhile
/// (the app goes to the background, another quick action arrives and queues behind it). Only the
/// answer, `true` (discard) or `false` (keep), lets the route go on; a script that ends with the
/// question open leaves its item unanswered.
final class DiscardQuestion: Sendable {
  private struct State {
    var continuation: CheckedContinuation<Bool?, Never>?
    var cancelled = false
  }

  private let state = Locked(State())
  /// Told when a question opens.
  let changes: ChangeSignal

  init(changes: ChangeSignal) { self.changes = changes }

  /// Whether a question waits for the user's answer.
  var isOpen: Bool { state.withLock { $0.continuation != nil } }

  /// Asks, and waits for the answer; nil when the asking task is cancelled (the router's timeout).
  func ask() async -> Bool? {
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Bool?, Never>) in
        let open = state.withLock { s -> Bool in
          guard !s.cancelled else { return false }
          s.continuation = continuation
          return true
        }
        if open { changes.notify() } else { continuation.resume(returning: nil) }
      }
    } onCancel: {
      let continuation = state.withLock { s in
        s.cancelled = true
        defer { s.continuation = nil }
        return s.continuation
      }
      continuation?.resume(returning: nil)
    }
  }

  /// Answers the open question; false when none is open.
  func answer(_ discard: Bool) -> Bool {
    let continuation = state.withLock { s in
      defer { s.continuation = nil }
      return s.continuation
    }
    guard let continuation else { return false }
    continuation.resume(returning: discard)
    return true
  }
}

/// The app's navigator with its `confirmDiscard` steps turned into open questions: the step
/// waits for `DiscardQuestion.answer(_:)`, then goes to the app's navigator with that answer
/// (so an app's own "keep" path, `DiscardDeclined`, is the one that runs).
struct AskingNavigator: ScriptableNavigator {
  let base: any ScriptableNavigator
  let question: DiscardQuestion

  func currentState() async -> NavigationState { await base.currentState() }
  var asksToDiscard: Bool { get async { await base.asksToDiscard } }

  func perform(_ step: NavigationStep) async throws {
    guard case .confirmDiscard = step else { return try await base.perform(step) }
    guard let discard = await question.ask() else { throw CancellationError() }
    await base.answerDiscard(discard)
    try await base.perform(step)
  }

  func perform(_ action: ActionRequest) async throws -> ActionOutcome {
    try await base.perform(action)
  }
  func check(_ request: ActionRequest) async -> CheckVerdict { await base.check(request) }
  func openGate() async { await base.openGate() }
  func answerDiscard(_ discard: Bool) async { await base.answerDiscard(discard) }
  func changeSizeClass(compact: Bool) async { await base.changeSizeClass(compact: compact) }
  func present(_ presentation: NavigationState.Presentation) async {
    await base.present(presentation)
  }
}

/// Wakes a waiter whenever something it may be waiting for happens: an operation finished, or a
/// question opened. Waiting is "until the generation moves past the one I saw", so a change that
/// comes between looking and waiting is not lost.
final class ChangeSignal: Sendable {
  private struct State {
    var generation = 0
    var waiters: [CheckedContinuation<Void, Never>] = []
  }

  private let state = Locked(State())

  /// How many changes so far.
  var generation: Int { state.withLock { $0.generation } }

  /// Something changed.
  func notify() {
    let waiters = state.withLock { s in
      s.generation += 1
      defer { s.waiters = [] }
      return s.waiters
    }
    for waiter in waiters { waiter.resume() }
  }

  /// Returns once the generation is past `seen`.
  func wait(past seen: Int) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let now = state.withLock { s -> Bool in
        guard s.generation == seen else { return true }
        s.waiters.append(continuation)
        return false
      }
      if now { continuation.resume() }
    }
  }
}
