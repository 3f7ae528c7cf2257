import LaunchSimulator
import PropertyList
import Testing

@testable import QuickActions

/// A window that goes away while an entry waits for it: the entry is answered exactly once, in
/// that window when it connects again, or, when its session is discarded, in the window iOS's
/// rules choose (the "Every window" article).
@Suite struct SceneDisconnectTests {
  static let routes = SceneScriptTests.routes
  static var gated: NavigationState {
    var state = SceneScriptTests.home
    state.gate = .login
    return state
  }

  /// A completion handler that counts its calls.
  final class Answers: Sendable {
    let values = Locked<[Bool]>([])
    var completion: LaunchCoordinator.Completion {
      { [values] value in values.withLock { $0.append(value) } }
    }
    var all: [Bool] { values.withLock { $0 } }
  }

  static func coordinator(_ main: InMemoryNavigator) -> LaunchCoordinator {
    LaunchCoordinator(router: QuickActionRouter(routes: routes, navigator: main))
  }

  static let mypage = ShortcutItem(type: "mypage", title: "M")

  /// Two windows behind the login gate, the main one and "a", and a quick action held for "a",
  /// which then disconnects.
  static func heldForA() async -> (
    LaunchCoordinator, main: InMemoryNavigator, a: InMemoryNavigator,
    Answers, LaunchCoordinator.Delivery, [LaunchCoordinator.Held]
  ) {
    let main = InMemoryNavigator(gated)
    let a = InMemoryNavigator(gated)
    let coordinator = coordinator(main)
    coordinator.addScene("a", navigator: a)
    let answers = Answers()
    let delivery = await coordinator.performAction(mypage, in: "a", completion: answers.completion)
    let held = coordinator.held
    coordinator.didDisconnect("a")
    return (coordinator, main, a, answers, delivery, held)
  }

  @Test(
    "held behind the gate for window A; A disconnects; the gate opens; A connects again: routed once, in A, its completion called once"
  )
  func heldThenReconnected() async {
    let (coordinator, main, a, answers, delivery, held) = await Self.heldForA()
    #expect(delivery == .routed(.shortcut(Self.mypage), .deferred(.login)))
    #expect(held.map(\.waitingFor) == [.gate])
    await a.setGate(nil)
    await main.setGate(nil)
    #expect(await coordinator.gateDidOpen() == nil)
    #expect(answers.all.isEmpty)
    #expect(coordinator.held.map(\.waitingFor) == [.window("a")])
    // Another window becoming active does not take it.
    #expect(await coordinator.didBecomeActive() == .nothingPending)
    #expect(await main.state == SceneScriptTests.home)
    coordinator.addScene("a", navigator: a)
    guard case .routed(_, let outcome) = await coordinator.didBecomeActive(in: "a") else {
      Issue.record("the entry held for the disconnected window was never routed")
      return
    }
    #expect(outcome.name == "handled")
    #expect(answers.all == [true])
    #expect(await a.state.selectedTab == "profile")
    #expect(coordinator.held.isEmpty)
    #expect(await coordinator.didBecomeActive(in: "a") == .nothingPending)
    #expect(answers.all == [true])
  }

