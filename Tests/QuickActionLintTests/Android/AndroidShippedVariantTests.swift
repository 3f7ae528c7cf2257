import AndroidProject
import Foundation
import QuickActionLint
import Testing

private typealias F = AndroidFixture
private let res = "app/src/main/res/xml/shortcuts.xml"
private let debugCopy = "app/src/debug/res/xml/shortcuts.xml"
private let manifest = "app/src/main/AndroidManifest.xml"
private let values = "app/src/main/res/values/strings.xml"
private let gradle = "app/build.gradle"

/// Issue 42, items 2–4: a shortcuts file held against the variants users install, one finding
/// per cause; intents read as `Intent.parseIntent` reads them; a label in one language only.
@Suite struct AndroidShippedVariantTests {
  static func app(_ body: String, gradle script: String, extra: [String: String] = [:])
    -> [String: String]
  {
    [manifest: F.manifest(), res: F.shortcuts(body), values: F.strings, gradle: script].merging(
      extra
    ) { $1 }
  }

  static func intent(_ package: String, data: String = "") -> String {
    "<intent android:action=\"a.b\" android:targetPackage=\"\(package)\" android:targetClass=\"com.example.qa.Main\"\(data)/>\n"
  }

  /// Four shortcuts whose intents all name `package`.
  static func four(_ package: String) -> String {
    ["a", "b", "c", "d"].map { F.shortcut($0, intent: intent(package)) }.joined()
  }

  /// An app with a debug suffix, an instrumented `benchmark` type made from debug, a debuggable
  /// `staging` type, and two flavours, one with its own ID suffix.
  static let variants = """
    android {
      defaultConfig { applicationId "com.example.qa" }
      flavorDimensions "tier"
      productFlavors {
        full { dimension "tier" }
        lite { dimension "tier"; applicationIdSuffix ".lite" }
      }
      buildTypes {
        debug { applicationIdSuffix ".debug" }
        benchmark {
          initWith debug
          applicationIdSuffix ".benchmark"
        }
        staging {
          debuggable true
          applicationIdSuffix ".staging"
        }
      }
    }

    """

  @Test(
    "android-shortcut-target-package: release variants only, once per package per file",
    arguments: [
      AndroidCase(
        name: "main names the release ID; debug builds differ: nothing by default",
        files: app(four("com.example.qa"), gradle: F.debugOnly), expected: []),
      AndroidCase(
        name: "a production flavour ships another flavour's package: one finding for four intents",
        files: app(four("com.example.qa"), gradle: variants),
        expected: [
          "\(res):4:53: android:targetPackage 'com.example.qa' (4 intents) is not the application ID of the release variants using this file (liteRelease builds com.example.qa.lite): their shortcuts open another app or nothing"
        ]),
      AndroidCase(
        name: "main names the debug ID: release is wrong, once",
        files: app(four("com.example.qa.debug"), gradle: F.debugOnly),
        expected: [
          "\(res):4:53: android:targetPackage 'com.example.qa.debug' (4 intents) is not the application ID of the release variants using this file (release builds com.example.qa): their shortcuts open another app or nothing"
        ]),
      AndroidCase(
        name: "a src/debug copy with the release ID is not held against release",
        files: app(
          four("com.example.qa"), gradle: F.debugOnly,
          extra: [debugCopy: F.shortcuts(F.shortcut("a", intent: intent("com.example.qa")))]),
        expected: []),
    ])
  func targetPackage(_ c: AndroidCase) throws {
    try F.check(c, rule: "android-shortcut-target-package")
  }

