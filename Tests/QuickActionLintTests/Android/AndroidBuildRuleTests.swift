import AndroidProject
import Foundation
import QuickActionLint
import Testing

private typealias F = AndroidFixture
private let res = "app/src/main/res/xml/shortcuts.xml"
private let release = "app/src/release/res/xml/shortcuts.xml"
private let manifest = "app/src/main/AndroidManifest.xml"
private let values = "app/src/main/res/values/strings.xml"
private let gradle = "app/build.gradle"

/// The rules of issue 33: variants judged by the file each uses, the missed rules, the
/// application meta-data noise and drift pairing, each with its exact message and place.
@Suite struct AndroidBuildRuleTests {
  static func app(_ body: String, strings: String = F.strings, extra: [String: String] = [:])
    -> [String: String]
  {
    [manifest: F.manifest(), res: F.shortcuts(body), values: strings].merging(extra) { $1 }
  }

  static let debugSuffix =
    "android {\n  defaultConfig { applicationId \"com.example.qa\" }\n  buildTypes {\n    debug { applicationIdSuffix \".debug\" }\n  }\n}\n"
  static func targeted(_ package: String) -> String {
    F.shortcut(
      "a",
      intent:
        "<intent android:action=\"a.b\" android:targetPackage=\"\(package)\" android:targetClass=\"com.example.qa.Main\"/>\n"
    )
  }

  @Test(
    "android-shortcut-target-package, judged per build variant",
    arguments: [
      AndroidCase(
        name: "main names the debug ID and src/release has its own copy: right",
        files: app(
          targeted("com.example.qa.debug"),
          extra: [gradle: debugSuffix, release: F.shortcuts(targeted("com.example.qa"))]),
        expected: []),
      AndroidCase(
        name: "main names the debug ID and release uses it too",
        files: app(targeted("com.example.qa.debug"), extra: [gradle: debugSuffix]),
        expected: [
          "\(res):4:53: android:targetPackage 'com.example.qa.debug' is not the application ID of the release variants using this file (release builds com.example.qa): their shortcuts open another app or nothing"
        ]),
      AndroidCase(
        name: "the release copy names the debug ID",
        files: app(
          targeted("com.example.qa.debug"),
          extra: [gradle: debugSuffix, release: F.shortcuts(targeted("com.example.qa.debug"))]),
        expected: [
          "\(release):4:53: android:targetPackage 'com.example.qa.debug' is not the application ID of the release variants using this file (release builds com.example.qa): their shortcuts open another app or nothing"
        ]),
      AndroidCase(
        name: "a computed application ID is said not read",
        files: app(
          targeted("com.example.qa"),
          extra: [gradle: "android {\n  defaultConfig {\n    applicationId appId()\n  }\n}\n"]),
        expected: [
          "\(res):4:53: android:targetPackage 'com.example.qa' is not checked for release: the application ID is computed by the build script, not read"
        ]),
    ])
  func targetPackage(_ c: AndroidCase) throws {
    try F.check(c, rule: "android-shortcut-target-package")
  }

  @Test(
    "android-string-missing",
    arguments: [
      AndroidCase(name: "a defined label", files: app(F.shortcut("a")), expected: []),
      AndroidCase(
        name: "a label naming no string", files: app(F.shortcut("a", label: "@string/compose")),
        expected: [
          "\(res):3:62: '@string/compose' names a string no res/values*/ file defines: the build fails (aapt2: resource string/compose not found)"
        ]),
      AndroidCase(
        name: "no string file read: not judged",
        files: [
          manifest: F.manifest(), res: F.shortcuts(F.shortcut("a", label: "@string/compose")),
        ],
        expected: []),
    ])
  func stringMissing(_ c: AndroidCase) throws { try F.check(c, rule: "android-string-missing") }

  @Test(
    "android-string-duplicate",
    arguments: [
      AndroidCase(name: "one string per name", files: app(F.shortcut("a")), expected: []),
      AndroidCase(
        name: "a name twice in one file",
        files: app(
          F.shortcut("a"),
          strings: F.header
            + "<resources>\n<string name=\"a\">Compose</string>\n<string name=\"a\">Write</string>\n</resources>\n"
        ),
        expected: [
          "\(values):4:1: <string name=\"a\"> is defined again in this file: the build fails (aapt2: duplicate value for resource 'string/a')"
        ]),
    ])
  func stringDuplicate(_ c: AndroidCase) throws { try F.check(c, rule: "android-string-duplicate") }

