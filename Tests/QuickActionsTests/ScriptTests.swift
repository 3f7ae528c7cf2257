import LaunchSimulator
import PropertyList
import Testing

@testable import QuickActions

/// Scripted launches: every event kind, and exactly-once delivery with the true outcome under
/// generated scripts.
@Suite struct ScriptTests {
  static let routes = RouteTable {
    Route("post", .present(.sheet, ["compose"]), policy: .keepUnsaved)
    Route("ask", .present(.sheet, ["compose"]), policy: .confirmDiscard)
    Route("participated", .push(["participated"], inTab: "spots"))
    Route("mypage", .push([], inTab: "profile"))
    Route(
      "question",
      .detail(
        tab: "questions", primary: [],
        detail: [ScreenTemplate("question", parameters: [.init("id", from: "questionID")])]))
    Route(
      "spot",
      .push(
        [ScreenTemplate("spot", parameters: [.init("id", from: "spotID", as: .integer)])],
        inTab: "spots"))
  }
  static let launchState = NavigationState(
    root: .tabs(
      [
        .init("questions", .split(.init(primary: [Screen("questions")], isCollapsed: true))),
        .init("spots", .stack([Screen("spots")])), .init("profile", .stack([Screen("mypage")])),
      ], selected: 0))

  static func item(_ type: String, _ userInfo: PlistDictionary = [:]) -> ShortcutItem {
    ShortcutItem(type: type, title: type, userInfo: userInfo)
  }

