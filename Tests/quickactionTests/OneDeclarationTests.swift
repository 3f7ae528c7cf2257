import Foundation
import QuickActions
import TestSupport
import Testing

/// One declaration: a route added to the manifest is seen by `lint`, by `simulate` and by the
/// app, which loads the same file with `RouteTable(contentsOf:)`. The manifest is the Getting
/// Started app's (Examples/GettingStarted/Shortcuts.plist), which the README's wiring loads;
/// `GettingStartedTests` (QuickActionsUIKitTests) routes the added item in that app.
@Suite struct OneDeclarationTests {
  @Test("a route added in Shortcuts.plist is seen by lint, simulate and the app's loaded table")
  func oneDeclaration() throws {
    let folder = try CLI.scratchFolder("one-declaration")
    defer { try? FileManager.default.removeItem(at: folder) }
    // Without the route: lint names the item, simulate cannot route it, the app has no route.
    let unrouted = try Readme.gettingStartedManifest(routed: false, in: folder).path
    let lintBefore = try CLI.run(["lint", unrouted])
    #expect(lintBefore.status == 1)
    #expect(
      lintBefore.stdout.contains(
        "\(unrouted):12:4: error: no route handles the type 'com.example.qa.spots'"),
      "\(lintBefore.stdout)")
    let simulateBefore = try CLI.run(["simulate", "com.example.qa.spots", "--manifest", unrouted])
    #expect(simulateBefore.status == 1)
    #expect(
      try RouteTable(contentsOf: URL(fileURLWithPath: unrouted)).route(for: "com.example.qa.spots")
        == nil)
    // With it, in the one file: all three see it.
    let routed = try Readme.gettingStartedManifest(routed: true, in: folder).path
    let lint = try CLI.run(["lint", routed])
    #expect(lint.status == 0, "\(lint.stdout)")
    let simulate = try CLI.run(["simulate", "com.example.qa.spots", "--manifest", routed])
    #expect(simulate.status == 0, "\(simulate.stdout)")
    #expect(simulate.stdout.contains("router select tab 'spots'"), "\(simulate.stdout)")
    let app = try RouteTable(contentsOf: URL(fileURLWithPath: routed))
    #expect(app.route(for: "com.example.qa.spots")?.destination == .push([], inTab: "spots"))
  }

  @Test("the Getting Started manifest, as it is, lints clean")
  func gettingStartedLintsClean() throws {
    let manifest = try #require(Readme.gettingStartedResource("Shortcuts", "plist"))
    let lint = try CLI.run(["lint", manifest.path])
    #expect(lint.status == 0, "\(lint.stdout)")
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
