import PropertyList
import QuickActionLint

/// `rules`'s name, help and options.
extension RulesCommand {
  static let name = "rules"
  static let summary = "List the lint rules with what they check and why"
  static let usage = """
    USAGE: quickaction rules [--format text|json]

    Prints every rule id, its severity, what it reports, why it matters, and an example.
    Disable one with `quickaction lint --disable RULE`; run an opt-in one with `--enable RULE`.

    OPTIONS:
    \(table.help())
    """

  static let table = OptionTable<RulesRequest>(options: [
    .choice(
      OptionName.format, "FORMAT",
      help: """
        text (default) or json: {"version": 1, "rules": [{"id", "severity",
        "optIn", "summary", "documentation": {"why", "example", "article"}}]}
        """, to: \.format)
  ])
}
