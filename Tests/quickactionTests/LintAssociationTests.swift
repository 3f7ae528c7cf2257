import Foundation
import TestSupport
import Testing

/// `quickaction lint` with apple-app-site-association files: `--aasa FILE`, the settings
/// file's `"aasa"`, the files found below a project, and each target's entitlements.
@Suite(.serialized) struct LintAssociationTests {
  static let links = CLI.root.appendingPathComponent(CLI.fixture("Links"))
  static let corpus = SharedData.url("corpus/projects")
  static let aasa = "web/.well-known/apple-app-site-association"

  static func output(_ run: Run) -> String {
    run.stdout + (run.stderr.isEmpty ? "" : "--- stderr\n" + run.stderr)
  }

  @Test(
    "with no flags: the entitlements of each target, the AASA file found below the project, each app's TEAMID.bundle.id against it, the routes against both"
  )
  func project() throws {
    let run = try CLI.run(["lint"], in: Self.links)
    #expect(run.status == 1, "stderr: \(run.stderr)")
    assertSnapshot(Self.output(run), named: "lint-links.txt")
  }

  @Test(
    "JSON names each finding's file, line and column",
    arguments: [
      (["lint", "--target", "Lite", "--format", "json"], "lint-links-lite.json"),
      (
        ["lint", "--aasa", aasa, "--disable", "aasa-format", "--target", "Links"],
        "lint-links-given.txt"
      ),
    ])
  func narrowed(arguments: [String], snapshot: String) throws {
    let run = try CLI.run(arguments, in: Self.links)
    #expect(run.status == 1, "stderr: \(run.stderr)")
    assertSnapshot(Self.output(run), named: snapshot)
  }

  @Test(
    "a settings file's \"aasa\" gives a file its domain: lite.example.net's file is held against the Lite app"
  )
  func configured() throws {
    let folder = try CLI.scratchFolder("aasa-config")
    defer { try? FileManager.default.removeItem(at: folder) }
    let site = folder.appendingPathComponent("lite.json")
    try Data(
      #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.links"], "components": [{"/": "/*"}]}]}}"#
        .utf8
    ).write(to: site)
    let settings = folder.appendingPathComponent("settings.json")
    try Data(#"{"disable": ["aasa-format"], "aasa": {"lite.example.net": "lite.json"}}"#.utf8)
      .write(to: settings)
    let run = try CLI.run(["lint", "--config", settings.path, "--target", "Lite"], in: Self.links)
    #expect(run.status == 1, "stderr: \(run.stderr)")
    let lines = run.stdout.split(separator: "\n").filter { $0.contains("[aasa-app-missing]") }.map {
      $0.replacingOccurrences(of: folder.path, with: "TMP")
    }
    #expect(
      lines == [
        "web/.well-known/apple-app-site-association:2:3: error: the apple-app-site-association file of 'example.com' does not name the app 'ABCDE12345.com.example.links.lite' (it names ABCDE12345.com.example.links, ABCDE1234.com.example.links.beta); did you mean 'ABCDE1234.com.example.links.beta'? [aasa-app-missing]",
        "TMP/lite.json:1:2: error: the apple-app-site-association file of 'lite.example.net' does not name the app 'ABCDE12345.com.example.links.lite' (it names ABCDE12345.com.example.links) [aasa-app-missing]",
      ])
  }

  @Test(
    "linting files: --aasa alone checks the file; with routes, --bundle-id and DEVELOPMENT_TEAM the https routes are held against it"
  )
  func files() throws {
    // In a folder with no project: the file alone.
    let alone = try CLI.run(
      ["lint", "--aasa", ".well-known/apple-app-site-association"],
      in: Self.links.appendingPathComponent("web"))
    #expect(alone.status == 1)
    assertSnapshot(Self.output(alone), named: "lint-aasa-file.txt")
    let routed = try CLI.run(
      [
        "lint", "App/Info.plist", "--routes", "Routes.plist", "--aasa", Self.aasa, "--bundle-id",
        "com.example.links",
        "--define", "DEVELOPMENT_TEAM=ABCDE12345", "--disable", "aasa-format", "--disable",
        "route-orphan",
      ], in: Self.links)
    #expect(routed.status == 0, "stderr: \(routed.stderr)")
    assertSnapshot(Self.output(routed), named: "lint-aasa-routes.txt")
  }

