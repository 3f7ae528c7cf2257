import PropertyList
import PropertyListOpenStep
import QuickActionTooling
import QuickActions
import Testing

@testable import QuickActionLint

/// Each rule: a failing fixture (rule id, severity, line, column and message asserted) and a
/// passing one.
@Suite struct RuleTests {
  /// A document whose body starts on line 5, inside the root dictionary.
  static func plist(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \(body)
    </dict>
    </plist>
    """
  }

  /// UIApplicationShortcutItems with these item bodies, one <dict> per item, each on its own
  /// lines: the first item's first key is on line 7.
  static func items(_ bodies: [String]) -> String {
    plist(
      "<key>UIApplicationShortcutItems</key>\n<array>\n"
        + bodies.map { "<dict>\n\($0)\n</dict>" }.joined(separator: "\n") + "\n</array>")
  }

  static func item(type: String = "com.example.qa.post", title: String = "Post", extra: String = "")
    -> String
  {
    "<key>UIApplicationShortcutItemType</key><string>\(type)</string>\n<key>UIApplicationShortcutItemTitle</key><string>\(title)</string>"
      + (extra.isEmpty ? "" : "\n" + extra)
  }

  static let clean = items([
    item(
      extra:
        "<key>UIApplicationShortcutItemIconType</key><string>UIApplicationShortcutIconTypeCompose</string>"
    )
  ])

  struct Case: Sendable, CustomTestStringConvertible {
    var rule: String
    var input: String
    var line: Int
    var column: Int
    var message: String
    var configuration: @Sendable () -> LintConfiguration = { LintConfiguration() }
    var testDescription: String { rule }
  }

  static let cases: [Case] = [
    Case(
      rule: "plist-syntax", input: plist("<key>a</key><integer>12x</integer>"), line: 5, column: 24,
      message: "'12x' is not an integer"),
    Case(
      rule: "plist-unsafe-doctype",
      input: "<!DOCTYPE plist [<!ENTITY x \"y\">]>\n<plist><dict/></plist>", line: 1, column: 17,
      message:
        "an internal DTD subset is refused: it can declare entities (billion laughs, external files); nothing was expanded"
    ),
    Case(
      rule: "plist-duplicate-key",
      input: plist(
        "<key>CFBundleName</key><string>A</string>\n<key>CFBundleName</key><string>B</string>"),
      line: 6, column: 1,
      message:
        "duplicate key 'CFBundleName' in this dictionary (the common parsers silently keep the last value)"
    ),
    Case(
      rule: "shortcut-items-shape", input: plist("<key>UIApplicationShortcutItems</key>\n<dict/>"),
      line: 6, column: 1,
      message: "UIApplicationShortcutItems must be an array of dictionaries, not a dictionary"),
    Case(
      rule: "shortcut-items-shape",
      input: plist("<key>UIApplicationShortcutItems</key>\n<array>\n<string>x</string>\n</array>"),
      line: 7, column: 1,
      message: "item 0 of UIApplicationShortcutItems is a string, not a dictionary; iOS skips it"),
    Case(
      rule: "shortcut-missing-type",
      input: items(["<key>UIApplicationShortcutItemTitle</key><string>Post</string>"]),
      line: 7, column: 1, message: "shortcut item 0 has no UIApplicationShortcutItemType"),
    Case(
      rule: "shortcut-missing-title",
      input: items(["<key>UIApplicationShortcutItemType</key><string>com.example.qa.post</string>"]
      ),
      line: 7, column: 1,
      message: "shortcut item 0 ('com.example.qa.post') has no UIApplicationShortcutItemTitle"),
    Case(
      rule: "shortcut-empty-value", input: items([item(title: "  ")]), line: 9, column: 42,
      message: "UIApplicationShortcutItemTitle of shortcut item 0 is only white space"),
    Case(
      rule: "shortcut-value-type",
      input: items([
        "<key>UIApplicationShortcutItemType</key><string>t</string>\n<key>UIApplicationShortcutItemTitle</key><integer>1</integer>"
      ]),
      line: 9, column: 42,
      message: "UIApplicationShortcutItemTitle must be a string, not an integer"),
    Case(
      rule: "shortcut-unknown-key",
      input: items([item(extra: "<key>UIApplicationShortcutItemSubTitle</key><string>s</string>")]),
      line: 10, column: 1,
      message:
        "unknown key 'UIApplicationShortcutItemSubTitle' in shortcut item 0; did you mean 'UIApplicationShortcutItemSubtitle'?"
    ),
    Case(
      rule: "shortcut-unknown-icon-type",
      input: items([
        item(
          extra:
            "<key>UIApplicationShortcutItemIconType</key><string>UIApplicationShortcutIconTypeComposer</string>"
        )
      ]),
      line: 10, column: 45,
      message:
        "'UIApplicationShortcutIconTypeComposer' is not a system icon type; did you mean 'UIApplicationShortcutIconTypeCompose'?"
    ),
    Case(
      rule: "shortcut-icon-conflict",
      input: items([
        item(
          extra:
            "<key>UIApplicationShortcutItemIconType</key><string>UIApplicationShortcutIconTypeCompose</string>\n<key>UIApplicationShortcutItemIconFile</key><string>post</string>"
        )
      ]),
      line: 10, column: 1,
      message:
        "shortcut item 0 names 2 icons; iOS uses UIApplicationShortcutItemIconFile and ignores UIApplicationShortcutItemIconType"
    ),
    Case(
      rule: "shortcut-duplicate-type", input: items([item(), item(title: "Again")]), line: 12,
      column: 41,
      message: "shortcut items 0 and 1 share the type 'com.example.qa.post'"),
    Case(
      rule: "shortcut-suspicious-value", input: items([item(type: "@&quot;3&quot;")]), line: 8,
      column: 41,
      message:
        "UIApplicationShortcutItemType of shortcut item 0 is an Objective-C string literal, @\"3\"; the value is what is between the quotes"
    ),
    Case(
      rule: "shortcut-userinfo",
      input: items([
        item(
          extra:
            "<key>UIApplicationShortcutItemUserInfo</key><dict><key>draft</key><string>\(String(repeating: "x", count: 1100))</string></dict>"
        )
      ]),
      // plistlib.dumps({"draft": "x" * 1100}, fmt=FMT_BINARY) is 1159 bytes too.
      line: 10, column: 45,
      message:
        "the userInfo of shortcut item 0 is 1159 bytes (over 1024); keep an identifier, not the content"
    ),
    Case(
      rule: "shortcut-userinfo",
      input: items([
        item(
          extra:
            "<key>UIApplicationShortcutItemUserInfo</key><dict><key>a</key><dict><key>b</key><array><dict><key>c</key><array><true/></array></dict></array></dict></dict>"
        )
      ]),
      line: 10, column: 45,
      message:
        "the userInfo of shortcut item 0 is nested 4 levels deep (over 3); keep an identifier, not a structure"
    ),
    Case(
      rule: "scene-manifest-missing", input: items([item()]), line: 5, column: 1,
      message:
        "quick actions without a UIApplicationSceneManifest: built with the iOS 27 SDK the app does not launch (TN3187); adopt the scene lifecycle and take items in scene(_:willConnectTo:options:) and windowScene(_:performActionFor:completionHandler:)",
      configuration: {
        var configuration = LintConfiguration()
        configuration.enabledRules = ["scene-manifest-missing"]  // opt-in
        return configuration
      }),
    Case(
      rule: "shortcut-too-many",
      input: items((1...5).map { item(type: "t\($0)", title: "T\($0)") }), line: 23, column: 1,
      message: "5 static shortcut items, but the Home Screen shows 4; never shown: 'T5'"),
    Case(
      rule: "shortcut-title-length",
      input: items([item(title: "Neuen Beitrag verfassen und veröffentlichen lassen")]), line: 9,
      column: 42,
      message:
        "title 'Neuen Beitrag verfassen und veröffentlichen lassen' is cut by the menu: it shows \"Neuen Beitrag / verfassen und veröffe…\" (measured approximately)"
    ),
    Case(
      rule: "shortcut-type-prefix", input: items([item(type: "Post")]), line: 8, column: 41,
      message: "type 'Post' is not prefixed by the bundle identifier 'com.example.qa'",
      configuration: {
        var configuration = LintConfiguration(bundleIdentifier: "com.example.qa")
        configuration.enabledRules = ["shortcut-type-prefix"]  // opt-in
        return configuration
      }),
    Case(
      rule: "shortcut-unresolved-variable",
      input: items([
        item(type: "$(QA_PREFIX).post"), item(type: "$(QA_PREFIX).mine", title: "Mine"),
      ]),
      line: 8, column: 41,
      message:
        "$(QA_PREFIX) in UIApplicationShortcutItemType has no value (used 2 times); pass --define QA_PREFIX=…"
    ),
    Case(
      rule: "shortcut-unrouted", input: items([item()]), line: 8, column: 41,
      message: "no route handles the type 'com.example.qa.post'",
      configuration: {
        LintConfiguration(
          routes: RouteTable([Route("com.example.qa.other", .action("x"))]),
          routesFile: "routes.plist")
      }),
    Case(
      rule: "localization-missing", input: items([item()]), line: 9, column: 42,
      message: "title 'Post' has no translation in 'ja'",
      configuration: {
        LintConfiguration(
          localizedStrings: LocalizedStrings(tables: [
            .init(language: "ja", path: "ja.lproj/InfoPlist.strings", strings: ["Other": "x"])
          ]))
      }),
    Case(
      rule: "icon-file-missing",
      input: items([
        item(extra: "<key>UIApplicationShortcutItemIconFile</key><string>icon_post</string>")
      ]),
      line: 10, column: 45,
      message: "icon file 'icon_post' is not in the asset catalogs; did you mean 'icon_posts'?",
      configuration: { LintConfiguration(assets: AssetIndex(names: ["icon_posts"])) }),
  ]

  func findings(_ input: String, _ configuration: LintConfiguration = LintConfiguration())
    -> [Finding]
  {
    Linter(configuration: configuration).lint(file: "Info.plist", bytes: Array(input.utf8)).findings
  }

  @Test(
    "a failing fixture reports the rule with its severity, position and message", arguments: cases)
  func failing(_ c: Case) throws {
    let all = findings(c.input, c.configuration())
    let found = try #require(all.first { $0.rule == c.rule }, "no \(c.rule) in \(all.map(\.rule))")
    #expect(found.severity == Linter.rules.first { $0.id == c.rule }?.severity)
    #expect(found.location.line == c.line)
    #expect(found.location.column == c.column)
    #expect(found.message == c.message)
    #expect(found.file == "Info.plist")
  }

  @Test(
    "quiet on real apps: Xcode's own build settings, an opt-in rule left off, the key's prefix in an icon value"
  )
  func quiet() {
    let all = findings(
      Self.items([
        Self.item(type: "$(PRODUCT_BUNDLE_IDENTIFIER).post"),
        Self.item(type: "${PRODUCT_NAME:rfc1034identifier}.mine", title: "Mine"),
      ]),
      LintConfiguration(bundleIdentifier: "com.example.qa"))
    #expect(all.isEmpty, "\(all.map(\.message))")
    let icon = findings(
      Self.items([
        Self.item(
          extra:
            "<key>UIApplicationShortcutItemIconType</key><string>UIApplicationShortcutItemIconTypeSearch</string>"
        )
      ]))
    #expect(
      icon.map(\.message) == [
        "'UIApplicationShortcutItemIconTypeSearch' is not a system icon type; did you mean 'UIApplicationShortcutIconTypeSearch'?"
      ])
  }

  static func table(_ language: String, _ strings: [(String, String)]) -> LocalizedStrings.Table {
    let text = strings.map { "\"\($0.0)\" = \"\($0.1)\";" }.joined(separator: "\n")
    let root =
      (try? PropertyList.read(Array(text.utf8), format: .strings).root.dictionaryValue)
      ?? PlistDictionary()
    return .init(language: language, path: "\(language).lproj/InfoPlist.strings", strings: root)
  }

  @Test(
    "title length: a key is never measured; each translation is, and the note points at the one cut"
  )
  func titleLengthPerLanguage() throws {
    // A long key, no strings: not measured (it is not what anybody sees).
    #expect(
      findings(Self.items([Self.item(title: "IDS_IOS_APPLICATION_SHORTCUT_NEWSEARCH_TITLE")]))
        .isEmpty)
    let strings = LocalizedStrings(tables: [
      Self.table("en", [("NEW_POST_TITLE", "Write a new post for the feed")]),
      Self.table(
        "de",
        [("Other", "x"), ("NEW_POST_TITLE", "Neuen Beitrag verfassen und veröffentlichen lassen")]),
      Self.table("fi", [("NEW_POST_TITLE", "Uusi julkaisu")]),
    ])
    let all = findings(
      Self.items([Self.item(title: "NEW_POST_TITLE")]), LintConfiguration(localizedStrings: strings)
    )
    let finding = try #require(all.first)
    #expect(all.count == 1)
    #expect(
      finding.message
        == "title 'NEW_POST_TITLE' is cut by the menu in 'de' (measured approximately)")
    #expect(finding.location.line == 9)
    #expect(
      finding.notes.map(\.message) == [
        "de: \"Neuen Beitrag verfassen und veröffentlichen lassen\" is shown as \"Neuen Beitrag / verfassen und veröffe…\""
      ])
    #expect(finding.notes.first?.file == "de.lproj/InfoPlist.strings")
    #expect(finding.notes.first?.location.line == 2)
    // With a subtitle the title has one line: the English one, which fits on two, is cut too.
    let subtitled = findings(
      Self.items([
        Self.item(
          title: "NEW_POST_TITLE",
          extra: "<key>UIApplicationShortcutItemSubtitle</key><string>Drafts are kept</string>")
      ]),
      LintConfiguration(localizedStrings: strings))
    #expect(
      subtitled.filter { $0.rule == "shortcut-title-length" }.map(\.message)
        == ["title 'NEW_POST_TITLE' is cut by the menu in 'de', 'en' (measured approximately)"])
  }

  @Test(
    "localization: Base is not a translation; the development language needs no entry for words, but does for a key"
  )
  func localizationLanguages() {
    let baseOnly = LocalizedStrings(tables: [
      Self.table("Base", [("NSCameraUsageDescription", "To scan codes")])
    ])
    #expect(
      findings(Self.items([Self.item()]), LintConfiguration(localizedStrings: baseOnly)).isEmpty)
    let english = LocalizedStrings(tables: [
      Self.table("en", [("Other", "x")]), Self.table("ar", [("Other", "x")]),
      Self.table("bn", [("Other", "x")]),
    ])
    #expect(
      findings(
        Self.items([Self.item(title: "Post a Spot")]), LintConfiguration(localizedStrings: english)
      ).map(\.message)
        == ["title 'Post a Spot' has no translation in 'ar', 'bn'"])
    #expect(
      findings(
        Self.items([Self.item(title: "POST_TITLE")]), LintConfiguration(localizedStrings: english)
      ).map(\.message)
        == [
          "title 'POST_TITLE' has no translation in 'ar', 'bn', 'en'; iOS shows the key as written there"
        ])
  }

  @Test(
    "a shared type is fine when the userInfo tells the items apart (Apple's sample does it); not when it is the same"
  )
  func sharedTypes() throws {
    let info = { (id: String) in
      "<key>UIApplicationShortcutItemUserInfo</key><dict><key>id</key><string>\(id)</string></dict>"
    }
    #expect(
      findings(
        Self.items([Self.item(extra: info("1")), Self.item(title: "Again", extra: info("2"))])
      ).isEmpty)
    let same = findings(
      Self.items([Self.item(extra: info("1")), Self.item(title: "Again", extra: info("1"))]))
    let finding = try #require(same.first)
    #expect(same.count == 1)
    #expect(
      finding.message
        == "shortcut items 0 and 1 share the type 'com.example.qa.post' and the same userInfo")
    #expect(finding.location.line == 13)
    #expect(finding.location.column == 41)
  }

  @Test("empty icon values: a warning that says so, no unknown icon type, no conflict, and no icon")
  func emptyIcons() throws {
    let empty = findings(
      Self.items([Self.item(extra: "<key>UIApplicationShortcutItemIconType</key><string></string>")]
      ))
    let finding = try #require(empty.first)
    #expect(empty.count == 1)
    #expect(finding.rule == "shortcut-empty-value")
    #expect(finding.severity == .warning)
    #expect(
      finding.message
        == "UIApplicationShortcutItemIconType of shortcut item 0 is empty: the item shows no icon")
    #expect(finding.location.line == 10)
    #expect(finding.location.column == 45)
    // An empty file beside a type: the type is the icon, and nothing conflicts.
    let both = findings(
      Self.items([
        Self.item(
          extra:
            "<key>UIApplicationShortcutItemIconFile</key><string></string>\n<key>UIApplicationShortcutItemIconType</key><string>UIApplicationShortcutIconTypeCompose</string>"
        )
      ]))
    #expect(both.map(\.rule) == ["shortcut-empty-value"])
    #expect(ShortcutIcon.resolve(type: nil, file: "", symbol: nil) == nil)
    #expect(
      ShortcutIcon.resolve(type: "UIApplicationShortcutIconTypeCompose", file: "", symbol: "")
        == .system(.compose))
  }

  @Test("suspicious values: each slip named exactly; ordinary text left alone")
  func suspiciousValues() {
    let slips: [(String, Bool, String)] = [
      ("Post a Spot\"", false, "has an unbalanced \" (a stray one at the end)"),
      ("\"Post", false, "has an unbalanced \" (a stray one at the start)"),
      ("Say \"Hi", false, "has an unbalanced \" (one without its pair)"),
      ("\"Post a Spot\"", false, "is in quotes, which iOS shows as part of it"),
      (
        "@\"3\"", true,
        "is an Objective-C string literal, @\"3\"; the value is what is between the quotes"
      ),
      (
        "NSLocalizedString(\"Post\", comment: \"\")", false,
        "is source code, NSLocalizedString(\"Post\", comment: \"\"); a plist holds the text, and InfoPlist.strings translates it"
      ),
      ("<#title#>", false, "holds an Xcode placeholder (<#…#>)"),
      ("TODO: rename", false, "holds the placeholder 'TODO'"),
      ("Post\u{1B}[2J", false, "contains the control character U+001B"),
      ("Post\u{0}", false, "contains the control character U+0000"),
      (
        "com.example.post ", true,
        "has white space around it, which the type the app compares with does not"
      ),
    ]
    for (text, isType, problem) in slips {
      #expect(ShortcutSuspiciousValue.problem(in: text, isType: isType) == problem, "\(text)")
    }
    for text in [
      "Say \"Hi\"", "TODOs and lists", "Photo's album", "XXL sizes", "Tab\tseparated",
      "Post a Spot ", "5\" screen & 3\" frame",
    ] {
      #expect(ShortcutSuspiciousValue.problem(in: text, isType: false) == nil, "\(text)")
    }
  }

  @Test("opt-in rules stay quiet by default: the scene manifest Xcode may generate at build time")
  func sceneManifestOptIn() {
    #expect(findings(Self.items([Self.item()])).isEmpty)
    var configuration = LintConfiguration()
    configuration.enabledRules = ["scene-manifest-missing"]
    let withManifest = Self.plist(
      "<key>UIApplicationSceneManifest</key><dict/>\n<key>UIApplicationShortcutItems</key><array><dict>\(Self.item())</dict></array>"
    )
    #expect(findings(withManifest, configuration).isEmpty)
  }

  @Test("the clean fixture passes every rule, with every option given")
  func passing() {
    let configuration = LintConfiguration(
      bundleIdentifier: "com.example.qa",
      localizedStrings: LocalizedStrings(tables: [
        .init(language: "ja", path: "ja.lproj/InfoPlist.strings", strings: ["Post": "投稿"])
      ]),
      assets: AssetIndex(names: []),
      routes: RouteTable([Route("com.example.qa.post", .present(.sheet, ["compose"]))]))
    #expect(findings(Self.clean, configuration) == [])
  }

  @Test("every rule of the table has a failing fixture")
  func everyRuleCovered() {
    // icon-file-format needs image files on disk: IconFileFormatTests has its failing fixture;
    // the project rules need a project: ProjectLinterTests has theirs.
    let covered = Set(
      Self.cases.map(\.rule) + [
        "route-orphan", "route-unknown-destination", "route-invalid", "icon-file-format",
      ]
        + ["project-file-missing", "project-file-unresolved", "xcconfig-syntax"]
    )
    .union(DoorRuleTests.rules).union(DoorRouteRuleTests.rules).union(
      UniversalLinkRuleTests.rules
    )  // the rules on the app's doors
    .union(AssociationFileTests.rules).union(AndroidRuleCoverage.rules).union(IntentRuleTests.rules)
    .union(WiringRuleTests.rules)
    #expect(Set(Linter.rules.map(\.id)).subtracting(covered).isEmpty)
  }

  @Test("a duplicate type between a static and a declared dynamic item")
  func dynamicDuplicate() throws {
    let input = Self.plist(
      "<key>UIApplicationShortcutItems</key>\n<array>\n<dict>\n" + Self.item()
        + "\n</dict>\n</array>\n<key>QuickActionDynamicItems</key>\n<array>\n<dict>\n"
        + Self.item(title: "Dynamic") + "\n</dict>\n</array>")
    let found = try #require(findings(input).first { $0.rule == "shortcut-duplicate-type" })
    #expect(
      found.message == "dynamic item 'Dynamic' has the type 'com.example.qa.post' of static item 0")
    #expect(found.location.description == "8:41")
  }

  @Test("a duplicate key is reported and the rest of the file still checked")
  func duplicateKeyDoesNotStopTheLint() {
    let input = Self.items([
      "<key>UIApplicationShortcutItemType</key><string>a</string>\n<key>UIApplicationShortcutItemType</key><string>b</string>"
    ])
    // Sorted by position: the item (line 7) before its second type key (line 8).
    #expect(findings(input).map(\.rule) == ["shortcut-missing-title", "plist-duplicate-key"])
  }
}
