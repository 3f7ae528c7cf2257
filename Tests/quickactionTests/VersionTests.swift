import Foundation
import Testing

/// One version, told the same in every place a user reads it: `quickaction --version`, the
/// README's `from:` and CHANGELOG.md's newest entry.
@Suite struct VersionTests {
  /// What follows `from: "` in the README's package manifest.
  static func readmeVersion(_ readme: String) -> String? {
    guard let start = readme.range(of: "from: \"") else { return nil }
    return readme[start.upperBound...].prefix { $0 != "\"" }.description
  }

  /// The version of CHANGELOG.md's first `## ` heading after `## Unreleased`, the changes not
  /// yet released: `## 1.0.0 - 2026-12-02` is 1.0.0.
  static func changelogVersion(_ changelog: String) -> String? {
    changelog.split(separator: "\n").first { $0.hasPrefix("## ") && $0 != "## Unreleased" }
      .map { $0.dropFirst(3).prefix { $0 != " " }.description }
  }

  @Test("--version, the README's from: and CHANGELOG.md's newest heading name one version")
  func agree() throws {
    let run = try CLI.run(["--version"])
    #expect(run.status == 0)
    let tool = try #require(
      run.stdout.hasPrefix("quickaction ") ? String(run.stdout.dropFirst(12).dropLast()) : nil)
    let readme = try String(
      contentsOf: CLI.root.appendingPathComponent("README.md"), encoding: .utf8)
    let changelog = try String(
      contentsOf: CLI.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    #expect(tool == "1.0.0")
    #expect(Self.readmeVersion(readme) == tool, "README.md's from: is not --version's \(tool)")
    #expect(
      Self.changelogVersion(changelog) == tool,
      "CHANGELOG.md's first ## heading is not --version's \(tool)")
  }

  @Test(
    "the readers find the version, and a different one does not pass for it",
    arguments: [
      ("x\n.package(url: \"u\", from: \"0.9.2\")\n", "## 1.0.0 - 2026-12-02\n", "0.9.2", "1.0.0"),
      ("no manifest here", "# Changelog\n\nNo entry yet.\n", nil, nil),
      ("from: \"2.0.0\"", "# Changelog\n\n## 2.1.0\n\n## 2.0.0 - 2026-01-01\n", "2.0.0", "2.1.0"),
      (
        "from: \"2.0.0\"", "# Changelog\n\n## Unreleased\n\n## 2.0.0 - 2026-01-01\n", "2.0.0",
        "2.0.0"
      ),
    ] as [(String, String, String?, String?)])
  func readers(readme: String, changelog: String, from: String?, heading: String?) {
    #expect(Self.readmeVersion(readme) == from)
    #expect(Self.changelogVersion(changelog) == heading)
  }

  @Test("--help lists --version, and it prints the version")
  func listed() throws {
    let help = try CLI.run(["--help"]).stdout
    #expect(help.contains("\n  --version             the version\n"))
    #expect(help.hasPrefix("quickaction 1.0.0: "))
  }
}