  @Test(
    "an AASA file that cannot be read stops the run with its path, before any output",
    arguments: [
      (
        ["lint", "--aasa", "web/missing"], Int32(66),
        "quickaction lint: cannot read 'web/missing': no such file"
      ),
      (
        ["lint", "App/Info.plist", "--aasa", "web"], Int32(66),
        "quickaction lint: cannot read 'web': is a directory"
      ),
      (
        ["lint", "--config", "bad-domain.json"], Int32(1),
        "bad-domain.json:1:11: error: 'https://example.com' in 'aasa' is not a domain such as example.com"
      ),
      (
        ["lint", "--config", "missing-file.json"], Int32(66),
        "quickaction lint: cannot read 'web/gone': no such file"
      ),
      (
        ["lint", "--config", "not-text.json"], Int32(1),
        "not-text.json:1:26: error: a file path must be a string, not an integer"
      ),
    ])
  func unreadable(arguments: [String], status: Int32, message: String) throws {
    let folder = try CLI.scratchFolder("aasa-bad")
    defer { try? FileManager.default.removeItem(at: folder) }
    // The project, and settings files beside it.
    try FileManager.default.copyItem(at: Self.links, to: folder.appendingPathComponent("Links"))
    let here = folder.appendingPathComponent("Links")
    try Data(#"{"aasa": {"https://example.com": "web/x"}}"#.utf8).write(
      to: here.appendingPathComponent("bad-domain.json"))
    try Data(#"{"aasa": {"example.com": "web/gone"}}"#.utf8).write(
      to: here.appendingPathComponent("missing-file.json"))
    try Data(#"{"aasa": {"example.com": 12}}"#.utf8).write(
      to: here.appendingPathComponent("not-text.json"))
    let run = try CLI.run(arguments, in: here)
    #expect(run.status == status)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.split(separator: "\n").first.map(String.init) == message)
  }

  @Test(
    "Provenance: the Lite app signs with applinks:provenance-emu.com, whose file (from the website's repository) does not name it",
    .needsShared("corpus/projects/Provenance-Emu__Provenance", "the Provenance project"),
    .needsShared(
      "corpus/projects/Provenance-Emu__provenance-emu.github.io", "the Provenance website's files"))
  func provenance() throws {
    let site =
      "../Provenance-Emu__provenance-emu.github.io/static/.well-known/apple-app-site-association"
    let run = try CLI.run(
      ["lint", "--aasa", site, "--format", "json"],
      in: Self.corpus.appendingPathComponent("Provenance-Emu__Provenance"))
    #expect(run.status == 1)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let found = (json["diagnostics"] as? [[String: Any]] ?? []).filter {
      ($0["file"] as? String) == site
    }.map {
      "\($0["line"] ?? 0):\($0["column"] ?? 0) \($0["rule"] ?? "") \($0["message"] ?? "")"
    }
    // provenance.app, the entitlements' second domain, serves a file of its own that the
    // corpus does not hold: nothing is said of it.
    #expect(
      found == [
        "2:3 aasa-app-missing the apple-app-site-association file of 'provenance-emu.com' does not name the app 'S32Z3HMYVQ.org.provenance-emu.provenance.lite' (it names S32Z3HMYVQ.org.provenance-emu.provenance, S32Z3HMYVQ.org.provenance-emu.provenance-watch.watchkitapp)"
      ])
  }

  /// The door rules in every corpus folder holding a project, with no flags: the entitlements
  /// the targets sign with (every one the corpus kept reads clean) and the association files
  /// found below the project (the corpus keeps none beside a project). Missing entitlements
  /// files are files the corpus did not keep, as LintProjectTests counts them.
  @Test(
    "in every corpus project, lint with no flags says nothing of entitlements or AASA files but missing files the corpus did not keep",
    .needsShared("corpus/projects", "the real Xcode projects"))
  func corpusProjects() throws {
    let rules: Set<String> = [
      "associated-domain-syntax", "universal-link-domain-undeclared", "aasa-app-missing",
      "universal-link-blocked", "aasa-format",
    ]
    var missing = 0
    for folder in LintProjectTests.corpusFolders {
      let run = try CLI.run(["lint", "--format", "json"], in: folder)
      guard run.status != 66 else { continue }
      let json = try #require(
        try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
      for diagnostic in json["diagnostics"] as? [[String: Any]] ?? [] {
        let rule = diagnostic["rule"] as? String ?? ""
        #expect(!rules.contains(rule), "\(folder.lastPathComponent): \(diagnostic)")
        if rule == "project-file-missing",
          (diagnostic["message"] as? String)?.hasPrefix("CODE_SIGN_ENTITLEMENTS") == true
        {
          missing += 1
        }
      }
    }
    #expect(missing == 39)
  }
}
