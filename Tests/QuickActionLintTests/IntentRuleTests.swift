import PropertyList
import QuickActions
import Testing

@testable import QuickActionLint

/// The App Intent rules: intents routed with multiple scenes off, and a URL-representable intent
/// on a custom scheme. Each finding at its place; each rule silent where it has nothing to say.
@Suite struct IntentRuleTests {
  static let rules: Set<String> = ["intent-needs-multiple-scenes", "intent-url-custom-scheme"]
  static let at = SourceLocation(offset: 10, line: 3, column: 5)

  static func findings(_ body: String, routes: [Route]) -> [String] {
    let configuration = LintConfiguration(routes: RouteTable(routes), routesFile: "routes.plist")
    return Linter(configuration: configuration).lint(
      file: "Info.plist", bytes: Array(RuleTests.plist(body).utf8)
    ).findings
      .filter { rules.contains($0.rule) }.map {
        "\($0.rule) \($0.file) \($0.location) \($0.message)"
      }
  }

  static func intentRoute(_ url: String? = nil) -> Route {
    Route(
      named: "question", .action("open"),
      triggers: [
        .intent(
          IntentTrigger(
            "OpenQuestionIntent", urlRepresentation: url.map { URLPattern($0, location: at) },
            location: at))
      ])
  }

  static func manifest(_ inner: String) -> String {
    "<key>UIApplicationSceneManifest</key>\n<dict>\(inner)</dict>"
  }

  typealias Case = DoorRouteRuleTests.Case

  static let cases: [Case] = [
    Case(
      name: "UIApplicationSupportsMultipleScenes false",
      body: manifest("<key>UIApplicationSupportsMultipleScenes</key><false/>"),
      routes: [intentRoute()],
      findings: [
        "intent-needs-multiple-scenes Info.plist 6:53 the routes take App Intent 'OpenQuestionIntent', and UIApplicationSupportsMultipleScenes is false: the App Intents framework delivers an intent to a scene at launch only with it true, even for an app with one scene"
      ]),
    Case(
      name: "UIApplicationSupportsMultipleScenes absent",
      body: manifest("<key>UISceneConfigurations</key><dict/>"), routes: [intentRoute()],
      findings: [
        "intent-needs-multiple-scenes Info.plist 5:1 the routes take App Intent 'OpenQuestionIntent', and the scene manifest has no UIApplicationSupportsMultipleScenes (off): the App Intents framework delivers an intent to a scene at launch only with it true, even for an app with one scene"
      ]),
    Case(
      name: "UIApplicationSupportsMultipleScenes true",
      body: manifest("<key>UIApplicationSupportsMultipleScenes</key><true/>"),
      routes: [intentRoute()], findings: []),
    Case(
      name: "no scene manifest: Xcode may generate one", body: "", routes: [intentRoute()],
      findings: []),
    Case(
      name: "no intents routed",
      body: manifest("<key>UIApplicationSupportsMultipleScenes</key><false/>"),
      routes: [
        Route(
          named: "compose", .action("c"), triggers: [.url(URLPattern("qa://compose", location: at))]
        )
      ], findings: []),
    Case(
      name: "a URL-representable intent on a custom scheme",
      body: manifest("<key>UIApplicationSupportsMultipleScenes</key><true/>"),
      routes: [intentRoute("qa://questions/:questionID")],
      findings: [
        "intent-url-custom-scheme routes.plist 3:5 App Intent 'OpenQuestionIntent' of route 'question' is represented by qa: URLs; a URLRepresentableIntent needs a universal link (https), not a custom scheme"
      ]),
    Case(
      name: "a URL-representable intent on a universal link",
      body: manifest("<key>UIApplicationSupportsMultipleScenes</key><true/>"),
      routes: [intentRoute("https://qa.example.com/questions/:questionID")],
      findings: []),
  ]

  @Test("each finding at its place, none where the rule has nothing to say", arguments: cases)
  func rule(_ c: Case) {
    #expect(Self.findings(c.body, routes: c.routes) == c.findings)
  }
}
