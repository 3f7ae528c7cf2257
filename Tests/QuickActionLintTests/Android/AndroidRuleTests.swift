import AndroidProject
import PropertyList
import QuickActionLint
import QuickActions
import Testing

/// One case of an Android rule: the app's files, and every finding of the rule it gives, as
/// `file:line:col: message`.
struct AndroidCase: CustomTestStringConvertible, Sendable {
  var name: String
  var files: [String: String]
  var expected: [String]
  var routes: String? = nil
  var ios: String? = nil
  var assetLinks: [String: String] = [:]
  var testDescription: String { name }
}

enum AndroidFixture {
  static let header = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
  static let ns = "xmlns:android=\"http://schemas.android.com/apk/res/android\""

  /// A manifest whose launcher activity names `@xml/shortcuts`, with `extra` inside it.
  static func manifest(_ extra: String = "", meta: Bool = true) -> String {
    header
      + "<manifest \(ns) package=\"com.example.qa\">\n<application>\n<activity android:name=\".Main\">\n"
      + "<intent-filter><action android:name=\"android.intent.action.MAIN\"/><category android:name=\"android.intent.category.LAUNCHER\"/></intent-filter>\n"
      + (meta
        ? "<meta-data android:name=\"android.app.shortcuts\" android:resource=\"@xml/shortcuts\"/>\n"
        : "")
      + extra + "</activity>\n</application>\n</manifest>\n"
  }

  static func shortcuts(_ body: String) -> String {
    header + "<shortcuts \(ns)>\n" + body + "</shortcuts>\n"
  }

  static func shortcut(
    _ id: String, label: String = "@string/a", extra: String = "", intent: String? = nil
  ) -> String {
    "<shortcut android:shortcutId=\"\(id)\" android:shortcutShortLabel=\"\(label)\"\(extra)>\n"
      + (intent
        ?? "<intent android:action=\"android.intent.action.VIEW\" android:data=\"qa://\(id)\"/>\n")
      + "</shortcut>\n"
  }

  static let strings = header + "<resources>\n<string name=\"a\">Compose</string>\n</resources>\n"

  static func app(_ files: [String: String]) -> AndroidApp {
    AndroidApp(root: ".", files: files.map { ($0.key, Array($0.value.utf8)) })
  }

  /// Expects the case's findings of `rule`, showing the actual ones when they differ.
  static func check(_ c: AndroidCase, rule: String) throws {
    let actual = try findings(c, rule: rule)
    #expect(actual == c.expected, "actual: \(actual)")
  }

  /// The findings of `rule` for the case, as `file:line:col: message`.
  static func findings(_ c: AndroidCase, rule: String) throws -> [String] {
    var configuration = LintConfiguration()
    configuration.enabledRules = Set(Linter.rules.filter(\.isOptIn).map(\.id))
    if let routes = c.routes {
      let (table, problems) = Linter.loadRoutes(file: "Routes.plist", bytes: Array(routes.utf8))
      #expect(problems.isEmpty)
      configuration.routes = table
      configuration.routesFile = "Routes.plist"
    }
    let ios = try c.ios.map {
      IOSQuickActions(file: "Info.plist", root: try PropertyList.parse(Array($0.utf8)))
    }
    let sites = c.assetLinks.map {
      AssetLinksSite(
        file: $0.key, bytes: Array($0.value.utf8), hosts: AssetLinksSite.hosts(fromPath: $0.key))
    }
    let reports = AndroidLinter(configuration: configuration).lint(
      app(c.files), assetLinks: sites, ios: ios)
    return reports.flatMap(\.findings).filter { $0.rule == rule }.map {
      "\($0.file):\($0.location.line):\($0.location.column): \($0.message)"
    }
  }
}

/// The Android rules whose failing cases the Android suites hold (AndroidShortcutRuleTests,
/// AndroidManifestRuleTests, AndroidLinkRuleTests), for RuleTests' coverage check.
enum AndroidRuleCoverage {
  static let rules: Set<String> = [
    "android-shortcut-id", "android-shortcut-label", "android-shortcut-intent",
    "android-shortcut-duplicate-id",
    "android-shortcut-too-many", "android-shortcut-label-length",
    "android-shortcut-disabled-message",
    "android-shortcut-ignored-markup", "android-resource-placeholder",
    "android-shortcut-target-package",
    "android-xml-syntax", "android-shortcuts-meta-data", "android-shortcuts-unreferenced",
    "app-link-filter",
    "assetlinks-format", "assetlinks-debug-fingerprint", "app-link-package-missing",
    "android-shortcut-unrouted",
    "app-link-unrouted", "universal-link-without-app-link", "platform-drift",
    "android-unexpanded-variable",
    // AndroidBuildRuleTests
    "android-string-missing", "android-string-duplicate", "android-shortcut-target-class",
    "android-capability-binding",
    "android-shortcuts-file-missing",
    // AndroidShippedVariantTests
    "android-shortcut-target-package-debug", "android-shortcut-target-package-ignored",
    "android-shortcut-app-uri-data",
  ]
}