  @Test("the four intents' finding notes the other three, each at its attribute")
  func notesOfOneCause() throws {
    let configuration = LintConfiguration()
    let reports = AndroidLinter(configuration: configuration).lint(
      F.app(Self.app(Self.four("com.example.qa.debug"), gradle: F.debugOnly)))
    let finding = try #require(
      reports.flatMap(\.findings).first { $0.rule == "android-shortcut-target-package" })
    #expect(
      finding.notes.map { "\($0.location.line):\($0.location.column): \($0.message)" } == [
        "7:53: the same android:targetPackage", "10:53: the same android:targetPackage",
        "13:53: the same android:targetPackage",
      ])
  }

  @Test(
    "android-shortcut-target-package-debug (opt-in): debuggable and test builds, once per file",
    arguments: [
      AndroidCase(
        name: "debug, an initWith-debug benchmark type and a debuggable staging type",
        files: app(four("com.example.qa"), gradle: variants),
        expected: [
          "\(res):4:53: the 4 intents of this file name 'com.example.qa', not the application ID of the debug or test builds using it (fullDebug builds com.example.qa.debug, fullBenchmark builds com.example.qa.benchmark, fullStaging builds com.example.qa.staging, liteDebug builds com.example.qa.lite.debug, liteBenchmark builds com.example.qa.lite.benchmark, liteStaging builds com.example.qa.lite.staging): in those builds the shortcuts open the release app or nothing"
        ]),
      AndroidCase(
        name: "a src/debug copy naming the debug ID: debug is right",
        files: app(
          four("com.example.qa"), gradle: F.debugOnly,
          extra: [debugCopy: F.shortcuts(F.shortcut("a", intent: intent("com.example.qa.debug")))]),
        expected: []),
      AndroidCase(
        name: "debuggable false turns a debug-made type into a shipped one",
        files: app(
          four("com.example.qa"),
          gradle:
            "android {\n  defaultConfig { applicationId \"com.example.qa\" }\n  buildTypes {\n    beta {\n      initWith debug\n      debuggable false\n      applicationIdSuffix \".beta\"\n    }\n  }\n}\n"
        ),
        expected: []),
    ])
  func targetPackageDebug(_ c: AndroidCase) throws {
    try F.check(c, rule: "android-shortcut-target-package-debug")
  }

  @Test("the debug rule is off unless enabled")
  func debugRuleIsOptIn() {
    let reports = AndroidLinter(configuration: LintConfiguration()).lint(
      F.app(Self.app(Self.four("com.example.qa"), gradle: F.debugOnly)))
    #expect(reports.flatMap(\.findings).map(\.rule) == [])
  }

  @Test(
    "android-shortcut-target-package-ignored: a package without a class",
    arguments: [
      AndroidCase(
        name: "package and class: a component",
        files: app(F.shortcut("a", intent: intent("com.example.qa")), gradle: F.debugOnly),
        expected: []),
      AndroidCase(
        name: "a package alone is ignored; no filter of the app takes the action",
        files: app(
          F.shortcut(
            "a",
            intent:
              "<intent android:action=\"android.intent.action.VIEW\" android:targetPackage=\"com.example.other\" android:data=\"qa://a\"/>\n"
          ), gradle: F.debugOnly),
        expected: [
          "\(res):4:76: android:targetPackage 'com.example.other' without android:targetClass is ignored (Intent.parseIntent sets a component only when both are given): the intent stays implicit, and no intent filter of this app accepts 'android.intent.action.VIEW', so it opens another app's activity or nothing; add android:targetClass to open this app's activity"
        ]),
      AndroidCase(
        name: "a package alone with the app's own custom action",
        files: app(
          F.shortcut(
            "a",
            intent:
              "<intent android:action=\"com.example.qa.COMPOSE\" android:targetPackage=\"com.example.qa\"/>\n"
          ), gradle: F.debugOnly,
          extra: [
            manifest: F.manifest(
              "<intent-filter><action android:name=\"com.example.qa.COMPOSE\"/><category android:name=\"android.intent.category.DEFAULT\"/></intent-filter>\n"
            )
          ]),
        expected: [
          "\(res):4:72: android:targetPackage 'com.example.qa' without android:targetClass is ignored (Intent.parseIntent sets a component only when both are given): the intent stays implicit, and it resolves by its action like any app's intent: to '.Main' of this app, and to every other app that declares 'com.example.qa.COMPOSE' too; add android:targetClass to open this app's activity"
        ]),
    ])
  func targetPackageIgnored(_ c: AndroidCase) throws {
    try F.check(c, rule: "android-shortcut-target-package-ignored")
    // The package that is ignored is not also held against the variants.
    #expect(try F.findings(c, rule: "android-shortcut-target-package") == [])
  }

  static let appURI =
    " android:data=\"android-app://com.example.qa/https/example.com/compose?draft=1\""

  @Test(
    "android-shortcut-app-uri-data: android-app: data as parseIntent keeps it",
    arguments: [
      AndroidCase(
        name: "an explicit intent with android-app: data",
        files: app(
          F.shortcut("a", intent: intent("com.example.qa", data: appURI)), gradle: F.debugOnly),
        expected: [
          "\(res):4:125: android:data 'android-app://com.example.qa/https/example.com/compose?draft=1' is kept as written: Intent.parseIntent does not expand android-app: URIs (only Intent.parseUri does), so the intent's data has the scheme 'android-app'; its activity receives it as written, and no intent filter of the app accepts that scheme; parseUri would make it https://example.com/compose?draft=1"
        ]),
      AndroidCase(
        name: "an implicit intent with android-app: data opens nothing of the app's",
        files: app(
          F.shortcut(
            "a",
            intent:
              "<intent android:action=\"android.intent.action.VIEW\" android:data=\"android-app://com.example.qa\"/>\n"
          ), gradle: F.debugOnly),
        expected: [
          "\(res):4:67: android:data 'android-app://com.example.qa' is kept as written: Intent.parseIntent does not expand android-app: URIs (only Intent.parseUri does), so the intent's data has the scheme 'android-app'; no intent filter of the app accepts it, so the shortcut opens nothing of the app's"
        ]),
      AndroidCase(
        name: "a filter that accepts the android-app scheme",
        files: app(
          F.shortcut("a", intent: intent("com.example.qa", data: appURI)), gradle: F.debugOnly,
          extra: [
            manifest: F.manifest(
              "<intent-filter><action android:name=\"android.intent.action.VIEW\"/><data android:scheme=\"android-app\"/></intent-filter>\n"
            )
          ]),
        expected: []),
    ])
  func appURIData(_ c: AndroidCase) throws {
    try F.check(c, rule: "android-shortcut-app-uri-data")
  }

  @Test(
    "android-string-missing: a label in one language only",
    arguments: [
      AndroidCase(
        name: "defined in values/ and values-fr/",
        files: app(
          F.shortcut("a"), gradle: F.debugOnly,
          extra: ["app/src/main/res/values-fr/strings.xml": F.strings]),
        expected: []),
      AndroidCase(
        name: "defined only in values-fr/ and values-de/",
        files: [
          manifest: F.manifest(), res: F.shortcuts(F.shortcut("a")),
          "app/src/main/res/values-fr/strings.xml": F.strings,
          "app/src/main/res/values-de/strings.xml": F.strings,
          "app/src/main/res/values/strings.xml": F.header
            + "<resources>\n<string name=\"other\">Other</string>\n</resources>\n",
        ],
        expected: [
          "\(res):3:62: '@string/a' is defined only in res/values-de/, res/values-fr/, not in res/values/: a device in any other language or configuration cannot load it (Resources.NotFoundException)"
        ]),
    ])
  func labelInOneLanguage(_ c: AndroidCase) throws {
    try F.check(c, rule: "android-string-missing")
  }
}

extension AndroidFixture {
  /// A module whose debug build type adds `.debug` to the application ID.
  static let debugOnly =
    "android {\n  defaultConfig { applicationId \"com.example.qa\" }\n  buildTypes {\n    debug { applicationIdSuffix \".debug\" }\n  }\n}\n"
}
