import Foundation
import QuickActions
import Testing

/// One declaration: a route added to the manifest is seen by `lint`, by `simulate` and by the
/// app, which loads the same file with `RouteTable(contentsOf:)`.
@Suite struct OneDeclarationTests {
  /// The demo manifest with one more item, `com.example.qa.search`, and (when `routed`) its route.
  static func manifest(routed: Bool, in folder: URL) throws -> String {
    var text = try String(
      contentsOf: CLI.root.appendingPathComponent("Shortcuts.plist"), encoding: .utf8)
    let item = """
      <dict>
      \t\t\t<key>UIApplicationShortcutItemType</key>
      \t\t\t<string>com.example.qa.search</string>
      \t\t\t<key>UIApplicationShortcutItemTitle</key>
      \t\t\t<string>Search</string>
      \t\t</dict>
      \t\t<dict>
      """
    let items = try #require(
      text.range(of: "<dict>", range: text.range(of: "<array>")!.upperBound..<text.endIndex))
    text.replaceSubrange(items, with: item)
    if routed {
      let routes = try #require(text.range(of: "<key>QuickActionRoutes</key>\n\t<dict>\n"))
      text.insert(
        contentsOf:
          "\t\t<key>com.example.qa.search</key>\n\t\t<dict>\n\t\t\t<key>tab</key>\n\t\t\t<string>spots</string>\n\t\t\t<key>path</key>\n\t\t\t<array>\n\t\t\t\t<string>participated</string>\n\t\t\t</array>\n\t\t</dict>\n",
        at: routes.upperBound)
    }
    let file = folder.appendingPathComponent(routed ? "routed.plist" : "unrouted.plist")
    try text.write(to: file, atomically: true, encoding: .utf8)
    return file.path
  }

  @Test("a route added in Shortcuts.plist is seen by lint, simulate and the app's loaded table")
  func oneDeclaration() throws {
    let folder = try CLI.scratchFolder("one-declaration")
    defer { try? FileManager.default.removeItem(at: folder) }
    // Without the route: lint names the item, simulate cannot route it, the app has no route.
    let unrouted = try Self.manifest(routed: false, in: folder)
    let lintBefore = try CLI.run(["lint", unrouted])
    #expect(lintBefore.status == 1)
    #expect(
      lintBefore.stdout.contains(
        "\(unrouted):11:4: error: no route handles the type 'com.example.qa.search'"),
      "\(lintBefore.stdout)")
    let simulateBefore = try CLI.run(["simulate", "com.example.qa.search", "--manifest", unrouted])
    #expect(simulateBefore.status == 1)
    #expect(
      try RouteTable(contentsOf: URL(fileURLWithPath: unrouted)).route(for: "com.example.qa.search")
        == nil)
    // With it, in the one file: all three see it.
    let routed = try Self.manifest(routed: true, in: folder)
    let lint = try CLI.run(["lint", routed])
    #expect(lint.status == 0, "\(lint.stdout)")
    let simulate = try CLI.run(["simulate", "com.example.qa.search", "--manifest", routed])
    #expect(simulate.status == 0, "\(simulate.stdout)")
    #expect(
      simulate.stdout.contains("router push participated on tab 'spots'"), "\(simulate.stdout)")
    let app = try RouteTable(contentsOf: URL(fileURLWithPath: routed))
    #expect(
      app.route(for: "com.example.qa.search")?.destination
        == .push(["participated"], inTab: "spots"))
  }

  @Test("loading a manifest that is missing or wrong names the file and the position")
  func loadErrors() throws {
    #expect(throws: RouteTable.LoadError.self) { try RouteTable(contentsOf: nil) }
    do {
      _ = try RouteTable(contentsOf: nil)
    } catch {
      #expect(error.description == "the manifest: not found: the resource is not in the bundle")
    }
    let folder = try CLI.scratchFolder("one-declaration-errors")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Shortcuts.plist")
    try
      "<plist><dict><key>QuickActionRoutes</key><dict>\n<key>a</key><dict><key>policy</key><string>dismis</string></dict>\n</dict></dict></plist>"
      .write(to: file, atomically: true, encoding: .utf8)
    do {
      _ = try RouteTable(contentsOf: file)
      Issue.record("expected an error")
    } catch {
      #expect(error.message == "unknown modal policy 'dismis'; did you mean 'dismiss'?")
      #expect(error.location.description == "2:36")
      #expect(error.file == file.path)
    }
  }
}

extension OneDeclarationTests {
  @Test("the README's one call is the one this file compiles, and loads the demo manifest")
  func readmeCall() throws {
    let readme = try String(
      contentsOf: CLI.root.appendingPathComponent("README.md"), encoding: .utf8)
    let file = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let call = try #require(
      file.components(separatedBy: "\n").first { $0.hasPrefix("  try RouteTable(contentsOf:") })
    #expect(readme.contains("`" + call.dropFirst(2) + "`."))
    // The test runner's bundle has no Shortcuts.plist: the call says so, and throws.
    #expect(throws: RouteTable.LoadError.self) { try bundledRoutes() }
    let demo = try RouteTable(contentsOf: CLI.root.appendingPathComponent("Shortcuts.plist"))
    #expect(demo.route(for: "com.example.qa.post")?.policy == .keepUnsaved)
  }
}

/// The README's call, compiled: the routes of the manifest the app bundles, the file
/// `quickaction lint` and `simulate` read.
func bundledRoutes() throws -> RouteTable {
  try RouteTable(contentsOf: Bundle.main.url(forResource: "Shortcuts", withExtension: "plist"))
}
