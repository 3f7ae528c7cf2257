import PropertyList
import TestSupport
import Testing

@testable import LaunchSimulator
@testable import QuickActions

/// The launch coordinator and simulator: timelines as golden files, and exactly one delivery in
/// every order of callbacks iOS allows.
@Suite struct LaunchTests {
  static let launchState = NavigationState(
    root: .tabs(
      [
        .init("questions", .split(.init(primary: [Screen("questions")], isCollapsed: true))),
        .init("spots", .stack([Screen("spots")])), .init("profile", .stack([Screen("mypage")])),
      ], selected: 0))

  static let routes = RouteTable {
    Route("post", .present(.sheet, ["compose"]), policy: .keepUnsaved)
    Route("participated", .push(["participated"], inTab: "spots"))
  }

  static let post = ShortcutItem(type: "post", title: "Post")
  static let participated = ShortcutItem(type: "participated", title: "Participated")

  static func render(_ t: SingleLaunchTimeline) -> String {
    var lines = t.events.map {
      "\($0.source.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0))\($0.isWarning ? "! " : "")\($0.isImplied ? "(implied) " : "")\($0.text)"
    }
    lines.append(
      "outcome: \(t.outcome.map(\.description) ?? "none"); deliveries: \(t.deliveries); completions: \(t.completions)"
    )
    lines += t.finalState.outline
    return lines.joined(separator: "\n") + "\n"
  }

  struct Scenario: Sendable, CustomTestStringConvertible {
    var name: String
    var launch: LaunchScript.Launch
    var lifecycle: LaunchScript.Lifecycle
    var modal: Bool
    var gate: Bool
    var testDescription: String { name }
  }

  static let scenarios: [Scenario] = LaunchScript.Launch.allCases.flatMap { launch in
    LaunchScript.Lifecycle.allCases.flatMap { lifecycle in
      [(false, false), (true, false), (false, true)].map { modal, gate in
        Scenario(
          name:
            "\(launch.rawValue)-\(lifecycle.rawValue)\(modal ? "-modal" : "")\(gate ? "-gate" : "")",
          launch: launch, lifecycle: lifecycle, modal: modal, gate: gate)
      }
    }
  }

  @Test(
    "timelines of the four launch x lifecycle combinations, with a modal and with a gate",
    arguments: scenarios)
  func timeline(_ s: Scenario) async {
    var state = Self.launchState
    if s.modal {
      state.presentations = [.init(.sheet, [Screen("settings")], hasUnsavedChanges: false)]
    }
    if s.gate { state.gate = .onboarding }
    let timeline = await ScriptRunner.run(
      SingleLaunch(
        launch: s.launch, lifecycle: s.lifecycle, item: Self.participated, state: state,
        opensGate: s.gate),
      routes: Self.routes)
    assertSnapshot(Self.render(timeline), named: "timeline-\(s.name).txt")
    #expect(timeline.deliveries == 1)
    #expect(timeline.handled)
    #expect(timeline.completions == (s.launch == .warm ? [true] : []))
    #expect(timeline.isExactlyOnce)
  }

