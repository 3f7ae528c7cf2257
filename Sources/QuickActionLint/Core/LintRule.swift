/// A check of the linter. Each rule lives in its own file under `Rules/`, named after its id,
/// with its documentation beside it.
protocol LintRule {
  /// The rule id, as in `plist-duplicate-key`.
  static var id: String { get }
  static var severity: Finding.Severity { get }
  /// What the rule checks, why, and an example; `quickaction rules` prints it.
  static var documentation: RuleDocumentation { get }
  /// Right but rarely useful on real apps: runs only when enabled (`--enable`).
  static var isOptIn: Bool { get }
  static func check(_ context: LintContext) -> [Finding]
}

/// The user documentation of a rule.
public struct RuleDocumentation: Sendable, Hashable {
  public var id: String
  /// The severity of the rule's findings.
  public var severity: Finding.Severity
  /// One line: what is reported.
  public var summary: String
  /// Why it matters.
  public var rationale: String
  /// A short example of what is reported.
  public var example: String
  /// Runs only when enabled with `--enable`.
  public var isOptIn: Bool
}

extension LintRule {
  static var isOptIn: Bool { false }

  static func doc(_ summary: String, why rationale: String, example: String) -> RuleDocumentation {
    RuleDocumentation(id: id, severity: severity, summary: summary, rationale: rationale, example: example, isOptIn: isOptIn)
  }
}
