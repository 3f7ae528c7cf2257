import AndroidProject
import PropertyList
import PropertyListOpenStep
import QuickActionLint
import QuickActionTooling
import QuickActions
import TestSupport
import Testing

/// The generator's files for a declaration with a translation, a back stack and an explicit
/// package, against golden files; and what it writes passes every Android rule.
@Suite struct AndroidShortcutsGeneratorTests {
  static let manifest = """
    <plist version="1.0"><dict>
    <key>UIApplicationShortcutItems</key><array>
    <dict><key>UIApplicationShortcutItemType</key><string>com.example.qa.participated</string>
      <key>UIApplicationShortcutItemTitle</key><string>PARTICIPATED</string>
      <key>UIApplicationShortcutItemIconSymbolName</key><string>bubble.left</string></dict>
    <dict><key>UIApplicationShortcutItemType</key><string>com.example.qa.timer</string>
      <key>UIApplicationShortcutItemTitle</key><string>Tom's "5 min" timer &amp; co</string>
      <key>UIApplicationShortcutItemIconType</key><string>UIApplicationShortcutIconTypeTime</string></dict>
    </array>
    <key>QuickActionRoutes</key><dict>
      <key>spots</key><dict><key>shortcut</key><false/><key>tab</key><string>spots</string><key>path</key><array><string>spots</string></array>
        <key>urls</key><array><string>qa://spots</string></array></dict>
      <key>com.example.qa.participated</key><dict><key>tab</key><string>spots</string>
        <key>path</key><array><string>spots</string><string>participated</string></array>
        <key>urls</key><array><string>qa://spots/:id</string><string>qa://spots/participated</string></array></dict>
      <key>com.example.qa.timer</key><dict><key>action</key><string>startTimer</string></dict>
    </dict></dict></plist>
    """

  static func generator() throws -> AndroidShortcutsGenerator {
    let root = try PropertyList.parse(Array(manifest.utf8))
    let french = LocalizedStrings.Table(
      language: "fr", path: "fr.lproj/InfoPlist.strings",
      strings: try PropertyList.parseStrings(.init("\"PARTICIPATED\" = \"Participé\";".utf8)))
    let english = LocalizedStrings.Table(
      language: "en", path: "en.lproj/InfoPlist.strings",
      strings: try PropertyList.parseStrings(.init("\"PARTICIPATED\" = \"Participated\";".utf8)))
    let ios = IOSQuickActions(
      file: "Info.plist", root: root, strings: LocalizedStrings(tables: [french, english]))
    return AndroidShortcutsGenerator(
      quickActions: ios, routes: try RouteTable(plist: root), package: "com.example.qa")
  }

  @Test("shortcuts.xml and one strings file per translation, as golden files")
  func golden() throws {
    let files = try Self.generator().files()
    #expect(
      files.map(\.path) == [
        "xml/shortcuts.xml", "values/quickaction_shortcuts.xml",
        "values-fr/quickaction_shortcuts.xml",
      ])
    assertSnapshot(
      files.map { "=== \($0.path)\n\($0.text)" }.joined(), named: "android-generator.txt")
  }

  @Test("what it writes passes every Android rule, the routes and the drift check included")
  func lintsClean() throws {
    let generator = try Self.generator()
    let manifest = """
      <manifest xmlns:android="http://schemas.android.com/apk/res/android"><application><activity android:name=".MainActivity">
      <intent-filter><action android:name="android.intent.action.MAIN"/><category android:name="android.intent.category.LAUNCHER"/></intent-filter>
      <meta-data android:name="android.app.shortcuts" android:resource="@xml/shortcuts"/></activity></application></manifest>
      """
    let files =
      generator.files().map { ("app/src/main/res/" + $0.path, Array($0.text.utf8)) } + [
        ("app/src/main/AndroidManifest.xml", Array(manifest.utf8)),
        ("app/build.gradle", Array("applicationId \"com.example.qa\"".utf8)),
      ]
    var configuration = LintConfiguration()
    configuration.routes = generator.routes
    configuration.enabledRules = Set(Linter.rules.filter(\.isOptIn).map(\.id))
    let reports = AndroidLinter(configuration: configuration).lint(
      AndroidApp(files: files), ios: generator.quickActions)
    #expect(reports.flatMap(\.findings).map { "\($0.rule): \($0.message)" } == [])
  }

  @Test("drawables: an icon's name, and the ones the folder lacks")
  func icons() throws {
    let generator = try Self.generator()
    #expect(
      generator.missingIcons(existing: ["ic_shortcut_time"]).map(\.drawable) == [
        "ic_shortcut_bubble_left"
      ])
  }
}
