/// Resumes a continuation exactly once, whichever path gets there first; later resumes, and a
/// resume that comes before the continuation is set, are kept or dropped safely.
final class Once<Value: Sendable>: Sendable {
  private struct State {
    var continuation: CheckedContinuation<Value, Never>?
    var value: Value?
    var resumed = false
    var work: Task<Void, Never>?
    var workCancelled = false
  }

  private let state = Locked(State())

  func setContinuation(_ continuation: CheckedContinuation<Value, Never>) {
    let early: Value? = state.withLock { s in
      if let value = s.value, !s.resumed {
        s.resumed = true
        return value
      }
      s.continuation = continuation
      return nil
    }
    if let early { continuation.resume(returning: early) }
  }

  func resume(_ value: Value) {
    let continuation: CheckedContinuation<Value, Never>? = state.withLock { s in
      guard !s.resumed, s.value == nil else { return nil }
      guard let c = s.continuation else {
        s.value = value
        return nil
      }
      s.resumed = true
      s.continuation = nil
      return c
    }
    continuation?.resume(returning: value)
  }

  func setWork(_ task: Task<Void, Never>) {
    let cancelNow = state.withLock { s -> Bool in
      s.work = task
      return s.workCancelled
    }
    if cancelNow { task.cancel() }
  }

  func cancelWork() {
    let task = state.withLock { s -> Task<Void, Never>? in
      s.workCancelled = true
      return s.work
    }
    task?.cancel()
  }
}
