import Foundation
import LaunchSimulator
import QuickActionTooling
import QuickActions
import TestSupport
import Testing

/// `route` and `simulate` as library runs: the demo manifest read through a `ToolEnvironment`,
/// the report in the request's format, the closing notes and the errors as values.
@Suite struct ToolRunTests {
  static let manifest = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Shortcuts.plist").path

  static func object(_ text: String?) throws -> [String: Any] {
    let data = Data(try #require(text).utf8)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test("route: a shortcut handled, its JSON version 1, nothing said")
  func routeHandled() async throws {
    var request = RouteRequest()
    request.entry = "com.example.qa.post"
    request.manifest = Self.manifest
    request.format = .json
    let memory = MemoryEnvironment()
    let outcome = try await RouteRun.run(request, in: memory.environment)
    #expect(outcome.succeeded)
    #expect(outcome.notes.isEmpty)
    #expect(memory.said.isEmpty)
    let json = try Self.object(outcome.output)
    #expect(json["version"] as? Int == 1)
    #expect(json["handled"] as? Bool == true)
    #expect(outcome.output?.hasPrefix("{\n  \"version\": 1,") == true)
  }

  @Test("route: an unknown type fails, the did-you-mean after the report")
  func routeUnknown() async throws {
    var request = RouteRequest()
    request.entry = "com.example.qa.pots"
    request.manifest = Self.manifest
    let outcome = try await RouteRun.run(request, in: MemoryEnvironment().environment)
    #expect(!outcome.succeeded)
    #expect(outcome.notes == ["note: did you mean 'com.example.qa.post'?"])
  }

  @Test("route: a URL with userInfo is a usage error, before anything is routed")
  func routeURLWithUserInfo() async {
    var request = RouteRequest()
    request.entry = "qa://compose"
    request.manifest = Self.manifest
    request.userInfo = [("a", "b")]
    await #expect(
      throws: ToolRunError.usage("--user-info is for a shortcut; a URL carries its own values")
    ) {
      try await RouteRun.run(request, in: MemoryEnvironment().environment)
    }
  }

  @Test("route: a manifest with no routes is an error naming the file")
  func routeNoRoutes() async {
    var request = RouteRequest()
    request.entry = "a"
    request.manifest = "m.plist"
    let memory = MemoryEnvironment(files: [
      "m.plist": "<plist version=\"1.0\"><dict/></plist>"
    ])
    await #expect(
      throws: ToolRunError.invalidFile(
        "m.plist: error: no QuickActionRoutes key; add routes to route or simulate quick actions")
    ) {
      try await RouteRun.run(request, in: memory.environment)
    }
  }

  @Test("route: a state file that is not there is unreadable (exit 66), by its path")
  func routeMissingState() async {
    var request = RouteRequest()
    request.entry = "com.example.qa.post"
    request.manifest = Self.manifest
    request.state = "/nonexistent/state.json"
    await #expect(
      throws: ToolRunError.unreadable(path: "/nonexistent/state.json", reason: "no such file")
    ) {
      try await RouteRun.run(request, in: MemoryEnvironment().environment)
    }
  }

  @Test("simulate: the first static item on a cold launch, handled; JSON version 1")
  func simulateDefault() async throws {
    var request = SimulateRequest()
    request.manifest = Self.manifest
    let text = try await SimulateRun.run(request, in: MemoryEnvironment().environment)
    #expect(text.succeeded)
    #expect(
      text.output?.hasPrefix(
        "Cold launch, scene lifecycle: quick action \"Post a Spot\" (com.example.qa.post)") == true)
    request.format = .json
    let json = try await SimulateRun.run(request, in: MemoryEnvironment().environment)
    #expect(try Self.object(json.output)["version"] as? Int == 1)
  }

  @Test("simulate: TYPE with --app, and two doors at once, are usage errors")
  func simulateUsage() async {
    var request = SimulateRequest()
    request.app = "."
    request.type = "a"
    await #expect(
      throws: ToolRunError.usage(
        "TYPE does not go with --app: the app's own wiring says what happens")
    ) {
      try await SimulateRun.run(request, in: MemoryEnvironment().environment)
    }
    request = SimulateRequest()
    request.manifest = Self.manifest
    request.url = "qa://compose"
    request.activity = "com.example.qa.view"
    await #expect(
      throws: ToolRunError.usage(
        "--url and --activity are two entries; simulate one at a time (a script can send several)")
    ) {
      try await SimulateRun.run(request, in: MemoryEnvironment().environment)
    }
  }

}
