import LaunchSimulator
import PropertyList
import Testing

@testable import QuickActions

/// Scripted launches as iOS brings an app forward: the callbacks around an item, the ones a
/// script leaves out (implied), iPhone and iPad, and discard questions that stay open until
/// answered.
@Suite struct ForegroundingTests {
  static let routes = ScriptTests.routes
  static let launchState = ScriptTests.launchState
  static func item(_ type: String) -> ShortcutItem { ScriptTests.item(type) }
  static let draft = NavigationState.Presentation(
    .sheet, [Screen("settings")], hasUnsavedChanges: true)

  /// The iOS callbacks of a timeline, implied ones marked.
  static func system(_ timeline: ScriptTimeline) -> [String] {
    timeline.events.filter { $0.source == .system }.map {
      ($0.isImplied ? "(implied) " : "") + $0.text
    }
  }

  static func names(_ lifecycle: LaunchScript.Lifecycle) -> (String, String, String, String, String)
  {
    lifecycle == .scene
      ? (
        "sceneWillResignActive(_:)", "sceneDidEnterBackground(_:)", "sceneWillEnterForeground(_:)",
        "windowScene(_:performActionFor:completionHandler:)", "sceneDidBecomeActive(_:)"
      )
      : (
        "applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)",
        "applicationWillEnterForeground(_:)",
        "application(_:performActionFor:completionHandler:)", "applicationDidBecomeActive(_:)"
      )
  }

