/// Resolves entries (quick actions, URLs, activities, notification responses) to routes, plans
/// the navigation, has the navigator carry it out, and reports the result exactly once: on
/// success, on every failure, when the navigator throws or never answers (after `timeout`), and
/// when the handling task is cancelled.
///
/// Entries are handled one at a time, in arrival order, whatever door they came through. An
/// entry that arrives while a gate is up waits; a second one replaces it (the user's latest
/// choice wins, the first reports `false`); `gateDidOpen()` delivers the waiting entry once.
///
/// An app with several windows has a router per window scene, each over that window's
/// navigator: one window's discard question does not hold another's entries. The gate is the
/// app's, so the routers of one app share the one entry waiting behind it (`GateHold`).
///
/// ```swift
/// func windowScene(_ scene: UIWindowScene, performActionFor item: UIApplicationShortcutItem,
///                  completionHandler: @escaping (Bool) -> Void) {
///   router.handle(ShortcutItem(item), completion: completionHandler)
/// }
/// ```
public actor QuickActionRouter {
  /// Where each shortcut type, URL, activity and notification goes.
  public let routes: RouteTable
  /// Reads where the app is and carries the plans out.
  public let navigator: any Navigator
  /// How long a navigation may take before the item is reported as not handled, not counting
  /// the time the user takes to answer a discard question.
  public let timeout: TimeLimit
  /// How long a discard question (a `confirmDiscard` step: an alert that waits for a person)
  /// may stay open before the item is reported as not handled. The alert waits for the user,
  /// so that time is not taken from `timeout`; this bound keeps a navigator that never answers
  /// the question from holding the item, and the router, forever.
  public let answerTimeout: TimeLimit

  /// Reports an outcome; called once per entry.
  public typealias Completion = @Sendable (RouteOutcome) -> Void

  /// The scene whose navigator this router drives (``SceneID/main`` for an app's only router).
  nonisolated let scene: SceneID
  /// The app's one entry waiting behind the gate, shared by the routers of every scene.
  nonisolated let gateHold: GateHold
  private var busy = false
  private var waiters: [CheckedContinuation<Void, Never>] = []

  /// A router over `routes`, carrying plans out with `navigator`; a navigation that takes
  /// longer than `timeout` (besides the user's answers), or a question the user leaves open
  /// longer than `answerTimeout`, fails.
  public init(
    routes: RouteTable, navigator: any Navigator, timeout: TimeLimit = .seconds(5),
    answerTimeout: TimeLimit = .seconds(600)
  ) {
    self.init(
      routes: routes, navigator: navigator, timeout: timeout, answerTimeout: answerTimeout,
      scene: .main, gateHold: GateHold())
  }

  /// A router for one scene of an app whose routers share `gateHold`.
  init(
    routes: RouteTable, navigator: any Navigator, timeout: TimeLimit, answerTimeout: TimeLimit,
    scene: SceneID,
    gateHold: GateHold
  ) {
    self.routes = routes
    self.navigator = navigator
    self.timeout = timeout
    self.answerTimeout = answerTimeout
    self.scene = scene
    self.gateHold = gateHold
  }

  /// A router like this one, for another scene with its own navigator, sharing the routes, the
  /// limits and the app's gate.
  nonisolated func router(for scene: SceneID, navigator: any Navigator) -> QuickActionRouter {
    QuickActionRouter(
      routes: routes, navigator: navigator, timeout: timeout, answerTimeout: answerTimeout,
      scene: scene,
      gateHold: gateHold)
  }

  /// The entry waiting behind a gate, if this router's scene holds it.
  public var pendingEntry: Entry? {
    gateHold.waiting.flatMap { $0.scene == scene ? $0.entry : nil }
  }

  /// The quick action waiting behind a gate, if the waiting entry is one.
  public var pendingItem: ShortcutItem? { pendingEntry?.shortcutItem }

  // MARK: Entry points

  /// Handles an entry and calls `completion` exactly once with whether it was handled, the way
  /// UIKit's `completionHandler(Bool)` must be called. An entry deferred behind a gate completes
  /// when it is finally handled, or with `false` when a later entry replaces it.
  public nonisolated func handle(_ entry: Entry, completion: @escaping @Sendable (Bool) -> Void) {
    Task { completion(await self.handle(entry)) }
  }

  /// Handles an entry; true when it was handled (see `handle(_:completion:)`).
  public nonisolated func handle(_ entry: Entry) async -> Bool {
    await outcome(of: entry, waitingBehindGate: true).succeeded
  }

  /// Handles an entry and tells how. A deferred entry answers `.deferred` at once; its final
  /// outcome (handled once the gate opens, or `.superseded`) goes to `eventually`, and is also
  /// returned by `gateDidOpen()`.
  public nonisolated func route(_ entry: Entry, eventually: Completion? = nil) async -> RouteOutcome
  {
    await outcome(of: entry, waitingBehindGate: false, eventually: eventually)
  }

  /// Handles a quick action and calls `completion` once (see `handle(_:completion:)` for entries).
  public nonisolated func handle(
    _ item: ShortcutItem, completion: @escaping @Sendable (Bool) -> Void
  ) {
    handle(.shortcut(item), completion: completion)
  }

  /// Handles a quick action; true when it was handled.
  public nonisolated func handle(_ item: ShortcutItem) async -> Bool {
    await handle(.shortcut(item))
  }

  /// Handles a quick action and tells how (see `route(_:eventually:)` for entries).
  public nonisolated func route(_ item: ShortcutItem, eventually: Completion? = nil) async
    -> RouteOutcome
  {
    await route(.shortcut(item), eventually: eventually)
  }

  /// Delivers the entry waiting behind the gate, now that it is open: its outcome, or nil when
  /// none was waiting. If the gate is still up the entry keeps waiting (`.deferred`).
  public func gateDidOpen() async -> RouteOutcome? {
    guard let waiting = gateHold.waiting, waiting.scene == scene else { return nil }
    await acquire()
    defer { release() }
    guard let current = gateHold.take(waiting.token) else { return nil }
    let result = await process(current.entry, completion: current.completion)
    if case .deferred = result { return result }
    current.completion?(result)
    return result
  }

  // MARK: Machinery

  /// Runs the entry on its own task so that a cancelled caller gets `.cancelled` at once, even
  /// while a navigator hangs; exactly one of the paths resumes the caller.
  private nonisolated func outcome(
    of entry: Entry, waitingBehindGate: Bool, eventually: Completion? = nil
  )
    async -> RouteOutcome
  {
    let once = Once<RouteOutcome>()
    return await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<RouteOutcome, Never>) in
        once.setContinuation(continuation)
        let work = Task {
          var completion: Completion? = eventually
          if waitingBehindGate { completion = { outcome in once.resume(outcome) } }
          let result = await self.serialized(entry, completion: completion)
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

  private func serialized(_ entry: Entry, completion: Completion?) async -> RouteOutcome {
    await acquire()
    defer { release() }
    if Task.isCancelled { return .cancelled }
    return await process(entry, completion: completion)
  }

  /// The entry only changes how the route and its values are found; planning, policies and
  /// gates are the same for every door.
  private func process(_ entry: Entry, completion: Completion?) async -> RouteOutcome {
    let match: RouteMatch
    do {
      match = try routes.resolve(entry)
    } catch {
      return error.outcome
    }
    let state: NavigationState
    do {
      state = try await navigator.readCurrentState()
    } catch {
      return .navigatorFailed("cannot read where the app is: \(error)")
    }
    let asks = await navigator.asksToDiscard
    switch Planner.plan(match.route, userInfo: match.parameters, from: state, asksToDiscard: asks) {
    case .deferred(let gate):
      // The gate is the app's: the latest entry from any scene replaces the one waiting.
      if let replaced = gateHold.hold(entry, in: scene, completion: completion) {
        replaced.completion?(.superseded)
      }
      return .deferred(gate)
    case .plan(let plan):
      if let check = match.route.check {
        let request = ActionRequest(check, entry: entry, parameters: match.parameters)
        if let refusal = await ask(request) { return refusal }
      }
      if plan.isEmpty { return .alreadyThere }
      return await execute(plan, for: entry, parameters: match.parameters)
    case .blocked(let why):
      return .blocked(why)
    case .missingParameter(let screen, let parameter):
      return .missingParameter(screen: screen, parameter: parameter)
    case .unreachable(let why):
      return .unreachable(why)
    }
  }

  /// The navigator's run of the plan, raced against the timeout on tasks of their own, so a
  /// navigator that never answers cannot hold the router. While a `confirmDiscard` step waits
  /// for the user, the navigation's clock stops and the question's own limit runs instead.
  private func execute(_ plan: NavigationPlan, for entry: Entry, parameters: [String: String])
    async -> RouteOutcome
  {
    let navigator = self.navigator
    let (timeout, answerTimeout) = (self.timeout, self.answerTimeout)
    let once = Once<RouteOutcome>()
    @Sendable func timer(_ limit: TimeLimit) -> Task<Void, Never> {
      Task {
        try? await Task.sleep(nanoseconds: limit.nanoseconds)
        guard !Task.isCancelled else { return }
        once.resume(.timedOut)
        once.cancelWork()
      }
    }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<RouteOutcome, Never>) in
        once.setContinuation(continuation)
        let work = Task {
          var left = timeout
          var started = TimeLimit.now()
          var running = timer(left)
          defer { running.cancel() }
          do {
            for step in plan.steps {
              try Task.checkCancellation()
              if case .performAction(let name) = step {
                let request = ActionRequest(name, entry: entry, parameters: parameters)
                if case .failed(let why) = try await navigator.perform(request) {
                  once.resume(.actionFailed(action: name, reason: why))
                  return
                }
                continue
              }
              guard case .confirmDiscard = step else {
                try await navigator.perform(step)
                continue
              }
              running.cancel()
              left = left.remaining(after: TimeLimit.now() - started)
              running = timer(answerTimeout)
              try await navigator.perform(step)
              running.cancel()
              started = TimeLimit.now()
              running = timer(left)
            }
            once.resume(.handled(plan))
          } catch is CancellationError {
            once.resume(.cancelled)
          } catch let declined as DiscardDeclined {
            once.resume(.blocked(declined.description))
          } catch {
            once.resume(.navigatorFailed("\(error)"))
          }
        }
        once.setWork(work)
      }
    } onCancel: {
      once.resume(.cancelled)
      once.cancelWork()
    }
  }

  /// The route's check, raced against the timeout so that a check that never answers cannot hold
  /// the router: nil when it allows the entry, else the outcome to report.
  private func ask(_ request: ActionRequest) async -> RouteOutcome? {
    let navigator = self.navigator
    let timeout = self.timeout
    let once = Once<CheckVerdict?>()
    let verdict = await withCheckedContinuation {
      (continuation: CheckedContinuation<CheckVerdict?, Never>) in
      once.setContinuation(continuation)
      let timer = Task {
        try? await Task.sleep(nanoseconds: timeout.nanoseconds)
        guard !Task.isCancelled else { return }
        once.resume(nil)
        once.cancelWork()
      }
      once.setWork(
        Task {
          let verdict = await navigator.check(request)
          timer.cancel()
          once.resume(verdict)
        })
    }
    switch verdict {
    case .allow?: return nil
    case .refuse(let why)?: return .refused(why)
    case nil: return .refused("the check '\(request.name)' did not answer in time")
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
