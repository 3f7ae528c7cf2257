import Foundation
import Testing

/// The conventions of Swift command-line tools (swift-argument-parser's): colour control,
/// `rules --format json`, edit-distance suggestions, and the last value of an option winning.
@Suite struct ConventionTests {
  static let warnings = CLI.fixture("warnings.plist")
  /// What follows the mistake of a usage error with no command.
  static let toolUsage =
    "Usage: quickaction <command> [options]\n  See 'quickaction --help' for more information.\n"

  @Test(
    "colour: --color, then NO_COLOR, then FORCE_COLOR, then whether it is a terminal (a pipe here)",
    arguments: [
      ([], [:], false),
      ([], ["FORCE_COLOR": "1"], true),
      ([], ["FORCE_COLOR": ""], false),
      ([], ["NO_COLOR": "1", "FORCE_COLOR": "1"], false),
      ([], ["NO_COLOR": "", "FORCE_COLOR": "1"], true),
      (["--color", "always"], ["NO_COLOR": "1"], true),
      (["--color=always"], [:], true),
      (["--color", "never"], ["FORCE_COLOR": "1"], false),
      (["--color", "auto"], ["FORCE_COLOR": "1"], true),
      (["--color", "never", "--color", "always"], [:], true),
    ] as [([String], [String: String], Bool)])
  func colour(flags: [String], environment: [String: String], coloured: Bool) throws {
    // --color goes before the command or after it alike.
    for arguments in [flags + ["lint", Self.warnings], ["lint", Self.warnings] + flags] {
      let run = try CLI.run(arguments, environment: environment)
      #expect(run.status == 0, "stderr: \(run.stderr)")
      #expect(run.stdout.contains("warning:"))
      #expect(run.stdout.contains("\u{1B}[") == coloured, "\(arguments) with \(environment)")
    }
  }

