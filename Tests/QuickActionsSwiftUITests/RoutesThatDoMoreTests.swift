import Foundation
import PropertyList
import QuickActions
import QuickActionsSwiftUI
import Testing

/// The DocC article "Routes that do what the app's handler did": its Swift table, run on the
/// SwiftUI model with its action and check, and the same table read from the article's manifest.
@MainActor
@Suite struct RoutesThatDoMoreTests {
  static let launchState = NavigationState(
    root: .tabs(
      [
        .init("tasks", .stack([Screen("tasks")])), .init("search", .stack([Screen("search")])),
        .init("files", .stack([Screen("files")])),
      ], selected: 0))

  // Laid out as the article's block it is, line for line (DocArticleTests): not reformatted.
  // swift-format-ignore
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  static func article(online: Bool, folders: Set<String>) -> (RouteTable, NavigationModel) {
    let launchState = Self.launchState
let routes = RouteTable {
  Route("com.example.tasks.new", .selectTab("tasks"), policy: .keepUnsaved).then(.present(.sheet, ["newTask"]))
  Route("com.example.tasks.search", .selectTab("search")).then(.action("focusSearch"))
  Route("com.example.tasks.sync", .onTop(tab: nil, path: []), policy: .dismiss)
    .then(.action("sync"))
  Route(named: "folder", .pushOnTop(["folder(name)"], inTab: "files"), triggers: [.url("tasks://folder/:name")]).checked(by: "folderExists")
  Route(named: "profile", .pushOnTop(["profile(id)"]), triggers: [.url("tasks://profile/:id")])
  Route(named: "tree", .push(["folder(name: path)..."], inTab: "files"), triggers: [.url("tasks://tree/*path")])
  Route(named: "todos", .push(["list(type = todo, query: q?)"], inTab: "tasks"), triggers: [.url("tasks://todos")])
}
let model = NavigationModel(launchState)
model.handleAction = { request in
  // request.entry is the door (.shortcut, .url, …) with its type and userInfo; request.parameters the route's values.
  request.name == "sync" && !online ? .failed("the server cannot be reached") : .handled
}
model.checks["folderExists"] = { request in
  folders.contains(request.parameters["name"] ?? "") ? .allow : .refuse("this folder no longer exists")
}
    return (routes, model)
  }

  @Test("the article's table routes, acts and refuses on the SwiftUI model")
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  func article() async throws {
    let (routes, model) = Self.article(online: false, folders: ["a"])
    let router = QuickActionRouter(routes: routes, navigator: model)
    let new = ShortcutItem(type: "com.example.tasks.new", title: "New Task")
    #expect(await router.route(new).name == "handled")
    #expect(model.state.presentations == [.init(.sheet, [Screen("newTask")])])
    let gone = try #require(URL(string: "tasks://folder/b"))
    #expect(await router.route(.url(gone)) == .refused("this folder no longer exists"))
    #expect(model.state.presentations == [.init(.sheet, [Screen("newTask")])])
    let folder = try #require(URL(string: "tasks://folder/a"))
    #expect(await router.route(.url(folder)).name == "handled")
    #expect(
      model.state.visibleStack == [Screen("files"), Screen("folder", parameters: ["name": "a"])])
    let profile = try #require(URL(string: "tasks://profile/9"))
    #expect(await router.route(.url(profile)).name == "handled")
    #expect(
      model.state.visibleStack == [
        Screen("files"), Screen("folder", parameters: ["name": "a"]),
        Screen("profile", parameters: ["id": "9"]),
      ])
    let sync = ShortcutItem(type: "com.example.tasks.sync", title: "Sync Now")
    #expect(
      await router.route(sync)
        == .actionFailed(action: "sync", reason: "the server cannot be reached"))
  }

  @Test("the article's manifest reads as the same routes as its Swift table")
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  func sameTable() throws {
    guard let bytes = FileManager.default.contents(atPath: "Examples/Shapes/Tasks.plist") else {
      Issue.record("Examples/Shapes/Tasks.plist is missing")
      return
    }
    let read = try #require(try RouteTable(plist: PropertyList.parse([UInt8](bytes))))
    let (written, _) = Self.article(online: true, folders: [])
    func shape(_ t: RouteTable) -> [String] {
      t.routes.map {
        "\($0.type) \($0.destination) \($0.followUps) \($0.check ?? "-") \($0.handlesShortcut)"
      }.sorted()
    }
    // The manifest's 'new' route names keepUnsaved; its 'sync' names dismiss, as the Swift does.
    #expect(shape(read) == shape(written))
    let policies: (RouteTable) -> [String] = { $0.routes.map(\.policy.rawValue).sorted() }
    #expect(policies(read) == policies(written))
  }
}