  @Test(
    "an item after 'background' is delivered between willEnterForeground and didBecomeActive",
    arguments: LaunchScript.Lifecycle.allCases)
  func afterBackground(_ lifecycle: LaunchScript.Lifecycle) async {
    let timeline = await ScriptRunner.run(
      LaunchScript(
        lifecycle: lifecycle, state: Self.launchState,
        events: [
          .launch(.warm, Self.item("mypage")), .background, .item(Self.item("participated")),
        ]),
      routes: Self.routes)
    let (resign, background, foreground, perform, active) = Self.names(lifecycle)
    #expect(
      Self.system(timeline) == [
        foreground, "\(perform) with mypage", active, resign, background, foreground,
        "\(perform) with participated", active,
      ])
    #expect(timeline.items.map(\.completions) == [[true], [true]])
  }

  @Test(
    "on iPhone, an item sent to an active app gets the resign and background callbacks, marked implied",
    arguments: LaunchScript.Lifecycle.allCases)
  func impliedOnIPhone(_ lifecycle: LaunchScript.Lifecycle) async {
    let timeline = await ScriptRunner.run(
      LaunchScript(
        lifecycle: lifecycle, state: Self.launchState,
        events: [.launch(.warm, Self.item("mypage")), .item(Self.item("participated"))]),
      routes: Self.routes)
    let (resign, background, foreground, perform, active) = Self.names(lifecycle)
    #expect(
      Self.system(timeline) == [
        foreground, "\(perform) with mypage", active,
        "(implied) \(resign)", "(implied) \(background)", foreground,
        "\(perform) with participated", active,
      ])
    #expect(
      timeline.events.contains {
        $0.text
          == "iPhone: quick actions are chosen on the Home Screen, so the user left the app first"
      })
  }

  @Test(
    "on iPad, an item chosen from the Dock reaches the active app with no lifecycle callbacks",
    arguments: LaunchScript.Lifecycle.allCases)
  func dockOnIPad(_ lifecycle: LaunchScript.Lifecycle) async {
    let timeline = await ScriptRunner.run(
      LaunchScript(
        lifecycle: lifecycle, device: .iPad, state: Self.launchState,
        events: [.launch(.cold, Self.item("mypage")), .item(Self.item("participated"))]),
      routes: Self.routes)
    let (_, _, _, perform, active) = Self.names(lifecycle)
    let system = Self.system(timeline)
    #expect(Array(system.suffix(2)) == [active, "\(perform) with participated"])
    #expect(!timeline.events.contains { $0.isImplied })
    #expect(
      timeline.events.contains {
        $0.text
          == "iPad: the item is chosen from the app's icon in the Dock, over the app: it stays in the foreground"
      })
    #expect(timeline.items.map(\.outcome?.name) == ["handled", "handled"])
  }

  @Test("background and foreground twice in a row are warnings, and change nothing")
  func redundant() async {
    let timeline = await ScriptRunner.run(
      LaunchScript(
        state: Self.launchState,
        events: [.launch(.cold, Self.item("mypage")), .foreground, .background, .background]),
      routes: Self.routes)
    #expect(
      timeline.events.filter(\.isWarning).map(\.text) == [
        "the app is already active", "the app is already in the background",
      ])
  }

  @Test(
    "a discard question stays open across other events, never discards while open, and the answer decides",
    arguments: [true, false])
  func questionStaysOpen(_ discard: Bool) async throws {
    let session = ScriptRunner(routes: Self.routes, navigator: InMemoryNavigator(Self.launchState))
    await session.send(.launch(.cold, Self.item("mypage")))
    await session.send(.present(Self.draft))
    await session.send(.item(Self.item("ask")))
    #expect(await session.isQuestionOpen)
    await session.send(.background)
    await session.send(.foreground)
    await session.send(.sizeClass(compact: false))
    // Still open, and the draft still there.
    #expect(await session.isQuestionOpen)
    #expect(await session.navigator.currentState().presentations == [Self.draft])
    let waiting = try #require(await session.items.last)
    #expect(waiting.outcome == nil && waiting.completions.isEmpty && waiting.waitingFor == .answer)
    await session.send(.discardAnswer(discard))
    #expect(!(await session.isQuestionOpen))
    let answered = try #require(await session.items.last)
    #expect(answered.outcome?.name == (discard ? "handled" : "blocked"))
    #expect(answered.completions == [discard])
    #expect(
      await session.navigator.currentState().presentations.map(\.stack)
        == [discard ? [Screen("compose")] : [Screen("settings")]])
  }

  @Test(
    "a script that ends with a question open leaves its item unanswered, and the item queued behind it too"
  )
  func endsOpen() async {
    let timeline = await ScriptRunner.run(
      LaunchScript(
        state: Self.launchState,
        events: [
          .launch(.cold, Self.item("participated")), .present(Self.draft), .item(Self.item("ask")),
          .item(Self.item("mypage")),
        ]), routes: Self.routes)
    #expect(timeline.items.map(\.waitingFor) == [nil, .answer, .turn])
    #expect(timeline.items.map(\.isExactlyOnce) == [true, false, false])
    #expect(timeline.finalState.presentations == [Self.draft])
    #expect(
      timeline.events.contains {
        $0.text
          == "asks the user for ask (item 2) whether to discard the unsaved changes; the question stays open until the user answers ('discard')"
      })
  }

  @Test("items queued behind an open question are delivered in order once it is answered")
  func queuedInOrder() async {
    let timeline = await ScriptRunner.run(
      LaunchScript(
        state: Self.launchState,
        events: [
          .launch(.cold, Self.item("participated")), .present(Self.draft), .item(Self.item("ask")),
          .item(Self.item("mypage")),
          .discardAnswer(true),
        ]), routes: Self.routes)
    #expect(timeline.items.map(\.outcome?.name) == ["handled", "handled", "handled"])
    #expect(timeline.items.map(\.completions) == [[], [true], [true]])
    #expect(timeline.finalState.selectedTab == "profile")
    #expect(timeline.finalState.presentations.isEmpty)
  }

  @Test("a 'discard' with no open question answers nothing, and says so")
  func answerToNothing() async {
    let timeline = await ScriptRunner.run(
      LaunchScript(
        state: Self.launchState,
        events: [
          .launch(.cold, Self.item("mypage")), .present(Self.draft), .discardAnswer(true),
          .item(Self.item("post")),
        ]),
      routes: Self.routes)
    #expect(
      timeline.events.filter(\.isWarning).map(\.text) == [
        "the user answers 'discard', but no question is open: the answer goes nowhere"
      ])
    // A later keepUnsaved route is not affected by the stray answer.
    #expect(timeline.items.last?.outcome?.name == "blocked")
    #expect(timeline.finalState.presentations == [Self.draft])
  }

  @Test("a cold launch onto an unsaved draft asks too, and its item waits for the answer")
  func coldLaunchAsks() async {
    var state = Self.launchState
    state.presentations = [Self.draft]
    let timeline = await ScriptRunner.run(
      LaunchScript(
        lifecycle: .appDelegate, state: state,
        events: [.launch(.cold, Self.item("ask")), .background, .foreground]),
      routes: Self.routes)
    #expect(timeline.items.map(\.waitingFor) == [.answer])
    #expect(timeline.finalState.presentations == [Self.draft])
  }
}
