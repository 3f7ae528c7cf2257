import Foundation
import TestSupport
import Testing

/// Titles as iOS resolves them (the user's language, then CFBundleDevelopmentRegion, then the text
/// as written), the same in items, preview, lint and the simulator, on a key-style catalog.
@Suite(.serialized) struct TitleTests {
  static let app = CLI.fixture("Keys")
  static let plist = app + "/Info.plist"

  @Test(
    "items: the development language's translation by default, the user's language when it has one, per key"
  )
  func items() throws {
    let english = try CLI.run(["items", Self.plist, "--format", "json"])
    #expect(english.status == 0)
    #expect(english.stdout.contains("\"title\": \"Search\""))
    #expect(english.stdout.contains("\"title\": \"Deals\""))
    #expect(english.stdout.contains("\"subtitle\": \"This week's offers\""))
    #expect(!english.stdout.contains("_TITLE"))
    // German translates both titles; its missing subtitle falls back to English, not the key.
    let german = try CLI.run(["items", Self.plist, "--language", "de", "--format", "json"])
    #expect(german.stdout.contains("\"title\": \"Suchen\""))
    #expect(german.stdout.contains("\"title\": \"Angebote\""))
    #expect(german.stdout.contains("\"subtitle\": \"This week's offers\""))
    #expect(german.stderr.isEmpty)
    // A region of a language uses the language's strings, as Bundle.preferredLocalizations does.
    #expect(
      try CLI.run(["items", Self.plist, "--language", "de-CH", "--format", "json"]).stdout.contains(
        "\"title\": \"Suchen\""))
    // No French: iOS shows the development language's translation, and says so.
    let french = try CLI.run(["items", Self.plist, "--language", "fr", "--format", "json"])
    #expect(french.status == 0)
    #expect(french.stdout.contains("\"title\": \"Search\""))
    #expect(
      french.stderr
        == "note: no 'fr' strings below \(Self.app) (InfoPlist.strings or InfoPlist.xcstrings): iOS shows the development language's ('en') titles\n"
    )
  }

  @Test("preview, lint and the simulator's header line agree with items")
  func agreement() throws {
    let preview = try CLI.run(["preview", Self.plist])
    #expect(preview.status == 0)
    #expect(preview.stdout.contains(">Search<"))
    #expect(!preview.stdout.contains("SEARCH_TITLE"))
    #expect(preview.stdout.contains("data-language=\"en\""))
    let french = try CLI.run(["preview", Self.plist, "--language", "fr"])
    #expect(french.stdout.contains(">Search<"))
    let all = try CLI.run(["preview", Self.plist, "--language", "all"])
    #expect(all.stdout.contains(">Suchen<") && all.stdout.contains(">Search<"))
    let lint = try CLI.run(["lint", Self.plist, "--strings", Self.app])
    #expect(lint.status == 0)
    #expect(
      lint.stdout.hasPrefix(
        "\(Self.plist):24:4: warning: subtitle 'DEALS_SUBTITLE' has no translation in 'de'; iOS shows the development language's ('en') \"This week's offers\" there [localization-missing]\n"
      ))
    let simulate = try CLI.run(["simulate", "--manifest", Self.plist])
    #expect(
      simulate.stdout.hasPrefix(
        "Cold launch, scene lifecycle: quick action \"Search\" (com.example.groceries.search)\n"))
  }

  @Test(
    "the demo manifest declares no development language: its titles are as written, whatever strings lie below it"
  )
  func demoAsWritten() throws {
    let run = try CLI.run(["items", "--format", "json"])
    #expect(run.stdout.contains("\"title\": \"Post a Spot\""))
  }

  @Test("an item whose icon type and icon file are both empty has no icon in items, as lint says")
  func emptyIcon() throws {
    let folder = try CLI.scratchFolder("empty-icon")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Info.plist").path
    try Data(
      """
      <plist version="1.0"><dict><key>UIApplicationShortcutItems</key><array><dict>
      <key>UIApplicationShortcutItemType</key><string>com.x.a</string>
      <key>UIApplicationShortcutItemTitle</key><string>A</string>
      <key>UIApplicationShortcutItemIconType</key><string></string>
      <key>UIApplicationShortcutItemIconFile</key><string></string>
      </dict></array></dict></plist>

      """.utf8
    ).write(to: URL(fileURLWithPath: path))
    let json = try CLI.run(["items", path, "--format", "json"])
    #expect(json.stdout.contains("\"icon\": null"))
    let text = try CLI.run(["items", path])
    #expect(text.stdout.hasSuffix("  1 A     com.x.a none static\n"))
    let lint = try CLI.run(["lint", path])
    #expect(
      lint.stdout.contains(
        "\(path):5:45: warning: UIApplicationShortcutItemIconFile of shortcut item 0 is empty: the item shows no icon [shortcut-empty-value]"
      ))
  }
}
