import LaunchSimulator
import PropertyList
import Testing

@testable import QuickActions

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Issue 24, "two simulator truths": a universal link reaches the app as iOS delivers it, a
/// browsing-web `NSUserActivity` ("Supporting universal links in your app"), never through
/// `scene(_:openURLContexts:)` or `application(_:open:options:)`; and every door held behind a gate
/// that never opens ends the script not exactly once.
@Suite struct UniversalLinkDoorTests {
  static func script(_ json: String) throws -> LaunchScript {
    let state = DoorTests.launchState
    let root = try PropertyList.read(Array(json.utf8), format: .json).root
    return try LaunchScript(plist: root, state: state) { type, userInfo in
      ShortcutItem(type: type, title: type, userInfo: userInfo)
    }
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var launch: LaunchScript.Launch
    var lifecycle: LaunchScript.Lifecycle
    /// The callback that must carry the link.
    var callback: String
    var testDescription: String { "\(launch.rawValue) \(lifecycle.rawValue)" }
  }

  static let cases: [Case] = [
    Case(
      launch: .cold, lifecycle: .scene,
      callback:
        "scene(_:willConnectTo:options:) with options.userActivities = [https://qa.example.com/questions/42]"
    ),
    Case(
      launch: .warm, lifecycle: .scene,
      callback: "scene(_:continue:) with https://qa.example.com/questions/42"),
    Case(
      launch: .cold, lifecycle: .appDelegate,
      callback:
        "application(_:willFinishLaunchingWithOptions:) with launchOptions[.userActivityDictionary] = https://qa.example.com/questions/42"
    ),
    Case(
      launch: .warm, lifecycle: .appDelegate,
      callback:
        "application(_:continue:restorationHandler:) with https://qa.example.com/questions/42"),
  ]

  @Test(
    "a script's https URL is a universal link: a browsing-web activity through the activity callbacks, never openURLContexts",
    arguments: cases)
  func universalLink(_ c: Case) async throws {
    let script = try Self.script(
      """
      {"lifecycle": "\(c.lifecycle.rawValue)", "events": [{"launch": "\(c.launch.rawValue)", "url": "https://qa.example.com/questions/42"}]}
      """)
    guard case .launchEntry(_, .activity(let activity)) = script.events[0] else {
      Issue.record("not an activity: \(script.events[0])")
      return
    }
    #expect(activity.activityType == UserActivity.browsingWebType)
    #expect(activity.webpageURL?.absoluteString == "https://qa.example.com/questions/42")
    let timeline = await ScriptRunner.run(script, routes: DoorTests.routes())
    let texts = timeline.events.map(\.text)
    #expect(texts.contains(c.callback), "\(texts)")
    #expect(
      !texts.contains {
        $0.contains("openURLContexts") || $0.contains("urlContexts")
          || $0.contains("application(_:open:options:)")
      })
    #expect(timeline.items.map(\.isExactlyOnce) == [true])
    #expect(
      timeline.finalState.visibleStack.last == Screen("question", parameters: ["questionID": "42"]))
  }

  @Test("a custom scheme still comes through openURLContexts; an http link is a universal link too")
  func customSchemeAndHTTP() throws {
    let script = try Self.script(
      """
      {"events": [{"launch": "warm", "url": "qa://questions/42"}, {"url": "HTTP://qa.example.com/questions/7"}]}
      """)
    #expect(script.events[0] == .launchEntry(.warm, .url(URL(string: "qa://questions/42")!)))
    #expect(
      script.events[1]
        == .entry(.activity(.universalLink(URL(string: "HTTP://qa.example.com/questions/7")!))))
    #expect(Entry.link(parsing: "qa://compose") == .url(URL(string: "qa://compose")!))
    #expect(Entry.link(parsing: "compose") == nil)
  }

  @Test(
    "every door held behind a gate that never opens ends the script not exactly once; a notification's handler was called",
    arguments: DoorTests.cases)
  func heldAtTheEnd(_ c: DoorTests.Case) async {
    var state = DoorTests.launchState
    state.gate = .login
    let timeline = await ScriptRunner.run(
      LaunchScript(
        lifecycle: c.lifecycle, state: state,
        events: [DoorTests.launch(c.launch, DoorTests.entry(c.door))]),
      routes: DoorTests.routes())
    let item = timeline.items[0]
    #expect(item.outcome == nil && item.waitingFor == .gate)
    #expect(!item.isExactlyOnce)
    if item.answer == .notificationHandler { #expect(item.answers == [true]) }
  }
}