  @Test(
    "item A waits behind the gate, item B arrives, the gate opens: A completes false, B is delivered once"
  )
  func gateExample() async {
    var state = Self.launchState
    state.gate = .login
    let timeline = await ScriptRunner.run(
      LaunchScript(
        state: state,
        events: [.launch(.warm, Self.item("post")), .item(Self.item("mypage")), .gateOpens]),
      routes: Self.routes)
    #expect(
      timeline.items.map(\.outcome) == [
        .superseded,
        .handled(
          NavigationPlan(
            steps: [.selectTab("profile")],
            resultingState: NavigationState(
              root: .tabs(
                [
                  .init(
                    "questions", .split(.init(primary: [Screen("questions")], isCollapsed: true))),
                  .init("spots", .stack([Screen("spots")])),
                  .init("profile", .stack([Screen("mypage")])),
                ], selected: 2)))),
      ])
    #expect(timeline.items.map(\.completions) == [[false], [true]])
    #expect(timeline.items.map(\.deliveries) == [0, 1])
    #expect(timeline.items.allSatisfy { $0.isExactlyOnce })
  }

  @Test("background and foreground: a cold launch item is not routed again on the next activation")
  func backgroundForeground() async {
    let timeline = await ScriptRunner.run(
      LaunchScript(
        state: Self.launchState,
        events: [
          .launch(.cold, Self.item("participated")), .background, .foreground,
          .item(Self.item("participated")),
        ]),
      routes: Self.routes)
    #expect(timeline.items.map(\.deliveries) == [1, 0])
    #expect(timeline.items[1].outcome == .alreadyThere && timeline.items[1].completions == [true])
    #expect(timeline.events.map(\.text).contains("sceneWillResignActive(_:)"))
  }

  @Test("the app presents a draft on its own; asked twice, the user keeps it, then discards it")
  func presentAndDiscard() async {
    let draft = NavigationState.Presentation(.sheet, [Screen("settings")], hasUnsavedChanges: true)
    let timeline = await ScriptRunner.run(
      LaunchScript(
        state: Self.launchState,
        events: [
          .launch(.cold, Self.item("mypage")), .present(draft), .item(Self.item("ask")),
          .discardAnswer(false),
          .item(Self.item("ask")), .discardAnswer(true),
        ]), routes: Self.routes)
    #expect(timeline.items.map(\.outcome?.name) == ["handled", "blocked", "handled"])
    #expect(timeline.items.map(\.completions) == [[], [false], [true]])
    #expect(timeline.items.allSatisfy { $0.isExactlyOnce })
    #expect(timeline.finalState.presentations.map(\.stack) == [[Screen("compose")]])
  }

  @Test(
    "a size-class change: a detail shown in the regular width is pushed after the app turns compact"
  )
  func sizeClass() async {
    let regular = NavigationState(
      root: .tabs(
        [
          .init(
            "questions",
            .split(
              .init(
                primary: [Screen("questions")],
                secondary: [Screen("question", parameters: ["id": "1"])]))),
          .init("spots", .stack([Screen("spots")])), .init("profile", .stack([Screen("mypage")])),
        ], selected: 0))
    let timeline = await ScriptRunner.run(
      LaunchScript(
        lifecycle: .appDelegate, state: regular,
        events: [
          .launch(.cold, Self.item("mypage")), .sizeClass(compact: true),
          .item(Self.item("question", ["questionID": "2"])),
          .sizeClass(compact: false),
        ]), routes: Self.routes)
    guard case .handled(let plan)? = timeline.items[1].outcome else {
      Issue.record("not handled: \(String(describing: timeline.items[1].outcome))")
      return
    }
    #expect(
      plan.steps == [
        .selectTab("questions"), .popToDepth(1, in: .primary(tab: "questions")),
        .push(Screen("question", parameters: ["id": "2"]), in: .primary(tab: "questions")),
      ])
    #expect(
      timeline.finalState.root
        == .tabs(
          [
            .init(
              "questions",
              .split(
                .init(
                  primary: [Screen("questions")],
                  secondary: [Screen("question", parameters: ["id": "2"])]))),
            .init("spots", .stack([Screen("spots")])), .init("profile", .stack([Screen("mypage")])),
          ], selected: 0))
  }

  @Test(
    "app delegate, didFinishLaunching returning true: the launch item's second delivery completes with its outcome"
  )
  func returnsTrue() async {
    let timeline = await ScriptRunner.run(
      LaunchScript(
        lifecycle: .appDelegate, didFinishLaunchingReturnsTrue: true, state: Self.launchState,
        events: [.launch(.cold, Self.item("spot"))]), routes: Self.routes)
    #expect(timeline.items[0].outcome == .missingParameter(screen: "spot", parameter: "spotID"))
    #expect(timeline.items[0].completions == [false])
    #expect(timeline.items[0].isExactlyOnce)
  }

  static func generatedScript(_ n: Int, _ random: inout SeededGenerator, closed: Bool)
    -> LaunchScript
  {
    func below(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
    let types = ["post", "ask", "participated", "mypage", "question", "spot", "nope"]
    var state = Self.launchState
    if below(3) == 0 { state.gate = .onboarding }
    func item() -> ShortcutItem {
      let type = types[below(types.count)]
      return Self.item(type, below(2) == 0 ? ["questionID": "3", "spotID": 4] : [:])
    }
    var events: [LaunchScript.Event] = [.launch(below(2) == 0 ? .cold : .warm, item())]
    for _ in 0..<(1 + below(8)) {
      switch below(9) {
      case 0, 1, 2: events.append(.item(item()))
      case 3: events.append(.gateOpens)
      case 4: events.append(.background)
      case 5: events.append(.foreground)
      case 6: events.append(.discardAnswer(below(2) == 0))
      case 7: events.append(.sizeClass(compact: below(2) == 0))
      default:
        events.append(
          .present(.init(.sheet, [Screen("settings")], hasUnsavedChanges: below(2) == 0)))
      }
    }
    // Closed: the gate opens and every question is answered before the end (each item can ask
    // at most once, so as many answers as items suffice).
    if closed {
      events += [.gateOpens] + Array(repeating: .discardAnswer(below(2) == 0), count: events.count)
    }
    let lifecycle: LaunchScript.Lifecycle = below(2) == 0 ? .scene : .appDelegate
    return LaunchScript(
      lifecycle: lifecycle, device: below(2) == 0 ? .iPhone : .iPad,
      didFinishLaunchingReturnsTrue: lifecycle == .appDelegate && below(2) == 0, state: state,
      events: events)
  }

  @Test(
    "generated scripts that open the gate and answer every question: every item is delivered at most once and answered exactly once, with its true outcome"
  )
  func generatedClosed() async {
    var random = SeededGenerator(seed: 20_261_130)
    for n in 0..<300 {
      let script = Self.generatedScript(n, &random, closed: true)
      let timeline = await ScriptRunner.run(script, routes: Self.routes)
      for (i, item) in timeline.items.enumerated() {
        #expect(item.isExactlyOnce, "script \(n) item \(i): \(item) in \(script.events)")
        #expect(
          item.outcome != .timedOut,
          "script \(n) item \(i): nothing in a script waits for the router's timeout")
        if let outcome = item.outcome, item.hasCompletionHandler {
          #expect(
            item.completions == [outcome.succeeded],
            "script \(n) item \(i): \(outcome) answered \(item.completions)")
        }
      }
    }
  }

  @Test(
    "generated scripts left open: an item is answered exactly once, or unanswered with what it waits for, never answered wrongly"
  )
  func generatedOpen() async {
    var random = SeededGenerator(seed: 20_261_201)
    for n in 0..<300 {
      let script = Self.generatedScript(n, &random, closed: false)
      let timeline = await ScriptRunner.run(script, routes: Self.routes)
      for (i, item) in timeline.items.enumerated() {
        #expect(item.deliveries <= 1, "script \(n) item \(i)")
        if let outcome = item.outcome {
          #expect(
            item.isExactlyOnce && item.waitingFor == nil,
            "script \(n) item \(i): \(item) in \(script.events)")
          if item.hasCompletionHandler {
            #expect(item.completions == [outcome.succeeded], "script \(n) item \(i)")
          }
        } else {
          #expect(
            !item.isExactlyOnce && item.completions.isEmpty && item.waitingFor != nil,
            "script \(n) item \(i): \(item) in \(script.events)")
        }
      }
    }
  }
}
