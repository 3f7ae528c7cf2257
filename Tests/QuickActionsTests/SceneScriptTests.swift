import LaunchSimulator
import PropertyList
import Testing

@testable import QuickActions

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Scripts with several scenes: each entry reaches the scene iOS chooses (or its door names),
/// is planned and answered there, and no other window changes; the gate is the app's, a discard
/// question the window's.
@Suite struct SceneScriptTests {
  static let routes = RouteTable {
    Route(
      "question", .detail(tab: "questions", primary: [], detail: ["question(questionID)"]),
      policy: .confirmDiscard,
      triggers: [
        .url("qa://questions/:questionID"),
        .notification(category: "NEW_ANSWER", reads: ["questionID"]),
        .intent("OpenQuestionIntent", supplies: ["questionID"]),
      ],
      contentIdentifiers: ["questions/:questionID"])
    Route("mypage", .push([], inTab: "profile"))
    Route("post", .present(.sheet, ["compose"]))
  }
  static let home = ScriptTests.launchState

  static func showing(_ id: String, selected: Int = 2) -> NavigationState {
    NavigationState(
      root: .tabs(
        [
          .init(
            "questions",
            .split(
              .init(
                primary: [Screen("questions")],
                secondary: [Screen("question", parameters: ["questionID": id])]))),
          .init("spots", .stack([Screen("spots")])), .init("profile", .stack([Screen("mypage")])),
        ], selected: selected))
  }

  static func question(_ id: String, target: String? = nil) -> ShortcutItem {
    ShortcutItem(
      type: "question", title: "Q", userInfo: ["questionID": PlistValue(.string(id))],
      targetContentIdentifier: target)
  }

  static func run(
    _ scenes: [LaunchScript.Scene], _ events: [LaunchScript.Event],
    device: LaunchScript.Device = .iPad,
    supportsMultipleScenes: Bool = true
  ) async -> ScriptTimeline {
    await ScriptRunner.run(
      LaunchScript(
        device: device, scenes: scenes, newSceneState: home,
        supportsMultipleScenes: supportsMultipleScenes,
        events: events), routes: routes)
  }

  static func state(_ timeline: ScriptTimeline, _ id: SceneID) -> NavigationState? {
    timeline.scenes.first { $0.id == id }?.finalState
  }

