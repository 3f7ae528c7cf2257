import LaunchSimulator
import QuickActions
import QuickActionsTesting
import Testing

/// The route shapes in the test kit: a check refuses with its reason and nothing moves, an
/// action's failure is the completion's answer, and a route that goes on after its destination
/// shows each step.
@Suite struct RouteShapeStoreTests {
  static let routes = RouteTable {
    Route("folder", .pushOnTop(["folder(name)"], inTab: "files")).checked(by: "folderExists")
    Route("new", .selectTab("tasks")).then(.present(.sheet, ["newTask"])).then(.action("focus"))
    Route("sync", .action("sync"))
  }
  static let state = NavigationState(
    root: .tabs(
      [.init("tasks", .stack([Screen("tasks")])), .init("files", .stack([Screen("files")]))],
      selected: 1))
  static let folder = ShortcutItem(type: "folder", title: "b", userInfo: ["name": "b"])

  @Test("a refusing check: completionHandler(false), no step, the state as it was")
  func refused() async {
    let store = QuickActionTestStore(
      routes: Self.routes, state: Self.state,
      checks: ["folderExists": .refuse("this folder no longer exists")])
    await store.send(.launch(.warm, Self.folder)) {
      $0.completions = [.init("folder", false)]
    }
    #expect(
      await store.session.items.last?.outcome == .refused("this folder no longer exists"))
    await store.finish()
  }

  @Test("an allowing check: the folder is pushed on the files tab's stack")
  func allowed() async {
    let store = QuickActionTestStore(
      routes: Self.routes, state: Self.state, checks: ["folderExists": .allow])
    await store.send(.launch(.warm, Self.folder)) {
      $0.steps = [.push(Screen("folder", parameters: ["name": "b"]), in: .tab("files"))]
      $0.completions = [.init("folder", true)]
      $0.state.root = .tabs(
        [
          .init("tasks", .stack([Screen("tasks")])),
          .init("files", .stack([Screen("files"), Screen("folder", parameters: ["name": "b"])])),
        ], selected: 1)
    }
    await store.finish()
  }

  @Test("a tab, a presentation over it, then an action; a failing action answers false")
  func followUpsAndFailure() async {
    let store = QuickActionTestStore(
      routes: Self.routes, state: Self.state, actions: ["sync": .failed("offline")])
    await store.send(.launch(.warm, ShortcutItem(type: "new", title: "New"))) {
      $0.steps = [
        .selectTab("tasks"), .present(.sheet, [Screen("newTask")]), .performAction("focus"),
      ]
      $0.completions = [.init("new", true)]
      $0.state.root = .tabs(
        [.init("tasks", .stack([Screen("tasks")])), .init("files", .stack([Screen("files")]))],
        selected: 0)
      $0.state.presentations = [.init(.sheet, [Screen("newTask")])]
    }
    await store.send(.item(ShortcutItem(type: "sync", title: "Sync"))) {
      $0.steps = [.performAction("sync")]
      $0.completions = [.init("sync", false)]
    }
    #expect(
      await store.session.items.last?.outcome == .actionFailed(action: "sync", reason: "offline"))
    await store.finish()
  }
}
