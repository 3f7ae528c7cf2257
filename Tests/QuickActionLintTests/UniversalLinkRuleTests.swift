import Foundation
import PropertyList
import QuickActions
import TestSupport
import Testing
import XcodeProject

@testable import QuickActionLint

/// The entitlement's associated domains, and universal-link routes held against the
/// entitlement and the domains' apple-app-site-association files.
@Suite struct UniversalLinkRuleTests {
  static let app = "ABCDE12345.com.example.qa"
  static let rules: Set<String> = [
    "associated-domain-syntax", "universal-link-domain-undeclared", "aasa-app-missing",
    "universal-link-blocked",
  ]
  static let at = SourceLocation(offset: 10, line: 3, column: 5)

  static func entitlements(_ domains: [String]) -> String {
    DoorRuleTests.array(AssociatedDomain.entitlement, domains)
  }

  struct SyntaxCase: Sendable, CustomTestStringConvertible {
    var entry: String
    /// The message, or nil when the entry reads.
    var message: String?
    var testDescription: String { entry }
  }

  // "Associated Domains Entitlement": <service>:<fully qualified domain>, a leading *. for
  // subdomains, ?mode=developer / managed / developer+managed.
  static let syntax: [SyntaxCase] = [
    SyntaxCase(entry: "applinks:example.com", message: nil),
    SyntaxCase(entry: "applinks:*.example.com", message: nil),
    SyntaxCase(entry: "applinks:example.com?mode=developer", message: nil),
    SyntaxCase(entry: "webcredentials:example.com?mode=developer+managed", message: nil),
    SyntaxCase(entry: "applinks:localhost:8443?mode=developer", message: nil),
    SyntaxCase(entry: "appclips:example.com", message: nil),
    SyntaxCase(entry: "$(ASSOCIATED_DOMAIN)", message: nil),
    SyntaxCase(
      entry: "example.com",
      message: "'example.com' names no service: write it as applinks:example.com"),
    SyntaxCase(
      entry: "applink:example.com",
      message:
        "'applink' in 'applink:example.com' is not an associated-domains service; did you mean 'applinks'?"
    ),
    SyntaxCase(
      entry: "applinks:https://example.com/",
      message:
        "'applinks:https://example.com/' holds a URL; the entitlement takes a domain alone: 'applinks:example.com'"
    ),
    SyntaxCase(
      entry: "applinks:example.com?mode=dev",
      message:
        "'?mode=dev' in 'applinks:example.com?mode=dev' is not an alternate mode: write ?mode=developer, ?mode=managed or ?mode=developer+managed"
    ),
    SyntaxCase(
      entry: "applinks:ex*.example.com",
      message:
        "'applinks:ex*.example.com' does not name a domain: a wildcard goes only at the start, as '*.'"
    ),
    SyntaxCase(
      entry: "applinks:example..com",
      message:
        "'applinks:example..com' does not name a domain: a domain is labels of letters, digits and '-' separated by dots"
    ),
  ]

