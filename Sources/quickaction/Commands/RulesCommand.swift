import QuickActionLint

/// `quickaction rules`: every lint rule with its documentation.
enum RulesCommand: Command {
  static let name = "rules"
  static let summary = "List the lint rules with what they check and why"
  static let usage = """
    USAGE: quickaction rules

    Prints every rule id, its severity, what it reports, why it matters, and an example.
    Disable one with `quickaction lint --disable RULE`; run an opt-in one with `--enable RULE`.
    """

  static func run(_ arguments: [String]) throws -> Int32 {
    _ = try Arguments(arguments, spec: ArgumentSpec()).positionals(atMost: 0)
    var out: [String] = []
    for doc in Linter.rules {
      out.append("\(doc.id) (\(doc.severity.rawValue)\(doc.isOptIn ? ", opt-in" : ""))")
      out.append("  \(doc.summary)")
      out.append("  Why: \(doc.rationale)")
      out.append("  Example: \(doc.example)")
      out.append("")
    }
    Console.out(out.joined(separator: "\n"))
    return ExitStatus.success
  }
}