  @Test(
    "android-shortcut-target-class",
    arguments: [
      AndroidCase(name: "a full class name", files: app(targeted("com.example.qa")), expected: []),
      AndroidCase(
        name: "a relative class name",
        files: app(
          F.shortcut(
            "a",
            intent:
              "<intent android:action=\"a.b\" android:targetPackage=\"com.example.qa\" android:targetClass=\".ui.X\"/>\n"
          )),
        expected: [
          "\(res):4:90: android:targetClass '.ui.X' is relative: a shortcut's intent needs the full class name ('com.example.qa.ui.X'); as written it names no activity"
        ]),
    ])
  func targetClass(_ c: AndroidCase) throws {
    try F.check(c, rule: "android-shortcut-target-class")
  }

  @Test(
    "android-capability-binding",
    arguments: [
      AndroidCase(
        name: "a binding to a declared capability",
        files: app(
          "<capability android:name=\"actions.intent.GET_THING\"><intent android:action=\"a.b\"/></capability>\n"
            + F.shortcut(
              "a", extra: "",
              intent: "<capability-binding android:key=\"actions.intent.GET_THING\"/>\n")),
        expected: []),
      AndroidCase(
        name: "a binding to no capability",
        files: app(
          F.shortcut(
            "a",
            intent:
              "<intent android:action=\"a.b\"/>\n<capability-binding android:key=\"actions.intent.CREATE_MESSAGE\"/>\n"
          )),
        expected: [
          "\(res):5:34: <capability-binding> names 'actions.intent.CREATE_MESSAGE', but this file declares no <capability android:name=\"actions.intent.CREATE_MESSAGE\">: the binding is ignored"
        ]),
    ])
  func capabilityBinding(_ c: AndroidCase) throws {
    try F.check(c, rule: "android-capability-binding")
  }

  @Test(
    "android-shortcuts-file-missing",
    arguments: [
      AndroidCase(name: "the named file is there", files: app(F.shortcut("a")), expected: []),
      AndroidCase(
        name: "meta-data naming a file that is not there",
        files: [
          manifest: F.manifest(), "app/src/main/res/xml/shortcut.xml": F.shortcuts(F.shortcut("a")),
          values: F.strings,
        ],
        expected: [
          "\(manifest):6:67: @xml/shortcuts names no res/xml file of the app (no shortcuts.xml): the build fails (aapt2: resource not found)"
        ]),
    ])
  func fileMissing(_ c: AndroidCase) throws {
    try F.check(c, rule: "android-shortcuts-file-missing")
  }