  @Test("associated-domain-syntax", arguments: syntax)
  func associatedDomain(_ c: SyntaxCase) {
    let findings = Linter().lint(
      file: "App.entitlements", bytes: Array(Self.entitlements([c.entry]).utf8)
    ).findings
      .filter { $0.rule == "associated-domain-syntax" }
    #expect(
      findings.map { "\($0.location) \($0.message)" } == (c.message.map { ["7:1 \($0)"] } ?? []))
  }

  @Test("--fix turns a URL into its domain")
  func fix() {
    let input = Self.entitlements(["applinks:https://example.com/path"])
    let linter = Linter()
    let report = linter.lint(file: "App.entitlements", bytes: Array(input.utf8))
    let result = FixIts.apply(
      report.findings, to: Array(input.utf8), file: "App.entitlements", linter: linter)
    #expect(
      String(decoding: result.bytes, as: UTF8.self).contains(
        "<string>applinks:example.com</string>"))
  }

  @Test(
    "a wildcard covers the subdomains, not the domain",
    arguments: [
      ("applinks:*.example.com", "qa.example.com", true),
      ("applinks:*.example.com", "example.com", false),
      ("applinks:example.com", "EXAMPLE.com", true),
      ("applinks:example.com", "qa.example.com", false),
    ])
  func covers(_ entry: String, host: String, covered: Bool) throws {
    let domain = try AssociatedDomain.parse(entry, at: .unknown).get()
    #expect(domain.covers(host) == covered)
  }

  static let aasa = """
    {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.qa"], "components": [
      {"/": "/help/website/*", "exclude": true},
      {"/": "/help/*"},
      {"/": "/questions/*"}]}]}}
    """

  static func lint(routes: [String], domains: [String], aasa: String = aasa, app: String? = app)
    -> [String]
  {
    let table = RouteTable([
      Route(
        named: "question", .action("q"), triggers: routes.map { .url(URLPattern($0, location: at)) }
      )
    ])
    var configuration = LintConfiguration(routes: table, routesFile: "routes.plist")
    let entitlements = try? PropertyList.parse(Array(Self.entitlements(domains).utf8))
    let site = AASAReader.read(Array(aasa.utf8)).file.map {
      UniversalLinkSetup.Site(domain: "example.com", file: "aasa.json", association: $0)
    }
    configuration.universalLinks = UniversalLinkSetup(
      applicationIdentifier: app, entitlementsFile: "App.entitlements",
      entitlements: entitlements, sites: site.map { [$0] } ?? [])
    let rules: Set<String> = [
      "universal-link-domain-undeclared", "aasa-app-missing", "universal-link-blocked",
    ]
    return Linter(configuration: configuration).lint(
      file: "Info.plist", bytes: Array(RuleTests.plist("").utf8)
    ).findings
      .filter { rules.contains($0.rule) }
      .map { f in
        "\(f.rule) \(f.file) \(f.location) \(f.message)"
          + f.notes.map { " | \($0.file ?? "") \($0.location) \($0.message)" }.joined()
      }
  }

  @Test("a route the file lets through is not reported")
  func letThrough() {
    #expect(
      Self.lint(
        routes: ["https://example.com/questions/:id as integer"], domains: ["applinks:example.com"]
      ).isEmpty)
  }

  @Test("a route the file excludes, with the blocking component named")
  func blocked() {
    #expect(
      Self.lint(
        routes: ["https://example.com/help/website/:page"], domains: ["applinks:example.com"]) == [
          "universal-link-blocked routes.plist 3:5 route 'question' answers URLs the apple-app-site-association file of 'example.com' keeps out of the app: https://example.com/help/website/x does not open ABCDE12345.com.example.qa: detail 0, component 0 (2:3) excludes it (path '/help/website/x' matches '/help/website/*'), and the scan stops there | aasa.json 2:3 the component that blocks it"
        ])
  }

  @Test("a route no component matches")
  func unmatched() {
    #expect(
      Self.lint(routes: ["https://example.com/spots/:id"], domains: ["applinks:example.com"]) == [
        "universal-link-blocked routes.plist 3:5 route 'question' answers URLs the apple-app-site-association file of 'example.com' keeps out of the app: https://example.com/spots/x does not open ABCDE12345.com.example.qa: nothing in detail 0 matches (3 patterns tried)"
      ])
  }

  @Test("a route on a domain the entitlement does not name")
  func undeclaredDomain() {
    #expect(
      Self.lint(
        routes: ["https://qa.example.com/questions/:id"],
        domains: ["applinks:example.com", "webcredentials:qa.example.com"]) == [
          "universal-link-domain-undeclared routes.plist 3:5 route 'question' answers universal links on 'qa.example.com', which the Associated Domains entitlement does not cover (it names applinks:example.com) | App.entitlements 7:1 the entitlements"
        ])
    #expect(
      Self.lint(
        routes: ["https://qa.example.com/questions/:id"], domains: ["applinks:*.example.com"]
      ).isEmpty)
  }

  @Test("a *. host route is covered by a *. entry of its domain or above, or one of its subdomains")
  func subdomainRoute() {
    let route = "https://*.example.com/questions/:id"
    #expect(Self.lint(routes: [route], domains: ["applinks:*.example.com"]).isEmpty)
    #expect(Self.lint(routes: [route], domains: ["applinks:qa.example.com"]).isEmpty)
    #expect(
      Self.lint(routes: [route], domains: ["applinks:example.com"]) == [
        "universal-link-domain-undeclared routes.plist 3:5 route 'question' answers universal links on '*.example.com', which the Associated Domains entitlement does not cover (it names applinks:example.com) | App.entitlements 7:1 the entitlements"
      ])
  }

  @Test("each host of a {…} list is held against the entitlement and its own site's file")
  func hostList() {
    #expect(
      Self.lint(
        routes: ["https://{example.com,qa.example.org}/help/website/:page"],
        domains: ["applinks:example.com"]) == [
          "universal-link-blocked routes.plist 3:5 route 'question' answers URLs the apple-app-site-association file of 'example.com' keeps out of the app: https://example.com/help/website/x does not open ABCDE12345.com.example.qa: detail 0, component 0 (2:3) excludes it (path '/help/website/x' matches '/help/website/*'), and the scan stops there | aasa.json 2:3 the component that blocks it",
          "universal-link-domain-undeclared routes.plist 3:5 route 'question' answers universal links on 'qa.example.org', which the Associated Domains entitlement does not cover (it names applinks:example.com) | App.entitlements 7:1 the entitlements",
        ])
  }

  @Test("a file that does not name the app; appIDs must equal TEAM.bundle-id")
  func appMissing() {
    #expect(
      Self.lint(
        routes: ["https://example.com/questions/:id"], domains: ["applinks:example.com"],
        app: "ABCDE12345.com.example.qa.beta") == [
          "aasa-app-missing aasa.json 1:2 the apple-app-site-association file of 'example.com' does not name the app 'ABCDE12345.com.example.qa.beta' (it names ABCDE12345.com.example.qa)"
        ])
  }

  @Test("the example URL a pattern matches")
  func example() {
    #expect(
      UniversalLinkSetup.example(URLPattern("https://Example.com/a%20b/:id as integer/*?tab=:t"))
        == "https://example.com/a%20b/1/x?tab=x")
  }

  @Test(
    "every entitlements file of the corpus reads clean",
    .needsShared("corpus/projects", "the real Xcode projects"))
  func corpusEntitlements() throws {
    let root = DoorRuleTests.corpus.appendingPathComponent("projects")
    var count = 0
    var domains = 0
    let walk = FileManager.default.enumerator(atPath: root.path)
    while let path = walk?.nextObject() as? String {
      guard path.hasSuffix(".entitlements") else { continue }
      count += 1
      let bytes = try [UInt8](Data(contentsOf: root.appendingPathComponent(path)))
      let findings = Linter().lint(file: path, bytes: bytes).findings.filter {
        $0.rule == "associated-domain-syntax"
      }
      #expect(findings.isEmpty, "\(path): \(findings.map(\.message))")
      domains +=
        UniversalLinkSetup(entitlements: try PropertyList.parse(bytes)).associatedDomains?.count
        ?? 0
    }
    #expect(count >= 70)
    #expect(domains >= 15)
  }

  /// A real pair from the corpus: Provenance's App Store entitlements and the AASA file of its
  /// website, with the app identifier as its project resolves it (DEVELOPMENT_TEAM S32Z3HMYVQ in
  /// Build.xcconfig, PRODUCT_BUNDLE_IDENTIFIER org.provenance-emu.provenance), against routes
  /// such as the app's deep links would be.
  @Test(
    "Provenance: its entitlements and its site's AASA file",
    .needsShared("corpus/projects/Provenance-Emu__Provenance", "the Provenance project"),
    .needsShared(
      "corpus/projects/Provenance-Emu__provenance-emu.github.io", "the Provenance website's files"))
  func provenance() throws {
    let projects = DoorRuleTests.corpus.appendingPathComponent("projects")
    let entitlements = try PropertyList.parse(
      [UInt8](
        Data(
          contentsOf: projects.appendingPathComponent(
            "Provenance-Emu__Provenance/Provenance/Provenance-AppStore.entitlements"))))
    let aasaPath =
      "Provenance-Emu__provenance-emu.github.io/static/.well-known/apple-app-site-association"
    let association = try #require(
      AASAReader.read([UInt8](Data(contentsOf: projects.appendingPathComponent(aasaPath)))).file)
    let routes = [
      "https://provenance-emu.com/game/:md5", "https://provenance-emu.com/skins/install?url=:url",
      "https://provenance-emu.com/help/website/:page", "https://provenance.app/game/:md5",
    ]
    let table = RouteTable([
      Route(
        named: "deep", .action("d"),
        triggers: routes.map { .url(URLPattern($0, location: Self.at)) })
    ])
    var configuration = LintConfiguration(routes: table, routesFile: "routes.plist")
    configuration.universalLinks = UniversalLinkSetup(
      applicationIdentifier: "S32Z3HMYVQ.org.provenance-emu.provenance", entitlements: entitlements,
      sites: [.init(domain: "provenance-emu.com", file: aasaPath, association: association)])
    let findings = Linter(configuration: configuration).lint(
      file: "Info.plist", bytes: Array(RuleTests.plist("").utf8)
    ).findings
      .filter { Self.rules.contains($0.rule) }
    // The help/website route is excluded by the site's sixth component; the game and skins
    // routes go through; provenance.app has no file here, so nothing is said of it.
    #expect(
      findings.map { "\($0.rule) \($0.notes.map { "\($0.location)" })" } == [
        "universal-link-blocked [\"33:11\"]"
      ])
  }

  /// The Provenance project as it builds: each app target's TEAM.bundle-id and the
  /// entitlements it signs with, against the AASA file of provenance-emu.com. Judged by hand:
  /// "Provenance-Lite (AppStore)" signs with applinks:provenance-emu.com as
  /// S32Z3HMYVQ.org.provenance-emu.provenance.lite, which the site's file does not name, so
  /// no universal link opens the Lite app (a real finding).
  @Test(
    "the Provenance project: app identifiers and entitlements as its targets build them",
    .needsShared("corpus/projects/Provenance-Emu__Provenance", "the Provenance project"),
    .needsShared(
      "corpus/projects/Provenance-Emu__provenance-emu.github.io", "the Provenance website's files"))
  func provenanceTargets() throws {
    let projects = DoorRuleTests.corpus.appendingPathComponent("projects")
    let project = try XcodeProject(
      path: projects.appendingPathComponent("Provenance-Emu__Provenance/Provenance.xcodeproj").path)
    let aasaPath =
      "Provenance-Emu__provenance-emu.github.io/static/.well-known/apple-app-site-association"
    let association = try #require(
      AASAReader.read([UInt8](Data(contentsOf: projects.appendingPathComponent(aasaPath)))).file)
    var found: [String] = []
    for target in project.targets where target.productType.isApplication {
      var configuration = LintConfiguration()
      configuration.universalLinks = UniversalLinkSetup(
        target: ConfiguredTarget(project: project, target: target, configuration: "Release"),
        sites: [.init(domain: "provenance-emu.com", file: aasaPath, association: association)])
      found += Linter(configuration: configuration).lint(
        file: "Info.plist", bytes: Array(RuleTests.plist("").utf8)
      ).findings
        .filter { Self.rules.contains($0.rule) }.map { "\(target.name): \($0.rule) \($0.message)" }
    }
    #expect(
      found == [
        "Provenance-Lite (AppStore): aasa-app-missing the apple-app-site-association file of 'provenance-emu.com' does not name the app 'S32Z3HMYVQ.org.provenance-emu.provenance.lite' (it names S32Z3HMYVQ.org.provenance-emu.provenance, S32Z3HMYVQ.org.provenance-emu.provenance-watch.watchkitapp)"
      ])
  }
}