  @Test(
    "the README's iPad: a quick action whose targetContentIdentifier matches the second window activates and navigates it; the first is untouched"
  )
  func twoWindows() async {
    let timeline = await Self.run(
      [
        .init("browse", state: Self.home, isForeground: true),
        .init("reading", state: Self.showing("42"), isForeground: true),
      ],
      [.launch(.warm, Self.question("42", target: "questions/42"))])
    #expect(timeline.items.map(\.scene) == ["reading"])
    #expect(timeline.items[0].choice?.rule == .prefers)
    #expect(timeline.items[0].isExactlyOnce)
    #expect(Self.state(timeline, "browse") == Self.home)
    #expect(Self.state(timeline, "reading") == Self.showing("42", selected: 0))
    #expect(
      timeline.events.contains {
        $0.scene == "reading"
          && $0.text == "windowScene(_:performActionFor:completionHandler:) with question"
      })
    #expect(!timeline.events.contains { $0.scene == "browse" })
  }

  @Test(
    "a cold launch restores the saved session iOS chooses (no configurationForConnecting); no scene able to show the content gets a new scene"
  )
  func coldLaunches() async {
    let restored = await Self.run(
      [.init("a", state: Self.home), .init("b", state: Self.showing("7"))],
      [.launch(.cold, Self.question("7", target: "questions/7"))])
    #expect(restored.items.map(\.scene) == ["b"])
    #expect(
      restored.events.map(\.text).contains(
        "scene(_:willConnectTo:options:) with options.shortcutItem = question (restored: a saved session gets no configurationForConnecting)"
      ))
    #expect(
      !restored.events.contains { $0.text.hasPrefix("application(_:configurationForConnecting:") })
    let new = await Self.run(
      [.init("a", state: Self.home, conditions: .init(canActivate: .never))],
      [.launch(.cold, Self.question("7", target: "questions/7"))])
    #expect(new.items.map(\.scene) == ["new-1"] && new.items[0].choice?.rule == .newScene)
    #expect(
      new.events.contains {
        $0.scene == "new-1"
          && $0.text.hasPrefix("application(_:configurationForConnecting:options:)")
      })
    #expect(Self.state(new, "a") == Self.home)
  }

  @Test("iPhone: one scene takes every door, whatever its conditions")
  func iPhone() async {
    let timeline = await Self.run(
      [.init("only", state: Self.home, conditions: .init(canActivate: .never))],
      [.launch(.warm, Self.question("7", target: "questions/7"))], device: .iPhone)
    #expect(timeline.items.map(\.scene) == ["only"] && timeline.items[0].choice?.rule == .onlyScene)
  }

  @Test("a notification response names its targetScene: routed in that window, answered once")
  func targetScene() async {
    let response = NotificationResponse(
      categoryIdentifier: "NEW_ANSWER", userInfo: ["questionID": PlistValue(.string("9"))])
    let timeline = await Self.run(
      [.init("a", state: Self.home, isForeground: true), .init("b", state: Self.home)],
      [.inScene("b", .launchEntry(.warm, .notification(response)))])
    #expect(
      timeline.items.map(\.scene) == ["b"] && timeline.items[0].answers == [true]
        && timeline.items[0].isExactlyOnce)
    #expect(
      timeline.events.map(\.text).contains(
        "userNotificationCenter(_:didReceive:withCompletionHandler:) with NEW_ANSWER (response.targetScene = 'b')"
      ))
    #expect(Self.state(timeline, "a") == Self.home)
    #expect(Self.state(timeline, "b")?.selectedTab == "questions")
  }

  @Test(
    "a discard question is the window's: one scene's open question does not hold another scene's entries"
  )
  func questionPerScene() async {
    var draft = Self.home
    draft.presentations = [.init(.sheet, [Screen("settings")], hasUnsavedChanges: true)]
    let timeline = await Self.run(
      [
        .init("a", state: draft, isForeground: true),
        .init("b", state: Self.home, isForeground: true),
      ],
      [
        .inScene("a", .launch(.warm, Self.question("1"))),
        .inScene("b", .item(ShortcutItem(type: "mypage", title: "M"))),
        .inScene("a", .discardAnswer(true)),
      ])
    #expect(timeline.items.map(\.scene) == ["a", "b"])
    // b's item was routed while a's question was open.
    let texts = timeline.events.map(\.text)
    let bRouted = texts.firstIndex(of: "select tab 'profile'")
    let answered = texts.firstIndex(
      of: "the user answers the question: discard the unsaved changes")
    #expect(bRouted != nil && answered != nil && bRouted! < answered!)
    #expect(timeline.items.allSatisfy { $0.isExactlyOnce })
  }

  @Test(
    "the gate is the app's: an entry in one window replaces the one held in another; the gate opens once for both, the latest runs in its own window"
  )
  func gatePerApp() async {
    var locked = Self.home
    locked.gate = .login
    let timeline = await Self.run(
      [
        .init("a", state: locked, isForeground: true),
        .init("b", state: locked, isForeground: true),
      ],
      [
        .inScene("a", .launch(.warm, Self.question("1"))),
        .inScene("b", .item(ShortcutItem(type: "mypage", title: "M"))), .gateOpens,
      ])
    #expect(timeline.items.map(\.outcome?.name) == ["superseded", "handled"])
    #expect(timeline.items.map(\.completions) == [[false], [true]])
    var open = Self.home
    open.gate = nil
    #expect(Self.state(timeline, "a") == open)
    #expect(
      Self.state(timeline, "b")?.selectedTab == "profile" && Self.state(timeline, "b")?.gate == nil)
  }

  @Test(
    "scenes disconnect and are restored; a restored scene's connection options carry entries as a new one's do"
  )
  func connectAndDisconnect() async {
    let timeline = await Self.run(
      [
        .init("a", state: Self.home, isForeground: true),
        .init("b", state: Self.showing("5"), isForeground: true),
      ],
      [
        .launch(.warm, ShortcutItem(type: "mypage", title: "M")), .disconnect("b"),
        .item(Self.question("5", target: "questions/5")),
        .entry(.url(URL(string: "qa://questions/6")!)), .connect("c"),
      ])
    let b = timeline.events.filter { $0.scene == "b" }.map(\.text)
    #expect(b.contains("sceneDidDisconnect(_:)"))
    // The saved session of 'b' still prefers questions/5: iOS restores it for the item, which
    // comes in its connection options, and no configurationForConnecting is called for it.
    #expect(
      b.contains(
        "scene(_:willConnectTo:options:) with options.shortcutItem = question (restored: a saved session gets no configurationForConnecting)"
      ))
    #expect(!b.contains { $0.hasPrefix("application(_:configurationForConnecting:") })
    // A URL's text is its target content identifier: no scene prefers qa://questions/6; both can
    // show it, and 'b', restored just now, was active last.
    #expect(timeline.items.map(\.scene) == ["a", "b", "b"])
    #expect(
      timeline.items[2].choice?.rule == .can && timeline.items[2].choice?.alsoMatched == ["a"])
    #expect(timeline.items.map(\.isExactlyOnce) == [true, true, true])
    #expect(timeline.scenes.map(\.id) == ["a", "b", "c"])
    #expect(
      timeline.events.contains {
        $0.scene == "c"
          && $0.text == "application(_:configurationForConnecting:options:) with no entry"
      })
  }

  @Test(
    "an App Intent to a window in the background: delivered to the scene and performed before the scene comes forward"
  )
  func intentWarm() async {
    let intent = AppIntentInvocation(
      typeName: "OpenQuestionIntent", parameters: ["questionID": PlistValue(.string("3"))],
      contentIdentifier: "questions/3")
    let timeline = await Self.run(
      [.init("a", state: Self.home, isForeground: true), .init("b", state: Self.showing("3"))],
      [.launchEntry(.warm, .intent(intent))])
    #expect(
      timeline.items.map(\.scene) == ["b"] && timeline.items[0].answers == [true]
        && timeline.items[0].isExactlyOnce)
    let texts = timeline.events.filter { $0.scene == "b" || $0.scene == nil }.map(\.text)
    let delivered = texts.firstIndex(of: "scene(_:willPerformAppIntent:) with OpenQuestionIntent")
    let performed = texts.firstIndex(of: "OpenQuestionIntent.perform()")
    let foreground = texts.firstIndex(of: "sceneWillEnterForeground(_:)")
    #expect(
      delivered != nil && performed != nil && foreground != nil && delivered! < performed!
        && performed! < foreground!)
  }

  @Test(
    "UIApplicationSupportsMultipleScenes off: a cold App Intent reaches no scene at launch, only its perform(), once the app is open"
  )
  func intentWithoutMultipleScenes() async {
    let intent = AppIntentInvocation(
      typeName: "OpenQuestionIntent", parameters: ["questionID": PlistValue(.string("3"))])
    let timeline = await ScriptRunner.run(
      LaunchScript(
        device: .iPhone, scenes: [.init(.main, state: Self.home)], supportsMultipleScenes: false,
        events: [.launchEntry(.cold, .intent(intent))]), routes: Self.routes)
    let texts = timeline.events.map(\.text)
    #expect(
      texts.contains(
        "scene(_:willConnectTo:options:) with options.appIntent = nil (restored: a saved session gets no configurationForConnecting)"
      ))
    #expect(!texts.contains { $0.hasPrefix("scene(_:willPerformAppIntent:)") })
    let active = texts.firstIndex(of: "sceneDidBecomeActive(_:)")
    let performed = texts.firstIndex(
      of: "OpenQuestionIntent.perform() (the app routes it; no scene delivery came first)")
    #expect(active != nil && performed != nil && active! < performed!)
    #expect(timeline.items.map(\.isExactlyOnce) == [true])
  }
}
