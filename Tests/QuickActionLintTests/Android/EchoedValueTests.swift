import Testing

@testable import QuickActionLint

private typealias F = AndroidFixture

/// Output stays bounded whatever a file holds: a value a finding quotes is clipped (a 10 MB
/// label was once one 10 MB warning line), and every Android finding is capped as a whole.
@Suite struct EchoedValueTests {
  static let res = "app/src/main/res/xml/shortcuts.xml"

  @Test("a 100,000-character label is quoted as 80 characters and its length, at its place")
  func longLabel() throws {
    let label = String(repeating: "L", count: 100_000)
    let strings = F.header + "<resources>\n<string name=\"a\">\(label)</string>\n</resources>\n"
    let c = AndroidCase(
      name: "a huge label",
      files: [
        "app/src/main/AndroidManifest.xml": F.manifest(), Self.res: F.shortcuts(F.shortcut("a")),
        "app/src/main/res/values/strings.xml": strings,
      ],
      expected: [
        "\(Self.res):3:62: the short label '\(String(repeating: "L", count: 80))… "
          + "(100000 characters)' has 100000 characters and there is no long label; launchers show "
          + "about 25 in the menu, 10 on a pinned icon (add a shorter android:shortcutShortLabel and "
          + "a long label)"
      ])
    try F.check(c, rule: "android-shortcut-label-length")
  }

  @Test("a literal label of 100,000 characters: every Android finding stays under 1,100 characters")
  func everyFindingBounded() throws {
    let label = String(repeating: "L", count: 100_000)
    let c = AndroidCase(
      name: "a literal label",
      files: [
        "app/src/main/AndroidManifest.xml": F.manifest(),
        Self.res: F.shortcuts(F.shortcut("a", label: label)),
      ],
      expected: [])
    let found = try F.findings(c, rule: "android-shortcut-label")
    #expect(found.count == 1)
    #expect(found.allSatisfy { $0.count < 1_100 })
    #expect(
      found.first?.hasPrefix(
        "\(Self.res):3:62: android:shortcutShortLabel must be a string "
          + "resource (@string/name), not the text 'LLL") == true)
    #expect(found.first?.hasSuffix(" characters)") == true)
  }
}
