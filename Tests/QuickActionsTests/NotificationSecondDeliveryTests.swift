import Testing

@testable import QuickActions

/// A notification response the scene was connected with, which the notification center's
/// delegate also receives: its handler is called once, after the response was routed, even when
/// the delegate's call comes while `didBecomeActive` is still routing it.
@Suite struct NotificationSecondDeliveryTests {
  /// Holds each step until the test releases it, and notes when the first starts: the delegate's
  /// call then comes while the step is under way on any machine, however slow (no guessed sleep).
  actor HeldNavigator: Navigator {
    var state = NavigationState(
      root: .tabs(
        [
          .init("questions", .stack([Screen("questions")])),
          .init("profile", .stack([Screen("mypage")])),
        ], selected: 0))
    var started = false
    var log: [String] = []
    private var released = false
    private var holding: [CheckedContinuation<Void, Never>] = []
    func currentState() async -> NavigationState { state }
    func perform(_ step: NavigationStep) async throws {
      started = true
      if !released { await withCheckedContinuation { holding.append($0) } }
      try state.apply(step)
      log.append("performed \(step)")
    }
    func release() {
      released = true
      for step in holding { step.resume() }
      holding = []
    }
    func note(_ text: String) { log.append(text) }
  }

  @Test(
    "the delegate's call during the routing of the connected response: the handler waits for that routing, and is called once"
  )
  func delegateDuringRouting() async throws {
    let routes = RouteTable {
      Route(
        named: "answers", .push([], inTab: "profile"),
        triggers: [.notification(category: "NEW_ANSWER")])
    }
    let navigator = HeldNavigator()
    let coordinator = LaunchCoordinator(
      router: QuickActionRouter(routes: routes, navigator: navigator, timeout: .seconds(60)))
    let response = NotificationResponse(categoryIdentifier: "NEW_ANSWER")
    coordinator.willConnect(with: SceneConnectionOptions(notificationResponse: response))
    let active = Task { await coordinator.didBecomeActive() }
    while !(await navigator.started) { await Task.yield() }
    // The delegate is called while the step is still under way (held until after the call).
    let delivery = await coordinator.didReceive(response) {
      Task { await navigator.note("handler") }
    }
    #expect(delivery == .duplicate(.notification(response)))
    #expect(
      await navigator.log.isEmpty, "the handler waits for the routing of the connected response")
    await navigator.release()
    guard case .routed(_, let outcome) = await active.value else {
      Issue.record("the connected response was not routed")
      return
    }
    #expect(outcome.name == "handled")
    while !(await navigator.log.contains("handler")) { await Task.yield() }
    #expect(await navigator.log == ["performed select tab 'profile'", "handler"])
  }
}
