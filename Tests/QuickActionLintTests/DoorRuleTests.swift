import Foundation
import PropertyList
import QuickActions
import TestSupport
import Testing

@testable import QuickActionLint

/// The rules on the doors an Info.plist declares (URL schemes, queried schemes, activity
/// types): each finding with its rule, line, column and message; a clean file; the fix-its; and
/// every real Info.plist of the shared corpus with the findings judged by hand.
@Suite struct DoorRuleTests {
  /// URL types, one per scheme list; the first scheme string is on line 7.
  static func urlTypes(_ lists: [[String]]) -> String {
    RuleTests.plist(
      "<key>CFBundleURLTypes</key>\n<array>\n"
        + lists.map { list in
          "<dict><key>CFBundleURLSchemes</key><array>"
            + list.map { "<string>\($0)</string>" }.joined() + "</array></dict>"
        }.joined(separator: "\n") + "\n</array>")
  }

  static func array(_ key: String, _ values: [String]) -> String {
    RuleTests.plist(
      "<key>\(key)</key>\n<array>\n"
        + values.map { "<string>\($0)</string>" }.joined(separator: "\n") + "\n</array>")
  }

  static let rules: Set<String> = [
    "url-scheme-syntax", "url-scheme-duplicate", "url-scheme-reserved", "queried-scheme-syntax",
    "queried-scheme-duplicate", "queried-scheme-limit", "activity-type-invalid",
    "activity-type-duplicate",
  ]

