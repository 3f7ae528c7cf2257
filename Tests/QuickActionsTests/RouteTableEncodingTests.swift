import Foundation
import LaunchSimulator
import PropertyList
import Testing

@testable import QuickActions

/// Route tables written in the manifest's format read back as the same table, so routes declared
/// in Swift can be linted against a real Info.plist.
@Suite struct RouteTableEncodingTests {
  /// The routes and map without source positions (a decoded table has them, one built in code not).
  static func unplaced(_ table: RouteTable) -> RouteTable {
    var table = table
    table.routes = table.routes.map {
      var route = $0
      route.location = .unknown
      route.aliasLocations = [:]
      return route
    }
    if var map = table.map {
      map.tabs = map.tabs.map {
        var tab = $0
        tab.location = .unknown
        return tab
      }
      table.map = map
    }
    return table
  }

  static let table = RouteTable(
    [
      Route("post", .present(.sheet, ["compose"]), policy: .keepUnsaved),
      Route(
        "spot",
        .push(
          [
            ScreenTemplate("spot", parameters: [.init("id", from: "spotID", as: .integer), "name"])
          ], inTab: "spots")),
      Route(
        "question",
        .detail(tab: "questions", primary: ["questions"], detail: ["question(questionID)"]),
        policy: .confirmDiscard),
      Route("here", .push([])),
      Route("refresh", .action("refresh"), runsBehindGate: true),
      Route("camera", .present(.fullScreen, ["camera", "filters"]), policy: .presentOver),
      Route("$(PRODUCT_BUNDLE_IDENTIFIER).draft", .present(.sheet, ["compose"]), policy: .dismiss)
        .aliased("com.example.qa.compose", "com.example.qa.new-post"),
    ],
    map: NavigationMap(
      tabs: [
        .init("questions", isSplit: true, root: "questions"), .init("spots", root: "spots"),
        .init("more"),
      ],
      screens: ["questions", "question", "spots", "spot", "compose", "camera", "filters"],
      launchState: NavigationState(
        root: .tabs(
          [
            .init("questions", .split(.init(primary: [Screen("questions")], isCollapsed: true))),
            .init("spots", .stack([Screen("spots")])), .init("more", .stack([])),
          ], selected: 1),
        gate: .login)))

  @Test("every destination, parameter, policy and the map read back the same, from XML")
  func roundTrip() throws {
    let text = Self.table.xmlPropertyList()
    let read = try #require(try RouteTable(plist: try PropertyList.parse(Array(text.utf8))))
    #expect(Self.unplaced(read) == Self.table)
    #expect(text.contains("<string>spot(id: spotID as integer, name)</string>"))
    // A policy named dismiss is written; automatic, a route naming none, is left out.
    #expect(text.components(separatedBy: "<key>policy</key>").count - 1 == 4)
    #expect(text.contains("<key>policy</key>\n\t\t\t<string>dismiss</string>"))
    #expect(!text.contains("automatic"))
  }

  @Test("a template literal is read as a plist route writes it: parameters, renamed keys, types")
  func templateLiterals() {
    let question: ScreenTemplate = "question(questionID)"
    #expect(question == ScreenTemplate("question", parameters: ["questionID"]))
    let spot: ScreenTemplate = "spot(id: spotID as integer, name)"
    #expect(
      spot
        == ScreenTemplate("spot", parameters: [.init("id", from: "spotID", as: .integer), "name"]))
    let plain: ScreenTemplate = "compose"
    #expect(plain == ScreenTemplate("compose"))
    // Not the route syntax: the identifier as it stands.
    let odd: ScreenTemplate = "weird(a: b: c)"
    #expect(odd == ScreenTemplate("weird(a: b: c)"))
  }

  @Test("2,000 sampled routes read back the same")
  func sampled() throws {
    var sampler = NavigationSampler(seed: 20_261_130)
    var routes: [Route] = []
    for n in 0..<2_000 {
      var route = sampler.route(for: sampler.navigationState())
      route.type = "type\(n)"
      routes.append(route)
    }
    let table = RouteTable(routes)
    let read = try #require(
      try RouteTable(plist: try PropertyList.parse(Array(table.xmlPropertyList().utf8))))
    #expect(Self.unplaced(read) == table)
  }

  static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(
      "Sources/QuickActionLint/QuickActionLint.docc/LintingInXcodeAndCI.md")

  @Test(
    "the routes-in-Swift example of the article 'Linting in Xcode and in CI': this code, and the linter reads what it writes"
  )
  func readmeExample() throws {
    let routes = Self.table
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "qa-routes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let routesFile = folder.appendingPathComponent("QuickActionRoutes.plist").path
    try writeRoutesForLint(routes, to: routesFile)
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: routesFile)))
    #expect(
      Self.unplaced(try #require(try RouteTable(plist: try PropertyList.parse(bytes))))
        == Self.table)
    let readme = try String(contentsOf: Self.readme, encoding: .utf8)
    #expect(readme.contains("```swift\nimport QuickActions\n\n" + (try readmeRegion()) + "\n```"))
  }
}

// README: begin
/// Called from a test of the app with its table: writes it where CI's lint finds it.
func writeRoutesForLint(_ routes: RouteTable, to routesFile: String) throws {
  try AtomicFile.write(Array(routes.xmlPropertyList().utf8), to: routesFile)
}
// README: end

/// This file's README region.
func readmeRegion() throws -> String {
  let file = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
  let begin = try #require(file.range(of: "// README: begin\n"))
  let end = try #require(file.range(of: "\n// README: end"))
  return String(file[begin.upperBound..<end.lowerBound])
}
