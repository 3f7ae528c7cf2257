import Testing

@testable import QuickActions

/// The router reports each item exactly once, whatever the navigator does.
@Suite struct RouterTests {
  static let launch = NavigationState(
    root: .tabs(
      [
        .init("spots", .stack([Screen("spots")])), .init("profile", .stack([Screen("mypage")])),
      ], selected: 0))

  static let table = RouteTable {
    Route("participated", .push(["participated"], inTab: "spots"))
    Route("mypage", .push([], inTab: "profile"))
    Route("post", .present(.sheet, ["compose"]), policy: .confirmDiscard)
  }

  static func item(_ type: String) -> ShortcutItem { ShortcutItem(type: type, title: type) }

  /// A navigator that fails, hangs, or counts, as a test needs.
  actor ScriptedNavigator: Navigator {
    enum Behaviour: Sendable { case fail, hang, work }
    let behaviour: Behaviour
    var state = RouterTests.launch
    var performed = 0
    init(_ behaviour: Behaviour) { self.behaviour = behaviour }
    func currentState() async -> NavigationState { state }
    struct Broken: Error, CustomStringConvertible {
      var description: String { "the window is gone" }
    }
    func perform(_ step: NavigationStep) async throws {
      switch behaviour {
      case .fail: throw Broken()
      case .hang:
        // Never answers, and ignores cancellation, like a navigator stuck on an animation.
        await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }
      case .work:
        performed += 1
        try state.apply(step)
      }
    }
  }

  /// Counts completion calls, and wakes whoever waits for a number of them: a wait ends when the
  /// calls come, however slow the machine, never after a guessed time.
  final class Calls: Sendable {
    private struct Waiter {
      let count: Int
      let resume: CheckedContinuation<Void, Never>
    }
    private let values = Locked<(all: [Bool], waiters: [Waiter])>(([], []))
    func record(_ v: Bool) {
      let ready = values.withLock { s -> [Waiter] in
        s.all.append(v)
        let ready = s.waiters.filter { $0.count <= s.all.count }
        s.waiters.removeAll { $0.count <= s.all.count }
        return ready
      }
      for waiter in ready { waiter.resume.resume() }
    }
    var all: [Bool] { values.withLock { $0.all } }
    func wait(for count: Int) async {
      await withCheckedContinuation { (resume: CheckedContinuation<Void, Never>) in
        let now = values.withLock { s -> Bool in
          if s.all.count >= count { return true }
          s.waiters.append(Waiter(count: count, resume: resume))
          return false
        }
        if now { resume.resume() }
      }
    }
  }

  func waitForCalls(_ calls: Calls, count: Int) async { await calls.wait(for: count) }

  @Test("a handled item completes once with true; the state moved")
  func handled() async {
    let navigator = InMemoryNavigator(Self.launch)
    let router = QuickActionRouter(routes: Self.table, navigator: navigator)
    let outcome = await router.route(Self.item("mypage"))
    #expect(outcome.name == "handled")
    #expect(await navigator.state.selectedTab == "profile")
    #expect(await router.route(Self.item("mypage")) == .alreadyThere)
  }

  @Test("an unknown type completes with false, never a crash")
  func unknownType() async {
    let router = QuickActionRouter(routes: Self.table, navigator: InMemoryNavigator(Self.launch))
    #expect(await router.route(Self.item("nope")) == .unknownType("nope"))
    #expect(await router.handle(Self.item("nope")) == false)
  }

  @Test("a navigator that throws: false, once")
  func navigatorThrows() async {
    let router = QuickActionRouter(routes: Self.table, navigator: ScriptedNavigator(.fail))
    #expect(await router.route(Self.item("mypage")) == .navigatorFailed("the window is gone"))
    let calls = Calls()
    router.handle(Self.item("mypage")) { calls.record($0) }
    await waitForCalls(calls, count: 1)
    try? await Task.sleep(for: .milliseconds(50))
    #expect(calls.all == [false])
  }

  @Test("a navigator that never answers: timed out, once, and the router is free again")
  func navigatorHangs() async {
    let router = QuickActionRouter(
      routes: Self.table, navigator: ScriptedNavigator(.hang), timeout: .milliseconds(50))
    let calls = Calls()
    router.handle(Self.item("mypage")) { calls.record($0) }
    await waitForCalls(calls, count: 1)
    #expect(calls.all == [false])
    #expect(await router.route(Self.item("mypage")) == .timedOut)
    #expect(await router.route(Self.item("unknown")) == .unknownType("unknown"))
  }

  @Test("a cancelled handle reports cancelled at once, even with a hanging navigator")
  func cancelled() async {
    let router = QuickActionRouter(
      routes: Self.table, navigator: ScriptedNavigator(.hang), timeout: .seconds(60))
    let task = Task { await router.route(Self.item("mypage")) }
    try? await Task.sleep(for: .milliseconds(20))
    task.cancel()
    #expect(await task.value == .cancelled)
  }

  @Test("1,000 concurrent handles each complete exactly once")
  func concurrent() async {
    let navigator = ScriptedNavigator(.work)
    let router = QuickActionRouter(routes: Self.table, navigator: navigator)
    let calls = Calls()
    for i in 0..<1_000 {
      router.handle(Self.item(i % 2 == 0 ? "mypage" : "participated")) { calls.record($0) }
    }
    await waitForCalls(calls, count: 1_000)
    try? await Task.sleep(for: .milliseconds(50))
    #expect(calls.all.count == 1_000)
    #expect(calls.all.allSatisfy { $0 })
  }

  @Test("behind a gate: deferred, the latest item wins, delivered once when the gate opens")
  func gate() async {
    var gated = Self.launch
    gated.gate = .onboarding
    let navigator = InMemoryNavigator(gated)
    let router = QuickActionRouter(routes: Self.table, navigator: navigator)
    let calls = Calls()
    router.handle(Self.item("mypage")) { calls.record($0) }
    while await router.pendingItem == nil { await Task.yield() }
    router.handle(Self.item("participated")) { calls.record($0) }
    await waitForCalls(calls, count: 1)
    #expect(calls.all == [false])  // the first was superseded
    #expect(await router.pendingItem?.type == "participated")
    #expect(await router.gateDidOpen() == .deferred(.onboarding))  // still up: keeps waiting
    await navigator.setGate(nil)
    let delivered = await router.gateDidOpen()
    #expect(delivered?.name == "handled")
    await waitForCalls(calls, count: 2)
    #expect(calls.all == [false, true])
    #expect(await router.gateDidOpen() == nil)  // delivered once
    #expect(await navigator.state.visibleStack == [Screen("spots"), Screen("participated")])
  }

  /// A navigator whose discard question the user answers after `think`.
  struct ThinkingNavigator: Navigator {
    let base: InMemoryNavigator
    let think: Duration
    func currentState() async -> NavigationState { await base.currentState() }
    func perform(_ step: NavigationStep) async throws {
      if case .confirmDiscard = step { try await Task.sleep(for: think) }
      try await base.perform(step)
    }
  }

  @Test(
    "the time the user takes to answer a discard question is not the navigation's: only the answer's own limit bounds it"
  )
  func thinking() async {
    var s = Self.launch
    s.presentations = [.init(.sheet, [Screen("settings")], hasUnsavedChanges: true)]
    // The user thinks longer than the navigation may take: still handled. (The navigation's own
    // share, two in-memory steps, is far inside its limit on any machine, however loaded; the
    // margins are wide so that only a router that counts the thinking fails.)
    let patient = QuickActionRouter(
      routes: Self.table,
      navigator: ThinkingNavigator(base: InMemoryNavigator(s), think: .seconds(3)),
      timeout: .seconds(2), answerTimeout: .seconds(600))
    #expect(await patient.route(Self.item("post")).name == "handled")
    // A question left open past its own limit: not handled, once, and the router is free again.
    let hasty = QuickActionRouter(
      routes: Self.table,
      navigator: ThinkingNavigator(base: InMemoryNavigator(s), think: .seconds(60)),
      timeout: .seconds(60), answerTimeout: .milliseconds(100))
    #expect(await hasty.route(Self.item("post")) == .timedOut)
    #expect(await hasty.route(Self.item("unknown")) == .unknownType("unknown"))
  }

  @Test("the user keeps the draft: blocked, not a failure")
  func declined() async {
    var s = Self.launch
    s.presentations = [.init(.sheet, [Screen("settings")], hasUnsavedChanges: true)]
    let navigator = InMemoryNavigator(s, discardAnswer: false)
    let router = QuickActionRouter(routes: Self.table, navigator: navigator)
    #expect(
      await router.route(Self.item("post"))
        == .blocked("the user chose to keep the unsaved changes"))
    #expect(await navigator.state.presentations.count == 1)
  }

  @Test(
    "no policy named, an unsaved sheet: kept, the item fails with the reason; an app that asks asks"
  )
  func automaticPolicy() async {
    var s = Self.launch
    s.presentations = [.init(.sheet, [Screen("settings")], hasUnsavedChanges: true)]
    // No discard question wired: kept, nothing moved.
    let silent = InMemoryNavigator(s)
    let router = QuickActionRouter(routes: Self.table, navigator: silent)
    #expect(
      await router.route(Self.item("mypage"))
        == .blocked(
          "'settings' (sheet) has unsaved changes; a route that names no policy keeps them (name 'dismiss' to discard, or ask with 'confirmDiscard')"
        ))
    #expect(await silent.state == s)
    #expect(await silent.performed.isEmpty)
    // The app asks, and the user keeps it: blocked by the user's answer, still there.
    let keeping = InMemoryNavigator(s, discardAnswer: false, asksToDiscard: true)
    #expect(
      await QuickActionRouter(routes: Self.table, navigator: keeping).route(Self.item("mypage"))
        == .blocked("the user chose to keep the unsaved changes"))
    #expect(await keeping.state.presentations.count == 1)
    // The user lets it go: asked, then dismissed, then navigated.
    let discarding = InMemoryNavigator(s, discardAnswer: true, asksToDiscard: true)
    #expect(
      await QuickActionRouter(routes: Self.table, navigator: discarding).handle(Self.item("mypage"))
    )
    #expect(
      await discarding.performed == [
        .confirmDiscard(presentation: 0), .dismiss(count: 1), .selectTab("profile"),
      ])
    // A clean sheet goes without a question, as before.
    var clean = Self.launch
    clean.presentations = [.init(.sheet, [Screen("settings")])]
    let plain = InMemoryNavigator(clean)
    #expect(
      await QuickActionRouter(routes: Self.table, navigator: plain).handle(Self.item("mypage")))
    #expect(await plain.performed == [.dismiss(count: 1), .selectTab("profile")])
  }
}
