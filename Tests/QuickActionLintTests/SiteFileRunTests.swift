import Foundation
import QuickActionLint
import QuickActionTooling
import TestSupport
import Testing

/// `aasa` and `assetlinks` as library runs on files in memory: the report, its verdict (the
/// exit status), the note that closes a match on a file with errors, and the errors that stop a
/// run.
@Suite struct SiteFileRunTests {
  static let aasaPath = "site/apple-app-site-association"
  /// One detail for one app: `/old/*` excluded, everything else opening it.
  static let aasa = """
    {
      "applinks": {
        "details": [
          {
            "appIDs": ["ABCDE12345.com.example.app"],
            "components": [{ "/": "/old/*", "exclude": true }, { "/": "/*" }]
          }
        ]
      }
    }
    """
  /// As `aasa`, with `exclude` a string: iOS reads the component otherwise.
  static let aasaBad = aasa.replacingOccurrences(
    of: "\"exclude\": true", with: "\"exclude\": \"true\"")
  static let linksPath = "site/assetlinks.json"
  /// One statement for `com.example.qa`, its package name misspelt as a key.
  static let linksBad = """
    [{
      "relation": ["delegate_permission/common.handle_all_urls"],
      "target": {
        "namespace": "android_app",
        "package_name": "com.example.qa",
        "package": "com.example.qa",
        "sha256_cert_fingerprints": ["14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"]
      }
    }]
    """

  static func request(file: String, url: String? = nil, app: String? = nil) -> SiteFileRequest {
    var request = SiteFileRequest()
    (request.file, request.url, request.app) = (file, url, app)
    return request
  }

  static func run(
    _ request: SiteFileRequest, _ kind: SiteFileKind, files: [String: String]
  ) throws -> (ToolOutcome, [String]) {
    let memory = MemoryEnvironment(files: files)
    let outcome = try SiteFileRun.run(request, kind: kind, in: memory.environment)
    return (outcome, memory.said)
  }