  static func findings(_ text: String, settings: BuildSettings = BuildSettings()) -> [Finding] {
    Linter(configuration: LintConfiguration(buildSettings: settings)).lint(
      file: "Info.plist", bytes: Array(text.utf8)
    )
    .findings.filter { rules.contains($0.rule) }
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var input: String
    /// `rule line:column message`, in order.
    var findings: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a scheme with ://", input: urlTypes([["myapp://"]]),
      findings: [
        "url-scheme-syntax 7:43 the URL scheme 'myapp://' of URL type 0 ends with '://', which is not part of the scheme"
      ]),
    Case(
      name: "a scheme starting with a digit", input: urlTypes([["123456"]]),
      findings: [
        "url-scheme-syntax 7:43 the URL scheme '123456' of URL type 0 starts with '1'; a scheme starts with a letter"
      ]),
    Case(
      name: "a scheme with an underscore", input: urlTypes([["my_app"]]),
      findings: [
        "url-scheme-syntax 7:43 the URL scheme 'my_app' of URL type 0 has '_'; a scheme holds only letters, digits, '+', '-' and '.'"
      ]),
    Case(
      name: "an empty scheme", input: urlTypes([[""]]),
      findings: ["url-scheme-syntax 7:43 the URL scheme '' of URL type 0 is empty"]),
    Case(
      name: "a scheme that is not a string",
      input: RuleTests.plist(
        "<key>CFBundleURLTypes</key>\n<array><dict><key>CFBundleURLSchemes</key><array><integer>1</integer></array></dict></array>"
      ),
      findings: ["url-scheme-syntax 6:50 a URL scheme must be a string, not an integer"]),
    Case(
      name: "valid schemes, with + - . and digits",
      input: urlTypes([["com.example.app", "x-callback+v2", "fb128307497299777"]]), findings: []),
    Case(
      name: "a build setting with no value is left alone",
      input: urlTypes([["$(APP_SCHEME)", "${OTHER}"]]), findings: []),
    Case(
      name: "the same scheme in two URL types, whatever the case",
      input: urlTypes([["myapp"], ["MyApp"]]),
      findings: [
        "url-scheme-duplicate 8:43 the URL scheme 'MyApp' is declared again (URL type 1); it was declared in URL type 0"
      ]),
    Case(
      name: "Apple's scheme", input: urlTypes([["tel"]]),
      findings: [
        "url-scheme-reserved 7:43 the URL scheme 'tel' is the Phone app's; declare a scheme of the app's own, such as its bundle ID"
      ]),
    Case(
      name: "a well-known app's scheme", input: urlTypes([["fb"]]),
      findings: [
        "url-scheme-reserved 7:43 the URL scheme 'fb' is the Facebook app's; declare a scheme of the app's own, such as its bundle ID"
      ]),
    Case(
      name: "a browser's http and https, a mail app's mailto",
      input: urlTypes([["http", "https", "mailto"]]), findings: []),
    Case(
      name: "a queried scheme with ://",
      input: array("LSApplicationQueriesSchemes", ["fb", "twitter://"]),
      findings: [
        "queried-scheme-syntax 8:1 the queried URL scheme 'twitter://' ends with '://', which is not part of the scheme"
      ]),
    Case(
      name: "a queried scheme with spaces", input: array("LSApplicationQueriesSchemes", [" fb"]),
      findings: ["queried-scheme-syntax 7:1 the queried URL scheme ' fb' has white space around it"]
    ),
    Case(
      name: "a queried scheme twice",
      input: array("LSApplicationQueriesSchemes", ["fb", "tg", "FB"]),
      findings: [
        "queried-scheme-duplicate 9:1 the queried URL scheme 'FB' (entry 2) is listed again"
      ]),
    Case(
      name: "51 queried schemes",
      input: array("LSApplicationQueriesSchemes", (1...51).map { "app\($0)" }),
      findings: [
        "queried-scheme-limit 57:1 LSApplicationQueriesSchemes lists 51 schemes; iOS reads the first 50, so this one ('app51') and the 0 after it are never queried"
      ]),
    Case(
      name: "50 queried schemes",
      input: array("LSApplicationQueriesSchemes", (1...50).map { "app\($0)" }), findings: []),
    Case(
      name: "an activity type with a space",
      input: array("NSUserActivityTypes", ["com.example.open item"]),
      findings: [
        "activity-type-invalid 7:1 the activity type 'com.example.open item' has white space or a control character in it"
      ]),
    Case(
      name: "an empty activity type", input: array("NSUserActivityTypes", [""]),
      findings: ["activity-type-invalid 7:1 an activity type is empty"]),
    Case(
      name: "an activity type twice",
      input: array(
        "NSUserActivityTypes", ["INSendMessageIntent", "com.example.open", "com.example.open"]),
      findings: ["activity-type-duplicate 9:1 the activity type 'com.example.open' is listed again"]
    ),
  ]

  @Test("each finding with its rule, position and message", arguments: cases)
  func rule(_ c: Case) {
    #expect(Self.findings(c.input).map { "\($0.rule) \($0.location) \($0.message)" } == c.findings)
  }

  @Test("a duplicate points at the first with a note")
  func duplicateNote() throws {
    let finding = try #require(Self.findings(Self.urlTypes([["myapp"], ["myapp"]])).first)
    #expect(finding.notes.map { "\($0.location) \($0.message)" } == ["7:43 first declared here"])
  }

  @Test("build settings are expanded before the check")
  func expanded() {
    let findings = Self.findings(
      Self.urlTypes([["$(SCHEME)"]]), settings: BuildSettings(["SCHEME": "my_app"]))
    #expect(
      findings.map(\.message) == [
        "the URL scheme 'my_app' of URL type 0 has '_'; a scheme holds only letters, digits, '+', '-' and '.'"
      ])
    #expect(findings.first?.fixIt == nil)
  }

  @Test(
    "--fix removes '://' and spaces from schemes, and nothing else",
    arguments: [
      (urlTypes([["myapp://"]]), "<string>myapp</string>"),
      (
        array("LSApplicationQueriesSchemes", [" fb ", "tg:"]),
        "<string>fb</string>\n<string>tg</string>"
      ),
    ])
  func fix(_ input: String, expected: String) {
    let linter = Linter()
    let report = linter.lint(file: "Info.plist", bytes: Array(input.utf8))
    let result = FixIts.apply(
      report.findings, to: Array(input.utf8), file: "Info.plist", linter: linter)
    let text = String(decoding: result.bytes, as: UTF8.self)
    #expect(text.contains(expected), "\(text)")
    #expect(Self.findings(text).isEmpty)
  }

  @Test("no fix when the repair is not certain")
  func noFix() {
    #expect(Self.findings(Self.urlTypes([["1app"], ["my_app"]])).allSatisfy { $0.fixIt == nil })
  }

  static let corpus = SharedData.url("corpus")

  /// Every finding of these rules on the real Info.plists of the shared corpus, judged by hand:
  /// all are real mistakes (a scheme that no URL can have, a copy, a list past iOS's limit).
  static let corpusFindings: [String] = [
    "real/Coding__Coding-iOS__Coding_iOS__Coding_iOS-Info.plist 74:3 queried-scheme-duplicate",
    "real/coderYDW__DYShortcutItemDemo__DYShortcutItemDemo__DYShortcutItemDemo__Info.plist 28:5 url-scheme-syntax",
    "real/snowhaze__SnowHaze-iOS__SnowHaze__Info.plist 83:3 queried-scheme-duplicate",
    "real/snowhaze__SnowHaze-iOS__SnowHaze__Info.plist 116:3 queried-scheme-limit",
    "apps2/real/bumios__RD-3D-Touch__3DTouch__Configuration__Info.plist 26:5 url-scheme-syntax",
  ]

  @Test(
    "the real Info.plists of the corpus: only the findings judged real",
    .needsShared("corpus/real", "real apps' Info.plists"),
    .needsShared("corpus/apps2/real", "real apps' Info.plists"),
    .needsShared("corpus/projects", "the real Xcode projects"))
  func corpusFiles() throws {
    let fm = FileManager.default
    var files: [String] = []
    for folder in ["real", "apps2/real"] {
      files += try fm.contentsOfDirectory(atPath: Self.corpus.appendingPathComponent(folder).path)
        .filter { $0.hasSuffix(".plist") }.map { "\(folder)/\($0)" }
    }
    let projects = fm.enumerator(atPath: Self.corpus.appendingPathComponent("projects").path)
    while let path = projects?.nextObject() as? String {
      if path.hasSuffix("/Info.plist") { files.append("projects/\(path)") }
    }
    #expect(files.count >= 180)
    var found: [String] = []
    for file in files.sorted() {
      let bytes = try [UInt8](Data(contentsOf: Self.corpus.appendingPathComponent(file)))
      let report = Linter().lint(file: file, bytes: bytes)
      found += report.findings.filter { Self.rules.contains($0.rule) }.map {
        "\(file) \($0.location) \($0.rule)"
      }
    }
    #expect(found.sorted() == Self.corpusFindings.sorted())
  }
}
