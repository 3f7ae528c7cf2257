import Foundation
import LaunchSimulator
import QuickActions
import QuickActionsTesting
import Testing

/// A tab bar app that is not the Q&A demo, declared once in the manifest the tools read and run
/// through the test kit (issue 39): an unsaved compose sheet no route throws away unasked, an
/// account-switch gate of the app's own, a folder browser of any depth, a folder route its own
/// check refuses on the app's data, and deep links pushed on the stack the user is on. Quick
/// actions, URLs and activities arrive cold and warm, and every answer is asserted.
@Suite struct TasksAppTests {
  /// The Tasks app's manifest, as `quickaction lint` and `simulate` read it (JSON, which the
  /// tools and `RouteTable(contentsOf:)` read as they read a property list).
  static let manifest = #"""
    {"QuickActionRoutes": {
       "com.example.tasks.compose": {"tab": "tasks", "present": "sheet", "path": ["compose"]},
       "com.example.tasks.search": {"tab": "search", "onTop": true, "action": "focusSearch"},
       "com.example.tasks.inbox": {"tab": "tasks", "path": ["inbox(account)"]},
       "folder": {"shortcut": false, "urls": ["tasks://folder/:name"],
                  "activities": [{"type": "com.example.tasks.viewing-folder", "userInfo": ["name"]}],
                  "tab": "files", "onTop": true, "path": ["folder(name)"], "check": "folderExists"},
       "tree": {"shortcut": false, "urls": ["tasks://tree/*path"],
                "tab": "files", "path": ["folder(name: path)..."]},
       "profile": {"shortcut": false, "urls": ["tasks://profile/:id"],
                   "activities": [{"type": "com.example.tasks.viewing-profile", "userInfo": ["id"]}],
                   "onTop": true, "path": ["profile(id)"]}},
     "QuickActionNavigation": {
       "tabs": [{"id": "tasks", "root": "tasks"}, {"id": "search", "root": "search"},
                {"id": "files", "root": "files"}],
       "screens": ["tasks", "inbox", "compose", "search", "files", "folder", "profile"]}}
    """#

  /// The table the app runs: the manifest loaded with the one documented call.
  static func routes() throws -> RouteTable {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("TasksApp-\(UUID().uuidString).json")
    try Data(manifest.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    return try RouteTable(contentsOf: url)
  }

  // The app's screens and states.
  static func folder(_ name: String) -> Screen { Screen("folder", parameters: ["name": name]) }
  static let profile9 = Screen("profile", parameters: ["id": "9"])
  static func tabs(
    tasks: [Screen] = [Screen("tasks")], files: [Screen] = [Screen("files")], selected: Int
  ) -> NavigationState.Root {
    .tabs(
      [
        .init("tasks", .stack(tasks)), .init("search", .stack([Screen("search")])),
        .init("files", .stack(files)),
      ], selected: selected)
  }
  /// The files tab, the user two levels down in folder 'a'.
  static let browsing = NavigationState(
    root: tabs(files: [Screen("files"), folder("a")], selected: 2))
  /// A half-written task in the compose sheet, over the tasks tab.
  static let draft = NavigationState.Presentation(
    .sheet, [Screen("compose")], hasUnsavedChanges: true)
  static let composing = NavigationState(root: tabs(selected: 0), presentations: [draft])

  // What arrives.
  static let compose = ShortcutItem(type: "com.example.tasks.compose", title: "New Task")
  static let search = ShortcutItem(type: "com.example.tasks.search", title: "Search")
  static let workInbox = ShortcutItem(
    type: "com.example.tasks.inbox", title: "Work Inbox", userInfo: ["account": "work"])
  static func url(_ text: String) throws -> Entry { .url(try #require(URL(string: text))) }
  static let viewingProfile = Entry.activity(
    UserActivity(activityType: "com.example.tasks.viewing-profile", userInfo: ["id": "9"]))
  static let viewingFolder = Entry.activity(
    UserActivity(activityType: "com.example.tasks.viewing-folder", userInfo: ["name": "b"]))

  static let folderGone = "this folder no longer exists"
  static let keptDraft =
    "'compose' (sheet) has unsaved changes; a route that names no policy keeps them (name 'dismiss' to discard, or ask with 'confirmDiscard')"

  @Test("one declaration: the manifest's routes, doors and launch state are the table the app runs")
  func oneDeclaration() throws {
    let routes = try Self.routes()
    #expect(
      routes.routes.map(\.type).sorted() == [
        "com.example.tasks.compose", "com.example.tasks.inbox", "com.example.tasks.search",
        "folder", "profile", "tree",
      ])
    #expect(routes.routes.compactMap(\.shortcutType).count == 3)
    #expect(routes.route(for: "com.example.tasks.compose")?.policy == .automatic)
    #expect(routes.map?.launchState == NavigationState(root: Self.tabs(selected: 0)))
  }

  @Test(
    "cold by a deep link: a folder path of three levels, a profile on that stack, a refused folder, then New Task"
  )
  func coldDeepLinks() async throws {
    let routes = try Self.routes()
    let app = TasksApp(try #require(routes.map?.launchState), folders: ["a", "b"])
    let store = QuickActionTestStore(routes: routes, navigator: app)
    await store.send(.launchEntry(.cold, try Self.url("tasks://tree/a/b/c"))) {
      $0.steps = [
        .selectTab("files"), .push(Self.folder("a"), in: .tab("files")),
        .push(Self.folder("b"), in: .tab("files")), .push(Self.folder("c"), in: .tab("files")),
      ]
      $0.state.root = Self.tabs(
        files: [Screen("files"), Self.folder("a"), Self.folder("b"), Self.folder("c")],
        selected: 2)
    }
    // On the stack the user is on, popping nothing.
    await store.send(.entry(try Self.url("tasks://profile/9"))) {
      $0.steps = [.push(Self.profile9, in: .tab("files"))]
      $0.state.root = Self.tabs(
        files: [
          Screen("files"), Self.folder("a"), Self.folder("b"), Self.folder("c"), Self.profile9,
        ],
        selected: 2)
    }
    // The same profile by its activity: already there, pushed once.
    await store.send(.entry(Self.viewingProfile))
    // The app's own data refuses a folder that is gone: nothing moves.
    await store.send(.entry(try Self.url("tasks://folder/gone")))
    await store.send(.item(Self.compose)) {
      $0.steps = [.selectTab("tasks"), .present(.sheet, [Screen("compose")])]
      $0.completions = [.init("com.example.tasks.compose", true)]
      $0.state.root = Self.tabs(
        files: [
          Screen("files"), Self.folder("a"), Self.folder("b"), Self.folder("c"), Self.profile9,
        ],
        selected: 0)
      $0.state.presentations = [.init(.sheet, [Screen("compose")])]
    }
    await store.finish()
    #expect(
      await store.session.items.map(\.outcome?.name) == [
        "handled", "handled", "already-there", "refused", "handled",
      ])
    #expect(await store.session.items[3].outcome == .refused(Self.folderGone))
    #expect(await app.checked == ["gone"])
  }

  @Test(
    "warm: folders and profiles go on the current stack; a path of any depth pops to what it shares"
  )
  func warmDeepLinks() async throws {
    let routes = try Self.routes()
    let app = TasksApp(Self.browsing, folders: ["a", "b"])
    let store = QuickActionTestStore(routes: routes, navigator: app)
    await store.send(.launchEntry(.warm, try Self.url("tasks://folder/b"))) {
      $0.steps = [.push(Self.folder("b"), in: .tab("files"))]
      $0.state.root = Self.tabs(
        files: [Screen("files"), Self.folder("a"), Self.folder("b")], selected: 2)
    }
    // The same folder by its activity: the check allows it, and it is already on top.
    await store.send(.entry(Self.viewingFolder))
    await store.send(.entry(Self.viewingProfile)) {
      $0.steps = [.push(Self.profile9, in: .tab("files"))]
      $0.state.root = Self.tabs(
        files: [Screen("files"), Self.folder("a"), Self.folder("b"), Self.profile9], selected: 2)
    }
    // The profile's URL through the scene delegate, then the same opening seen by SwiftUI's
    // onOpenURL: routed once, and already there.
    await store.send(.entry(try Self.url("tasks://profile/9")))
    await store.send(.onOpenURL(try #require(URL(string: "tasks://profile/9"))))
    await store.send(.entry(try Self.url("tasks://tree/a/c"))) {
      $0.steps = [.popToDepth(2, in: .tab("files")), .push(Self.folder("c"), in: .tab("files"))]
      $0.state.root = Self.tabs(
        files: [Screen("files"), Self.folder("a"), Self.folder("c")], selected: 2)
    }
    await store.send(.entry(try Self.url("tasks://folder/gone")))
    await store.finish()
    #expect(
      await store.session.items.map(\.outcome?.name) == [
        "handled", "already-there", "handled", "already-there", "handled", "refused",
      ])
    #expect(await store.session.items[5].outcome == .refused(Self.folderGone))
    #expect(await app.checked == ["b", "b", "gone"])
  }

  @Test(
    "cold by an activity: the profile on the selected tab's stack, then a folder activity the check allows"
  )
  func coldActivities() async throws {
    let routes = try Self.routes()
    let app = TasksApp(try #require(routes.map?.launchState), folders: ["b"])
    let store = QuickActionTestStore(routes: routes, navigator: app)
    await store.send(.launchEntry(.cold, Self.viewingProfile)) {
      $0.steps = [.push(Self.profile9, in: .tab("tasks"))]
      $0.state.root = Self.tabs(tasks: [Screen("tasks"), Self.profile9], selected: 0)
    }
    await store.send(.entry(Self.viewingFolder)) {
      $0.steps = [.selectTab("files"), .push(Self.folder("b"), in: .tab("files"))]
      $0.state.root = Self.tabs(
        tasks: [Screen("tasks"), Self.profile9], files: [Screen("files"), Self.folder("b")],
        selected: 2)
    }
    await store.finish()
    #expect(await store.session.items.map(\.outcome?.name) == ["handled", "handled"])
    #expect(await app.checked == ["b"])
  }

  @Test(
    "the unsaved compose sheet is kept by every route that names no policy; New Task leaves it as it is"
  )
  func unsavedSheetKept() async throws {
    let routes = try Self.routes()
    let app = TasksApp(Self.composing, folders: ["a"])
    let store = QuickActionTestStore(routes: routes, navigator: app)
    await store.send(.launch(.warm, Self.search)) {
      $0.completions = [.init("com.example.tasks.search", false)]
    }
    await store.send(.entry(try Self.url("tasks://profile/9")))
    await store.send(.entry(try Self.url("tasks://tree/a")))
    await store.send(.item(Self.compose)) {
      $0.completions = [.init("com.example.tasks.compose", true)]
    }
    await store.finish()
    let outcomes = await store.session.items.map(\.outcome)
    #expect(
      outcomes == [
        .blocked(Self.keptDraft), .blocked(Self.keptDraft), .blocked(Self.keptDraft),
        .alreadyThere,
      ])
    #expect(await app.currentState().presentations == [Self.draft])
    #expect(await app.actions.isEmpty)
  }

  @Test("where the app asks before discarding, a route naming no policy asks; a no keeps the draft")
  func unsavedSheetAsked() async throws {
    let routes = try Self.routes()
    let app = TasksApp(Self.composing, folders: [], asksToDiscard: true)
    let store = QuickActionTestStore(routes: routes, navigator: app)
    await store.send(.launch(.warm, Self.search))  // the question is open: nothing moves
    await store.send(.discardAnswer(false)) {
      $0.completions = [.init("com.example.tasks.search", false)]
    }
    await store.finish()
    #expect(await store.session.items.map(\.outcome?.name) == ["blocked"])
    #expect(await app.currentState().presentations == [Self.draft])
    #expect(await app.actions.isEmpty)
  }

  @Test(
    "an item behind the account-switch gate waits, then is delivered once when it opens",
    arguments: [LaunchScript.Launch.cold, .warm])
  func accountSwitchGate(_ launch: LaunchScript.Launch) async throws {
    let routes = try Self.routes()
    var switching = try #require(routes.map?.launchState)
    switching.gate = "accountSwitch"
    let store = QuickActionTestStore(routes: routes, navigator: TasksApp(switching, folders: []))
    await store.send(.launch(launch, Self.workInbox))
    #expect(await store.session.items.map(\.waitingFor) == [.gate])
    #expect(await store.session.items.map(\.deliveries) == [0])
    await store.send(.gateOpens) {
      $0.steps = [.push(Screen("inbox", parameters: ["account": "work"]), in: .tab("tasks"))]
      // A cold launch's item has no completion handler; a warm one's is called once, true.
      if launch == .warm { $0.completions = [.init("com.example.tasks.inbox", true)] }
      $0.state.gate = nil
      $0.state.root = Self.tabs(
        tasks: [Screen("tasks"), Screen("inbox", parameters: ["account": "work"])], selected: 0)
    }
    await store.send(.gateOpens)  // opening it again delivers nothing twice
    await store.finish()
    #expect(await store.session.items.map(\.deliveries) == [1])
    #expect(await store.session.items.map(\.outcome?.name) == ["handled"])
  }

  @Test(
    "app delegate: a refused URL moves nothing; a deep link goes on the current stack; the action gets the entry"
  )
  func appDelegate() async throws {
    let routes = try Self.routes()
    let app = TasksApp(Self.browsing, folders: ["a", "b"])
    let store = QuickActionTestStore(routes: routes, navigator: app, lifecycle: .appDelegate)
    // `application(_:open:options:)` returns at once whether a route takes the URL; the check is
    // asked after, so the refusal is the item's outcome and nothing moves.
    await store.send(.entry(try Self.url("tasks://folder/gone"))) {
      $0.completions = [.init("tasks://folder/gone", true, answer: .returnValue)]
    }
    await store.send(.entry(try Self.url("tasks://profile/9"))) {
      $0.steps = [.push(Self.profile9, in: .tab("files"))]
      $0.completions = [.init("tasks://profile/9", true, answer: .returnValue)]
      $0.state.root = Self.tabs(
        files: [Screen("files"), Self.folder("a"), Self.profile9], selected: 2)
    }
    await store.send(.launch(.warm, Self.search)) {
      $0.steps = [.selectTab("search"), .performAction("focusSearch")]
      $0.completions = [.init("com.example.tasks.search", true)]
      $0.state.root = Self.tabs(
        files: [Screen("files"), Self.folder("a"), Self.profile9], selected: 1)
    }
    await store.finish()
    #expect(await store.session.items[0].outcome == .refused(Self.folderGone))
    #expect(await app.actions == [ActionRequest("focusSearch", entry: .shortcut(Self.search))])
  }
}

/// The Tasks app's navigation over its own data: the folders that exist, which its
/// `folderExists` check reads, and the actions it was asked to run with their entries.
actor TasksApp: ScriptableNavigator {
  private let screens: InMemoryNavigator
  private let folders: Set<String>
  /// The folder names the check was asked about, in order.
  private(set) var checked: [String] = []
  /// The actions run, each with the entry that took its route.
  private(set) var actions: [ActionRequest] = []

  init(_ state: NavigationState, folders: Set<String>, asksToDiscard: Bool = false) {
    screens = InMemoryNavigator(state, asksToDiscard: asksToDiscard)
    self.folders = folders
  }

  func currentState() async -> NavigationState { await screens.currentState() }
  var asksToDiscard: Bool { get async { await screens.asksToDiscard } }
  func perform(_ step: NavigationStep) async throws { try await screens.perform(step) }

  func perform(_ action: ActionRequest) async throws -> ActionOutcome {
    try await screens.perform(.performAction(action.name))
    actions.append(action)
    return .handled
  }

  func check(_ request: ActionRequest) async -> CheckVerdict {
    guard request.name == "folderExists" else {
      return .refuse("the app supplies no check '\(request.name)'")
    }
    let name = request.parameters["name"] ?? ""
    checked.append(name)
    return folders.contains(name) ? .allow : .refuse(TasksAppTests.folderGone)
  }

  func openGate() async { await screens.openGate() }
  func answerDiscard(_ discard: Bool) async { await screens.answerDiscard(discard) }
  func changeSizeClass(compact: Bool) async { await screens.changeSizeClass(compact: compact) }
  func present(_ presentation: NavigationState.Presentation) async {
    await screens.present(presentation)
  }
}
