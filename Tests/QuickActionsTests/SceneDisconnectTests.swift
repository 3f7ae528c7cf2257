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
    var completion: LaunchCoordinator.Completion { { [values] value in values.withLock { $0.append(value) } } }
    var all: [Bool] { values.withLock { $0 } }
  }

  static func coordinator(_ main: InMemoryNavigator) -> LaunchCoordinator {
    LaunchCoordinator(router: QuickActionRouter(routes: routes, navigator: main))
  }

  @Test("held behind the gate for window A; A disconnects; the gate opens; A connects again: routed once, in A, its completion called once")
  func heldThenReconnected() async {
    let main = InMemoryNavigator(Self.gated), a = InMemoryNavigator(Self.gated)
    let coordinator = Self.coordinator(main)
    coordinator.addScene("a", navigator: a)
    let answers = Answers()
    let delivery = await coordinator.performAction(ShortcutItem(type: "mypage", title: "M"), in: "a",
                                                   completion: answers.completion)
    #expect(delivery == .routed(.shortcut(ShortcutItem(type: "mypage", title: "M")), .deferred(.login)))
    coordinator.didDisconnect("a")
    await a.setGate(nil)
    await main.setGate(nil)
    #expect(await coordinator.gateDidOpen() == nil)
    #expect(answers.all.isEmpty)
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
    #expect(await coordinator.didBecomeActive(in: "a") == .nothingPending)
    #expect(answers.all == [true])
  }

  @Test("the w-disconnect script: held behind the gate for A, A disconnects, the gate opens, A connects: answered once, in A")
  func scriptHeldThenReconnected() async {
    let item = ShortcutItem(type: "mypage", title: "M")
    let timeline = await SceneScriptTests.run(
      [.init("a", state: Self.gated, isForeground: true), .init("b", state: Self.gated, isForeground: true)],
      [.inScene("a", .item(item)), .disconnect("a"), .gateOpens, .connect("a")])
    #expect(timeline.items.count == 1)
    #expect(timeline.items.first?.isExactlyOnce == true, "\(timeline.items)")
    #expect(timeline.items.first?.completions == [true])
    #expect(timeline.items.first?.scene == "a")
    #expect(SceneScriptTests.state(timeline, "a")?.selectedTab == "profile")
    #expect(SceneScriptTests.state(timeline, "b")?.selectedTab == Self.gated.selectedTab)
  }
}
