import LaunchSimulator
import PropertyList
import Testing

@testable import QuickActions

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Every door through the coordinator: cold and warm, both lifecycles, behind a gate, under each
/// modal policy, with the double deliveries iOS and SwiftUI make, and each door's answer kept
/// exactly once.
@Suite struct DoorTests {
  static let launchState = NavigationState(
    root: .tabs(
      [
        .init("questions", .stack([Screen("questions")])),
        .init("profile", .stack([Screen("mypage")])),
      ], selected: 1))
  static let draft = NavigationState.Presentation(
    .sheet, [Screen("settings")], hasUnsavedChanges: true)

  /// One route reached through every door, with `policy`.
  static func routes(_ policy: ModalPolicy = .dismiss) -> RouteTable {
    RouteTable {
      Route(
        "com.example.qa.question", .push(["question(questionID as integer)"], inTab: "questions"),
        policy: policy,
        triggers: [
          .url("qa://questions/:questionID as integer"),
          .url("https://qa.example.com/questions/:questionID as integer"),
          .activity("com.example.qa.viewing", reads: ["questionID"]),
          .notification(category: "NEW_ANSWER", reads: ["questionID"]),
        ])
    }
  }

  enum Door: String, CaseIterable, Sendable {
    case shortcut, url, universalLink, activity, notification
  }

  static func entry(_ door: Door) -> Entry {
    let info: PlistDictionary = ["questionID": PlistValue(.string("42"))]
    switch door {
    case .shortcut:
      return .shortcut(
        ShortcutItem(type: "com.example.qa.question", title: "Question", userInfo: info))
    case .url: return .url(URL(string: "qa://questions/42")!)
    case .universalLink:
      return .activity(.universalLink(URL(string: "https://qa.example.com/questions/42")!))
    case .activity:
      return .activity(UserActivity(activityType: "com.example.qa.viewing", userInfo: info))
    case .notification:
      return .notification(NotificationResponse(categoryIdentifier: "NEW_ANSWER", userInfo: info))
    }
  }

  static func launch(_ launch: LaunchScript.Launch, _ entry: Entry) -> LaunchScript.Event {
    if let item = entry.shortcutItem { return .launch(launch, item) }
    return .launchEntry(launch, entry)
  }

  /// The answer each door's warm callback asks for, by lifecycle.
  static func warmAnswer(_ door: Door, _ lifecycle: LaunchScript.Lifecycle)
    -> ScriptTimeline.Item.Answer
  {
    switch door {
    case .shortcut: return .completionHandler
    case .notification: return .notificationHandler
    case .url, .universalLink, .activity: return lifecycle == .scene ? .none : .returnValue
    }
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var door: Door
    var launch: LaunchScript.Launch
    var lifecycle: LaunchScript.Lifecycle
    var testDescription: String { "\(door.rawValue) \(launch.rawValue) \(lifecycle.rawValue)" }
  }

  static let cases: [Case] = Door.allCases.flatMap { door in
    LaunchScript.Launch.allCases.flatMap { launch in
      LaunchScript.Lifecycle.allCases.map { Case(door: door, launch: launch, lifecycle: $0) }
    }
  }

