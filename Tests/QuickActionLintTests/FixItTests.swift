import PropertyList
import QuickActions
import Testing

@testable import QuickActionLint

/// `lint --fix`: only the safe fix-its, the file kept byte for byte outside each edit, and a fix
/// kept only when the file reads the same but for the fixed values.
@Suite struct FixItTests {
  static let file = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \t<key>UIApplicationShortcutItems</key>
    \t<array>
    \t\t<dict>
    \t\t\t<key>UIApplicationShortcutItemType</key>
    \t\t\t<string>Post</string>
    \t\t\t<key>UIApplicationShortcutItemTitle</key>
    \t\t\t<string>Post</string>
    \t\t\t<key>UIApplicationShortcutItemSubTitle</key>
    \t\t\t<string>Drafts &amp; more</string>
    \t\t\t<key>UIApplicationShortcutItemIconType</key>
    \t\t\t<string>UIApplicationShortcutItemIconTypeSearch</string>
    \t\t</dict>
    \t</array>
    </dict>
    </plist>

    """

  static func fix(_ text: String, linter: Linter = Linter()) -> FixIts.Result {
    let bytes = Array(text.utf8)
    return FixIts.apply(
      linter.lint(file: "Info.plist", bytes: bytes).findings, to: bytes, file: "Info.plist",
      linter: linter)
  }

  @Test(
    "a misspelt key and an icon type name are fixed; every other byte is kept; the fixed rules are quiet"
  )
  func fixes() throws {
    var configuration = LintConfiguration(bundleIdentifier: "com.example.qa")
    configuration.enabledRules = ["shortcut-type-prefix"]  // has a fix-it, but not a safe one
    let linter = Linter(configuration: configuration)
    let result = Self.fix(Self.file, linter: linter)
    #expect(result.applied.map(\.rule) == ["shortcut-unknown-key", "shortcut-unknown-icon-type"])
    #expect(result.skipped.isEmpty)
    let expected = Self.file.replacingOccurrences(of: "ItemSubTitle", with: "ItemSubtitle")
      .replacingOccurrences(
        of: "UIApplicationShortcutItemIconTypeSearch", with: "UIApplicationShortcutIconTypeSearch")
    #expect(String(decoding: result.bytes, as: UTF8.self) == expected)
    let after = linter.lint(file: "Info.plist", bytes: result.bytes).findings.map(\.rule)
    #expect(after == ["shortcut-type-prefix"])
    let diff = [
      "--- Info.plist", "+++ Info.plist", "@@ -8,10 +8,10 @@",
      " \t\t\t<string>Post</string>",
      " \t\t\t<key>UIApplicationShortcutItemTitle</key>",
      " \t\t\t<string>Post</string>",
      "-\t\t\t<key>UIApplicationShortcutItemSubTitle</key>",
      "+\t\t\t<key>UIApplicationShortcutItemSubtitle</key>",
      " \t\t\t<string>Drafts &amp; more</string>",
      " \t\t\t<key>UIApplicationShortcutItemIconType</key>",
      "-\t\t\t<string>UIApplicationShortcutItemIconTypeSearch</string>",
      "+\t\t\t<string>UIApplicationShortcutIconTypeSearch</string>",
      " \t\t</dict>", " \t</array>", " </dict>",
    ]
    #expect(
      UnifiedDiff.render(old: Array(Self.file.utf8), new: result.bytes, path: "Info.plist")
        == diff.joined(separator: "\n") + "\n")
  }

  @Test("a rename that would make a duplicate key is not applied, and says why")
  func duplicate() throws {
    let text = Self.file.replacingOccurrences(
      of:
        "\t\t\t<key>UIApplicationShortcutItemIconType</key>\n\t\t\t<string>UIApplicationShortcutItemIconTypeSearch</string>\n",
      with: "\t\t\t<key>UIApplicationShortcutItemSubtitle</key>\n\t\t\t<string>Other</string>\n")
    let result = Self.fix(text)
    #expect(result.applied.isEmpty)
    #expect(result.bytes == Array(text.utf8))
    #expect(
      result.skipped.map(\.reason) == [
        "the fixed file would not read the same; nothing was changed"
      ])
    #expect(result.skipped.first?.finding.location.line == 11)
  }

  @Test("values with an entity, and files not in UTF-8, are left to a person")
  func leftAlone() {
    let entity = Self.file.replacingOccurrences(
      of: "<string>UIApplicationShortcutItemIconTypeSearch</string>",
      with: "<string>UIApplicationShortcutItemIconTypeSearch&#32;</string>")
    #expect(
      Self.fix(entity).skipped.map(\.reason).contains(
        "the value holds an entity or a line break; fix it by hand"))
    let utf16Text = Self.file.replacingOccurrences(
      of: "encoding=\"UTF-8\"", with: "encoding=\"UTF-16\"")
    var utf16: [UInt8] = [0xFE, 0xFF]
    for unit in utf16Text.utf16 { utf16 += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
    let linter = Linter()
    let result = FixIts.apply(
      linter.lint(file: "Info.plist", bytes: utf16).findings, to: utf16, file: "Info.plist",
      linter: linter)
    #expect(result.applied.isEmpty)
    #expect(
      result.skipped.map(\.reason) == [
        "only a UTF-8 file is edited", "only a UTF-8 file is edited",
      ])
  }
}
