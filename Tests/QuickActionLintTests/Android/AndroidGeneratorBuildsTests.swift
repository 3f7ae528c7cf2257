import AndroidProject
import PropertyList
import PropertyListOpenStep
import QuickActionLint
import QuickActionTooling
import QuickActions
import Testing

/// The generator's files build and open the app: build settings expanded (or an error at the
/// unexpanded reference), unique string names, a qualified activity, a checked package,
/// titles as Android shows them, untranslated keys warned of, and minimal `--check` diffs.
@Suite struct AndroidGeneratorBuildsTests {
  static func plist(_ items: [(type: String, title: String)], extra: String = "") -> String {
    "<plist version=\"1.0\"><dict>\n<key>UIApplicationShortcutItems</key><array>\n"
      + items.map {
        "<dict><key>UIApplicationShortcutItemType</key><string>\($0.type)</string>"
          + "<key>UIApplicationShortcutItemTitle</key><string>\($0.title)</string></dict>\n"
      }.joined() + "</array>\(extra)</dict></plist>\n"
  }

  static func generator(
    _ text: String, settings: [String: String] = [:], strings: LocalizedStrings? = nil,
    package: String? = "com.example.qa", activity: String? = nil
  ) throws -> AndroidShortcutsGenerator {
    let root = try PropertyList.parse(Array(text.utf8))
    return AndroidShortcutsGenerator(
      file: "Info.plist", root: root, strings: strings, settings: BuildSettings(settings),
      routes: try RouteTable(plist: root), package: package, activity: activity)
  }

  static func table(_ language: String, _ text: String) throws -> LocalizedStrings.Table {
    LocalizedStrings.Table(
      language: language, path: "\(language).lproj/InfoPlist.strings",
      strings: try PropertyList.parseStrings(.init(text.utf8)))
  }

  /// Every Android finding of the generated files in an app whose launcher names them, with
  /// every rule (opt-in ones too) and the generator's routes and quick actions.
  static func findings(_ generator: AndroidShortcutsGenerator) -> [Finding] {
    let manifest = """
      <manifest xmlns:android="http://schemas.android.com/apk/res/android"><application><activity android:name=".MainActivity">
      <intent-filter><action android:name="android.intent.action.MAIN"/><category android:name="android.intent.category.LAUNCHER"/></intent-filter>
      <meta-data android:name="android.app.shortcuts" android:resource="@xml/shortcuts"/></activity></application></manifest>
      """
    let applicationID = "applicationId \"\(generator.package ?? "com.example.qa")\""
    let files =
      generator.files().map { ("app/src/main/res/" + $0.path, Array($0.text.utf8)) }
      + [
        ("app/src/main/AndroidManifest.xml", Array(manifest.utf8)),
        ("app/build.gradle", Array(applicationID.utf8)),
      ]
    var configuration = LintConfiguration()
    configuration.routes = generator.routes
    configuration.enabledRules = Set(Linter.rules.filter(\.isOptIn).map(\.id))
    let reports = AndroidLinter(configuration: configuration).lint(
      AndroidApp(files: files), ios: generator.quickActions)
    return reports.flatMap(\.findings)
  }

  /// The findings as `file:line:col: [rule] message`.
  static func lint(_ generator: AndroidShortcutsGenerator) -> [String] {
    findings(generator).map {
      "\($0.file):\($0.location.line):\($0.location.column): [\($0.rule)] \($0.message)"
    }
  }

  @Test(
    "$(PRODUCT_BUNDLE_IDENTIFIER) in a type is expanded into the id and the action, routes keyed the same way"
  )
  func expands() throws {
    let routes =
      "<key>QuickActionRoutes</key><dict><key>$(PRODUCT_BUNDLE_IDENTIFIER).NewTab</key><dict>"
      + "<key>tab</key><string>home</string><key>path</key><array><string>tab</string></array>"
      + "<key>urls</key><array><string>qa://tab/new</string></array></dict>"
      + "<key>com.example.qa.Close</key><dict><key>action</key><string>close</string></dict></dict>"
    let text = Self.plist(
      [
        ("$(PRODUCT_BUNDLE_IDENTIFIER).NewTab", "New Tab"),
        ("$(PRODUCT_BUNDLE_IDENTIFIER).Close", "Close"),
      ], extra: routes)
    let generator = try Self.generator(
      text, settings: ["PRODUCT_BUNDLE_IDENTIFIER": "com.example.qa"])
    #expect(generator.problems() == [])
    let xml = generator.files()[0].text
    #expect(xml.contains("android:shortcutId=\"com.example.qa.NewTab\""))
    #expect(xml.contains("android:data=\"qa://tab/new\""))
    #expect(xml.contains("android:action=\"com.example.qa.Close\""))
    #expect(!xml.contains("$("))
    #expect(Self.lint(generator) == [])
  }

