import Testing

private typealias F = AndroidFixture
private let res = "app/src/main/res/xml/shortcuts.xml"
private let manifest = "app/src/main/AndroidManifest.xml"
private let values = "app/src/main/res/values/strings.xml"

/// A table of cases per shortcuts-file rule, each finding with its exact message and position.
@Suite struct AndroidShortcutRuleTests {
  static func app(_ body: String, strings: String = F.strings) -> [String: String] {
    [manifest: F.manifest(), res: F.shortcuts(body), values: strings]
  }

  @Test(
    "android-shortcut-id",
    arguments: [
      AndroidCase(name: "a literal id", files: app(F.shortcut("compose")), expected: []),
      AndroidCase(
        name: "a resource id", files: app(F.shortcut("@string/id")),
        expected: [
          "\(res):3:31: android:shortcutId must be a literal string, not the resource '@string/id': Android does not resolve it"
        ]),
      AndroidCase(
        name: "no id",
        files: app(
          "<shortcut android:shortcutShortLabel=\"@string/a\"><intent android:action=\"a.b\"/></shortcut>\n"
        ),
        expected: ["\(res):3:1: <shortcut> has no android:shortcutId: the platform drops it"]),
    ])
  func shortcutID(_ c: AndroidCase) throws { try F.check(c, rule: "android-shortcut-id") }

  @Test(
    "android-shortcut-label",
    arguments: [
      AndroidCase(
        name: "string resources",
        files: app(F.shortcut("a", extra: " android:shortcutLongLabel=\"@string/a\"")), expected: []
      ),
      AndroidCase(
        name: "literal short label", files: app(F.shortcut("a", label: "Compose")),
        expected: [
          "\(res):3:62: android:shortcutShortLabel must be a string resource (@string/name), not the text 'Compose': the shortcut is dropped"
        ]),
      AndroidCase(
        name: "literal long label and disabled message",
        files: app(
          F.shortcut(
            "a",
            extra: " android:shortcutLongLabel=\"Write\" android:shortcutDisabledMessage=\"Off\"")),
        expected: [
          "\(res):3:100: android:shortcutLongLabel must be a string resource (@string/name), not the text 'Write': the launcher never shows it",
          "\(res):3:140: android:shortcutDisabledMessage must be a string resource (@string/name), not the text 'Off': it is never shown",
        ]),
      AndroidCase(
        name: "no short label",
        files: app(
          "<shortcut android:shortcutId=\"a\"><intent android:action=\"a.b\"/></shortcut>\n"),
        expected: [
          "\(res):3:1: <shortcut> has no android:shortcutShortLabel: the platform drops it"
        ]),
    ])
  func label(_ c: AndroidCase) throws { try F.check(c, rule: "android-shortcut-label") }

  @Test(
    "android-shortcut-intent",
    arguments: [
      AndroidCase(name: "an intent with an action", files: app(F.shortcut("a")), expected: []),
      AndroidCase(
        name: "no intent", files: app(F.shortcut("a", intent: "")),
        expected: [
          "\(res):3:1: 'a' has no <intent>: the platform skips an enabled shortcut without one"
        ]),
      AndroidCase(
        name: "App Actions inventory has none, rightly",
        files: app(
          F.shortcut(
            "a", intent: "<capability-binding android:key=\"actions.intent.START_EXERCISE\"/>\n")),
        expected: []),
      AndroidCase(
        name: "an intent without action",
        files: app(F.shortcut("a", intent: "<intent android:targetPackage=\"com.example.qa\"/>\n")),
        expected: [
          "\(res):4:1: the <intent> of 'a' has no android:action: the platform drops the shortcut"
        ]),
    ])
  func intent(_ c: AndroidCase) throws { try F.check(c, rule: "android-shortcut-intent") }

  @Test(
    "android-shortcut-duplicate-id",
    arguments: [
      AndroidCase(
        name: "distinct ids", files: app(F.shortcut("a") + F.shortcut("b")), expected: []),
      AndroidCase(
        name: "a repeated id", files: app(F.shortcut("a") + F.shortcut("a")),
        expected: [
          "\(res):6:31: the shortcut id 'a' is used twice in this file: the platform skips this one"
        ]),
    ])
  func duplicateID(_ c: AndroidCase) throws {
    try F.check(c, rule: "android-shortcut-duplicate-id")
  }

  @Test(
    "android-shortcut-too-many",
    arguments: [
      AndroidCase(
        name: "four", files: app(["a", "b", "c", "d"].map { F.shortcut($0) }.joined()), expected: []
      ),
      AndroidCase(
        name: "five", files: app(["a", "b", "c", "d", "e"].map { F.shortcut($0) }.joined()),
        expected: [
          "\(res):15:1: 5 shortcuts, but most launchers show 4 (best practice: four distinct shortcuts); likely unseen: 'e'"
        ]),
    ])
  func tooMany(_ c: AndroidCase) throws { try F.check(c, rule: "android-shortcut-too-many") }

  static let long =
    F.header
    + "<resources>\n<string name=\"a\">Compose</string>\n<string name=\"l\">Check the URLs from the clipboard</string>\n</resources>\n"

