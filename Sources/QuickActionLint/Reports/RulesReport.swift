import PropertyList

/// What `quickaction rules` is asked: the format of the list.
public struct RulesRequest: Sendable {
  /// Text (default) or JSON.
  public var format: ReportFormat = .text

  /// A request for the text list.
  public init() {}
}

/// `quickaction rules`: every lint rule with its documentation, as text or as JSON.
public enum RulesReport {
  /// The version of the JSON format: raised when a key changes meaning or goes away.
  public static let version = 1

  /// The DocC article that documents every rule under a heading named after its id.
  public static let article = "Sources/QuickActionLint/QuickActionLint.docc/LintRules.md"

  /// The report the request asks for, of every rule of the registry.
  public static func run(_ request: RulesRequest) -> String {
    switch request.format {
    case .text: return text(Linter.rules)
    case .json: return json(Linter.rules).serialized(pretty: true)
    }
  }

  /// Each rule: its id and severity, what it reports, why, and an example.
  public static func text(_ rules: [RuleDocumentation]) -> String {
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

  /// The contract of `rules --format json`: `{"version": 1, "rules": [{"id", "severity",
  /// "optIn", "summary", "documentation": {"why", "example", "article"}}]}`, every key always
  /// there, in this order, so a program can read it as a table.
  public static func json(_ rules: [RuleDocumentation]) -> JSONValue {
    .object([
      ("version", .int(version)),
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
      ),
    ])
  }
}
