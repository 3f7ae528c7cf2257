import QuickActionPictures
import QuickActions
import TestSupport
import Testing

/// The map of routes that do more than one navigation: a push on the current stack is drawn as
/// such (not as a path from the tab's root), and each step that follows a destination (a
/// presentation, an action) is a box of its own, in order.
@Suite struct MapShapesTests {
  static let routes = RouteTable {
    Route("com.example.tasks.new", .selectTab("tasks"), policy: .keepUnsaved)
      .then(.present(.sheet, ["newTask"]))
    Route("com.example.tasks.search", .selectTab("search")).then(.action("focusSearch"))
    Route("com.example.tasks.share", .push(["folder(name)"], inTab: "files"))
      .then(.present(.sheet, ["share(name)"])).then(.action("select"))
    Route(
      named: "profile", .pushOnTop(["profile(id)"]), triggers: [.url("tasks://profile/:id")])
    Route(
      named: "comment", .pushOnTop(["comment(id)"]), policy: .presentOver,
      triggers: [.url("tasks://comment/:id")])
    Route(
      named: "folder", .pushOnTop(["folder(name)"], inTab: "files"),
      triggers: [.url("tasks://folder/:name")]
    ).checked(by: "folderExists")
  }

  static let items = ["new", "search", "share"].map {
    ShortcutItem(type: "com.example.tasks." + $0, title: $0.capitalized, source: .static)
  }

  static var graph: NavigationGraph { NavigationGraph(routes: routes, items: items) }

  /// The labels along a route's path, left to right, from its first door's arrow.
  static func path(_ route: String, in graph: NavigationGraph) -> [String] {
    let label = Dictionary(uniqueKeysWithValues: graph.nodes.map { ($0.id, $0.label) })
    let edges = graph.edges.filter { $0.route == route }
    guard var at = edges.first(where: \.isShortcut)?.to else { return [] }
    var out = [label[at] ?? at]
    while let next = edges.first(where: { $0.from == at && !$0.isShortcut }) {
      at = next.to
      out.append(label[at] ?? at)
    }
    return out
  }

  @Test("onTop is drawn on the current stack (or the top presentation's), never from the root")
  func onTop() {
    #expect(
      Self.path("profile", in: Self.graph) == [
        "the current tab", "on the current stack", "profile(id)",
      ])
    #expect(
      Self.path("comment", in: Self.graph) == [
        "the current tab", "on the top presentation's stack", "comment(id)",
      ])
    #expect(
      Self.path("folder", in: Self.graph) == ["tab files", "on the current stack", "folder(name)"])
    // A selected tab is the tab, on its stack as the user left it.
    #expect(
      Self.path("com.example.tasks.search", in: Self.graph).prefix(2) == [
        "tab search", "on the current stack",
      ])
  }

  @Test("each step after the destination is a box, in order: the presentation, then the actions")
  func followUps() {
    #expect(
      Self.path("com.example.tasks.new", in: Self.graph) == [
        "tab tasks", "on the current stack", "then presented sheet", "newTask",
      ])
    #expect(
      Self.path("com.example.tasks.search", in: Self.graph) == [
        "tab search", "on the current stack", "then action focusSearch",
      ])
    #expect(
      Self.path("com.example.tasks.share", in: Self.graph) == [
        "tab files", "folder(name)", "then presented sheet", "share(name)", "then action select",
      ])
    let kind = { (label: String) in Self.graph.nodes.first { $0.label == label }?.kind }
    #expect(kind("then presented sheet") == .modal && kind("then action select") == .action)
  }

  @Test("a route's check is on its arrow, with the policy")
  func check() {
    #expect(
      Self.graph.edges.first { $0.isShortcut && $0.route == "folder" }?.label
        == "automatic, check folderExists")
  }

  @Test("golden files: the shapes' map as SVG, DOT and Mermaid")
  func golden() {
    assertSnapshot(MapSVG.render(Self.graph, title: "Tasks.plist"), named: "map-shapes.svg")
    assertSnapshot(MapDot.render(Self.graph), named: "map-shapes.dot")
    assertSnapshot(MapMermaid.render(Self.graph), named: "map-shapes.mmd")
  }
}
