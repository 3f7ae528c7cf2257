import PropertyList
import QuickActionLint

/// `quickaction rules`: every lint rule with its documentation, as text or as JSON.
enum RulesCommand: Command {
  static let name = "rules"
  static let summary = "List the lint rules with what they check and why"
  static let usage = """
    USAGE: quickaction rules [--format text|json]

    Prints every rule id, its severity, what it reports, why it matters, and an example.
    Disable one with `quickaction lint --disable RULE`; run an opt-in one with `--enable RULE`.

    OPTIONS:
      --format FORMAT       text (default) or json: {"rules": [{"id", "severity", "optIn",
                            "summary", "documentation": {"why", "example", "article"}}]}
    """

  static let spec = ArgumentSpec(valueOptions: ["--format"])

  /// The DocC article that documents every rule under a heading named after its id.
  static let article = "Sources/QuickActionLint/QuickActionLint.docc/LintRules.md"

  static func run(_ arguments: [String]) throws -> Int32 {
    let args = try Arguments(arguments, spec: spec)
    _ = try args.positionals(atMost: 0)
    let format = try args.choice("--format", ["text", "json"], default: "text")
    Console.out(format == "json" ? json(Linter.rules).serialized(pretty: true) : text(Linter.rules))
    return ExitStatus.success
  }

  static func text(_ rules: [RuleDocumentation]) -> String {
    var out: [String] = []
    for doc in rules {
      out.append("\(doc.id) (\(doc.severity.rawValue)\(doc.isOptIn ? ", opt-in" : ""))")
      out.append("  \(doc.summary)")
      out.append("  Why: \(doc.rationale)")
      out.append("  Example: \(doc.example)")
      out.append("")
    }
    return out.joined(separator: "\n")
  }

  /// The contract of `rules --format json`: every key always there, in this order, so a program
  /// can read it as a table.
  static func json(_ rules: [RuleDocumentation]) -> JSONValue {
    .object([
      (
        "rules",
        .array(
          rules.map { doc in
            .object([
              ("id", .string(doc.id)), ("severity", .string(doc.severity.rawValue)),
              ("optIn", .bool(doc.isOptIn)),
              ("summary", .string(doc.summary)),
              (
                "documentation",
                .object([
                  ("why", .string(doc.rationale)), ("example", .string(doc.example)),
                  ("article", .string("\(article)#\(doc.id)")),
                ])
              ),
            ])
          })
      )
    ])
  }
}
