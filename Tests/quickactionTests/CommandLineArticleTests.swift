import Foundation
import Testing

/// The article "The quickaction tool" lists each command's options as its `--help` does, and
/// `--help` and the completions are made from the same tables: the article's lists are those
/// tables. `QUICKACTION_RECORD_SNAPSHOTS=1 swift test --filter CommandLineArticleTests` writes the
/// lists anew from the tool; review `git diff` after.
@Suite struct CommandLineArticleTests {
  static let article = "Sources/QuickActionLint/QuickActionLint.docc/CommandLineTool.md"
  static let heading = "### Options of each command\n"

  /// The option rows of a help text: each line that starts with `  -`, with the lines indented
  /// under it.
  static func optionRows(_ help: String) -> [String] {
    var rows: [String] = []
    var inRow = false
    for line in help.components(separatedBy: "\n") {
      if line.hasPrefix("  -") {
        rows.append(line)
        inRow = true
      } else if inRow, line.hasPrefix("        ") {
        rows.append(line)
      } else {
        inRow = false
      }
    }
    return rows
  }

  /// The section as the tool's help makes it: a heading and a block of rows per command.
  static func section(_ commands: [String]) throws -> String {
    var out = [
      String(Self.heading.dropLast(1)), "",
      "Each command's options, as its `--help` lists them and its completions offer them; every",
      "command also takes `--color WHEN` and `-h, --help`.",
    ]
    for command in commands {
      let help = try CLI.run([command, "--help"]).stdout
      out += ["", "`quickaction \(command)`:", "", "```"] + optionRows(help) + ["```"]
    }
    return out.joined(separator: "\n") + "\n\n"
  }

  /// The article's section, from its heading to the next heading of its level.
  static func articleSection(_ text: String) throws -> Range<String.Index> {
    let start = try #require(text.range(of: Self.heading), "no '\(Self.heading)'")
    let end =
      text.range(of: "\n### ", range: start.upperBound..<text.endIndex).map {
        text.index(after: $0.lowerBound)
      } ?? text.endIndex
    return start.lowerBound..<end
  }

  @Test("the article lists each command's options as the tool's tables make them")
  func optionsMatch() throws {
    let url = CLI.root.appendingPathComponent(Self.article)
    var text = try String(contentsOf: url, encoding: .utf8)
    let expected = try Self.section(CompletionScriptTests.commands())
    let range = try Self.articleSection(text)
    if ProcessInfo.processInfo.environment["QUICKACTION_RECORD_SNAPSHOTS"] == "1" {
      text.replaceSubrange(range, with: expected)
      try text.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    #expect(
      String(text[range]) == expected,
      "the article's option lists differ from the tool's; re-record with QUICKACTION_RECORD_SNAPSHOTS=1"
    )
  }

  @Test("each command's rows name exactly the options its completions offer")
  func rowsAreTheCompletions() throws {
    let script = try CLI.run(["--generate-completion-script", "bash"]).stdout
    for command in try CompletionScriptTests.commands() {
      let rows = Self.optionRows(try CLI.run([command, "--help"]).stdout)
      let named = Set(
        rows.filter { $0.hasPrefix("  -") }.map {
          String($0.dropFirst(2).prefix { $0.isLetter || $0.isNumber || $0 == "-" })
        })
      let offered = CompletionScriptTests.offered(script, shell: "bash", command: command)
        .subtracting(["--color", "--help"])
      #expect(named == offered, "\(command)")
    }
  }

  @Test("a row's continuation lines belong to it, and prose ends it")
  func rowsParse() {
    let help = "USAGE: x\n\nOPTIONS:\n  --a FILE   one\n             two\nprose\n        not a row"
    #expect(Self.optionRows(help) == ["  --a FILE   one", "             two"])
  }
}
