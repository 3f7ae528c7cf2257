import Foundation
import TestSupport
import Testing

/// `quickaction aasa validate` and `aasa match`, end to end: output against golden files, the
/// exit status (0 opens, 1 does not or has errors, 64 bad command line, 66 unreadable file).
@Suite(.serialized) struct AASACommandTests {
  typealias Case = GoldenCase
  typealias Failure = FailureCase

  static let example = CLI.fixture("aasa-example.json")

  static let goldens: [Case] = [
    Case(name: "aasa-help", arguments: ["aasa", "--help"], status: 0),
    Case(name: "aasa-validate-clean", arguments: ["aasa", "validate", example], status: 0),
    Case(
      name: "aasa-validate-bad", arguments: ["aasa", "validate", CLI.fixture("aasa-bad.json")],
      status: 1),
    Case(
      name: "aasa-validate-bad-json",
      arguments: ["aasa", "validate", CLI.fixture("aasa-bad.json"), "--format", "json"], status: 1),
    Case(
      name: "aasa-validate-malformed",
      arguments: ["aasa", "validate", CLI.fixture("malformed.json")], status: 1),
    // Apple's example, component by component ("Supporting associated domains").
    Case(
      name: "aasa-match-opens",
      arguments: [
        "aasa", "match", "https://example.com/help/1?articleNumber=4815", "--app",
        "ABCDE12345.com.example.app", example,
      ], status: 0),
    Case(
      name: "aasa-match-excluded",
      arguments: [
        "aasa", "match", "https://example.com/help/website/a", "--app",
        "ABCDE12345.com.example.app", example,
      ], status: 1),
    Case(
      name: "aasa-match-fragment-excluded",
      arguments: ["aasa", "match", "https://example.com/buy/1#no_universal_links", example],
      status: 1),
    Case(
      name: "aasa-match-no-match",
      arguments: ["aasa", "match", "https://example.com/help/1?articleNumber=12", example],
      status: 1),
    Case(
      name: "aasa-match-other-app",
      arguments: [
        "aasa", "match", "https://example.com/buy/1", "--app", "ZZZZZ99999.com.other", example,
      ], status: 1),
    Case(
      name: "aasa-match-json",
      arguments: [
        "aasa", "match", "https://example.com/buy/1", "--app", "ABCDE12345.com.example.app",
        example, "--format", "json",
      ], status: 0),
    Case(
      name: "aasa-match-custom-scheme",
      arguments: ["aasa", "match", "myapp://example.com/buy/1", example], status: 1),
  ]

  @Test("golden output and exit status", arguments: goldens)
  func golden(_ c: Case) throws { try CLI.checkGolden(c) }

  static let failures: [Failure] = [
    Failure(
      name: "no subcommand", arguments: ["aasa"], status: 64,
      stderr: "quickaction aasa: missing 'validate' or 'match'"),
    Failure(
      name: "unknown subcommand", arguments: ["aasa", "check", "x"], status: 64,
      stderr: "quickaction aasa: unknown aasa command 'check' (validate, match)"),
    Failure(
      name: "validate without a file", arguments: ["aasa", "validate"], status: 64,
      stderr: "quickaction aasa: missing the FILE to validate"),
    Failure(
      name: "match without a file", arguments: ["aasa", "match", "https://example.com/"],
      status: 64,
      stderr: "quickaction aasa: missing the apple-app-site-association FILE"),
    Failure(
      name: "match with a relative URL", arguments: ["aasa", "match", "example.com/a", example],
      status: 64,
      stderr:
        "quickaction aasa: 'example.com/a' is not an absolute URL such as https://example.com/path"),
    Failure(
      name: "--app with validate", arguments: ["aasa", "validate", example, "--app", "X"],
      status: 64, stderr: "quickaction aasa: --app is for 'aasa match'"),
    Failure(
      name: "missing file", arguments: ["aasa", "validate", "nope.json"], status: 66,
      stderr: "quickaction aasa: cannot read 'nope.json': no such file"),
    Failure(
      name: "match on a file that is not JSON",
      arguments: ["aasa", "match", "https://example.com/", CLI.fixture("malformed.json")],
      status: 1,
      stderr:
        "Tests/quickactionTests/Fixtures/malformed.json:2:34: error: unexpected character ']'; a JSON value was expected\n  \"root\": {\"stack\": [\"questions\",]}\n                                 ^"
    ),
  ]

  @Test("bad command lines and files", arguments: failures)
  func failure(_ f: Failure) throws {
    let run = try CLI.run(f.arguments)
    #expect(run.status == f.status)
    #expect(run.stderr.hasPrefix(f.stderr), "stderr: \(run.stderr)")
  }

  @Test(
    "the aasa match of the article 'Universal links and the other doors' is what the tool prints today"
  )
  func readme() throws {
    let readme = try String(
      contentsOf: CLI.root.appendingPathComponent(
        "Sources/QuickActionLint/QuickActionLint.docc/UniversalLinks.md"), encoding: .utf8)
    let command = "$ swift run quickaction aasa match "
    let start = try #require(readme.range(of: command))
    let line = readme[start.upperBound...].prefix { $0 != "\n" }
    let block = readme[start.upperBound...].dropFirst(line.count + 1)
    let end = try #require(block.range(of: "```"))
    let run = try CLI.runTogether(
      ["aasa", "match"] + line.split(separator: " ").map(String.init))
    #expect(
      run.output == String(block[..<end.lowerBound]),
      "update the article with: swift run quickaction aasa match \(line)")
  }
}
