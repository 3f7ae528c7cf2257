import Testing

@testable import QuickActions

/// Hand-written situations, each with the exact plan expected.
@Suite struct PlannerScenarioTests {
  static let tabs = NavigationState.Root.tabs(
    [
      .init(
        "questions",
        .split(
          .init(
            primary: [Screen("questions")],
            secondary: [Screen("question", parameters: ["questionID": "7"])]))),
      .init("spots", .stack([Screen("spots"), Screen("map")])),
      .init("profile", .stack([Screen("mypage")])),
    ], selected: 1)

  static let compose = Route("post", .present(.sheet, ["compose"]))
  static let participated = Route("participated", .push(["participated"], inTab: "spots"))

  func state(
    _ presentations: [NavigationState.Presentation] = [], gate: NavigationState.Gate? = nil
  ) -> NavigationState {
    NavigationState(root: Self.tabs, presentations: presentations, gate: gate)
  }

  static let draft = NavigationState.Presentation(
    .sheet, [Screen("compose")], hasUnsavedChanges: true)
  static let otherSheet = NavigationState.Presentation(
    .sheet, [Screen("settings")], hasUnsavedChanges: true)

  func steps(_ outcome: PlanningOutcome) -> [NavigationStep]? {
    if case .plan(let plan) = outcome { return plan.steps }
    return nil
  }

