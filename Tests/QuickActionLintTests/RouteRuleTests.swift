import PropertyList
import QuickActions
import Testing

@testable import QuickActionLint

/// The rules that need a route table, with the routes in the linted file itself or in another.
@Suite struct RouteRuleTests {
  static let routes = """
    <key>QuickActionRoutes</key>
    <dict>
    <key>com.example.qa.post</key>
    <dict><key>present</key><string>sheet</string><key>path</key><array><string>compose</string></array></dict>
    <key>com.example.qa.Post</key>
    <dict><key>tab</key><string>feed</string><key>path</key><array><string>composer</string></array></dict>
    </dict>
    <key>QuickActionNavigation</key>
    <dict>
    <key>tabs</key><array><dict><key>id</key><string>home</string><key>root</key><string>home</string></dict></array>
    <key>screens</key><array><string>compose</string></array>
    </dict>
    """

  func lint(_ body: String, configuration: LintConfiguration = LintConfiguration()) -> [Finding] {
    let input = RuleTests.plist(body)
    return Linter(configuration: configuration).lint(
      file: "Shortcuts.plist", bytes: Array(input.utf8)
    ).findings
  }

  @Test("route-orphan and route-unknown-destination, from the file's own routes")
  func inFile() {
    let items =
      "<key>UIApplicationShortcutItems</key>\n<array>\n<dict>\n" + RuleTests.item()
      + "\n</dict>\n</array>\n"
    let findings = lint(items + Self.routes)
    #expect(
      findings.map(\.rule) == [
        "route-orphan", "route-unknown-destination", "route-unknown-destination",
      ])
    #expect(
      findings.map(\.message) == [
        "route 'com.example.qa.Post' matches no shortcut item; did you mean 'com.example.qa.post'?",
        "route 'com.example.qa.Post' names tab 'feed', which the navigation map lacks",
        "route 'com.example.qa.Post' names screen 'composer', which the navigation map lacks; did you mean 'compose'?",
      ])
    #expect(findings.map(\.location.description) == ["16:1", "16:1", "16:1"])
    #expect(findings.allSatisfy { $0.file == "Shortcuts.plist" })
  }

  @Test("route-invalid: a misspelt policy, with a suggestion and its position")
  func invalid() throws {
    let body = """
      <key>QuickActionRoutes</key>
      <dict>
      <key>com.example.qa.post</key>
      <dict><key>tab</key><string>home</string><key>policy</key><string>keepUnsafed</string></dict>
      </dict>
      """
    let found = try #require(lint(body).first)
    #expect(found.rule == "route-invalid")
    #expect(found.message == "unknown modal policy 'keepUnsafed'; did you mean 'keepUnsaved'?")
    #expect(found.location.description == "8:59")
  }

  @Test(
    "route-invalid: each route shape's misuse, at its place",
    arguments: [
      (
        "<key>action</key><string>refresh</string><key>then</key><array/>",
        "route 'com.example.qa.post' has both 'action' and 'then'; write the action in 'then'",
        "8:48"
      ),
      (
        "<key>tab</key><string>home</string><key>then</key><array><dict><key>action</key><string>a</string></dict><dict><key>present</key><string>sheet</string><key>path</key><array><string>c</string></array></dict></array>",
        "route 'com.example.qa.post' presents after an action; actions come last", "8:112"
      ),
      (
        "<key>tab</key><string>home</string><key>onTop</key><true/><key>policy</key><string>presentOver</string>",
        "policy 'presentOver' pushes on the top presentation, so route 'com.example.qa.post' can name no tab and present nothing after",
        "8:82"
      ),
      (
        "<key>tab</key><string>home</string><key>check</key><string> </string>",
        "the check name of route 'com.example.qa.post' is empty", "8:58"
      ),
      (
        "<key>onTop</key><true/><key>detail</key><array><string>c</string></array>",
        "route 'com.example.qa.post' has both 'onTop' and 'detail'; 'onTop' pushes on the current stack, a detail replaces a column",
        "8:30"
      ),
      (
        "<key>tab</key><string>home</string><key>then</key><array><dict><key>action</key><string>a</string><key>present</key><string>sheet</string></dict></array>",
        "a step of 'then' of route 'com.example.qa.post' has both 'action' and 'present'; write two steps",
        "8:105"
      ),
      (
        "<key>tab</key><string>home</string><key>path</key><array><string>folder...</string></array>",
        "screen 'folder...' repeats once per '/'-separated segment of one string parameter the item fills; it has 0",
        "8:64"
      ),
      (
        "<key>tab</key><string>home</string><key>path</key><array><string>list(= todo)</string></array>",
        "screen parameter '= todo' must be written name = value for a constant", "8:64"
      ),
      (
        "<key>tab</key><string>home</string><key>path</key><array><string>list(q??)</string></array>",
        "screen parameter 'q??' must be written name, name: userInfoKey, or either with '?' (optional) and 'as TYPE'; or name = value",
        "8:64"
      ),
    ])
  func shapeMisuse(route: String, message: String, location: String) throws {
    let body = """
      <key>QuickActionRoutes</key>
      <dict>
      <key>com.example.qa.post</key>
      <dict>\(route)</dict>
      </dict>
      """
    let found = try #require(lint(body).first)
    #expect(found.rule == "route-invalid")
    #expect(found.message == message)
    #expect(found.location.description == location)
  }

  @Test("routes from another file: findings name that file")
  func separateFile() throws {
    let routesFile = RuleTests.plist(Self.routes)
    let (table, problems) = Linter.loadRoutes(file: "Routes.plist", bytes: Array(routesFile.utf8))
    #expect(problems.isEmpty)
    let items =
      "<key>UIApplicationShortcutItems</key>\n<array>\n<dict>\n"
      + RuleTests.item(type: "com.example.qa.search") + "\n</dict>\n</array>"
    let findings = lint(
      items, configuration: LintConfiguration(routes: table, routesFile: "Routes.plist"))
    #expect(findings.first { $0.rule == "shortcut-unrouted" }?.file == "Shortcuts.plist")
    #expect(
      findings.filter { $0.rule == "route-orphan" }.map(\.file) == ["Routes.plist", "Routes.plist"])
    #expect(
      findings.filter { $0.rule == "route-orphan" }.map(\.location.description) == ["7:1", "9:1"])
  }

  @Test("a routes file that does not parse is a plist-syntax finding in that file")
  func brokenRoutesFile() {
    let (table, problems) = Linter.loadRoutes(
      file: "Routes.plist", bytes: Array("<plist><dict><key>a</key></dict></plist>".utf8))
    #expect(table == nil)
    #expect(problems.map(\.rule) == ["plist-syntax"])
    #expect(problems.map(\.message) == ["key 'a' has no value before </dict>"])
    #expect(problems.map(\.location.description) == ["1:14"])
  }
}
