import Testing

@testable import QuickActions

/// A notification response the scene was connected with, which the notification center's
/// delegate also receives: its handler is called once, after the response was routed, even when
/// the delegate's call comes while `didBecomeActive` is still routing it.
@Suite struct NotificationSecondDeliveryTests {
  /// Carries steps out slowly, and notes when the first starts and the last ends.
  actor SlowNavigator: Navigator {
    var state = NavigationState(root: .tabs([
      .init("questions", .stack([Screen("questions")])), .init("profile", .stack([Screen("mypage")])),
    ], selected: 0))
    var started = false
    var log: [String] = []
    func currentState() async -> NavigationState { state }
    func perform(_ step: NavigationStep) async throws {
      started = true
      try await Task.sleep(for: .milliseconds(300))
      try state.apply(step)
      log.append("performed \(step)")
    }
    func note(_ text: String) { log.append(text) }
  }

  @Test("the delegate's call during the routing of the connected response: the handler waits for that routing, and is called once")
  func delegateDuringRouting() async throws {
    let routes = RouteTable {
      Route(named: "answers", .push([], inTab: "profile"), triggers: [.notification(category: "NEW_ANSWER")])
    }
    let navigator = SlowNavigator()
    let coordinator = LaunchCoordinator(router: QuickActionRouter(routes: routes, navigator: navigator, timeout: .seconds(60)))
    let response = NotificationResponse(categoryIdentifier: "NEW_ANSWER")
    coordinator.willConnect(with: SceneConnectionOptions(notificationResponse: response))
    let active = Task { await coordinator.didBecomeActive() }
    for _ in 0..<1_000 where !(await navigator.started) { try await Task.sleep(for: .milliseconds(2)) }
    #expect(await navigator.started)
    // The delegate is called while the step is still under way.
    let delivery = await coordinator.didReceive(response) { Task { await navigator.note("handler") } }
    #expect(delivery == .duplicate(.notification(response)))
    guard case .routed(_, let outcome) = await active.value else {
      Issue.record("the connected response was not routed")
      return
    }
    #expect(outcome.name == "handled")
    for _ in 0..<500 where !(await navigator.log.contains("handler")) { try await Task.sleep(for: .milliseconds(2)) }
    #expect(await navigator.log == ["performed select tab 'profile'", "handler"])
  }
}