  @Test("a sheet with unsaved text, policy dismiss: it goes")
  func unsavedDismiss() {
    let route = Route("p", .push(["participated"], inTab: "spots"), policy: .dismiss)
    #expect(
      steps(Planner.plan(route, from: state([Self.otherSheet]))) == [
        .dismiss(count: 1), .popToDepth(1, in: .tab("spots")),
        .push(Screen("participated"), in: .tab("spots")),
      ])
  }

  @Test("a sheet with unsaved text, no policy named: kept, and the entry fails with the reason")
  func unsavedAutomatic() {
    let route = Route("p", .push(["participated"], inTab: "spots"))
    #expect(route.policy == .automatic)
    #expect(
      Planner.plan(route, from: state([Self.otherSheet]))
        == .blocked(
          "'settings' (sheet) has unsaved changes; a route that names no policy keeps them (name 'dismiss' to discard, or ask with 'confirmDiscard')"
        ))
    // Under a clean sheet above the unsaved one, the unsaved one is still what stops it.
    let clean = NavigationState.Presentation(.popover, [Screen("menu")])
    #expect(
      Planner.plan(route, from: state([Self.otherSheet, clean]))
        == Planner.plan(route, from: state([Self.otherSheet])))
  }

  @Test("a sheet with unsaved text, no policy named, the app asks: the user is asked first")
  func unsavedAutomaticAsks() {
    let route = Route("p", .push(["participated"], inTab: "spots"))
    #expect(
      steps(Planner.plan(route, from: state([Self.otherSheet]), asksToDiscard: true)) == [
        .confirmDiscard(presentation: 0), .dismiss(count: 1), .popToDepth(1, in: .tab("spots")),
        .push(Screen("participated"), in: .tab("spots")),
      ])
  }

  @Test("a clean sheet, no policy named: dismissed as before, without a question")
  func cleanAutomatic() {
    let route = Route("p", .push(["participated"], inTab: "spots"))
    let clean = NavigationState.Presentation(.sheet, [Screen("settings")])
    for asks in [false, true] {
      #expect(
        steps(Planner.plan(route, from: state([clean]), asksToDiscard: asks)) == [
          .dismiss(count: 1), .popToDepth(1, in: .tab("spots")),
          .push(Screen("participated"), in: .tab("spots")),
        ])
    }
  }

  @Test("a sheet with unsaved text, policy keepUnsaved: blocked, nothing done")
  func unsavedKeep() {
    let route = Route("p", .push(["participated"], inTab: "spots"), policy: .keepUnsaved)
    #expect(
      Planner.plan(route, from: state([Self.otherSheet]))
        == .blocked("'settings' (sheet) has unsaved changes; the keepUnsaved policy leaves it"))
  }

  @Test("a sheet with unsaved text, policy confirmDiscard: ask first")
  func unsavedConfirm() {
    let route = Route("p", .push(["participated"], inTab: "spots"), policy: .confirmDiscard)
    #expect(
      steps(Planner.plan(route, from: state([Self.otherSheet]))) == [
        .confirmDiscard(presentation: 0), .dismiss(count: 1), .popToDepth(1, in: .tab("spots")),
        .push(Screen("participated"), in: .tab("spots")),
      ])
  }

  @Test("a sheet with unsaved text, policy presentOver: the compose sheet goes on top")
  func unsavedPresentOver() {
    let route = Route("post", .present(.sheet, ["compose"]), policy: .presentOver)
    #expect(
      steps(Planner.plan(route, from: state([Self.otherSheet]))) == [
        .present(.sheet, [Screen("compose")])
      ])
  }

  @Test(
    "presentOver on a destination under the presentations (a route built in Swift): blocked, nothing dismissed"
  )
  func presentOverUnderPresentations() {
    // Found by the planner fuzz target: this dismissed the draft, against the policy.
    let route = Route("p", .push(["participated"], inTab: "spots"), policy: .presentOver)
    #expect(
      Planner.plan(route, from: state([Self.draft]))
        == .blocked(
          "the presentOver policy dismisses nothing, and the destination is under 1 presentation"))
    #expect(
      Planner.plan(route, from: state([Self.otherSheet, Self.draft]))
        == .blocked(
          "the presentOver policy dismisses nothing, and the destination is under 2 presentations"))
    // With nothing presented there is nothing to keep: it navigates.
    #expect(
      steps(Planner.plan(route, from: state())) == [
        .popToDepth(1, in: .tab("spots")), .push(Screen("participated"), in: .tab("spots")),
      ])
  }

  @Test("the compose sheet already up with a draft: already there, the draft kept")
  func composeAlreadyUp() {
    let route = Route("post", .present(.sheet, ["compose"]), policy: .keepUnsaved)
    #expect(steps(Planner.plan(route, from: state([Self.draft]))) == [])
  }

  @Test("a popover and an alert over a tab: both dismissed at once, then the tab")
  func popoverAndAlert() {
    let s = state([.init(.popover, [Screen("filter")]), .init(.alert, [Screen("error")])])
    #expect(
      steps(Planner.plan(Route("m", .push([], inTab: "profile")), from: s)) == [
        .dismiss(count: 2), .selectTab("profile"),
      ])
  }

  @Test("two stacked modals, the lower one is the destination: only the upper one goes")
  func stackedModals() {
    let s = state([
      .init(.sheet, [Screen("compose"), Screen("photos")]), .init(.fullScreen, [Screen("camera")]),
    ])
    #expect(
      steps(Planner.plan(Self.compose, from: s)) == [
        .dismiss(count: 1), .popToDepth(1, in: .presentation(0)),
      ])
  }

  @Test("a tab switch keeps the shared prefix of the tab's stack")
  func tabSwitchPrefix() {
    var s = state()
    s.root = .tabs(
      [
        .init(
          "spots",
          .stack([Screen("spots"), Screen("participated"), Screen("spot", parameters: ["id": "1"])])
        ),
        .init("profile", .stack([Screen("mypage")])),
      ], selected: 1)
    let route = Route(
      "s", .push(["participated", ScreenTemplate("spot", parameters: ["id"])], inTab: "spots"))
    #expect(
      steps(Planner.plan(route, userInfo: ["id": "2"], from: s)) == [
        .selectTab("spots"), .popToDepth(2, in: .tab("spots")),
        .push(Screen("spot", parameters: ["id": "2"]), in: .tab("spots")),
      ])
  }

  @Test("already at the destination: an empty plan")
  func alreadyThere() {
    var s = state()
    s.root = .tabs(
      [.init("spots", .stack([Screen("spots"), Screen("participated")]))], selected: 0)
    #expect(steps(Planner.plan(Self.participated, from: s)) == [])
  }

  @Test("a gate defers the route; a route marked behind-gate runs")
  func gate() {
    #expect(Planner.plan(Self.participated, from: state(gate: .login)) == .deferred(.login))
    var behind = Self.participated
    behind.runsBehindGate = true
    #expect(
      steps(Planner.plan(behind, from: state(gate: .login))) == [
        .popToDepth(1, in: .tab("spots")), .push(Screen("participated"), in: .tab("spots")),
      ])
  }

  @Test("a missing userInfo parameter names the screen and the key")
  func missingParameter() {
    let route = Route(
      "q",
      .detail(
        tab: "questions", primary: [],
        detail: [ScreenTemplate("question", parameters: ["questionID"])]))
    #expect(
      Planner.plan(route, userInfo: [:], from: state())
        == .missingParameter(screen: "question", parameter: "questionID"))
  }

  @Test("a selected tab that is not there is unreachable, not a crash")
  func selectedOutOfRange() {
    let state = NavigationState(
      root: .tabs([.init("spots", .stack([Screen("spots")]))], selected: 3))
    #expect(
      Planner.plan(Route("p", .push(["map"])), from: state)
        == .unreachable("the selected tab is number 3, but the app has 1 tab"))
    let none = NavigationState(root: .tabs([], selected: 0))
    #expect(
      Planner.plan(Route("p", .push(["map"], inTab: "spots")), from: none)
        == .unreachable("the selected tab is number 0, but the app has 0 tabs"))
  }

  @Test("a screen's parameters hold exactly its own values, whatever else userInfo carries")
  func screenParameters() {
    func pushed(_ template: ScreenTemplate, _ userInfo: [String: String]) -> Screen? {
      let route = Route("p", .push([template], inTab: "profile"))
      guard
        case .push(let screen, _)? = steps(Planner.plan(route, userInfo: userInfo, from: state()))?
          .last
      else { return nil }
      return screen
    }
    // Named as its keys and taking every key: the userInfo itself.
    #expect(
      pushed(ScreenTemplate("spot", parameters: ["id"]), ["id": "4"])
        == Screen("spot", parameters: ["id": "4"]))
    // More keys than parameters: only the parameters.
    #expect(
      pushed(ScreenTemplate("spot", parameters: ["id"]), ["id": "4", "from": "widget"])
        == Screen("spot", parameters: ["id": "4"]))
    // As many parameters as keys, but one key twice: the other key stays out.
    let twice = ScreenTemplate("spot", parameters: ["id", "id"])
    #expect(
      pushed(twice, ["id": "4", "from": "widget"]) == Screen("spot", parameters: ["id": "4"]))
    // Renamed: the screen's name, the item's value.
    let renamed = ScreenTemplate("spot", parameters: [.init("spotID", from: "id")])
    #expect(pushed(renamed, ["id": "4"]) == Screen("spot", parameters: ["spotID": "4"]))
  }

  @Test("an expanded split view gets showDetail, a collapsed one a push")
  func splitView() {
    let route = Route(
      "q",
      .detail(
        tab: "questions", primary: [],
        detail: [ScreenTemplate("question", parameters: ["questionID"])]))
    #expect(
      steps(Planner.plan(route, userInfo: ["questionID": "9"], from: state())) == [
        .selectTab("questions"),
        .showDetail(Screen("question", parameters: ["questionID": "9"]), tab: "questions"),
      ])
    var collapsed = state()
    collapsed.root = .tabs(
      [.init("questions", .split(.init(primary: [Screen("questions")], isCollapsed: true)))],
      selected: 0)
    #expect(
      steps(Planner.plan(route, userInfo: ["questionID": "9"], from: collapsed)) == [
        .push(Screen("question", parameters: ["questionID": "9"]), in: .primary(tab: "questions"))
      ])
  }

  @Test("a tab the app does not have is unreachable")
  func unknownTab() {
    #expect(
      Planner.plan(Route("x", .push([], inTab: "feed")), from: state())
        == .unreachable("there is no tab 'feed' (tabs: 'questions', 'spots', 'profile')"))
  }
}

@Suite struct PlannerRefusalTests {
  @Test(
    "a detail route into a tab or root without a split view is unreachable, not turned into a push")
  func detailNeedsSplit() {
    let route = Route("d", .detail(tab: "spots", primary: [], detail: ["spot"]))
    let tabs = NavigationState(
      root: .tabs([.init("spots", .stack([Screen("spots")]))], selected: 0))
    #expect(
      Planner.plan(route, from: tabs)
        == .unreachable("a detail route needs a split view, but tab 'spots' holds a stack"))
    let stack = NavigationState(root: .stack([Screen("home")]))
    #expect(
      Planner.plan(Route("d", .detail(tab: nil, primary: [], detail: ["spot"])), from: stack)
        == .unreachable("a detail route needs a split view, but the app's root is a stack"))
  }
}