  @Test(
    "each door, cold and warm, in both lifecycles: delivered once, answered as its callback asks",
    arguments: cases)
  func eachDoor(_ c: Case) async {
    let timeline = await ScriptRunner.run(
      LaunchScript(
        lifecycle: c.lifecycle, state: Self.launchState,
        events: [Self.launch(c.launch, Self.entry(c.door))]),
      routes: Self.routes())
    let item = timeline.items.first
    #expect(timeline.items.count == 1)
    #expect(item?.outcome?.name == "handled")
    #expect(item?.deliveries == 1)
    #expect(item?.isExactlyOnce == true)
    #expect(
      timeline.finalState.visibleStack == [
        Screen("questions"), Screen("question", parameters: ["questionID": "42"]),
      ])
    let answer: ScriptTimeline.Item.Answer
    switch (c.launch, c.lifecycle, c.door) {
    // The delegate's didReceive, after the launch.
    case (.cold, _, .notification): answer = .notificationHandler
    case (.cold, .appDelegate, .url), (.cold, .appDelegate, .universalLink),
      (.cold, .appDelegate, .activity):
      // didFinishLaunching returned true: iOS delivers it again, answered at once.
      answer = .returnValue
    case (.cold, _, _): answer = .none
    case (.warm, _, _): answer = Self.warmAnswer(c.door, c.lifecycle)
    }
    #expect(item?.answer == answer)
    #expect(item?.answers == (answer == .none ? [] : [true]))
  }

  @Test(
    "each door waits behind a gate and runs once it opens; a notification's handler is called at once",
    arguments: cases)
  func gate(_ c: Case) async {
    var state = Self.launchState
    state.gate = .login
    let session = ScriptRunner(
      routes: Self.routes(), navigator: InMemoryNavigator(state), lifecycle: c.lifecycle)
    await session.send(Self.launch(c.launch, Self.entry(c.door)))
    let waiting = await session.items[0]
    #expect(waiting.outcome == nil && waiting.waitingFor == .gate)
    #expect(waiting.deliveries == 0)
    // A notification has been processed once it is kept: its handler does not wait for the gate.
    if waiting.answer == .notificationHandler { #expect(waiting.answers == [true]) }
    await session.send(.gateOpens)
    let done = await session.items[0]
    #expect(done.outcome?.name == "handled")
    #expect(done.deliveries == 1)
    #expect(done.isExactlyOnce)
  }

  struct PolicyCase: Sendable, CustomTestStringConvertible {
    var door: Door
    var policy: ModalPolicy
    var lifecycle: LaunchScript.Lifecycle
    var testDescription: String { "\(door.rawValue) \(policy) \(lifecycle.rawValue)" }
  }

  static let policyCases: [PolicyCase] = Door.allCases.flatMap { door in
    [ModalPolicy.dismiss, .keepUnsaved, .confirmDiscard, .presentOver].flatMap { policy in
      LaunchScript.Lifecycle.allCases.map { PolicyCase(door: door, policy: policy, lifecycle: $0) }
    }
  }

  @Test(
    "each modal policy applies to every door as it does to a quick action", arguments: policyCases)
  func policies(_ c: PolicyCase) async {
    var state = Self.launchState
    state.presentations = [Self.draft]
    func run(_ door: Door) async -> ScriptTimeline {
      await ScriptRunner.run(
        LaunchScript(
          lifecycle: c.lifecycle, state: state,
          events: [Self.launch(.warm, Self.entry(door)), .discardAnswer(true)]),
        routes: Self.routes(c.policy))
    }
    let quickAction = await run(.shortcut)
    let door = await run(c.door)
    #expect(door.items.map(\.outcome) == quickAction.items.map(\.outcome))
    #expect(door.finalState == quickAction.finalState)
    #expect(door.items.allSatisfy { $0.isExactlyOnce })
  }

  @Test(
    "app delegate: a launch URL or activity for which didFinishLaunching returned true is delivered again by iOS and routed once",
    arguments: [Door.url, .universalLink, .activity])
  func launchURLDeliveredAgain(_ door: Door) async {
    let timeline = await ScriptRunner.run(
      LaunchScript(
        lifecycle: .appDelegate, state: Self.launchState,
        events: [Self.launch(.cold, Self.entry(door))]),
      routes: Self.routes())
    #expect(timeline.items.count == 1)
    #expect(timeline.items[0].deliveries == 1)
    #expect(timeline.items[0].answers == [true])
    #expect(
      timeline.events.contains {
        $0.text.hasPrefix("recognises ") && $0.text.contains("second delivery of the launch entry")
      })
  }

  @Test("app delegate: a URL no route takes answers false at once, and is not routed")
  func unroutedURL() async {
    let timeline = await ScriptRunner.run(
      LaunchScript(
        lifecycle: .appDelegate, state: Self.launchState,
        events: [
          .launch(
            .cold,
            ShortcutItem(
              type: "com.example.qa.question", title: "Q",
              userInfo: ["questionID": PlistValue(.string("1"))])),
          .entry(.url(URL(string: "qa://nowhere")!)),
        ]), routes: Self.routes())
    #expect(timeline.items[1].answers == [false])
    #expect(timeline.items[1].outcome?.name == "no-route")
    #expect(timeline.items[1].isExactlyOnce)
  }

  @Test(
    "SwiftUI's onOpenURL beside the scene delegate: the same URL is delivered once, a new one is routed"
  )
  func onOpenURLDouble() async {
    let url = URL(string: "qa://questions/42")!
    let timeline = await ScriptRunner.run(
      LaunchScript(
        state: Self.launchState,
        events: [
          .launchEntry(.cold, .url(url)), .onOpenURL(url),
          .entry(.url(URL(string: "qa://questions/7")!)),
          .onOpenURL(URL(string: "qa://questions/7")!),
          .onOpenURL(URL(string: "qa://questions/9")!),
        ]), routes: Self.routes())
    #expect(
      timeline.items.map(\.entry.label) == [
        "qa://questions/42", "qa://questions/7", "qa://questions/9",
      ])
    #expect(timeline.items.map(\.deliveries) == [1, 1, 1])
    #expect(
      timeline.events.filter {
        $0.text.contains("the opening the scene delegate already delivered")
      }.count == 2)
  }

  @Test(
    "a scene connected for a notification, whose delegate also receives it: routed once, the handler called once"
  )
  func notificationTwice() async {
    let timeline = await ScriptRunner.run(
      LaunchScript(
        state: Self.launchState, events: [.launchEntry(.cold, Self.entry(.notification))]),
      routes: Self.routes())
    #expect(timeline.items.count == 1)
    #expect(timeline.items[0].deliveries == 1)
    #expect(timeline.items[0].answers == [true])
    let texts = timeline.events.map(\.text)
    let routed = texts.firstIndex(of: "handled in 2 steps")
    let answered = texts.firstIndex { $0.hasPrefix("calls the notification's completion handler") }
    #expect(routed != nil && answered != nil && routed! < answered!)
  }

  @Test(
    "a notification with the same content tapped in a later activation is a new response, routed again"
  )
  func sameNotificationLater() async {
    let timeline = await ScriptRunner.run(
      LaunchScript(
        state: Self.launchState,
        events: [
          .launchEntry(.cold, Self.entry(.notification)), .background,
          .entry(.url(URL(string: "qa://questions/7")!)),
          .entry(Self.entry(.notification)),
        ]), routes: Self.routes())
    #expect(timeline.items.map(\.deliveries) == [1, 1, 1])
    #expect(timeline.items.map(\.answers) == [[true], [], [true]])
    #expect(
      timeline.finalState.visibleStack.last == Screen("question", parameters: ["questionID": "42"]))
  }

  @Test(
    "a later entry replaces one waiting behind the gate, whatever their doors; the replaced one is answered"
  )
  func replacement() async {
    var state = Self.launchState
    state.gate = .login
    let timeline = await ScriptRunner.run(
      LaunchScript(
        state: state,
        events: [
          .launch(
            .warm,
            ShortcutItem(
              type: "com.example.qa.question", title: "Q",
              userInfo: ["questionID": PlistValue(.string("1"))])),
          .entry(.url(URL(string: "qa://questions/42")!)), .gateOpens,
        ]), routes: Self.routes())
    #expect(timeline.items.map(\.outcome?.name) == ["superseded", "handled"])
    #expect(timeline.items.map(\.answers) == [[false], []])
    #expect(timeline.items.allSatisfy { $0.isExactlyOnce })
  }

  @Test(
    "a Handoff announced at connection arrives later through scene(_:continue:) and is routed once")
  func handoff() async {
    let navigator = InMemoryNavigator(Self.launchState)
    let coordinator = LaunchCoordinator(
      router: QuickActionRouter(routes: Self.routes(), navigator: navigator))
    coordinator.willConnect(
      with: SceneConnectionOptions(handoffUserActivityType: "com.example.qa.viewing"))
    #expect(coordinator.expectedHandoffType == "com.example.qa.viewing")
    #expect(await coordinator.didBecomeActive() == .nothingPending)
    guard case .activity(let activity) = Self.entry(.activity) else { return }
    let delivery = await coordinator.continueActivity(activity)
    #expect(
      delivery
        == .routed(
          .activity(activity),
          .handled(
            NavigationPlan(
              steps: [
                .selectTab("questions"),
                .push(Screen("question", parameters: ["questionID": "42"]), in: .tab("questions")),
              ],
              resultingState: NavigationState(
                root: .tabs(
                  [
                    .init(
                      "questions",
                      .stack([
                        Screen("questions"), Screen("question", parameters: ["questionID": "42"]),
                      ])),
                    .init("profile", .stack([Screen("mypage")])),
                  ], selected: 0))))))
    #expect(coordinator.expectedHandoffType == nil)
  }

  @Test(
    "a scripted Handoff: the type announced first, the activity continued later, routed once",
    arguments: cases.filter { $0.door == .activity })
  func scriptedHandoff(_ c: Case) async {
    guard case .activity(let activity) = Self.entry(.activity) else { return }
    let timeline = await ScriptRunner.run(
      LaunchScript(
        lifecycle: c.lifecycle, state: Self.launchState, events: [.handoff(c.launch, activity)]),
      routes: Self.routes())
    let system = timeline.events.filter { $0.source == .system }.map(\.text)
    let announced: String
    switch (c.launch, c.lifecycle) {
    case (.cold, .scene):
      announced =
        "scene(_:willConnectTo:options:) with options.handoffUserActivityType = com.example.qa.viewing"
    case (.cold, .appDelegate):
      announced =
        "application(_:didFinishLaunchingWithOptions:) with launchOptions[.userActivityType] = com.example.qa.viewing"
    case (.warm, .scene):
      announced = "scene(_:willContinueUserActivityWithType:) with com.example.qa.viewing"
    case (.warm, .appDelegate):
      announced = "application(_:willContinueUserActivityWithType:) with com.example.qa.viewing"
    }
    let continued =
      c.lifecycle == .scene
      ? "scene(_:continue:) with com.example.qa.viewing"
      : "application(_:continue:restorationHandler:) with com.example.qa.viewing"
    let a = system.firstIndex(of: announced)
    let b = system.firstIndex(of: continued)
    #expect(a != nil && b != nil && a! < b!, "\(system)")
    #expect(timeline.items.count == 1)
    #expect(timeline.items[0].deliveries == 1)
    #expect(timeline.items[0].answers == (c.lifecycle == .scene ? [] : [true]))
    #expect(timeline.items[0].isExactlyOnce)
  }

  @Test(
    "random mixes of entries through every door: each answered exactly once, nothing delivered twice"
  )
  func randomMixes() async {
    var random = SeededGenerator(seed: 19_2026)
    func below(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
    let policies: [ModalPolicy] = [.dismiss, .keepUnsaved, .confirmDiscard, .presentOver]
    for n in 0..<300 {
      func entry() -> Entry {
        if below(6) == 0 { return .url(URL(string: "qa://nowhere/\(below(3))")!) }
        return Self.entry(Door.allCases[below(Door.allCases.count)])
      }
      var state = Self.launchState
      if below(3) == 0 { state.gate = .onboarding }
      var events: [LaunchScript.Event] = [Self.launch(below(2) == 0 ? .cold : .warm, entry())]
      for _ in 0..<(1 + below(8)) {
        switch below(10) {
        case 0, 1, 2: events.append(.entry(entry()))
        case 3:
          if case .activity(let activity) = Self.entry(.activity) {
            events.append(.handoff(nil, activity))
          }
        case 4: events.append(.gateOpens)
        case 5: events.append(.background)
        case 6: events.append(.foreground)
        case 7: events.append(.onOpenURL(URL(string: "qa://questions/\(below(2) == 0 ? 42 : 7)")!))
        case 8: events.append(.discardAnswer(below(2) == 0))
        default: events.append(.present(Self.draft))
        }
      }
      events += [.gateOpens] + Array(repeating: .discardAnswer(below(2) == 0), count: events.count)
      let lifecycle: LaunchScript.Lifecycle = below(2) == 0 ? .scene : .appDelegate
      let script = LaunchScript(
        lifecycle: lifecycle, device: below(2) == 0 ? .iPhone : .iPad, state: state, events: events)
      let timeline = await ScriptRunner.run(
        script, routes: Self.routes(policies[below(policies.count)]))
      for (i, item) in timeline.items.enumerated() {
        #expect(item.isExactlyOnce, "mix \(n) entry \(i): \(item) in \(events)")
        #expect(item.deliveries <= 1, "mix \(n) entry \(i)")
        #expect(
          item.outcome != .timedOut,
          "mix \(n) entry \(i): nothing in a script waits for the router's timeout")
        if let outcome = item.outcome, item.answer == .completionHandler {
          #expect(item.answers == [outcome.succeeded], "mix \(n) entry \(i)")
        }
      }
    }
  }
}
