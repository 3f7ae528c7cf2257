import PropertyList
import Testing

@testable import QuickActions

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Every door goes through one table: the router plans, gates and answers a URL, a universal
/// link, an activity, a Spotlight result and a notification as it does a quick action.
@Suite struct EntryRouterTests {
  static let launch = NavigationState(
    root: .tabs(
      [
        .init("questions", .stack([Screen("questions")])),
        .init("profile", .stack([Screen("mypage")])),
      ], selected: 1))

  static let table = RouteTable {
    Route(
      "com.example.qa.post", .present(.sheet, ["compose"]), policy: .keepUnsaved,
      triggers: [.url("qa://compose")])
    Route(
      named: "question", .push(["question(questionID as integer)"], inTab: "questions"),
      triggers: [
        .url("qa://questions/:questionID as integer"),
        .url("https://qa.example.com/questions/:questionID as integer"),
        .activity("com.example.qa.viewing-question", reads: ["questionID"]),
        .spotlight("questions/:questionID as integer"),
        .notification(category: "NEW_ANSWER", reads: ["questionID"]),
      ])
    Route(
      named: "answers", .push(["question(questionID as integer)", "answers"], inTab: "questions"),
      triggers: [
        .notification(category: "NEW_ANSWER", action: "SHOW_ANSWERS", reads: ["questionID"])
      ])
  }

  static func url(_ text: String) throws -> URL { try #require(URL(string: text)) }

  func route(_ entry: Entry, from state: NavigationState = launch) async -> (
    RouteOutcome, NavigationState
  ) {
    let navigator = InMemoryNavigator(state)
    let outcome = await QuickActionRouter(routes: Self.table, navigator: navigator).route(entry)
    return (outcome, await navigator.state)
  }

  static let question42: [Screen] = [
    Screen("questions"), Screen("question", parameters: ["questionID": "42"]),
  ]

  @Test("a custom-scheme URL fills the screen from the path")
  func customScheme() async throws {
    let (outcome, state) = await route(.url(try Self.url("qa://questions/42")))
    #expect(outcome.name == "handled")
    #expect(state.selectedTab == "questions")
    #expect(state.visibleStack == Self.question42)
  }

  @Test("a universal link, opened or continued as a browsing-web activity, takes the same route")
  func universalLink() async throws {
    let link = try Self.url("https://QA.example.com/questions/42/")
    for entry in [Entry.url(link), .activity(.universalLink(link))] {
      let (outcome, state) = await route(entry)
      #expect(outcome.name == "handled", "\(entry)")
      #expect(state.visibleStack == Self.question42, "\(entry)")
    }
  }

  @Test("a Handoff activity reads its userInfo; a Spotlight result reads its identifier")
  func activities() async {
    let handoff = UserActivity(
      activityType: "com.example.qa.viewing-question", userInfo: ["questionID": 42])
    let (outcome, state) = await route(.activity(handoff))
    #expect(outcome.name == "handled")
    #expect(state.visibleStack == Self.question42)
    let (spotlight, after) = await route(.activity(.searchableItem("questions/42")))
    #expect(spotlight.name == "handled")
    #expect(after.visibleStack == Self.question42)
  }

  @Test("a notification takes the route of its category and action")
  func notification() async {
    let tap = NotificationResponse(categoryIdentifier: "NEW_ANSWER", userInfo: ["questionID": "42"])
    let (outcome, state) = await route(.notification(tap))
    #expect(outcome.name == "handled")
    #expect(state.visibleStack == Self.question42)
    var action = tap
    action.actionIdentifier = "SHOW_ANSWERS"
    let (_, answers) = await route(.notification(action))
    #expect(answers.visibleStack == Self.question42 + [Screen("answers")])
    action.actionIdentifier = NotificationResponse.dismissActionIdentifier
    #expect(
      await route(.notification(action)).0 == .noRoute("notification 'NEW_ANSWER' (dismissed)"))
  }

  @Test("an entry no route takes is answered false with what arrived, never a crash")
  func noRoute() async throws {
    #expect(await route(.url(try Self.url("qa://nowhere"))).0 == .noRoute("URL 'qa://nowhere'"))
    #expect(
      await route(.url(try Self.url("qa://questions/forty-two"))).0
        == .noRoute("URL 'qa://questions/forty-two'"))
    #expect(await route(.activity(UserActivity(activityType: "x"))).0 == .noRoute("activity 'x'"))
    #expect(
      await route(.activity(.searchableItem("people/7"))).0 == .noRoute("Spotlight item 'people/7'")
    )
    let router = QuickActionRouter(routes: Self.table, navigator: InMemoryNavigator(Self.launch))
    #expect(await router.handle(.url(try Self.url("mailto:someone@example.com"))) == false)
    #expect(
      await router.route(.shortcut(ShortcutItem(type: "question", title: "Q")))
        == .unknownType("question"))
  }

  @Test("an activity without the value a screen needs reports the missing parameter")
  func missingValue() async {
    let outcome = await route(
      .activity(UserActivity(activityType: "com.example.qa.viewing-question")))
    #expect(outcome.0 == .missingParameter(screen: "question", parameter: "questionID"))
  }

  @Test("a URL behind a gate waits like a quick action, and a later entry replaces it")
  func gate() async throws {
    var gated = Self.launch
    gated.gate = .login
    let navigator = InMemoryNavigator(gated)
    let router = QuickActionRouter(routes: Self.table, navigator: navigator)
    let first = Entry.url(try Self.url("qa://questions/7"))
    let finals = Locked<[RouteOutcome]>([])
    #expect(
      await router.route(first, eventually: { o in finals.withLock { $0.append(o) } })
        == .deferred(.login))
    #expect(await router.pendingEntry == first)
    #expect(await router.pendingItem == nil)
    let second = Entry.url(try Self.url("qa://questions/42"))
    #expect(
      await router.route(second, eventually: { o in finals.withLock { $0.append(o) } })
        == .deferred(.login))
    #expect(finals.withLock { $0 } == [.superseded])
    await navigator.setGate(nil)
    #expect(await router.gateDidOpen()?.name == "handled")
    #expect(await navigator.state.visibleStack == Self.question42)
  }

  @Test("the modal policy applies to a URL as to the quick action of the same route")
  func policy() async throws {
    var state = Self.launch
    state.presentations = [.init(.sheet, [Screen("compose")], hasUnsavedChanges: true)]
    let (outcome, _) = await route(.url(try Self.url("qa://compose")), from: state)
    #expect(outcome == .alreadyThere)
    state.presentations = [.init(.sheet, [Screen("settings")], hasUnsavedChanges: true)]
    let (blocked, after) = await route(.url(try Self.url("qa://compose")), from: state)
    #expect(blocked.name == "blocked")
    #expect(after == state)
  }
}
