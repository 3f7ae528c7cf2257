import QuickActionLint
import Testing

/// Routes reached by URLs, activities or notifications, as the linter sees them.
@Suite struct RouteTriggerLintTests {
  static func lint(_ routes: String) -> [Finding] {
    let items =
      "<key>UIApplicationShortcutItems</key>\n<array>\n<dict>\n" + RuleTests.item()
      + "\n</dict>\n</array>\n"
    // The app declares the qa: scheme its URL routes answer (after the routes, so their
    // positions stay where the tests say).
    let urlTypes =
      "\n<key>CFBundleURLTypes</key><array><dict><key>CFBundleURLSchemes</key><array><string>qa</string></array></dict></array>"
    return Linter().lint(
      file: "Shortcuts.plist", bytes: Array(RuleTests.plist(items + routes + urlTypes).utf8)
    ).findings
  }

  @Test("a route no shortcut takes is no orphan; the same route taking a shortcut is one")
  func orphan() {
    let route =
      "<key>question</key><dict><key>action</key><string>open</string>%@<key>urls</key><array><string>qa://q/:id</string></array></dict>"
    let triggersOnly = route.replacingOccurrences(of: "%@", with: "<key>shortcut</key><false/>")
    #expect(
      Self.lint(
        "<key>QuickActionRoutes</key><dict>\n<key>com.example.qa.post</key><dict><key>action</key><string>post</string></dict>\n"
          + triggersOnly + "</dict>"
      ).isEmpty)
    let shortcut = route.replacingOccurrences(of: "%@", with: "")
    let findings = Self.lint(
      "<key>QuickActionRoutes</key><dict>\n<key>com.example.qa.post</key><dict><key>action</key><string>post</string></dict>\n"
        + shortcut + "</dict>")
    #expect(findings.map(\.rule) == ["route-orphan"])
    #expect(findings.map(\.message) == ["route 'question' matches no shortcut item"])
  }

  @Test("two equally specific URL patterns are a route-invalid error naming both positions")
  func ambiguous() {
    let routes =
      "<key>QuickActionRoutes</key><dict>\n<key>com.example.qa.post</key><dict><key>action</key><string>post</string><key>urls</key><array><string>qa://q/:id</string></array></dict>\n"
      + "<key>b</key><dict><key>action</key><string>b</string><key>shortcut</key><false/><key>urls</key><array><string>qa://q/:slug</string></array></dict>\n</dict>"
    let findings = Self.lint(routes)
    #expect(findings.map(\.rule) == ["route-invalid"])
    #expect(
      findings.first?.message
        == "URL pattern 'qa://q/:slug' of route 'b' and 'qa://q/:id' of route 'com.example.qa.post' (13:97) are equally specific and both match 'qa://q/x'; make one more specific or remove one"
    )
    #expect(findings.first?.location.description == "14:103")
  }
}
