import Foundation
import Testing

/// The DocC article "Lint rules" is generated from the rules' own documentation, as
/// `quickaction rules` prints it: everything after its `## The rules` heading is this file's
/// rendering of that output, and the test fails when the two disagree.
/// `QUICKACTION_RECORD_SNAPSHOTS=1 swift test --filter RulesArticleTests` writes it anew.
@Suite struct RulesArticleTests {
  static let article = "Sources/QuickActionLint/QuickActionLint.docc/LintRules.md"
  static let heading = "## The rules\n"

  /// One rule as `quickaction rules` prints it.
  struct PrintedRule: Equatable {
    var id: String
    var severity: String
    var optIn: Bool
    var summary: String
    var why: String
    var example: String
  }

  /// A block of `quickaction rules`' output this file cannot render.
  struct UnexpectedBlock: Error, CustomStringConvertible {
    var block: String
    var description: String {
      "`quickaction rules` printed a block that is not `id (severity[, opt-in])`, a summary, Why and Example:\n\(block)"
    }
  }

  /// Reads `quickaction rules`' output: blocks of `id (severity[, opt-in])`, then `  summary`,
  /// `  Why: …` and `  Example: …`, a blank line after each.
  static func parse(_ output: String) throws -> [PrintedRule] {
    var rules: [PrintedRule] = []
    for block in output.components(separatedBy: "\n\n")
    where !block.trimmingCharacters(in: .newlines).isEmpty {
      let lines = block.trimmingCharacters(in: .newlines).components(separatedBy: "\n")
      guard lines.count == 4, let head = lines.first, let open = head.firstIndex(of: "("),
        head.hasSuffix(")")
      else {
        throw UnexpectedBlock(block: block)
      }
      let flags = head[head.index(after: open)..<head.index(before: head.endIndex)].components(
        separatedBy: ", ")
      guard ["error", "warning"].contains(flags[0]),
        flags.count == 1 || flags == [flags[0], "opt-in"],
        lines[1].hasPrefix("  "), lines[2].hasPrefix("  Why: "), lines[3].hasPrefix("  Example: ")
      else {
        throw UnexpectedBlock(block: block)
      }
      rules.append(
        PrintedRule(
          id: String(head[..<open]).trimmingCharacters(in: .whitespaces), severity: flags[0],
          optIn: flags.count == 2, summary: String(lines[1].dropFirst(2)),
          why: String(lines[2].dropFirst("  Why: ".count)),
          example: String(lines[3].dropFirst("  Example: ".count))))
    }
    return rules
  }

  /// Text as Markdown prose, read the same by GitHub and DocC: the characters that could start
  /// code, emphasis, a link or HTML are escaped; an underscore only where it could start or end
  /// emphasis (inside a word, as in `PRODUCT_BUNDLE_IDENTIFIER`, it cannot).
  static func prose(_ text: String) -> String {
    let characters = Array(text)
    var out = ""
    for (index, c) in characters.enumerated() {
      let inWord =
        index > 0 && index + 1 < characters.count
        && (characters[index - 1].isLetter || characters[index - 1].isNumber)
        && (characters[index + 1].isLetter || characters[index + 1].isNumber)
      if "\\`*[]<>".contains(c) || (c == "_" && !inWord) { out.append("\\") }
      out.append(c)
    }
    return out
  }

  /// Text as a Markdown code span: fenced by one backtick more than the longest run inside it.
  static func code(_ text: String) -> String {
    var longest = 0
    var run = 0
    for c in text {
      run = c == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: longest + 1)
    let pad = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
    return fence + pad + text + pad + fence
  }

  /// The article's part below its heading, for these rules.
  static func render(_ rules: [PrintedRule]) -> String {
    let optIn = rules.filter(\.optIn).count
    var out = [
      "\(rules.count) rules, \(optIn) of them opt-in (`--enable RULE` runs one), generated from `quickaction rules`.",
      "",
    ]
    for rule in rules {
      out += [
        "### \(rule.id)", "",
        "**\(rule.severity)\(rule.optIn ? ", opt-in" : "")**. \(prose(rule.summary))", "",
        "Why: \(prose(rule.why))", "",
        "Example: \(code(rule.example))", "",
      ]
    }
    return out.joined(separator: "\n")
  }

  static func printedRules() throws -> [PrintedRule] {
    let run = try CLI.run(["rules"])
    #expect(run.status == 0)
    return try parse(run.stdout)
  }

  @Test("the article lists every rule as `quickaction rules` prints it")
  func articleMatchesRules() throws {
    let url = CLI.root.appendingPathComponent(Self.article)
    let text = try String(contentsOf: url, encoding: .utf8)
    let heading = try #require(
      text.range(of: "\n" + Self.heading + "\n"), "\(Self.article) has no '\(Self.heading)' heading"
    )
    let rules = try Self.printedRules()
    #expect(rules.count >= 46)
    let expected = String(text[..<heading.upperBound]) + Self.render(rules)
    if ProcessInfo.processInfo.environment["QUICKACTION_RECORD_SNAPSHOTS"] == "1" {
      try expected.write(to: url, atomically: true, encoding: .utf8)
    } else {
      #expect(
        text == expected,
        "\(Self.article) and `quickaction rules` disagree; write it anew with QUICKACTION_RECORD_SNAPSHOTS=1 swift test --filter RulesArticleTests, then review git diff"
      )
    }
  }

  @Test(
    "Markdown escaping: prose keeps intraword underscores and escapes what could start markup; code spans outfence backticks"
  )
  func escaping() {
    #expect(
      Self.prose("PRODUCT_BUNDLE_IDENTIFIER and application(_:open:) with <#…#> and *.example.com")
        == "PRODUCT_BUNDLE_IDENTIFIER and application(\\_:open:) with \\<#…#\\> and \\*.example.com"
    )
    #expect(
      Self.prose("`quickaction aasa validate` [x]") == "\\`quickaction aasa validate\\` \\[x\\]")
    #expect(Self.code("<key>a</key>") == "`<key>a</key>`")
    #expect(Self.code("a `b` c") == "``a `b` c``")
    #expect(Self.code("`b`") == "`` `b` ``")
  }

  @Test(
    "a rule block that is not `id (severity)`, summary, Why and Example is refused, not skipped")
  func parseRefusesOtherShapes() throws {
    let good = "a-rule (warning, opt-in)\n  Says a.\n  Why: b.\n  Example: <c/>\n\n"
    #expect(
      try Self.parse(good) == [
        PrintedRule(
          id: "a-rule", severity: "warning", optIn: true, summary: "Says a.", why: "b.",
          example: "<c/>")
      ])
    #expect(throws: (any Error).self) {
      try Self.parse("a-rule (warning)\n  Says a.\n  Example: <c/>\n")
    }
    #expect(throws: (any Error).self) {
      try Self.parse("a-rule (notice)\n  Says a.\n  Why: b.\n  Example: <c/>\n")
    }
  }
}
