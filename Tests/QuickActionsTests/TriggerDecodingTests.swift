import Foundation
import PropertyList
import Testing

@testable import QuickActions

/// Triggers in the manifest: what they read as, what they write back as, and the errors a bad
/// or ambiguous one gives, at its position.
@Suite struct TriggerDecodingTests {
  /// A manifest whose `QuickActionRoutes` holds `routes`, one route per line from line 3.
  static func manifest(_ routes: [String]) throws -> PlistValue {
    try PropertyList.parse(
      Array(
        "<plist><dict>\n<key>QuickActionRoutes</key><dict>\n\(routes.joined(separator: "\n"))\n</dict></dict></plist>"
          .utf8))
  }

  static func route(_ name: String, _ body: String) -> String {
    "<key>\(name)</key><dict><key>action</key><string>go</string>\(body)</dict>"
  }

  static func urls(_ patterns: String...) -> String {
    "<key>urls</key><array>" + patterns.map { "<string>\($0)</string>" }.joined() + "</array>"
  }

  @Test("triggers read from the manifest, and written back the same")
  func readsAndWrites() throws {
    let root = try Self.manifest([
      "<key>question</key><dict><key>shortcut</key><false/><key>tab</key><string>questions</string><key>path</key><array><string>question(questionID as integer)</string></array>"
        + Self.urls(
          "qa://questions/:questionID as integer",
          "https://qa.example.com/questions/:questionID as integer")
        + "<key>activities</key><array><dict><key>type</key><string>com.example.qa.viewing</string><key>userInfo</key><array><string>questionID</string></array></dict>"
        + "<dict><key>spotlight</key><string>questions/:questionID as integer</string></dict><dict><key>type</key><string>com.example.qa.browsing</string><key>userInfo</key><array><string>questionID</string></array></dict></array>"
        + "<key>notifications</key><array><dict><key>category</key><string>NEW_ANSWER</string><key>userInfo</key><array><string>questionID</string></array></dict>"
        + "<dict><key>content</key><string>question-1</string><key>action</key><string>dismiss</string><key>userInfo</key><array><string>questionID</string></array></dict></array></dict>"
    ])
    let table = try #require(try RouteTable(plist: root))
    let route = try #require(table.routes.first)
    #expect(route.shortcutType == nil && table.route(for: "question") == nil)
    #expect(
      route.triggers.map(\.summary) == [
        "URL pattern 'qa://questions/:questionID as integer'",
        "URL pattern 'https://qa.example.com/questions/:questionID as integer'",
        "activity 'com.example.qa.viewing'", "Spotlight item 'questions/:questionID as integer'",
        "activity 'com.example.qa.browsing'", "notification category 'NEW_ANSWER'",
        "notification content 'question-1'",
      ])
    guard case .notification(let dismiss) = route.triggers[6] else {
      throw Failure("not a notification")
    }
    #expect(dismiss.action == NotificationResponse.dismissActionIdentifier)
    #expect(route.triggers[3].location.description == "3:509")
    let again = try #require(
      try RouteTable(plist: try PropertyList.parse(Array(table.xmlPropertyList().utf8))))
    #expect(Self.unplaced(again) == Self.unplaced(table))
  }

  struct Failure: Error {
    var message: String
    init(_ m: String) { message = m }
  }

  static func unplaced(_ table: RouteTable) -> RouteTable {
    RouteTable(
      table.routes.map { route in
        var route = route
        route.location = .unknown
        route.triggers = route.triggers.map { trigger in
          switch trigger {
          case .url(let pattern): return .url(URLPattern(pattern.text))
          case .activity(var activity):
            if let identifier = activity.identifier {
              activity = ActivityTrigger(spotlight: identifier.text, reads: activity.reads)
            }
            activity.location = .unknown
            return .activity(activity)
          case .notification(var notification):
            notification.location = .unknown
            return .notification(notification)
          case .intent(var intent):
            intent.location = .unknown
            intent.urlRepresentation = intent.urlRepresentation.map { URLPattern($0.text) }
            return .intent(intent)
          }
        }
        route.contentIdentifiers = route.contentIdentifiers.map {
          ContentIdentifierPattern($0.text)
        }
        return route
      }, map: table.map)
  }

  @Test(
    "trigger errors, each at its position",
    arguments: [
      (
        route("a", urls("qa://x/:id as intger")),
        "URL pattern 'qa://x/:id as intger': unknown parameter type 'intger' (string, integer, boolean, uuid); did you mean 'integer'?",
        "3:77"
      ),
      (
        route("a", "<key>urls</key><string>qa://x</string>"),
        "'urls' of route 'a' must be an array, not a string", "3:70"
      ),
      (
        route("a", "<key>url</key><array/>"),
        "unknown key 'url' in route 'a'; did you mean 'urls'?", "3:55"
      ),
      (
        route("a", "<key>shortcut</key><false/>"),
        "route 'a' has 'shortcut' false and no 'urls', 'activities', 'notifications' or 'intents'; nothing leads to it",
        "3:55"
      ),
      (
        route("a", "<key>activities</key><array><dict/></array>"),
        "an activity of route 'a' needs a 'type' (an activity type) or a 'spotlight' (an item identifier pattern)",
        "3:83"
      ),
      (
        route("a", "<key>activities</key><array><string> </string></array>"),
        "the activity type of route 'a' is empty", "3:83"
      ),
      (
        route(
          "a", "<key>activities</key><array><dict><key>typ</key><string>t</string></dict></array>"),
        "unknown key 'typ' in an activity of route 'a'; did you mean 'type'?", "3:89"
      ),
      (
        route(
          "a",
          "<key>activities</key><array><dict><key>spotlight</key><string>q/*/x</string></dict></array>"
        ),
        "Spotlight identifier pattern 'q/*/x': '*' must be the last segment; a wildcard takes the rest",
        "3:109"
      ),
      (
        route(
          "a",
          "<key>notifications</key><array><dict><key>category</key><string>C</string><key>content</key><string>c</string></dict></array>"
        ),
        "a notification of route 'a' has both 'category' and 'content'; it answers one of them",
        "3:86"
      ),
      (
        route(
          "a",
          "<key>notifications</key><array><dict><key>action</key><string>default</string></dict></array>"
        ),
        "a notification of route 'a' needs a 'category' or a 'content' (a target content identifier)",
        "3:86"
      ),
      (
        route(
          "a",
          "<key>notifications</key><array><dict><key>category</key><string>C</string><key>userInfo</key><string>k</string></dict></array>"
        ),
        "'userInfo' of a notification of route 'a' must be an array, not a string", "3:148"
      ),
    ])
  func errors(body: String, message: String, location: String) throws {
    try Self.expectError([body], message: message, location: location)
  }

  static func expectError(_ routes: [String], message: String, location: String) throws {
    let root = try manifest(routes)
    do {
      _ = try RouteTable(plist: root)
      Issue.record("expected an error: \(message)")
    } catch {
      #expect(error.message == message)
      #expect(error.location.description == location)
    }
  }

  @Test("a trigger must supply every value its route's screens read")
  func suppliesScreens() throws {
    let screen = "<key>path</key><array><string>question(questionID as integer)</string></array>"
    try Self.expectError(
      ["<key>q</key><dict>\(screen)\(Self.urls("qa://q/:id as integer"))</dict>"],
      message:
        "URL pattern 'qa://q/:id as integer' of route 'q' does not capture 'questionID', which screen 'question' reads",
      location: "3:119")
    try Self.expectError(
      [
        "<key>q</key><dict>\(screen)<key>activities</key><array><string>com.example.viewing</string></array></dict>"
      ],
      message:
        "activity 'com.example.viewing' of route 'q' does not read 'questionID', which screen 'question' reads",
      location: "3:125")
    try Self.expectError(
      [
        "<key>q</key><dict>\(screen)<key>notifications</key><array><dict><key>category</key><string>C</string></dict></array></dict>"
      ],
      message:
        "notification category 'C' of route 'q' does not read 'questionID', which screen 'question' reads",
      location: "3:128")
  }

  @Test(
    "two equally specific patterns that can match one URL: an error at the second naming the first's position",
    arguments: [
      (["qa://q/:id", "qa://q/:slug"], "qa://q/x"),
      (["qa://q/:id as integer", "QA://Q/:n as integer/"], "qa://q/1"),
      (
        ["https://qa.example.com/a/:x/*", "https://QA.example.com/a/:y/*rest"],
        "https://qa.example.com/a/x"
      ),
      (["qa://s?q=:query", "qa://s?page=:n as integer"], "qa://s?q=x&page=1"),
      (["qa://s/caf%C3%A9", "qa://s/café"], "qa://s/caf%C3%A9"),
      (["qa://s?q=swift", "qa://s?q=:query"], "qa://s?q=swift"),
    ])
  func ambiguous(patterns: [String], witness: String) throws {
    let first = Self.route("a", Self.urls(patterns[0]))
    let second = Self.route("b", Self.urls(patterns[1]))
    // Each route is on its own line; the pattern's <string> follows `<key>a</key><dict><key>action</key><string>go</string><key>urls</key><array>`.
    let column = 77
    try Self.expectError(
      [first, second],
      message:
        "URL pattern '\(patterns[1])' of route 'b' and '\(patterns[0])' of route 'a' (3:\(column)) are equally specific and both match '\(witness)'; make one more specific or remove one",
      location: "4:\(column)")
  }

  @Test(
    "equally specific patterns that no URL matches both are fine",
    arguments: [
      ["qa://q/:id as integer", "qa://q/:id as uuid"],
      ["qa://q/new", "qa://q/old"],
      ["qa://q/:id", "qb://q/:id"],
      ["qa://q/:id", "qa://r/:id"],
      ["qa://s?q=swift", "qa://s?q=rust"],
      ["qa://s?n=:n as integer", "qa://s?n=first"],
      ["qa://q/:id", "qa://q/:id/*"],
      ["qa://q/new", "qa://q/:id"],
    ])
  func disjoint(patterns: [String]) throws {
    let table = try RouteTable(
      plist: try Self.manifest([
        Self.route("a", Self.urls(patterns[0])), Self.route("b", Self.urls(patterns[1])),
      ]))
    #expect(table?.routes.count == 2)
  }

  @Test("one activity type or one notification and action for two routes is an error")
  func otherOverlaps() throws {
    let activity = "<key>activities</key><array><string>com.example.viewing</string></array>"
    try Self.expectError(
      [Self.route("a", activity), Self.route("b", activity)],
      message:
        "activity 'com.example.viewing' leads to route 'b' and to route 'a' (3:83); an activity type takes one route",
      location: "4:83")
    let spotlight = { (p: String) in
      "<key>activities</key><array><dict><key>spotlight</key><string>\(p)</string></dict></array>"
    }
    try Self.expectError(
      [Self.route("a", spotlight("q/:id")), Self.route("b", spotlight("q/:other"))],
      message:
        "Spotlight identifier pattern 'q/:other' of route 'b' and 'q/:id' of route 'a' (3:109) are equally specific and both match 'q/x'; make one more specific or remove one",
      location: "4:109")
    let notification =
      "<key>notifications</key><array><dict><key>category</key><string>C</string><key>action</key><string>default</string></dict></array>"
    try Self.expectError(
      [Self.route("a", notification), Self.route("b", notification)],
      message:
        "notification category 'C' with action 'com.apple.UNNotificationDefaultActionIdentifier' leads to route 'b' and to route 'a' (3:86); a notification and action take one route",
      location: "4:86")
  }
}
