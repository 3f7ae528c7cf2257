import LaunchSimulator
import PropertyList
import Testing

@testable import QuickActions

/// The App Intent door through the coordinator: each delivery answered as its API asks, and the
/// intent routed once whichever of them the app wires.
@Suite struct IntentDoorTests {
  static let routes = RouteTable {
    Route(
      named: "question", .push(["question(questionID)"], inTab: "questions"),
      triggers: [.intent("OpenQuestionIntent", supplies: ["questionID"])])
  }
  static let state = NavigationState(
    root: .tabs(
      [
        .init("questions", .stack([Screen("questions")])),
        .init("profile", .stack([Screen("mypage")])),
      ], selected: 1))
  static let intent = AppIntentInvocation(
    typeName: "OpenQuestionIntent", parameters: ["questionID": PlistValue(.string("42"))])

  static func coordinator(_ state: NavigationState = state) -> (
    LaunchCoordinator, InMemoryNavigator
  ) {
    let navigator = InMemoryNavigator(state)
    return (
      LaunchCoordinator(router: QuickActionRouter(routes: routes, navigator: navigator)), navigator
    )
  }

  @Test(
    "ConnectionOptions.appIntent, then scene(_:willPerformAppIntent:) ('will always be called after scene connection'), then perform(): routed once, perform() returns the outcome"
  )
  func coldLaunch() async {
    let (coordinator, navigator) = Self.coordinator()
    coordinator.willConnect(with: SceneConnectionOptions(appIntent: Self.intent))
    guard case .routed(_, let outcome) = await coordinator.willPerformAppIntent(Self.intent) else {
      Issue.record("the connection's intent was not routed by willPerformAppIntent")
      return
    }
    #expect(outcome.name == "handled")
    let (answer, delivery) = await coordinator.performIntent(Self.intent)
    #expect(answer && delivery == .duplicate(.intent(Self.intent)))
    #expect(await coordinator.didBecomeActive() == .nothingPending)
    #expect(await navigator.performed.count == 2)
  }

  @Test(
    "an app whose scene delegate does not take willPerformAppIntent: the connection's intent is routed when the scene is active"
  )
  func connectionWithoutSceneDelegate() async {
    let (coordinator, navigator) = Self.coordinator()
    coordinator.willConnect(with: SceneConnectionOptions(appIntent: Self.intent))
    #expect(
      await coordinator.didBecomeActive()
        == .routed(.intent(Self.intent), await Self.handled(navigator)))
    #expect(
      await navigator.state.outline == [
        "tabs: [questions] | profile", "  questions: questions > question(questionID: 42)",
        "  profile: mypage",
      ])
  }

  static func handled(_ navigator: InMemoryNavigator) async -> RouteOutcome {
    let steps = await navigator.performed
    return .handled(NavigationPlan(steps: steps, resultingState: await navigator.state))
  }

  @Test(
    "warm: willPerformAppIntent routes it, SwiftUI's onAppIntentExecution beside it and perform() after it are the same intent, not routed again"
  )
  func warm() async {
    let (coordinator, navigator) = Self.coordinator()
    guard case .routed = await coordinator.willPerformAppIntent(Self.intent) else {
      Issue.record("not routed")
      return
    }
    #expect(await coordinator.onAppIntentExecution(Self.intent) == .duplicate(.intent(Self.intent)))
    let (answer, delivery) = await coordinator.performIntent(Self.intent)
    #expect(answer && delivery == .duplicate(.intent(Self.intent)))
    #expect(await navigator.performed.count == 2)
    // The next run of the same intent is a new one.
    coordinator.willResignActive()
    guard case .routed(_, .alreadyThere) = await coordinator.willPerformAppIntent(Self.intent)
    else {
      Issue.record("a later run was not routed")
      return
    }
  }

  @Test(
    "from the synchronous scene(_:willPerformAppIntent:): the delivery is recorded at once, so a perform() that runs before the routing task is still recognised"
  )
  func synchronousDelivery() async {
    let (coordinator, navigator) = Self.coordinator()
    let routing = coordinator.startAppIntent(Self.intent)
    let (answer, delivery) = await coordinator.performIntent(Self.intent)
    #expect(answer && delivery == .duplicate(.intent(Self.intent)))
    guard case .routed(_, let outcome) = await routing.value else {
      Issue.record("not routed")
      return
    }
    #expect(outcome.name == "handled")
    #expect(await navigator.performed.count == 2)
  }

  @Test(
    "perform() alone (an intent without scene delivery, an OpenIntent): routed in the app, true once handled, false (it throws) when no route takes it"
  )
  func performAlone() async {
    let (coordinator, navigator) = Self.coordinator()
    let (answer, _) = await coordinator.performIntent(Self.intent)
    #expect(answer)
    #expect(
      await navigator.state.visibleStack.last
        == Screen("question", parameters: ["questionID": "42"]))
    let (unknown, delivery) = await coordinator.performIntent(
      AppIntentInvocation(typeName: "OtherIntent"))
    #expect(!unknown)
    guard case .routed(_, let outcome) = delivery else {
      Issue.record("not routed")
      return
    }
    #expect(outcome == .noRoute("App Intent 'OtherIntent'"))
  }

  @Test(
    "an intent behind the login gate: perform() returns once it is held (the app routes it when the gate opens), and it is routed once then"
  )
  func behindGate() async {
    var locked = Self.state
    locked.gate = .login
    let (coordinator, navigator) = Self.coordinator(locked)
    _ = await coordinator.willPerformAppIntent(Self.intent)
    let (answer, _) = await coordinator.performIntent(Self.intent)
    #expect(answer)
    #expect(await navigator.performed.isEmpty)
    await navigator.setGate(nil)
    #expect(await coordinator.gateDidOpen()?.name == "handled")
    #expect(await navigator.performed.count == 2)
  }
}
