import PropertyList
import QuickActions
import Testing

@testable import QuickActionLint

/// The rules that hold the declared doors against the route table, both ways: URL schemes
/// against URL routes, NSUserActivityTypes against activity routes.
@Suite struct DoorRouteRuleTests {
  static let rules: Set<String> = [
    "url-route-scheme-undeclared", "url-scheme-unrouted", "activity-type-undeclared",
    "activity-type-unrouted",
  ]

  static func findings(_ body: String, routes: [Route]) -> [String] {
    let text = RuleTests.plist(body)
    let configuration = LintConfiguration(routes: RouteTable(routes), routesFile: "routes.plist")
    return Linter(configuration: configuration).lint(file: "Info.plist", bytes: Array(text.utf8))
      .findings
      .filter { rules.contains($0.rule) }.map {
        "\($0.rule) \($0.file) \($0.location) \($0.message)"
      }
  }

  static let at = SourceLocation(offset: 10, line: 3, column: 5)

  static func urlRoute(_ name: String, _ patterns: [String]) -> Route {
    Route(named: name, .action(name), triggers: patterns.map { .url(URLPattern($0, location: at)) })
  }

  static func activityRoute(_ name: String, _ types: [String]) -> Route {
    Route(
      named: name, .action(name),
      triggers: types.map { .activity(ActivityTrigger($0, location: at)) })
  }

  static let schemes =
    "<key>CFBundleURLTypes</key>\n<array><dict><key>CFBundleURLSchemes</key><array><string>qanda</string><string>fb1234</string></array></dict></array>"
  static let activities =
    "<key>NSUserActivityTypes</key>\n<array><string>com.example.qa.view</string><string>INSendMessageIntent</string><string>com.example.qa.old</string></array>"

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var body: String
    var routes: [Route]
    var findings: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a route's scheme not declared", body: schemes,
      routes: [urlRoute("compose", ["qandaa://compose"])],
      findings: [
        "url-scheme-unrouted Info.plist 6:50 no route answers URLs of the declared scheme 'qanda' (the routes answer qandaa:)",
        "url-route-scheme-undeclared routes.plist 3:5 route 'compose' answers qandaa: URLs, a scheme CFBundleURLTypes does not declare (it declares 'qanda', 'fb1234'); did you mean 'qanda'?",
      ]),
    Case(
      name: "a declared scheme, in another case, routed", body: schemes,
      routes: [urlRoute("compose", ["QANDA://compose"])], findings: []),
    Case(
      name: "universal links need no scheme", body: "",
      routes: [urlRoute("question", ["https://qa.example.com/questions/:id"])], findings: []),
    Case(
      name: "no scheme declared at all", body: "", routes: [urlRoute("compose", ["qa://compose"])],
      findings: [
        "url-route-scheme-undeclared routes.plist 3:5 route 'compose' answers qa: URLs, a scheme CFBundleURLTypes does not declare (it declares none)"
      ]),
    Case(
      name: "a scheme behind an unknown build setting silences the check",
      body:
        "<key>CFBundleURLTypes</key>\n<array><dict><key>CFBundleURLSchemes</key><array><string>$(SCHEME)</string></array></dict></array>",
      routes: [urlRoute("compose", ["qa://compose"])], findings: []),
    Case(
      name: "declared schemes are not checked when no route answers URLs", body: schemes,
      routes: [activityRoute("view", ["com.example.qa.view"])],
      findings: [
        "activity-type-undeclared routes.plist 3:5 route 'view' answers the activity type 'com.example.qa.view', which NSUserActivityTypes does not list"
      ]),
    Case(
      name: "an activity route not declared", body: activities,
      routes: [activityRoute("view", ["com.example.qa.vew"])],
      findings: [
        "activity-type-unrouted Info.plist 6:8 no route answers the declared activity type 'com.example.qa.view'",
        "activity-type-unrouted Info.plist 6:80 no route answers the declared activity type 'com.example.qa.old'",
        "activity-type-undeclared routes.plist 3:5 route 'view' answers the activity type 'com.example.qa.vew', which NSUserActivityTypes does not list; did you mean 'com.example.qa.view'?",
      ]),
    Case(
      name: "Spotlight, universal-link and Live Activity activities need no declaration", body: "",
      routes: [
        Route(
          named: "q", .action("q"),
          triggers: [
            .spotlight("questions/:id"), .activity(UserActivity.browsingWebType),
            .activity("NSUserActivityTypeLiveActivity"),
          ])
      ], findings: []),
    Case(
      name: "a type that only looks like the system's is declared", body: "",
      routes: [activityRoute("live", ["NSUserActivityTypeLiveActivities"])],
      findings: [
        "activity-type-undeclared routes.plist 3:5 route 'live' answers the activity type 'NSUserActivityTypeLiveActivities', which NSUserActivityTypes does not list"
      ]),
  ]

  @Test("declared doors against routed ones", arguments: cases)
  func rule(_ c: Case) {
    #expect(Self.findings(c.body, routes: c.routes) == c.findings)
  }

  @Test("without routes, nothing is said")
  func noRoutes() {
    let text = RuleTests.plist(Self.schemes + "\n" + Self.activities)
    let findings = Linter().lint(file: "Info.plist", bytes: Array(text.utf8)).findings.filter {
      Self.rules.contains($0.rule)
    }
    #expect(findings.isEmpty)
  }

  @Test(
    "schemes that sign-in SDKs answer are not routes",
    arguments: [
      ("fb1234567", true), ("com.googleusercontent.apps.1035-abc", true),
      ("wx10f099f798871364", true), ("tencent1103192918", true),
      ("QQ41C16356", true), ("wb600921819", true), ("fb", false), ("qanda", false), ("wxyz", false),
    ])
  func sdk(_ scheme: String, isSDK: Bool) {
    #expect(RoutedDoors.isSDKCallback(scheme) == isSDK)
  }
}