  @Test(
    "held for window A, A disconnects and its session is discarded: the gate opening routes it once in the window iOS chooses"
  )
  func heldThenDiscarded() async {
    let (coordinator, main, _, answers, _, _) = await Self.heldForA()
    let moved = await coordinator.discardScene("a")
    #expect(moved.map(\.scene) == [.main])
    #expect(moved.map(\.delivery) == [nil])
    #expect(
      coordinator.held.map(\.waitingFor) == [.gate] && coordinator.held.map(\.scene) == [.main])
    await main.setGate(nil)
    #expect(await coordinator.gateDidOpen()?.name == "handled")
    #expect(answers.all == [true])
    #expect(await main.state.selectedTab == "profile")
    #expect(coordinator.scenes == [.main])
  }

  @Test(
    "the gate opened while A was away, then A's session is discarded: routed at once in the window iOS chooses, once"
  )
  func releasedThenDiscarded() async {
    let (coordinator, main, _, answers, _, _) = await Self.heldForA()
    await main.setGate(nil)
    _ = await coordinator.gateDidOpen()
    let moved = await coordinator.discardScene("a")
    guard case .routed(_, let outcome)? = moved.first?.delivery else {
      Issue.record("not routed in another window: \(moved)")
      return
    }
    #expect(outcome.name == "handled" && moved.map(\.scene) == [.main])
    #expect(answers.all == [true])
    #expect(coordinator.held.isEmpty)
  }

  @Test(
    "a discarded window's kept entries go to the window iOS chooses; with no window connected, to the next that connects"
  )
  func keptThenDiscarded() async {
    let main = InMemoryNavigator(SceneScriptTests.home)
    let coordinator = Self.coordinator(main)
    coordinator.addScene("a", navigator: InMemoryNavigator(SceneScriptTests.home))
    coordinator.willConnect(
      with: SceneConnectionOptions(shortcutItem: ShortcutItem(type: "post", title: "P")), in: "a")
    coordinator.didDisconnect("a")
    coordinator.didDisconnect(.main)
    let moved = await coordinator.discardScene("a")
    #expect(moved.map(\.scene) == [nil])
    #expect(coordinator.held.map(\.waitingFor) == [.anyWindow])
    let next = InMemoryNavigator(SceneScriptTests.home)
    coordinator.addScene("b", navigator: next)
    #expect(
      coordinator.pendingEntries(in: "b") == [.shortcut(ShortcutItem(type: "post", title: "P"))])
    guard case .routed(_, let outcome) = await coordinator.didBecomeActive(in: "b") else {
      Issue.record("the discarded window's entry was lost")
      return
    }
    #expect(outcome.name == "handled")
    #expect(await next.state.presentations.count == 1)
    #expect(await main.state == SceneScriptTests.home)
  }

  @Test(
    "the w-disconnect script: held behind the gate for A, A disconnects, the gate opens (it waits for the window 'a'), A connects: answered once, in A"
  )
  func scriptHeldThenReconnected() async {
    let item = Self.mypage
    let scenes: [LaunchScript.Scene] = [
      .init("a", state: Self.gated, isForeground: true),
      .init("b", state: Self.gated, isForeground: true),
    ]
    let session = ScriptRunner(
      script: LaunchScript(
        device: .iPad, scenes: scenes, newSceneState: SceneScriptTests.home, events: []),
      routes: Self.routes)
    await session.send(.inScene("a", .item(item)))
    #expect(await session.items.map(\.waitingFor) == [.gate])
    await session.send(.disconnect("a"))
    await session.send(.gateOpens)
    #expect(await session.items.map(\.waitingFor) == [.window])
    #expect(await session.items.map(\.scene) == ["a"])
    await session.send(.connect("a"))
    let timeline = await session.timeline
    #expect(timeline.items.count == 1)
    #expect(timeline.items.first?.isExactlyOnce == true, "\(timeline.items)")
    #expect(timeline.items.first?.completions == [true])
    #expect(timeline.items.first?.scene == "a" && timeline.items.first?.waitingFor == nil)
    #expect(SceneScriptTests.state(timeline, "a")?.selectedTab == "profile")
    #expect(SceneScriptTests.state(timeline, "b") == Self.gated.with(gate: nil))
  }

  @Test(
    "a discarded window's held item goes to the window iOS chooses, says so, and is answered once there when the gate opens"
  )
  func scriptHeldThenDiscarded() async {
    let item = Self.mypage
    let timeline = await SceneScriptTests.run(
      [
        .init("a", state: Self.gated, isForeground: true),
        .init("b", state: Self.gated, isForeground: true),
      ],
      [.inScene("a", .item(item)), .discardSession("a"), .gateOpens])
    #expect(timeline.items.map(\.scene) == ["b"])
    #expect(timeline.items.first?.choice?.rule == .onlyScene)
    #expect(
      timeline.items.first?.isExactlyOnce == true && timeline.items.first?.completions == [true])
    #expect(SceneScriptTests.state(timeline, "b")?.selectedTab == "profile")
    #expect(SceneScriptTests.state(timeline, "a") == Self.gated.with(gate: nil))
    #expect(
      timeline.events.map(\.text).contains(
        "mypage (item 1) waited for the discarded scene 'a': it goes to scene 'b' (the app shows one scene)"
      ))
    #expect(
      timeline.events.contains {
        $0.text == "application(_:didDiscardSceneSessions:) with the session of scene 'a'"
      })
  }
}

extension NavigationState {
  /// This state with another gate.
  func with(gate: Gate?) -> NavigationState {
    var state = self
    state.gate = gate
    return state
  }
}
