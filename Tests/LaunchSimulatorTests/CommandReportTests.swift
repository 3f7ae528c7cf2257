import Foundation
import PropertyList
import Testing

@testable import LaunchSimulator
@testable import QuickActions

/// The JSON formats of `quickaction simulate` (one launch, and a script) and `quickaction route`:
/// each carries its `version` first and every key of its contract, in order.
@Suite struct CommandReportTests {
  static func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  /// The keys of a JSON object in the order the text writes them (JSONSerialization loses it).
  static func keys(_ value: JSONValue) -> [String] {
    guard case .object(let members) = value else { return [] }
    return members.map(\.0)
  }

  @Test("simulate --format json: version 1, then the launch, its timeline and its answer")
  func simulate() async throws {
    let scenario = SingleLaunch(
      launch: .cold, lifecycle: .scene, item: LaunchTests.post, state: LaunchTests.launchState)
    let timeline = await ScriptRunner.run(scenario, routes: LaunchTests.routes)
    let json = SimulateReport.json(scenario, timeline)
    #expect(
      Self.keys(json) == [
        "version", "door", "type", "launch", "lifecycle", "events", "outcome", "message",
        "handled", "deliveries", "exactlyOnce", "waitingFor", "answer", "completions",
        "stateBefore", "stateAfter",
      ])
    let object = try Self.object(SimulateReport.render(scenario, timeline, format: .json))
    #expect(object["version"] as? Int == SimulateReport.version)
    #expect(SimulateReport.version == 1)
    #expect(object["door"] as? String == "shortcut")
    #expect(object["handled"] as? Bool == true)
    let text = SimulateReport.render(scenario, timeline, format: .text)
    #expect(text.hasPrefix("Cold launch, scene lifecycle: quick action \"Post\" (post)\n"))
    #expect(text.contains("\nresult: handled: "))
  }

  @Test("simulate --script --format json: version 1, then the script's items and states")
  func script() async throws {
    let json = #"{"events": [{"launch": "cold", "item": "post"}, {"item": "participated"}]}"#
    let root = try PropertyList.read(Array(json.utf8), format: .json).root
    let script = try LaunchScript(plist: root, state: LaunchTests.launchState) { type, userInfo in
      ShortcutItem(type: type, title: type, userInfo: userInfo)
    }
    let timeline = await ScriptRunner.run(script, routes: LaunchTests.routes)
    let report = ScriptReport.json(script, timeline)
    #expect(
      Self.keys(report) == [
        "version", "lifecycle", "device", "events", "items", "stateBefore", "stateAfter",
      ])
    let object = try Self.object(
      ScriptReport.render(script, timeline, path: "s.json", format: .json))
    #expect(object["version"] as? Int == 1)
    #expect((object["items"] as? [[String: Any]])?.count == 2)
    let text = ScriptReport.render(script, timeline, path: "s.json", format: .text)
    #expect(text.hasPrefix("Script s.json: 2 events, scene lifecycle, iPhone\n"))
  }

  @Test("route --format json: version 1, the entry, the outcome, the steps and the states")
  func route() async throws {
    let item = LaunchTests.participated
    let navigator = InMemoryNavigator(LaunchTests.launchState)
    let outcome = await QuickActionRouter(routes: LaunchTests.routes, navigator: navigator)
      .route(.shortcut(item))
    let after = await navigator.state
    let json = RouteReport.json(
      type: "participated", isURL: false, outcome: outcome, before: LaunchTests.launchState,
      after: after)
    #expect(
      Self.keys(json) == [
        "version", "type", "outcome", "handled", "message", "steps", "stateBefore", "stateAfter",
      ])
    let object = try Self.object(json.serialized(pretty: true))
    #expect(object["version"] as? Int == RouteReport.version)
    #expect(RouteReport.version == 1)
    #expect(object["handled"] as? Bool == true)
    let url = RouteReport.json(
      type: "qa://x", isURL: true, outcome: outcome, before: LaunchTests.launchState, after: after)
    #expect(Self.keys(url).prefix(2) == ["version", "url"])
    let text = RouteReport.text(
      type: "participated", outcome: outcome, before: LaunchTests.launchState, after: after)
    #expect(text.hasPrefix("participated: "))
    #expect(text.contains("\nstate before:\n"))
  }
}