  @Test("a --color value that is none of auto, always, never")
  func badColour() throws {
    let run = try CLI.run(["lint", "--color", "sometimes"])
    #expect(run.status == 64)
    #expect(
      run.stderr == "quickaction: 'sometimes' is not a valid --color (auto, always, never)\n"
        + Self.toolUsage
    )
  }

  @Test(
    "rules --format json: every rule of the text listing, each with the same keys in the same order"
  )
  func rulesJSON() throws {
    let run = try CLI.run(["rules", "--format", "json"])
    #expect(run.status == 0)
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    #expect(Set(root.keys) == ["version", "rules"])
    #expect(root["version"] as? Int == 1)
    let rules = try #require(root["rules"] as? [[String: Any]])
    let text = try CLI.run(["rules"]).stdout.components(separatedBy: "\n")
      .filter { !$0.isEmpty && !$0.hasPrefix(" ") }.compactMap {
        $0.split(separator: " ").first.map(String.init)
      }
    #expect(rules.map { $0["id"] as? String } == text)
    #expect(rules.count >= 40)
    let article = try String(
      contentsOf: CLI.root.appendingPathComponent(
        "Sources/QuickActionLint/QuickActionLint.docc/LintRules.md"), encoding: .utf8)
    for rule in rules {
      #expect(Set(rule.keys) == ["id", "severity", "optIn", "summary", "documentation"])
      let id = try #require(rule["id"] as? String)
      #expect(["error", "warning", "note"].contains(rule["severity"] as? String), "\(id)")
      #expect(rule["optIn"] as? Bool != nil, "\(id)")
      #expect((rule["summary"] as? String)?.isEmpty == false, "\(id)")
      let documentation = try #require(rule["documentation"] as? [String: String], "\(id)")
      #expect(Set(documentation.keys) == ["why", "example", "article"])
      #expect(
        documentation["article"]
          == "Sources/QuickActionLint/QuickActionLint.docc/LintRules.md#\(id)")
      #expect(article.contains("\n### \(id)\n"), "LintRules.md has no heading for \(id)")
    }
    // The key order is the contract's, as printed.
    #expect(
      run.stdout.contains(
        """
        {
          "version": 1,
          "rules": [
            {
              "id": "plist-syntax",
              "severity": "error",
              "optIn": false,
              "summary": "The file is not a well-formed property list.",
              "documentation": {
                "why": 
        """))
    #expect(run.stdout.contains("\"optIn\": true"))
  }

  @Test(
    "suggestions by edit distance: a command, an option, a shortcut type; one ? and no ;",
    arguments: [
      (
        ["lnt"], 64, "",
        "quickaction: unknown command 'lnt'; did you mean 'lint'?\n"
          + Self.toolUsage
      ),
      (
        ["help", "rout"], 64, "",
        "quickaction: unknown command 'rout'; did you mean 'route'?\n"
          + Self.toolUsage
      ),
      (
        ["rules", "--fromat", "json"], 64, "",
        "quickaction rules: unknown option '--fromat'; did you mean '--format'?\n"
          + "Usage: quickaction rules [--format text|json]\n"
          + "  See 'quickaction rules --help' for more information.\n"
      ),
      (
        ["simulate", "com.example.qa.pots"], 1,
        "result: not handled: unknown type 'com.example.qa.pots': no route handles it\n",
        "note: did you mean 'com.example.qa.post'?\n"
      ),
      (
        ["route", "com.example.qa.pots"], 1,
        "unknown type 'com.example.qa.pots': no route handles it\n\nstate before:\n",
        "note: did you mean 'com.example.qa.post'?\n"
      ),
      (
        ["route", "com.example.qa.pots", "--format", "json"], 1, "\"outcome\": \"unknown-type\"",
        "note: did you mean 'com.example.qa.post'?\n"
      ),
      (
        ["sim"], 64, "",
        "quickaction: unknown command 'sim'; did you mean 'simulate'?\n" + Self.toolUsage
      ),
      (["a"], 64, "", "quickaction: unknown command 'a'\n" + Self.toolUsage),
      (
        ["route", "com.example.qa.nope"], 1,
        "unknown type 'com.example.qa.nope': no route handles it\n\nstate before:\n", ""
      ),
    ] as [([String], Int32, String, String)])
  func suggestion(arguments: [String], status: Int32, stdout: String, stderr: String) throws {
    let run = try CLI.run(arguments)
    #expect(run.status == status)
    #expect(
      stdout.isEmpty ? run.stdout.isEmpty : run.stdout.contains(stdout), "stdout: \(run.stdout)")
    #expect(run.stderr == stderr)
    #expect(!run.stderr.contains("?;"))
  }

  @Test("route names the entry once in its headline: an unknown type, a URL no route takes")
  func headline() throws {
    let type = try CLI.run(["route", "com.example.qa.nope"]).stdout
    #expect(
      type.components(separatedBy: "\n").first
        == "unknown type 'com.example.qa.nope': no route handles it")
    let url = try CLI.run(["route", "qa://nowhere/7"]).stdout
    #expect(url.components(separatedBy: "\n").first == "no route takes URL 'qa://nowhere/7'")
    let handled = try CLI.run(["route", "com.example.qa.participated"]).stdout
    #expect(handled.hasPrefix("com.example.qa.participated: handled in "))
  }

  @Test(
    "a single-value option takes its last value, a repeated flag is given, repeatables add up"
  )
  func repeated() throws {
    let last = try CLI.run(["items", "--format", "json", "--format", "text"])
    #expect(last.status == 0)
    #expect(last.stdout == (try CLI.run(["items", "--format", "text"])).stdout)
    let lastJSON = try CLI.run(["items", "--format=text", "--format=json"])
    #expect(lastJSON.stdout == (try CLI.run(["items", "--format", "json"])).stdout)
    let launch = try CLI.run(["simulate", "--launch", "warm", "--launch", "cold"])
    #expect(launch.stdout.hasPrefix("Cold launch, "))
    let strict = try CLI.run(["lint", Self.warnings, "--strict", "--strict"])
    #expect(strict.status == 1)
    #expect(strict.stdout == (try CLI.run(["lint", Self.warnings, "--strict"])).stdout)
    let userInfo = try CLI.run([
      "simulate", "com.example.qa.question", "--user-info", "questionID=7", "--user-info",
      "from=cli",
    ])
    #expect(
      userInfo.stdout.contains("userInfo: {\"questionID\":\"7\",\"from\":\"cli\"}"),
      "\(userInfo.stdout)")
    // Were the last --disable to win, the title-length warning would be back.
    let disabled = try CLI.run([
      "lint", Self.warnings, "--disable", "shortcut-title-length", "--disable",
      "plist-duplicate-key",
    ])
    #expect(disabled.status == 0)
    #expect(!disabled.stdout.contains("[shortcut-title-length]"), "\(disabled.stdout)")
    #expect(
      try CLI.run(["lint", Self.warnings, "--disable", "plist-duplicate-key"]).stdout.contains(
        "[shortcut-title-length]"))
  }
}