  @Test(
    "a warm item comes between the foreground callbacks, in both lifecycles",
    arguments: LaunchScript.Lifecycle.allCases)
  func foregrounding(_ lifecycle: LaunchScript.Lifecycle) async throws {
    let timeline = await ScriptRunner.run(
      SingleLaunch(
        launch: .warm, lifecycle: lifecycle, item: Self.participated, state: Self.launchState),
      routes: Self.routes)
    let system = timeline.events.filter { $0.source == .system }.map(\.text)
    #expect(
      system
        == (lifecycle == .scene
          ? [
            "sceneWillEnterForeground(_:)",
            "windowScene(_:performActionFor:completionHandler:) with participated",
            "sceneDidBecomeActive(_:)",
          ]
          : [
            "applicationWillEnterForeground(_:)",
            "application(_:performActionFor:completionHandler:) with participated",
            "applicationDidBecomeActive(_:)",
          ]))
  }

  @Test(
    "the single-item and scripted forms describe a cold launch alike, willFinishLaunchingWithOptions included",
    arguments: LaunchScript.Lifecycle.allCases)
  func oneColdLaunch(_ lifecycle: LaunchScript.Lifecycle) async {
    let scenario = SingleLaunch(
      launch: .cold, lifecycle: lifecycle, item: Self.post, state: Self.launchState)
    let single = await ScriptRunner.run(scenario, routes: Self.routes)
    let scripted = await ScriptRunner.run(
      LaunchScript(
        lifecycle: lifecycle, state: Self.launchState, events: [.launch(.cold, Self.post)]),
      routes: Self.routes)
    #expect(single.events == scripted.events)
    let willFinish =
      lifecycle == .scene
      ? "application(_:willFinishLaunchingWithOptions:) with launchOptions = nil (scene apps get the item from the scene)"
      : "application(_:willFinishLaunchingWithOptions:) with launchOptions[.shortcutItem] = post"
    #expect(scripted.events.first?.text == willFinish)
  }

  @Test(
    "an item behind a gate that never opens is unanswered: no outcome, no completion, not exactly once"
  )
  func gateNeverOpens() async {
    var state = Self.launchState
    state.gate = .login
    let timeline = await ScriptRunner.run(
      SingleLaunch(launch: .warm, lifecycle: .scene, item: Self.participated, state: state),
      routes: Self.routes)
    #expect(timeline.outcome == nil)
    #expect(timeline.completions == [])
    #expect(!timeline.isExactlyOnce)
    #expect(!timeline.handled)
  }

  @Test(
    "didFinishLaunching returning true: the second delivery is recognised and completed after routing"
  )
  func returnsTrue() async throws {
    let timeline = await ScriptRunner.run(
      SingleLaunch(
        launch: .cold, lifecycle: .appDelegate, item: Self.post, state: Self.launchState,
        didFinishLaunchingReturnsTrue: true), routes: Self.routes)
    assertSnapshot(Self.render(timeline), named: "timeline-did-finish-returns-true.txt")
    #expect(timeline.deliveries == 1)
    #expect(timeline.completions == [true])
    // The completion comes after the router's work, never before it.
    let texts = timeline.events.map(\.text)
    let routed = try #require(texts.firstIndex(of: "handled in 1 step"))
    let completed = try #require(
      texts.firstIndex(of: "calls completionHandler(true) for post (item 1)"))
    #expect(routed < completed)
  }

  @Test(
    "didFinishLaunching returning true with a launch item that fails: the second delivery completes false"
  )
  func returnsTrueFailing() async {
    // A screen parameter the item lacks: the route fails, and the completion must say so.
    let routes = RouteTable {
      Route("spot", .push([ScreenTemplate("spot", parameters: ["spotID"])], inTab: "spots"))
    }
    let item = ShortcutItem(type: "spot", title: "Spot")
    let timeline = await ScriptRunner.run(
      SingleLaunch(
        launch: .cold, lifecycle: .appDelegate, item: item, state: Self.launchState,
        didFinishLaunchingReturnsTrue: true), routes: routes)
    #expect(timeline.outcome == .missingParameter(screen: "spot", parameter: "spotID"))
    #expect(timeline.completions == [false])
    #expect(timeline.deliveries == 0)
  }

  @Test("a forgotten willResignActive does not swallow the same item chosen again")
  func forgottenResign() async {
    let navigator = InMemoryNavigator(Self.launchState)
    let routes = RouteTable {
      Route("post", .present(.sheet, ["compose"]))
      Route("mypage", .push([], inTab: "profile"))
    }
    let coordinator = LaunchCoordinator(
      router: QuickActionRouter(routes: routes, navigator: navigator))
    coordinator.willConnect(with: Self.post)
    _ = await coordinator.didBecomeActive()
    #expect(await coordinator.perform(ShortcutItem(type: "mypage", title: "My Page")))
    #expect(await navigator.state.presentations.isEmpty)
    // No willResignActive() in between: the app's wiring forgot it.
    let again = await coordinator.performAction(Self.post)
    guard case .routed(_, .handled(let plan)) = again else {
      Issue.record("the second choice was not routed: \(again)")
      return
    }
    #expect(plan.steps == [.present(.sheet, [Screen("compose")])])
    #expect(await navigator.state.presentations.map(\.stack) == [[Screen("compose")]])
  }

  /// The callbacks of one launch, in one order iOS allows.
  enum Callback: String, Sendable {
    case willFinish, didFinish, willConnect, performAction, didBecomeActive, willResignActive
  }

  static let orders: [[Callback]] = [
    [.willFinish, .didFinish, .didBecomeActive],
    [.willFinish, .didFinish, .performAction, .didBecomeActive],
    [.willFinish, .didFinish, .didBecomeActive, .performAction],
    [.willFinish, .didFinish, .didBecomeActive, .willResignActive, .didBecomeActive],
    [.didFinish, .didBecomeActive, .didBecomeActive],
    [.willConnect, .didBecomeActive],
    [.willConnect, .didBecomeActive, .willResignActive, .didBecomeActive],
    [.willConnect, .willResignActive, .didBecomeActive],
    [.performAction, .didBecomeActive],
    [.performAction, .didBecomeActive, .didBecomeActive],
    [.didBecomeActive, .performAction, .didBecomeActive],
  ]

  @Test("every allowed order of callbacks delivers the item exactly once", arguments: orders)
  func exactlyOnce(_ order: [Callback]) async {
    let navigator = InMemoryNavigator(Self.launchState)
    // iOS delivers the launch item again only after didFinishLaunching returned true.
    let returnsTrue = order.contains(.didFinish) && order.contains(.performAction)
    let coordinator = LaunchCoordinator(
      router: QuickActionRouter(routes: Self.routes, navigator: navigator),
      didFinishLaunchingReturnsTrue: returnsTrue)
    let item = Self.post
    let completions = Locked<[Bool]>([])
    for callback in order {
      switch callback {
      case .willFinish: coordinator.willFinishLaunching(with: item)
      case .didFinish: _ = coordinator.didFinishLaunching(with: item)
      case .willConnect: coordinator.willConnect(with: item)
      case .performAction:
        _ = await coordinator.performAction(item) { ok in completions.withLock { $0.append(ok) } }
        await Task.yield()
      case .didBecomeActive: _ = await coordinator.didBecomeActive()
      case .willResignActive: coordinator.willResignActive()
      }
    }
    #expect(await navigator.performed == [.present(.sheet, [Screen("compose")])], "\(order)")
    #expect(
      completions.withLock { $0 } == (order.contains(.performAction) ? [true] : []), "\(order)")
  }

  @Test("the same quick action chosen again in a later activation is a new choice")
  func chosenAgain() async {
    let navigator = InMemoryNavigator(Self.launchState)
    let coordinator = LaunchCoordinator(
      router: QuickActionRouter(routes: Self.routes, navigator: navigator))
    coordinator.willConnect(with: Self.participated)
    _ = await coordinator.didBecomeActive()
    coordinator.willResignActive()
    let again = await coordinator.performAction(Self.participated)
    #expect(again == .routed(.shortcut(Self.participated), .alreadyThere))
  }

  @Test("a warm item replaces a kept launch item not yet routed; the latest choice wins")
  func latestWins() async {
    let navigator = InMemoryNavigator(Self.launchState)
    let coordinator = LaunchCoordinator(
      router: QuickActionRouter(routes: Self.routes, navigator: navigator))
    coordinator.willConnect(with: Self.post)
    let delivery = await coordinator.performAction(Self.participated)
    #expect(
      delivery
        == .replaced(
          old: .shortcut(Self.post), new: .shortcut(Self.participated),
          outcome: .handled(
            NavigationPlan(
              steps: [.selectTab("spots"), .push(Screen("participated"), in: .tab("spots"))],
              resultingState: NavigationState(
                root: .tabs(
                  [
                    .init(
                      "questions", .split(.init(primary: [Screen("questions")], isCollapsed: true))),
                    .init("spots", .stack([Screen("spots"), Screen("participated")])),
                    .init("profile", .stack([Screen("mypage")])),
                  ], selected: 1))))))
    #expect(await coordinator.didBecomeActive() == .nothingPending)
    #expect(await navigator.state.selectedTab == "spots")
    #expect(await navigator.state.presentations.isEmpty)
  }
}
