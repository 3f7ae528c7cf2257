import PropertyList
import Testing

@testable import QuickActions

/// The route shapes planned and routed: the exact steps, the action that gets the entry and
/// answers the outcome, and the check that refuses before anything moves.
@Suite struct RouteShapeRouterTests {
  static let tabs = NavigationState.Root.tabs(
    [
      .init("tasks", .stack([Screen("tasks"), Screen("task", parameters: ["id": "3"])])),
      .init("search", .stack([Screen("search")])),
      .init("files", .stack([Screen("files"), Screen("folder", parameters: ["name": "a"])])),
    ], selected: 1)

  static let draft = NavigationState.Presentation(
    .sheet, [Screen("newTask")], hasUnsavedChanges: true)

  func steps(_ route: Route, _ state: NavigationState, _ userInfo: [String: String] = [:])
    -> [NavigationStep]?
  {
    if case .plan(let plan) = Planner.plan(route, userInfo: userInfo, from: state) {
      return plan.steps
    }
    return nil
  }

  @Test("a tab then a presentation: the tab's stack is kept, the sheet presented over it")
  func tabThenPresent() {
    let route = Route("t", .selectTab("tasks")).then(.present(.sheet, ["newTask"]))
    let state = NavigationState(root: Self.tabs)
    #expect(steps(route, state) == [.selectTab("tasks"), .present(.sheet, [Screen("newTask")])])
    // Taken again while the half-written task is up: the sheet is kept, nothing moves.
    var there = state
    there.root = .tabs(Self.tabs.tabsOrEmpty, selected: 0)
    there.presentations = [Self.draft]
    #expect(steps(route, there) == [])
  }

  @Test("a push on the current stack pops nothing, and pushes once when taken twice")
  func onTop() {
    let route = Route("t", .pushOnTop(["profile(id)"], inTab: "files"))
    let state = NavigationState(root: Self.tabs)
    let profile = Screen("profile", parameters: ["id": "9"])
    #expect(
      steps(route, state, ["id": "9"]) == [.selectTab("files"), .push(profile, in: .tab("files"))])
    var after = state
    after.root = .tabs(Self.tabs.tabsOrEmpty, selected: 2)
    try? after.apply(.push(profile, in: .tab("files")))
    #expect(steps(route, after, ["id": "9"]) == [])
    // With presentOver and no tab, on the top presentation's stack.
    let over = Route("o", .pushOnTop(["profile(id)"]), policy: .presentOver)
    var sheet = state
    sheet.presentations = [Self.draft]
    #expect(steps(over, sheet, ["id": "9"]) == [.push(profile, in: .presentation(0))])
  }

  @Test("an action after a navigation gets the entry and its answer is the completion's")
  func actionGetsEntry() async {
    let routes = RouteTable {
      Route("switch", .push(["account(id)"], inTab: "tasks")).then(.action("showNotifications"))
    }
    let navigator = InMemoryNavigator(NavigationState(root: Self.tabs))
    let router = QuickActionRouter(routes: routes, navigator: navigator)
    let item = ShortcutItem(
      type: "switch", title: "Work account", userInfo: ["id": PlistValue(.string("work"))])
    let outcome = await router.route(item)
    #expect(outcome.name == "handled")
    let actions = await navigator.actions
    #expect(
      actions == [
        ActionRequest("showNotifications", entry: .shortcut(item), parameters: ["id": "work"])
      ])
    #expect(
      await navigator.performed.last == .performAction("showNotifications"))
    await navigator.setActionOutcome(
      .failed("the account has signed out"), for: "showNotifications")
    let failed = await router.route(item)
    #expect(
      failed == .actionFailed(action: "showNotifications", reason: "the account has signed out"))
    #expect(failed.description == "action 'showNotifications' failed: the account has signed out")
    #expect(!failed.succeeded)
  }

  @Test("a refusing check answers false with its reason and nothing moves")
  func checkRefuses() async {
    let routes = RouteTable {
      Route("folder", .push(["folder(name)"], inTab: "files")).checked(by: "folderExists")
    }
    let state = NavigationState(root: Self.tabs)
    let navigator = InMemoryNavigator(
      state, checkVerdicts: ["folderExists": .refuse("this folder no longer exists")])
    let router = QuickActionRouter(routes: routes, navigator: navigator)
    let item = ShortcutItem(
      type: "folder", title: "b", userInfo: ["name": PlistValue(.string("b"))])
    let outcome = await router.route(item)
    #expect(outcome == .refused("this folder no longer exists"))
    #expect(outcome.description == "refused: this folder no longer exists")
    #expect(await navigator.performed.isEmpty)
    #expect(await navigator.state == state)
    #expect(await router.handle(item) == false)
    await navigator.setCheckVerdict(.allow, for: "folderExists")
    #expect(await router.route(item).name == "handled")
  }

  @Test("a check the app does not supply refuses, naming it")
  func checkMissing() async {
    let routes = RouteTable { Route("f", .push([], inTab: "files")).checked(by: "signedIn") }
    let router = QuickActionRouter(
      routes: routes, navigator: InMemoryNavigator(NavigationState(root: Self.tabs)))
    #expect(
      await router.route(ShortcutItem(type: "f", title: "f"))
        == .refused("the app supplies no check 'signedIn'"))
  }

  @Test("an action's dismissing policy is honoured before the action, and keepUnsaved blocks")
  func actionPolicy() async {
    let route = Route("r", .onTop(tab: nil, path: []), policy: .keepUnsaved).then(
      .action("refresh"))
    var state = NavigationState(root: Self.tabs)
    state.presentations = [NavigationState.Presentation(.sheet, [Screen("settings")])]
    #expect(steps(route, state) == [.dismiss(count: 1), .performAction("refresh")])
    state.presentations = [Self.draft]
    guard case .blocked(let why) = Planner.plan(route, from: state) else {
      Issue.record("expected blocked")
      return
    }
    #expect(why == "'newTask' (sheet) has unsaved changes; the keepUnsaved policy leaves it")
  }
}