  @Test(
    "android-shortcut-label-length",
    arguments: [
      AndroidCase(name: "short", files: app(F.shortcut("a")), expected: []),
      AndroidCase(
        name: "a long label over 25",
        files: app(
          F.shortcut("a", extra: " android:shortcutLongLabel=\"@string/l\""), strings: long),
        expected: [
          "\(res):3:100: the long label 'Check the URLs from the clipboard' has 33 characters; launchers show about 25"
        ]),
      AndroidCase(
        name: "only a short label, over 25",
        files: app(F.shortcut("a", label: "@string/l"), strings: long),
        expected: [
          "\(res):3:62: the short label 'Check the URLs from the clipboard' has 33 characters and there is no long label; launchers show about 25 in the menu, 10 on a pinned icon (add a shorter android:shortcutShortLabel and a long label)"
        ]),
    ])
  func labelLength(_ c: AndroidCase) throws {
    try F.check(c, rule: "android-shortcut-label-length")
  }

  @Test(
    "android-shortcut-disabled-message (opt-in)",
    arguments: [
      AndroidCase(
        name: "disabled with a message",
        files: app(
          F.shortcut(
            "a", extra: " android:enabled=\"false\" android:shortcutDisabledMessage=\"@string/a\"")),
        expected: []),
      AndroidCase(
        name: "disabled without", files: app(F.shortcut("a", extra: " android:enabled=\"false\"")),
        expected: [
          "\(res):3:73: 'a' is disabled but has no android:shortcutDisabledMessage saying why"
        ]),
    ])
  func disabledMessage(_ c: AndroidCase) throws {
    try F.check(c, rule: "android-shortcut-disabled-message")
  }

  @Test(
    "android-shortcut-ignored-markup",
    arguments: [
      AndroidCase(name: "clean", files: app(F.shortcut("a")), expected: []),
      AndroidCase(
        name: "category in intent, name on intent, roundIcon",
        files: app(
          F.shortcut(
            "a", extra: " android:roundIcon=\"@mipmap/r\"",
            intent:
              "<intent android:action=\"a.b\" android:name=\"c\">\n<category android:name=\"android.intent.category.DEFAULT\"/>\n</intent>\n"
          )),
        expected: [
          "\(res):3:73: <shortcut> has no attribute android:roundIcon: the platform ignores it",
          "\(res):4:30: <intent> has no attribute android:name: the platform ignores it (a shortcut's category is <categories android:name> beside the <intent>)",
          "\(res):5:1: <category> inside <intent> is ignored: an intent's categories are written <categories android:name=\"…\"/>",
        ]),
      AndroidCase(
        name: "a misspelt root",
        files: [res: F.header + "<shortcurs \(F.ns)>\n" + F.shortcut("a") + "</shortcurs>\n"],
        expected: [
          "\(res):2:1: the root element is <shortcurs>, not <shortcuts>: the platform still reads the shortcuts inside it, with a warning"
        ]),
    ])
  func ignoredMarkup(_ c: AndroidCase) throws {
    try F.check(c, rule: "android-shortcut-ignored-markup")
  }

  @Test(
    "android-resource-placeholder",
    arguments: [
      AndroidCase(
        name: "a literal package",
        files: app(
          F.shortcut(
            "a",
            intent: "<intent android:action=\"a.b\" android:targetPackage=\"com.example.qa\"/>\n")),
        expected: []),
      AndroidCase(
        name: "${applicationId}",
        files: app(
          F.shortcut(
            "a",
            intent: "<intent android:action=\"a.b\" android:targetPackage=\"${applicationId}\"/>\n")
        ),
        expected: [
          "\(res):4:53: '${applicationId}' in android:targetPackage is not substituted in a resource file: the intent names it as written"
        ]),
      AndroidCase(
        name: "commented out, as BlueBubbles has it",
        files: app(
          F.shortcut(
            "a",
            intent:
              "<intent android:action=\"a.b\"/><!-- android:targetPackage=\"${applicationId}\" -->\n"
          )), expected: []),
    ])
  func placeholder(_ c: AndroidCase) throws { try F.check(c, rule: "android-resource-placeholder") }

  static let gradle = "android {\n  defaultConfig {\n    applicationId \"com.example.qa\"\n  }\n}\n"

  @Test(
    "android-shortcut-target-package",
    arguments: [
      AndroidCase(
        name: "no build file read: not checked",
        files: app(
          F.shortcut(
            "a", intent: "<intent android:action=\"a.b\" android:targetPackage=\"com.other\"/>\n")),
        expected: []),
      AndroidCase(
        name: "the application ID",
        files: app(
          F.shortcut(
            "a",
            intent: "<intent android:action=\"a.b\" android:targetPackage=\"com.example.qa\"/>\n")
        )
        .merging(["app/build.gradle": gradle]) { a, _ in a }, expected: []),
      AndroidCase(
        name: "another package",
        files: app(
          F.shortcut(
            "a",
            intent:
              "<intent android:action=\"a.b\" android:targetPackage=\"com.example.q\" android:targetClass=\"com.example.qa.Main\"/>\n"
          )
        )
        .merging(["app/build.gradle": gradle]) { a, _ in a },
        expected: [
          "\(res):4:53: android:targetPackage 'com.example.q' is not the application ID of the release variants using this file (release builds com.example.qa): their shortcuts open another app or nothing"
        ]),
      AndroidCase(
        name: "a debug copy is not held against release (the debug rule's, opt-in)",
        files: [
          "app/build.gradle": gradle,
          "app/src/debug/res/xml/shortcuts.xml": F.shortcuts(
            F.shortcut(
              "a",
              intent:
                "<intent android:action=\"a.b\" android:targetPackage=\"com.example.qa.debug\" android:targetClass=\"com.example.qa.Main\"/>\n"
            )
          ),
        ],
        expected: []),
    ])
  func targetPackage(_ c: AndroidCase) throws {
    try F.check(c, rule: "android-shortcut-target-package")
  }
}
