import PropertyList

/// The JSON contract of `lint --format json` (ARCHITECTURE.md): a version, every diagnostic with its
/// file, line, column, severity, rule, message and notes, and a summary; linting a project, a
/// `linted` field after them says what was read (``LintedProject``). Version 1 still: the field
/// is new, and nothing before it changed.
public struct JSONReporter: Reporter {
  /// What a project lint read, for the `linted` field; nil when files were linted.
  public var linted: [LintedProject]?

  /// A JSON reporter; `linted` for a project lint.
  public init(linted: [LintedProject]? = nil) { self.linted = linted }

  /// One JSON document for every report.
  public func render(_ reports: [LintReport]) -> String {
    let diagnostics: [JSONValue] = reports.flatMap { report in
      report.findings.map { f -> JSONValue in
        var members: [(String, JSONValue)] = [
          ("file", .string(f.file)), ("line", .int(f.location.line)),
          ("column", .int(f.location.column)),
          ("severity", .string(f.severity.rawValue)), ("rule", .string(f.rule)),
          ("message", .string(f.message)),
          (
            "notes",
            .array(
              f.notes.map { n in
                var note: [(String, JSONValue)] = [
                  ("line", .int(n.location.line)), ("column", .int(n.location.column)),
                  ("message", .string(n.message)),
                ]
                if let file = n.file { note.insert(("file", .string(file)), at: 0) }
                return .object(note)
              })
          ),
        ]
        if let fixIt = f.fixIt { members.append(("fixIt", .string(fixIt))) }
        return .object(members)
      }
    }
    let summary: JSONValue = .object([
      ("files", .int(reports.fileCount)), ("errors", .int(reports.errorCount)),
      ("warnings", .int(reports.warningCount)),
    ])
    var members: [(String, JSONValue)] = [
      ("version", .int(1)), ("diagnostics", .array(diagnostics)), ("summary", summary),
    ]
    if let linted { members.append(("linted", .array(linted.map(\.json)))) }
    return JSONValue.object(members).serialized(pretty: true) + "\n"
  }
}
