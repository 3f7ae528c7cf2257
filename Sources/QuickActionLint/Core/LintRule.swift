/// A check of the linter, for any platform: it reads a `Context` (a property list's
/// `LintContext`, an Android app's `AndroidLintContext`) and reports findings. Each rule lives
/// in its own file under `Rules/`, named after its id, with its documentation beside it, the
/// way swift-format keeps one rule per file behind one protocol.
protocol Rule<Context> {
  /// What the rule reads.
  associatedtype Context
  /// The rule id, as in `plist-duplicate-key`.
  static var id: String { get }
  static var severity: Finding.Severity { get }
  /// What the rule checks, why, and an example; `quickaction rules` prints it.
  static var documentation: RuleDocumentation { get }
  /// Right but rarely useful on real apps: runs only when enabled (`--enable`).
  static var isOptIn: Bool { get }
  static func check(_ context: Context) -> [Finding]
}

/// A check of a property list (and the project around it).
protocol LintRule: Rule where Context == LintContext {}

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

extension Rule {
  static var isOptIn: Bool { false }

  static func doc(_ summary: String, why rationale: String, example: String) -> RuleDocumentation {
    RuleDocumentation(
      id: id, severity: severity, summary: summary, rationale: rationale, example: example,
      isOptIn: isOptIn)
  }

  /// Whether `configuration` runs the rule: not disabled, and enabled when opt-in.
  static func runs(in configuration: LintConfiguration) -> Bool {
    !configuration.disabledRules.contains(id)
      && (!isOptIn || configuration.enabledRules.contains(id))
  }
}

/// Running a registry's rules, whatever they read.
enum RuleRun {
  /// The findings of the rules `configuration` runs, with its severities.
  static func findings<Context>(
    _ rules: [any Rule<Context>.Type], _ context: Context, configuration: LintConfiguration
  ) -> [Finding] {
    var findings: [Finding] = []
    for rule in rules where rule.runs(in: configuration) { findings += rule.check(context) }
    guard !configuration.severities.isEmpty else { return findings }
    for index in findings.indices {
      if let severity = configuration.severities[findings[index].rule] {
        findings[index].severity = severity
      }
    }
    return findings
  }
}