  @Test("an unexpanded $(VAR) in a type or a title is an error at its place in the iOS file")
  func unexpanded() throws {
    let text = Self.plist([
      ("$(PRODUCT_BUNDLE_IDENTIFIER).NewTab", "New Tab"),
      ("com.example.qa.close", "Close $(PRODUCT_NAME)"),
    ])
    let problems = try Self.generator(text).problems().map(\.description)
    #expect(
      problems == [
        "Info.plist:3:47: error: $(PRODUCT_BUNDLE_IDENTIFIER) in the type '$(PRODUCT_BUNDLE_IDENTIFIER).NewTab' is not defined, and Android takes resource files as written: give --define PRODUCT_BUNDLE_IDENTIFIER=VALUE, or run where the Xcode project that builds this file is",
        "Info.plist:4:125: error: $(PRODUCT_NAME) in the en title 'Close $(PRODUCT_NAME)' is not defined, and Android takes resource files as written: give --define PRODUCT_NAME=VALUE, or run where the Xcode project that builds this file is",
      ])
  }

  @Test("types that differ only in case or punctuation get distinct string names, in file order")
  func uniqueNames() throws {
    let text = Self.plist([
      ("com.a.NewTab", "One"), ("com.a.newtab", "Two"), ("com.a.new-tab", "Three"),
      ("com.a.newtab_2", "Four"),
    ])
    let generator = try Self.generator(text)
    let strings = generator.files()[1].text
    #expect(strings.contains("<string name=\"shortcut_com_a_newtab\">One</string>"))
    #expect(strings.contains("<string name=\"shortcut_com_a_newtab_3\">Two</string>"))
    #expect(strings.contains("<string name=\"shortcut_com_a_new_tab\">Three</string>"))
    #expect(strings.contains("<string name=\"shortcut_com_a_newtab_2\">Four</string>"))
    let names = strings.split(separator: "\n").filter { $0.contains("<string name=") }
    #expect(Set(names.map { $0.split(separator: "\"")[1] }).count == 4)
    #expect(try Self.generator(text).files() == generator.files())
    #expect(Self.lint(generator) == [])
  }

  @Test("a type given twice: the later item is left out, with a warning at its type")
  func duplicateType() throws {
    let generator = try Self.generator(Self.plist([("com.a.x", "One"), ("com.a.x", "Two")]))
    #expect(
      generator.problems().map(\.description)
        == [
          "Info.plist:4:47: warning: the type 'com.a.x' is given again: this item is left out (a shortcut id is unique)"
        ])
    #expect(generator.files()[0].text.components(separatedBy: "<shortcut\n").count == 2)
  }

  @Test(
    "--activity: relative names are completed with the package, full names kept",
    arguments: [
      (".ui.HomeActivity", "com.example.qa.ui.HomeActivity"),
      ("HomeActivity", "com.example.qa.HomeActivity"),
      ("org.other.Home", "org.other.Home"),
    ])
  func activity(_ given: String, _ written: String) throws {
    let generator = try Self.generator(Self.plist([("com.a.x", "One")]), activity: given)
    #expect(generator.files()[0].text.contains("android:targetClass=\"\(written)\""))
  }

  @Test(
    "application IDs: at least two segments, each a letter then letters, digits or _",
    arguments: [
      ("com.example.app", nil), ("a.b", nil), ("com.Ex_1.b2", nil),
      ("not a package!", "it needs at least two segments separated by dots"),
      ("example", "it needs at least two segments separated by dots"),
      ("com..app", "segment 2 is empty"),
      ("com.1app", "segment 2 ('1app') does not start with a letter"),
      ("_com.app", "segment 1 ('_com') does not start with a letter"),
      ("com.my-app", "segment 2 ('my-app') has '-': only a-z, A-Z, 0-9 and _ are allowed"),
      ("com.app.", "segment 3 is empty"),
    ] as [(String, String?)])
  func applicationID(_ id: String, _ problem: String?) {
    #expect(AndroidShortcutsGenerator.applicationIDProblem(id) == problem)
  }

  @Test(
    "titles are written with white space collapsed as aapt2 shows them, and no drift is reported")
  func whiteSpace() throws {
    let generator = try Self.generator(Self.plist([("com.a.x", "  Post  a\tSpot ")]))
    #expect(
      generator.files()[1].text.contains("<string name=\"shortcut_com_a_x\">Post a Spot</string>"))
    #expect(Self.lint(generator) == [])
    #expect(AndroidShortcutsGenerator.collapsingWhiteSpace(" a \n\n b ") == "a b")
  }

  @Test(
    "a key the development language does not translate is a warning at the title; a missing translation falls back"
  )
  func untranslated() throws {
    let text = Self.plist([("com.a.post", "POST_TITLE"), ("com.a.search", "SEARCH_TITLE")])
    let strings = LocalizedStrings(tables: [
      try Self.table("en", "\"POST_TITLE\" = \"Post\";"),
      try Self.table("fr", "\"POST_TITLE\" = \"Publier\";\n\"SEARCH_TITLE\" = \"Chercher\";"),
      try Self.table("de", "\"SEARCH_TITLE\" = \"Suchen\";"),
    ])
    let generator = try Self.generator(text, strings: strings)
    #expect(
      generator.problems().map(\.description) == [
        "Info.plist:4:117: warning: the title 'SEARCH_TITLE' is a key of de.lproj/InfoPlist.strings, but the development language (en) does not translate it: the values/ label of 'com.a.search' is the key as written"
      ])
    let files = Dictionary(uniqueKeysWithValues: generator.files().map { ($0.path, $0.text) })
    #expect(files["values/quickaction_shortcuts.xml"]?.contains(">Post</string>") == true)
    #expect(files["values/quickaction_shortcuts.xml"]?.contains(">SEARCH_TITLE</string>") == true)
    // de lacks POST_TITLE: its file leaves it out, and Android shows values/ ("Post"), as iOS shows en's.
    #expect(files["values-de/quickaction_shortcuts.xml"]?.contains("shortcut_com_a_post") == false)
    #expect(files["values-de/quickaction_shortcuts.xml"]?.contains(">Suchen</string>") == true)
    #expect(files["values-fr/quickaction_shortcuts.xml"]?.contains(">Publier</string>") == true)
    #expect(Self.lint(generator) == [])
  }

  @Test("a changed package shows only the lines that change, added lines included")
  func minimalDiff() throws {
    let text = Self.plist([("com.a.x", "One"), ("com.a.y", "Two")])
    let old = try Self.generator(text, package: "com.example.qa").files()[0].text
    let new = try Self.generator(text, package: "com.example.other").files()[0].text
    #expect(
      LineDiff.unified(old: Array(old.utf8), new: Array(new.utf8), path: "x.xml") == """
        --- x.xml
        +++ x.xml
        @@ -8,8 +8,8 @@
                 android:shortcutLongLabel="@string/shortcut_com_a_x">
                 <intent
                     android:action="com.a.x"
        -            android:targetPackage="com.example.qa"
        -            android:targetClass="com.example.qa.MainActivity" />
        +            android:targetPackage="com.example.other"
        +            android:targetClass="com.example.other.MainActivity" />
             </shortcut>
             <shortcut
                 android:shortcutId="com.a.y"
        @@ -18,7 +18,7 @@
                 android:shortcutLongLabel="@string/shortcut_com_a_y">
                 <intent
                     android:action="com.a.y"
        -            android:targetPackage="com.example.qa"
        -            android:targetClass="com.example.qa.MainActivity" />
        +            android:targetPackage="com.example.other"
        +            android:targetClass="com.example.other.MainActivity" />
             </shortcut>
         </shortcuts>

        """)
    let implicit = try Self.generator(text, package: nil).files()[0].text
    let added = LineDiff.unified(old: Array(implicit.utf8), new: Array(old.utf8), path: "x.xml")
    #expect(
      added.split(separator: "\n").filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }.count == 6)
    #expect(
      added.split(separator: "\n").filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }.count == 2)
    #expect(
      added.split(separator: "\n").filter { $0.hasPrefix("@@") } == [
        "@@ -7,7 +7,9 @@", "@@ -15,6 +17,8 @@",
      ])
  }

  @Test("the diff of texts with no line in common, and of a text against nothing")
  func diffEdges() {
    #expect(LineDiff.unified(old: Array("a\nb\n".utf8), new: Array("a\nb\n".utf8), path: "f") == "")
    #expect(
      LineDiff.unified(old: [], new: Array("x\n".utf8), path: "f")
        == "--- f\n+++ f\n@@ -0,0 +1,1 @@\n+x\n")
    #expect(
      LineDiff.unified(old: Array("a\nb\n".utf8), new: Array("c\n".utf8), path: "f")
        == "--- f\n+++ f\n@@ -1,2 +1,1 @@\n-a\n-b\n+c\n")
  }
}
