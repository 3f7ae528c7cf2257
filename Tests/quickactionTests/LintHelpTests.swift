import Foundation
import Testing

/// `lint --help` is generated from the rule registry where it names rules.
@Suite struct LintHelpTests {
  /// The opt-in rules `quickaction rules` lists (the registry: `Linter.rules`).
  static func optInRules() throws -> [String] {
    let rules = try CLI.run(["rules"])
    return rules.stdout.split(separator: "\n").compactMap { line in
      guard line.hasSuffix(", opt-in)"), let space = line.firstIndex(of: " ") else { return nil }
      return String(line[..<space])
    }
  }

  @Test("lint --help names every opt-in rule of the registry, in its --enable entry")
  func optInRulesNamed() throws {
    let optIn = try Self.optInRules()
    #expect(
      optIn == [
        "shortcut-type-prefix", "scene-manifest-missing", "android-shortcut-disabled-message",
        "android-shortcut-target-package-debug",
      ])
    let help = try CLI.run(["lint", "--help"]).stdout
    guard let start = help.range(of: "The opt-in rules:"),
      let end = help.range(of: "--fix ", range: start.upperBound..<help.endIndex)
    else {
      Issue.record("no list of opt-in rules in lint --help:\n\(help)")
      return
    }
    let entry = help[start.upperBound..<end.lowerBound]
    let named = entry.split(whereSeparator: { " ,\n".contains($0) }).map(String.init)
    #expect(named == optIn, "\(entry)")
  }
}
