import PropertyList

/// `aasa-format`: what iOS would misread or ignore in an `apple-app-site-association` file the
/// linter was given or found (the problems `quickaction aasa validate` reports).
enum AASAFormat: LintRule {
  static let id = "aasa-format"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "An apple-app-site-association file (lint --aasa FILE, the settings file's \"aasa\", or one found in the project's folder) that iOS would misread or ignore in part: JSON errors, unknown keys, values of the wrong type, app IDs that are not TEAMID.bundle.id, appIDs beside a legacy appID that disagrees, patterns that never match. Errors and warnings as `quickaction aasa validate` reports them.",
    why:
      "iOS drops what it cannot read without a word (\"Supporting associated domains\", the applinks and components pages): a detail it skips opens no link in the app.",
    example:
      "{\"applinks\": {\"details\": [{\"appIDs\": [\"$(TeamID).com.example.qa\"], …}]}}  →  '$(TeamID).com.example.qa' is not TEAMID.bundle.id"
  )

  static func check(_ context: LintContext) -> [Finding] {
    context.configuration.associationFiles.filter { $0.file == context.file }.flatMap {
      association in
      association.reading.problems.map { problem in
        Finding(
          rule: id, severity: problem.severity, message: problem.message, file: association.file,
          location: problem.location,
          notes: problem.notes)
      }
    }
  }
}