  @Test(
    "shortcuts meta-data on <application> beside the launcher activity's own: a warning that it is ignored"
  )
  func applicationMetaData() throws {
    let meta =
      "<meta-data android:name=\"android.app.shortcuts\" android:resource=\"@xml/shortcuts\"/>\n"
    let both = F.manifest().replacingOccurrences(
      of: "<application>\n", with: "<application>\n" + meta)
    let alone = F.manifest(meta: false).replacingOccurrences(
      of: "<application>\n", with: "<application>\n" + meta)
    let findings = { (text: String) in
      AndroidLinter().lint(
        F.app([manifest: text, res: F.shortcuts(F.shortcut("a")), values: F.strings])
      ).flatMap(\.findings)
        .filter { $0.rule == "android-shortcuts-meta-data" }.map {
          "\($0.location) \($0.severity.rawValue): \($0.message)"
        }
    }
    #expect(
      findings(both) == [
        "4:1 warning: android.app.shortcuts on <application> is ignored: the launcher reads the same meta-data from '.Main'; this copy can go"
      ])
    #expect(
      findings(alone) == [
        "4:1 error: android.app.shortcuts is on <application>: the launcher reads it only from a launcher <activity> or <activity-alias> (MAIN and LAUNCHER); move it there"
      ])
  }

  @Test("a UTF-16 shortcuts file is read and linted like a UTF-8 one")
  func utf16() throws {
    let text = F.shortcuts(
      F.shortcut(
        "a",
        intent:
          "<intent android:action=\"a.b\" android:targetPackage=\"com.example.qa\" android:targetClass=\".ui.X\"/>\n"
      )
    )
    .replacingOccurrences(of: "utf-8", with: "utf-16")
    let bytes: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    let app = AndroidApp(files: [
      (manifest, Array(F.manifest().utf8)), (res, bytes), (values, Array(F.strings.utf8)),
    ])
    let found = AndroidLinter().lint(app).flatMap(\.findings).map { "\($0.rule) \($0.location)" }
    #expect(found == ["android-shortcut-target-class 4:90"])
  }

  static let plist = """
    <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>UIApplicationShortcutItems</key><array>
    <dict><key>UIApplicationShortcutItemType</key><string>CreateSubmissionAction</string><key>UIApplicationShortcutItemTitle</key><string>Compose</string></dict>
    <dict><key>UIApplicationShortcutItemType</key><string>com.example.Search</string><key>UIApplicationShortcutItemTitle</key><string>Find</string></dict>
    </array></dict></plist>
    """

  static let composeRoute = """
    <plist version="1.0"><dict><key>QuickActionRoutes</key><dict>
    <key>CreateSubmissionAction</key><dict><key>present</key><string>sheet</string><key>path</key><array><string>compose</string></array>
    <key>urls</key><array><string>qa://compose</string></array></dict>
    </dict></dict></plist>
    """

  static let twice = """
    <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>UIApplicationShortcutItems</key><array>
    <dict><key>UIApplicationShortcutItemType</key><string>com.example.post</string><key>UIApplicationShortcutItemTitle</key><string>Compose</string></dict>
    <dict><key>UIApplicationShortcutItemType</key><string>com.example.post</string><key>UIApplicationShortcutItemTitle</key><string>Write</string></dict>
    </array></dict></plist>
    """

  @Test(
    "platform-drift pairs by route, then label, then id",
    arguments: [
      AndroidCase(
        name: "ids differing in case and style, titles the same: paired, no warning",
        files: app(
          F.shortcut("createSubmission") + F.shortcut("search_shortcut", label: "@string/s"),
          strings: F.header
            + "<resources>\n<string name=\"a\">Compose</string>\n<string name=\"s\">Find</string>\n</resources>\n"
        ),
        expected: [], ios: plist),
      AndroidCase(
        name: "paired by label although the ids share nothing",
        files: app(
          F.shortcut("new") + F.shortcut("lookup", label: "@string/s"),
          strings: F.header
            + "<resources>\n<string name=\"a\">Compose</string>\n<string name=\"s\">Find</string>\n</resources>\n"
        ),
        expected: [], ios: plist),
      AndroidCase(
        name: "paired by id, and the labels differ",
        files: app(
          F.shortcut("create-submission") + F.shortcut("search", label: "@string/s"),
          strings: F.header
            + "<resources>\n<string name=\"a\">Write</string>\n<string name=\"s\">Find</string>\n</resources>\n"
        ),
        expected: [
          "\(res):3:78: the iOS title 'Compose' and the Android label 'Write' (values) of 'create-submission' differ"
        ], ios: plist),
      AndroidCase(
        name: "paired by route although label and id share nothing: one route takes both",
        files: app(
          F.shortcut(
            "x1",
            intent:
              "<intent android:action=\"android.intent.action.VIEW\" android:data=\"qa://compose\"/>\n"
          )
            + F.shortcut("search", label: "@string/s"),
          strings: F.header
            + "<resources>\n<string name=\"a\">Write</string>\n<string name=\"s\">Find</string>\n</resources>\n"
        ),
        expected: [
          "\(res):3:63: the iOS title 'Compose' and the Android label 'Write' (values) of 'x1' differ"
        ],
        routes: composeRoute, ios: plist),
      AndroidCase(
        name: "a type given twice: the later item is shortcut-duplicate-type's, not drift",
        files: app(
          F.shortcut("post"),
          strings: F.header + "<resources>\n<string name=\"a\">Compose</string>\n</resources>\n"),
        expected: [], ios: twice),
    ])
  func drift(_ c: AndroidCase) throws { try F.check(c, rule: "platform-drift") }
}
