/// Resolves shortcut items to routes, plans the navigation, has the navigator carry it out, and
/// reports the result exactly once: on success, on every failure, when the navigator throws or
/// never answers (after `timeout`), and when the handling task is cancelled.
///
/// Items are handled one at a time, in arrival order. An item that arrives while a gate is up
/// waits; a second one replaces it (the user's latest choice wins, the first reports `false`);
/// `gateDidOpen()` delivers the waiting item once.
///
/// ```swift
/// func windowScene(_ scene: UIWindowScene, performActionFor item: UIApplicationShortcutItem,
///                  completionHandler: @escaping (Bool) -> Void) {
///   router.handle(ShortcutItem(item), completion: completionHandler)
/// }
/// ```
public actor QuickActionRouter {
  /// Where each shortcut type goes.
  public let routes: RouteTable
  /// Reads where the app is and carries the plans out.
  public let navigator: any Navigator
  /// How long a navigation may take before the item is reported as not handled.
  public let timeout: Duration

  /// Reports an outcome; called once per item.
  public typealias Completion = @Sendable (RouteOutcome) -> Void

  private var pending: (item: ShortcutItem, completion: Completion?)?
  private var busy = false
  private var waiters: [CheckedContinuation<Void, Never>] = []

  /// A router over `routes`, carrying plans out with `navigator`; a navigation that takes longer than `timeout` fails.
  public init(routes: RouteTable, navigator: any Navigator, timeout: Duration = .seconds(5)) {
    self.routes = routes
    self.navigator = navigator
    self.timeout = timeout
  }

  /// The item waiting behind a gate, if any.
  public var pendingItem: ShortcutItem? { pending?.item }

  // MARK: Entry points

  /// Handles an item and calls `completion` exactly once with whether it was handled, the way
  /// UIKit's `completionHandler(Bool)` must be called. An item deferred behind a gate completes
  /// when it is finally handled, or with `false` when a later item replaces it.
  public nonisolated func handle(_ item: ShortcutItem, completion: @escaping @Sendable (Bool) -> Void) {
    Task { completion(await self.handle(item)) }
  }

  /// Handles an item; true when it was handled (see `handle(_:completion:)`).
  public nonisolated func handle(_ item: ShortcutItem) async -> Bool {
    await outcome(of: item, waitingBehindGate: true).succeeded
  }

  /// Handles an item and tells how. A deferred item answers `.deferred` at once; its final
  /// outcome (handled once the gate opens, or `.superseded`) goes to `eventually`, and is also
  /// returned by `gateDidOpen()`.
  public nonisolated func route(_ item: ShortcutItem, eventually: Completion? = nil) async -> RouteOutcome {
    await outcome(of: item, waitingBehindGate: false, eventually: eventually)
  }

  /// Delivers the item waiting behind the gate, now that it is open: its outcome, or nil when no
  /// item was waiting. If the gate is still up the item keeps waiting (`.deferred`).
  public func gateDidOpen() async -> RouteOutcome? {
    guard let waiting = pending else { return nil }
    await acquire()
    defer { release() }
    guard let current = pending, current.item == waiting.item else { return nil }
    pending = nil
    let result = await process(current.item, completion: current.completion)
    if case .deferred = result { return result }
    current.completion?(result)
    return result
  }

  // MARK: Machinery

  /// Runs the item on its own task so that a cancelled caller gets `.cancelled` at once, even
  /// while a navigator hangs; exactly one of the paths resumes the caller.
  private nonisolated func outcome(of item: ShortcutItem, waitingBehindGate: Bool, eventually: Completion? = nil)
    async -> RouteOutcome
  {
    let once = Once<RouteOutcome>()
    return await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<RouteOutcome, Never>) in
        once.setContinuation(continuation)
        let work = Task {
          var completion: Completion? = eventually
          if waitingBehindGate { completion = { outcome in once.resume(outcome) } }
          let result = await self.serialized(item, completion: completion)
          if case .deferred = result, waitingBehindGate { return }
          once.resume(result)
        }
        once.setWork(work)
      }
    } onCancel: {
      once.resume(.cancelled)
      once.cancelWork()
    }
  }

  private func serialized(_ item: ShortcutItem, completion: Completion?) async -> RouteOutcome {
    await acquire()
    defer { release() }
    if Task.isCancelled { return .cancelled }
    return await process(item, completion: completion)
  }

  private func process(_ item: ShortcutItem, completion: Completion?) async -> RouteOutcome {
    guard let route = routes.route(for: item.type) else { return .unknownType(item.type) }
    let values: [String: String]
    do {
      values = try route.parameterValues(from: item.userInfo)
    } catch {
      return error.outcome
    }
    let state: NavigationState
    do {
      state = try await navigator.readCurrentState()
    } catch {
      return .navigatorFailed("cannot read where the app is: \(error)")
    }
    switch Planner.plan(route, userInfo: values, from: state) {
    case .deferred(let gate):
      if let replaced = pending { replaced.completion?(.superseded) }
      pending = (item, completion)
      return .deferred(gate)
    case .plan(let plan) where plan.isEmpty:
      return .alreadyThere
    case .plan(let plan):
      return await execute(plan)
    case .blocked(let why):
      return .blocked(why)
    case .missingParameter(let screen, let parameter):
      return .missingParameter(screen: screen, parameter: parameter)
    case .unreachable(let why):
      return .unreachable(why)
    }
  }

  /// The navigator's run of the plan, raced against the timeout on tasks of their own, so a
  /// navigator that never answers cannot hold the router.
  private func execute(_ plan: NavigationPlan) async -> RouteOutcome {
    let navigator = self.navigator
    let timeout = self.timeout
    let once = Once<RouteOutcome>()
    return await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<RouteOutcome, Never>) in
        once.setContinuation(continuation)
        let timer = Task {
          try? await Task.sleep(for: timeout)
          guard !Task.isCancelled else { return }
          once.resume(.timedOut)
          once.cancelWork()
        }
        let work = Task {
          do {
            for step in plan.steps {
              try Task.checkCancellation()
              try await navigator.perform(step)
            }
            once.resume(.handled(plan))
          } catch is CancellationError {
            once.resume(.cancelled)
          } catch let declined as DiscardDeclined {
            once.resume(.blocked(declined.description))
          } catch {
            once.resume(.navigatorFailed("\(error)"))
          }
          timer.cancel()
        }
        once.setWork(work)
      }
    } onCancel: {
      once.resume(.cancelled)
      once.cancelWork()
    }
  }

  private func acquire() async {
    if busy {
      await withCheckedContinuation { waiters.append($0) }
    } else {
      busy = true
    }
  }

  private func release() {
    if waiters.isEmpty {
      busy = false
    } else {
      waiters.removeFirst().resume()
    }
  }
}

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