  @Test("validate: a problem the compiler way, at its line and column, then the summary; it fails")
  func validateProblem() throws {
    let (outcome, said) = try Self.run(
      Self.request(file: Self.aasaPath), .aasa, files: [Self.aasaPath: Self.aasaBad])
    let path = Self.aasaPath
    #expect(
      outcome.output == """
        \(path):6:52: error: 'exclude' of component 0 of detail 0 must be true or false, not a string; write true without quotes
                "components": [{ "/": "/old/*", "exclude": "true" }, { "/": "/*" }]
        \(String(repeating: " ", count: 51))^
        \(path): 1 error, 0 warnings; applinks: 1 detail for 1 app
        """)
    #expect(!outcome.succeeded)
    #expect(outcome.notes.isEmpty && said.isEmpty)
  }

  @Test("validate: a clean file succeeds with its summary alone")
  func validateClean() throws {
    let (outcome, _) = try Self.run(
      Self.request(file: Self.aasaPath), .aasa, files: [Self.aasaPath: Self.aasa])
    #expect(
      outcome.output == "\(Self.aasaPath): 0 errors, 0 warnings; applinks: 1 detail for 1 app")
    #expect(outcome.succeeded)
  }

  @Test("match: an opening URL succeeds, an excluded one fails, each with the decision")
  func matchOpensAndNot() throws {
    let files = [Self.aasaPath: Self.aasa]
    let app = "ABCDE12345.com.example.app"
    let (opens, _) = try Self.run(
      Self.request(file: Self.aasaPath, url: "https://example.com/new/1", app: app), .aasa,
      files: files)
    #expect(
      opens.output == """
        https://example.com/new/1
        ABCDE12345.com.example.app: opens the app (opens)
          https://example.com/new/1 opens ABCDE12345.com.example.app: detail 0, component 1 (6:60) matches (path '/new/1' matches '/*')
          tried in order:
            detail 0, component 0 (6:24): no match: path '/new/1' does not match '/old/*'
            detail 0, component 1 (6:60): matches: path '/new/1' matches '/*'
        """)
    #expect(opens.succeeded && opens.notes.isEmpty)
    let (excluded, _) = try Self.run(
      Self.request(file: Self.aasaPath, url: "https://example.com/old/1", app: app), .aasa,
      files: files)
    #expect(
      excluded.output == """
        https://example.com/old/1
        ABCDE12345.com.example.app: does not open the app (excluded)
          https://example.com/old/1 does not open ABCDE12345.com.example.app: detail 0, component 0 (6:24) excludes it (path '/old/1' matches '/old/*'), and the scan stops there
          tried in order:
            detail 0, component 0 (6:24): matches, and excludes: path '/old/1' matches '/old/*'
        """)
    #expect(!excluded.succeeded)
  }

  @Test("match on a file with errors decides, then a note points at validate")
  func matchNote() throws {
    let (outcome, said) = try Self.run(
      Self.request(file: Self.aasaPath, url: "https://example.com/new/1"), .aasa,
      files: [Self.aasaPath: Self.aasaBad])
    #expect(outcome.succeeded)
    #expect(
      outcome.notes == [
        "note: \(Self.aasaPath) has errors that iOS may read otherwise; see `quickaction aasa validate \(Self.aasaPath)`"
      ])
    #expect(said.isEmpty)
  }

  @Test("validate --format json: version 1, each problem's line and column, the counts")
  func validateJSON() throws {
    var request = Self.request(file: Self.linksPath)
    request.format = .json
    let (outcome, _) = try Self.run(request, .assetLinks, files: [Self.linksPath: Self.linksBad])
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data((outcome.output ?? "").utf8)) as? [String: Any])
    #expect(json["version"] as? Int == 1)
    #expect(json["file"] as? String == Self.linksPath)
    let problems = try #require(json["problems"] as? [[String: Any]])
    #expect(problems.count == 1)
    #expect(problems.first?["line"] as? Int == 6)
    #expect(problems.first?["column"] as? Int == 5)
    #expect(
      problems.first?["message"] as? String
        == "unknown key 'package' in the target of statement 0, which Android ignores (it reads 'namespace', 'package_name', 'sha256_cert_fingerprints')"
    )
    #expect(outcome.output?.hasPrefix("{\n  \"version\": 1,\n") == true)
  }

  @Test("match --format json: version 1, the URL, whether it opens, the decisions")
  func matchJSON() throws {
    var request = Self.request(file: Self.linksPath, url: "https://example.com/a")
    request.format = .json
    let (outcome, _) = try Self.run(request, .assetLinks, files: [Self.linksPath: Self.linksBad])
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data((outcome.output ?? "").utf8)) as? [String: Any])
    #expect(json["version"] as? Int == 1)
    #expect(json["url"] as? String == "https://example.com/a")
    #expect(json["opens"] as? Bool == true)
    #expect(outcome.succeeded)
  }

  @Test("a file that cannot be read is the environment's error, and nothing is said")
  func unreadable() {
    let memory = MemoryEnvironment()
    let missing = "/nonexistent/site-file-run/assetlinks.json"
    #expect(throws: ToolRunError.unreadable(path: missing, reason: "no such file")) {
      try SiteFileRun.run(
        Self.request(file: missing, url: "https://example.com/"), kind: .assetLinks,
        in: memory.environment)
    }
    #expect(memory.said.isEmpty)
  }

  @Test("match on a file that does not read is its excerpt; a URL that is not absolute is usage")
  func matchStops() {
    #expect(
      throws: ToolRunError.invalidFile(
        """
        \(Self.aasaPath):4:1: error: unexpected end of file; expected ',' or '}'

        ^
        \(Self.aasaPath):1:1: note: '{' opened here
        {
        ^
        """)
    ) {
      try Self.run(
        Self.request(file: Self.aasaPath, url: "https://example.com/"), .aasa,
        files: [Self.aasaPath: "{\n  \"applinks\": {\n}\n"])
    }
    #expect(
      throws: ToolRunError.usage(
        "'example.com/a' is not an absolute URL such as https://example.com/path")
    ) {
      try Self.run(
        Self.request(file: Self.aasaPath, url: "example.com/a"), .aasa,
        files: [Self.aasaPath: Self.aasa])
    }
  }
}
