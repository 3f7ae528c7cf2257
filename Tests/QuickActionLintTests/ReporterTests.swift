import Foundation
import PropertyList
import QuickActions
import TestSupport
import Testing

@testable import QuickActionLint

/// Each reporter's output for the same findings, against golden files.
@Suite struct ReporterTests {
  static let input = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \t<key>UIApplicationShortcutItems</key>
    \t<array>
    \t\t<dict>
    \t\t\t<key>UIApplicationShortcutItemType</key>
    \t\t\t<string>com.example.qa.post</string>
    \t\t\t<key>UIApplicationShortcutItemTitle</key>
    \t\t\t<string>Post, "now"</string>
    \t\t\t<key>UIApplicationShortcutItemTitle</key>
    \t\t\t<string>Post</string>
    \t\t\t<key>UIApplicationShortcutItemIconTyp</key>
    \t\t\t<string>UIApplicationShortcutIconTypeCompose</string>
    \t\t</dict>
    \t</array>
    </dict>
    </plist>
    """

  static var reports: [LintReport] {
    [Linter().lint(file: "App/Info.plist", bytes: Array(input.utf8))]
  }

  @Test("xcode", arguments: [false, true])
  func xcode(colour: Bool) {
    assertSnapshot(
      XcodeReporter(colour: colour).render(Self.reports),
      named: colour ? "xcode-colour.txt" : "xcode.txt")
  }

  @Test("the summary counts every file findings came from, not only the linted ones")
  func summaryCountsRouteFiles() {
    var configuration = LintConfiguration(
      routes: RouteTable([Route("com.example.qa.other", .action("x"))]), routesFile: "routes.plist")
    configuration.disabledRules = []
    let reports = [
      Linter(configuration: configuration).lint(
        file: "App/Info.plist", bytes: Array(Self.input.utf8))
    ]
    #expect(Set(reports[0].findings.map(\.file)) == ["App/Info.plist", "routes.plist"])
    #expect(XcodeReporter().render(reports).hasSuffix("in 2 files\n"))
    #expect(JSONReporter().render(reports).contains("\"files\": 2"))
  }

  @Test("json: the contract of ARCHITECTURE.md")
  func json() throws {
    let text = JSONReporter().render(Self.reports)
    assertSnapshot(text, named: "lint.json")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["version"] as? Int == 1)
    let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
    #expect(
      diagnostics.map { $0["rule"] as? String } == ["plist-duplicate-key", "shortcut-unknown-key"])
    #expect(
      Set(diagnostics[0].keys) == [
        "file", "line", "column", "severity", "rule", "message", "notes",
      ])
    #expect((object["summary"] as? [String: Int]) == ["files": 1, "errors": 1, "warnings": 1])
  }

  @Test("sarif: valid against the 2.1.0 schema's required fields")
  func sarif() throws {
    let text = SARIFReporter().render(Self.reports)
    assertSnapshot(text, named: "lint.sarif")
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "quickaction")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.allSatisfy { $0["id"] is String })
    let results = try #require(run["results"] as? [[String: Any]])
    for result in results {
      // Required: message with text; ruleId names a rule of the driver; locations are physical.
      #expect((result["message"] as? [String: Any])?["text"] is String)
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
      #expect(["error", "warning", "note", "none"].contains(result["level"] as? String ?? ""))
      let region =
        ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?[
          "region"] as? [String: Int]
      #expect((region?["startLine"] ?? 0) >= 1)
    }
  }

  @Test("a binary plist's findings name the object's byte offset")
  func binary() {
    let value: PlistValue = [
      "UIApplicationShortcutItems": [
        [
          "UIApplicationShortcutItemType": "a", "UIApplicationShortcutItemTitle": "A",
          "UIApplicationShortcutItemIconType": "UIApplicationShortcutIconTypeHeart",
        ]
      ]
    ]
    let report = Linter().lint(file: "App.plist", bytes: [UInt8](BinaryPlistWriter.data(value)))
    #expect(
      XcodeReporter().render([report]) == """
        App.plist: error: 'UIApplicationShortcutIconTypeHeart' is not a system icon type; did you mean 'UIApplicationShortcutIconTypeLove'? (at byte offset 154) [shortcut-unknown-icon-type]
        1 error, 0 warnings in 1 file

        """)
  }

  @Test("github workflow commands, escaped")
  func github() {
    assertSnapshot(GitHubReporter().render(Self.reports), named: "github.txt")
    #expect(GitHubReporter().escapeProperty("a,b:c%\n") == "a%2Cb%3Ac%25%0A")
  }
}
