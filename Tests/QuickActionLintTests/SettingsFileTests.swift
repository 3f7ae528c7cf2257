import PropertyList
import QuickActions
import Testing

@testable import QuickActionLint

/// Lint settings files and baselines: what they read, and the exact error for a mistake.
@Suite struct SettingsFileTests {
  @Test("globs: * within a component, ** across them, ? one character")
  func globs() {
    #expect(LintSettingsFile.glob("Vendor/**", matches: "Vendor/SDK/Info.plist"))
    #expect(LintSettingsFile.glob("**/Info.plist", matches: "App/Sub/Info.plist"))
    #expect(LintSettingsFile.glob("**/Info.plist", matches: "Info.plist"))
    #expect(LintSettingsFile.glob("*Tests*/Info.plist", matches: "AppTests/Info.plist"))
    #expect(!LintSettingsFile.glob("*/Info.plist", matches: "App/Sub/Info.plist"))
    #expect(LintSettingsFile.glob("App/Info.?list", matches: "App/Info.plist"))
    #expect(!LintSettingsFile.glob("Vendor/**", matches: "App/Info.plist"))
  }

  @Test("settings apply on top of the command line's; each mistake has its position")
  func settings() throws {
    let text =
      #"{"disable": ["shortcut-too-many"], "enable": ["shortcut-type-prefix"], "severity": {"shortcut-unknown-key": "error"}}"#
    let settings = try LintSettingsFile(path: ".quickaction.json", bytes: Array(text.utf8))
    let configuration = settings.applied(to: LintConfiguration())
    #expect(configuration.disabledRules == ["shortcut-too-many"])
    #expect(configuration.enabledRules == ["shortcut-type-prefix"])
    #expect(configuration.severities == ["shortcut-unknown-key": .error])
    let cases: [(String, String, Int, Int)] = [
      (
        #"{"disabled": []}"#,
        "unknown key 'disabled' in the lint settings; did you mean 'disable'?", 1, 2
      ),
      (
        #"{"severity": {"shortcut-unknown-key": "fatal"}}"#,
        "severity 'fatal' for shortcut-unknown-key must be 'error' or 'warning'", 1, 39
      ),
      (#"{"exclude": "Vendor"}"#, "'exclude' must be an array, not a string", 1, 13),
      ("{", "unexpected end of file; expected a string key", 1, 2),
    ]
    for (input, message, line, column) in cases {
      #expect(
        throws: ManifestError(
          message, at: SourceLocation(offset: column - 1, line: line, column: column)), "\(input)"
      ) {
        try LintSettingsFile(path: ".quickaction.json", bytes: Array(input.utf8))
      }
    }
  }

  @Test("a baseline written and read back hides as many findings as it counts")
  func baselineRoundTrip() throws {
    let finding = Finding(
      rule: "shortcut-unknown-key", severity: .warning, message: "m", file: "Info.plist",
      location: .unknown)
    let report = LintReport(file: "Info.plist", source: [], findings: [finding, finding])
    let baseline = try Baseline(bytes: Array(Baseline(reports: [report]).json.utf8))
    #expect(baseline.counts.values.reduce(0, +) == 2)
    let three = LintReport(file: "Info.plist", source: [], findings: [finding, finding, finding])
    let (kept, hidden) = baseline.filter([three])
    #expect(hidden == 2)
    #expect(kept[0].findings.count == 1)
    #expect(
      throws: ManifestError(
        "the baseline's version must be 1", at: SourceLocation(offset: 12, line: 1, column: 13))
    ) {
      try Baseline(bytes: Array(#"{"version": 2, "findings": []}"#.utf8))
    }
  }
}
