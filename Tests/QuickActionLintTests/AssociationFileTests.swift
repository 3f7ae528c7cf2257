import Foundation
import PropertyList
import Testing
import XcodeProject

@testable import QuickActionLint

/// Which domains an apple-app-site-association file serves when nothing in it says so, and the
/// `aasa-format` findings of a file.
@Suite struct AssociationFileTests {
  static let rules: Set<String> = ["aasa-format"]

  static let json =
    #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.qa"], "components": [{"/": "/*"}]}]}}"#

  static func file(_ path: String, domains: [String]? = nil, text: String = json) -> AssociationFile
  {
    AssociationFile(file: path, bytes: Array(text.utf8), domains: domains)
  }

  static func applinks(_ entries: [String]) -> [AssociatedDomain] {
    entries.compactMap { try? AssociatedDomain.parse("applinks:" + $0, at: .unknown).get() }
  }

  @Test(
    "the domains each file serves",
    arguments: [
      // One file, one domain.
      (
        ["example.com"], [file("web/.well-known/apple-app-site-association")],
        ["example.com web/.well-known/apple-app-site-association"]
      ),
      // A file that names no domain serves the first and its www. (or parent) domain, not another domain.
      (
        ["example.com", "www.example.com", "example.org"], [file("apple-app-site-association")],
        ["example.com apple-app-site-association", "www.example.com apple-app-site-association"]
      ),
      // A folder named after a domain claims the file for it; the other file serves the first unclaimed domain.
      (
        ["example.com", "example.org"],
        [
          file("sites/example.org/.well-known/apple-app-site-association"),
          file("public/apple-app-site-association"),
        ],
        [
          "example.com public/apple-app-site-association",
          "example.org sites/example.org/.well-known/apple-app-site-association",
        ]
      ),
      // The settings' domain wins over the folder and the general rule.
      (
        ["example.com", "example.org"],
        [
          file("a/apple-app-site-association", domains: ["Example.ORG"]),
          file("b/apple-app-site-association"),
        ],
        ["example.com b/apple-app-site-association", "example.org a/apple-app-site-association"]
      ),
      // .well-known/ before a folder's root (iOS fetches /.well-known/ first).
      (
        ["example.com"],
        [
          file("static/apple-app-site-association"),
          file("static/.well-known/apple-app-site-association"),
        ],
        ["example.com static/.well-known/apple-app-site-association"]
      ),
      // A *. entry is served by each subdomain's own file: none is assumed.
      (["*.example.com"], [file("apple-app-site-association")], []),
      // A file that is not JSON serves nothing (aasa-format reports it).
      (["example.com"], [file("apple-app-site-association", text: "{\"applinks\": ")], []),
    ])
  func sites(domains: [String], files: [AssociationFile], expected: [String]) {
    let sites = AssociationFile.sites(for: Self.applinks(domains), from: files)
    #expect(sites.map { "\($0.domain) \($0.file)" } == expected)
  }

  @Test(
    "the names a repository keeps the file under",
    arguments: [
      ("apple-app-site-association", true), ("web/.well-known/apple-app-site-association", true),
      ("apple-app-site-association.json", false), ("web/my-apple-app-site-association", false),
    ])
  func names(path: String, matches: Bool) {
    #expect(AssociationFile.isAssociationFile(path) == matches)
  }

  @Test(
    "aasa-format: the file's problems at their line and column; a --disable or severity applies")
  func format() {
    let text = """
      {"applinks": {"details": [{"appIDs": ["ABCDE1234.com.example.qa"],
        "components": [{"/": "/*", "exlude": true}]}]}}
      """
    let association = Self.file("aasa", text: text)
    let report = Linter().lint(association: association, bytes: Array(text.utf8))
    #expect(
      report.findings.map { "\($0.rule) \($0.severity) \($0.location) \($0.message)" } == [
        "aasa-format error 1:39 the app ID 'ABCDE1234.com.example.qa' does not start with a team ID: 'ABCDE1234' has 9 characters, and a team ID is 10 capital letters and digits",
        "aasa-format warning 2:30 unknown key 'exlude' in component 0 of detail 0, which iOS ignores; did you mean 'exclude'?",
      ])
    var configuration = LintConfiguration()
    configuration.severities["aasa-format"] = .warning
    #expect(
      Linter(configuration: configuration).lint(association: association, bytes: Array(text.utf8))
        .errorCount == 0)
    #expect(
      Linter(configuration: LintConfiguration(disabledRules: ["aasa-format"])).lint(
        association: association, bytes: Array(text.utf8)
      ).findings.isEmpty)
    let broken = Self.file("aasa", text: "{\"applinks\": ")
    #expect(
      Linter().lint(association: broken, bytes: Array("{\"applinks\": ".utf8)).findings.map(\.rule)
        == ["aasa-format"])
  }

  /// The CLI's Links fixture: two apps and a share extension, each with its entitlements.
  static let links = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("quickactionTests/Fixtures/Links")

  @Test(
    "ProjectLinter: each target's entitlements once, and each app against the files of its applinks: domains; lint(target) alone does the same for one"
  )
  func project() throws {
    let project = try XcodeProject(path: Self.links.appendingPathComponent("Links.xcodeproj").path)
    let aasa = Self.links.appendingPathComponent("web/.well-known/apple-app-site-association").path
    var configuration = LintConfiguration()
    configuration.associationFiles = [
      AssociationFile(file: aasa, bytes: try [UInt8](Data(contentsOf: URL(fileURLWithPath: aasa))))
    ]
    let linter = ProjectLinter(configuration: configuration)
    func summary(_ reports: [LintReport]) -> [String] {
      reports.flatMap(\.findings).map {
        "\($0.rule) \(($0.file as NSString).lastPathComponent) \($0.location)"
      }
    }
    #expect(
      summary(linter.lint(project: project, configuration: "Debug")) == [
        "associated-domain-syntax App.entitlements 9:3",
        "aasa-app-missing apple-app-site-association 2:3",
        "project-file-missing project.pbxproj 37:30",
      ])
    let lite = try #require(project.target(named: "Lite"))
    #expect(
      summary(linter.lint(ConfiguredTarget(project: project, target: lite, configuration: "Debug")))
        == [
          "aasa-app-missing apple-app-site-association 2:3"
        ])
  }
}
