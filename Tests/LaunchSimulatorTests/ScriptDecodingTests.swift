import PropertyList
import Testing

@testable import LaunchSimulator
@testable import QuickActions

/// Reading scripts: every door and field decodes, and every mistake is refused with its exact
/// message and position.
@Suite struct ScriptDecodingTests {
  static func decode(_ json: String) throws -> LaunchScript {
    let root = try PropertyList.read(Array(json.utf8), format: .json).root
    return try LaunchScript(plist: root, state: LaunchTests.launchState) { type, userInfo in
      ShortcutItem(type: type, title: type, userInfo: userInfo)
    }
  }

  @Test("every door decodes, at launch and later, with its fields")
  func doors() throws {
    let script = try Self.decode(
      """
      {"device": "ipad", "events": [
        {"launch": "cold", "url": "qa://questions/42"},
        {"url": "https://qa.example.com/questions/7"},
        {"activity": "NSUserActivityTypeBrowsingWeb", "webpageURL": "https://qa.example.com/questions/9"},
        {"activity": "com.example.qa.viewing", "userInfo": {"questionID": "3"}},
        {"notification": "NEW_ANSWER/SHOW_ANSWERS", "userInfo": {"questionID": "3"}},
        {"notification": "NEW_FOLLOWER"},
        {"onOpenURL": "qa://questions/42"},
        {"activity": "com.example.qa.viewing", "handoff": true},
        {"item": "post", "userInfo": {"draft": "1"}}]}
      """)
    #expect(script.device == .iPad)
    #expect(
      script.events.map(\.description) == [
        "launch(cold, qa://questions/42)", "entry(https://qa.example.com/questions/7)",
        "entry(https://qa.example.com/questions/9)", "entry(com.example.qa.viewing)",
        "entry(NEW_ANSWER/SHOW_ANSWERS)",
        "entry(NEW_FOLLOWER)", "onOpenURL(qa://questions/42)", "handoff(com.example.qa.viewing)",
        "item(post)",
      ])
    guard case .entry(.notification(let response)) = script.events[4] else {
      Issue.record("not a notification: \(script.events[4])")
      return
    }
    #expect(
      response.categoryIdentifier == "NEW_ANSWER" && response.actionIdentifier == "SHOW_ANSWERS")
    #expect(response.userInfo["questionID"]?.stringValue == "3")
    guard case .entry(.activity(let link)) = script.events[2] else { return }
    #expect(link.universalLink?.absoluteString == "https://qa.example.com/questions/9")
  }

  struct Bad: Sendable, CustomTestStringConvertible {
    var json: String
    var message: String
    var line: Int
    var column: Int
    var testDescription: String { message }
  }

  static let bad: [Bad] = [
    Bad(
      json: #"{"events": [{"launch": "cold", "url": "qa://a", "item": "post"}]}"#,
      message: "a launch has both 'item' and 'url'; a launch comes through one door", line: 1,
      column: 13),
    Bad(
      json: #"{"events": [{"launch": "cold"}]}"#,
      message: "a launch needs one of 'item', 'url', 'activity', 'notification', 'intent'", line: 1,
      column: 13),
    Bad(
      json: #"{"events": [{"launch": "cold", "url": "compose"}]}"#,
      message:
        "'compose' is not a URL with a scheme (such as qa://compose or https://example.com/q/1)",
      line: 1, column: 39),
    Bad(
      json: #"{"events": [{"launch": "cold", "item": "post"}, {"url": "qa://a", "userInfo": {}}]}"#,
      message: "'userInfo' belongs to an 'item', an 'activity' or a 'notification' event", line: 1,
      column: 67),
    Bad(
      json:
        #"{"events": [{"launch": "cold", "item": "post"}, {"item": "post", "webpageURL": "https://a.b"}]}"#,
      message: "'webpageURL' belongs to an 'activity' event", line: 1, column: 66),
    Bad(
      json: #"{"events": [{"launch": "cold", "item": "post"}, {"notification": "/REPLY"}]}"#,
      message: "'notification' is CATEGORY or CATEGORY/ACTION, not '/REPLY'", line: 1, column: 66),
    Bad(
      json:
        #"{"events": [{"launch": "cold", "item": "post"}, {"url": "qa://a", "activity": "x"}]}"#,
      message: "an event has both 'url' and 'activity'; write one event per entry", line: 1,
      column: 49),
    Bad(
      json:
        #"{"events": [{"launch": "cold", "item": "post"}, {"launch": "warm", "url": "qa://a"}]}"#,
      message:
        "a launch is the script's first event; later entries are 'item', 'url', 'activity', 'notification' or 'intent' events",
      line: 1, column: 49),
    Bad(
      json: #"{"events": [{"launch": "cold", "item": "post"}, {"onOpenURL": 3}]}"#,
      message: "'onOpenURL' must be a string, not an integer", line: 1, column: 63),
    Bad(
      json: #"{"events": [{"launch": "cold", "url": "qa://a", "handoff": true}]}"#,
      message: "'handoff' belongs to an 'activity' event", line: 1, column: 49),
    Bad(
      json: #"{"device": "ipod", "events": [{"launch": "cold", "item": "post"}]}"#,
      message: "unknown device 'ipod'; did you mean 'ipad'?", line: 1, column: 12),
  ]

  @Test("a bad event is refused with its exact message and position", arguments: bad)
  func refused(_ bad: Bad) throws {
    do {
      _ = try Self.decode(bad.json)
      Issue.record("accepted: \(bad.json)")
    } catch let error as ManifestError {
      #expect(error.message == bad.message)
      #expect(
        error.location.line == bad.line && error.location.column == bad.column,
        "at \(error.location)")
    }
  }
}