extension NavigationState.Root {
  fileprivate var tabsOrEmpty: [NavigationState.Tab] {
    if case .tabs(let tabs, _) = self { return tabs }
    return []
  }
}

/// Constant and optional parameters: written in the route, left out, or sent empty.
@Suite struct RouteParameterShapeTests {
  @Test("'list(type = \"todo\", query?)' reads, prints and reads back the same")
  func syntax() throws {
    let template: ScreenTemplate = "list(type = \"todo\", query: q?, page? as integer)"
    #expect(
      template.parameters == [
        .constant("type", "todo"), .optional("query", from: "q"), .optional("page", as: .integer),
      ])
    #expect(template.description == "list(type = \"todo\", query: q?, page? as integer)")
    #expect(ScreenTemplate(stringLiteral: template.description) == template)
  }

  @Test("a constant is always there; an optional one left out is absent, sent empty is kept")
  func planned() throws {
    let route = Route("t", .push(["list(type = todo, query: q?)"]))
    let state = NavigationState(root: .stack([Screen("home")]))
    func pushed(_ userInfo: PlistDictionary) throws -> [NavigationStep]? {
      let values = try route.parameterValues(from: userInfo)
      guard case .plan(let plan) = Planner.plan(route, userInfo: values, from: state) else {
        return nil
      }
      return plan.steps
    }
    #expect(
      try pushed([:]) == [.push(Screen("list", parameters: ["type": "todo"]), in: .root)])
    #expect(
      try pushed(["q": ""]) == [
        .push(Screen("list", parameters: ["type": "todo", "query": ""]), in: .root)
      ])
    #expect(
      try pushed(["q": "milk"]) == [
        .push(Screen("list", parameters: ["type": "todo", "query": "milk"]), in: .root)
      ])
  }

  @Test(
    "a malformed constant or optional parameter is an error at its screen",
    arguments: [
      ("list(= todo)", "screen parameter '= todo' must be written name = value for a constant"),
      (
        "list(q??)",
        "screen parameter 'q??' must be written name, name: userInfoKey, or either with '?' (optional) and 'as TYPE'; or name = value"
      ),
    ])
  func errors(screen: String, message: String) throws {
    let root = try PropertyList.parse(
      Array(
        "<plist><dict>\n<key>QuickActionRoutes</key><dict><key>t</key><dict><key>path</key><array><string>\(screen)</string></array></dict></dict>\n</dict></plist>"
          .utf8))
    do {
      _ = try RouteTable(plist: root)
      Issue.record("expected an error")
    } catch {
      #expect(error.message == message)
      #expect(error.location.description == "2:75")
    }
  }
}

/// A repeated screen: a path of any depth from one parameter.
@Suite struct RepeatedScreenTests {
  @Test("'folder(name: path)...' with 'a/b/c' pushes three folders, keeping what is shared")
  func planned() {
    let route = Route("t", .push(["folder(name: path)..."], inTab: "files"))
    #expect(route.destination.screens.first?.repeats == true)
    #expect(route.destination.screens.first?.description == "folder(name: path)...")
    let folder = { (name: String) in Screen("folder", parameters: ["name": name]) }
    let state = NavigationState(
      root: .tabs([.init("files", .stack([Screen("files"), folder("a")]))], selected: 0))
    guard case .plan(let plan) = Planner.plan(route, userInfo: ["path": "a/b/c"], from: state)
    else {
      Issue.record("expected a plan")
      return
    }
    #expect(
      plan.steps == [.push(folder("b"), in: .tab("files")), .push(folder("c"), in: .tab("files"))])
    #expect(
      plan.resultingState.visibleStack == [Screen("files"), folder("a"), folder("b"), folder("c")])
    // Shallower: pops to the shared part.
    guard
      case .plan(let up) = Planner.plan(route, userInfo: ["path": "a"], from: plan.resultingState)
    else { return }
    #expect(up.steps == [.popToDepth(2, in: .tab("files"))])
  }

  @Test(
    "a repeated screen without one string parameter is an error at its place",
    arguments: [
      (
        "folder...",
        "screen 'folder...' repeats once per '/'-separated segment of one string parameter the item fills; it has 0"
      ),
      (
        "folder(id as integer)...",
        "screen 'folder(id as integer)...' repeats once per '/'-separated segment of one string parameter the item fills; its parameter 'id' is integer"
      ),
    ])
  func errors(screen: String, message: String) throws {
    let root = try PropertyList.parse(
      Array(
        "<plist><dict>\n<key>QuickActionRoutes</key><dict><key>t</key><dict><key>path</key><array><string>\(screen)</string></array></dict></dict>\n</dict></plist>"
          .utf8))
    do {
      _ = try RouteTable(plist: root)
      Issue.record("expected an error")
    } catch {
      #expect(error.message == message)
      #expect(error.location.description == "2:75")
    }
  }
}
