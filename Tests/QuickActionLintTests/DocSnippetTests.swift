import QuickActionLint
import QuickActions
import Testing

/// The code of the DocC article "Linting in Xcode and in CI", compiled and run.
@Suite struct LintDocSnippetTests {
  // Laid out as the article's block it is, line for line (DocArticleTests): not reformatted.
  // swift-format-ignore
  @Test("linting from Swift: an item whose type no route handles")
  func fromSwift() {
    let routes = RouteTable { Route("com.example.qa.post", .present(.sheet, ["compose"])) }
    let bytes = Array("""
      <plist version="1.0"><dict><key>UIApplicationShortcutItems</key><array><dict>
      <key>UIApplicationShortcutItemType</key><string>com.example.qa.mypage</string>
      <key>UIApplicationShortcutItemTitle</key><string>My Page</string>
      </dict></array></dict></plist>
      """.utf8)
    let report = Linter(configuration: LintConfiguration(routes: routes)).lint(file: "Info.plist", bytes: bytes)
    for finding in report.findings { print(finding.rule, finding.location.line, finding.message) }
    // The route declared in code has no position (line 0); the item's is its file's.
    #expect(report.findings.map { "\($0.rule) \($0.location.line)" } == ["route-orphan 0", "shortcut-unrouted 2"])
  }
}
