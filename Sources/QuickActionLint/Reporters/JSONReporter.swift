import PropertyList

/// The JSON contract of `lint --format json` (DESIGN.md): a version, every diagnostic with its
/// file, line, column, severity, rule, message and notes, and a summary.
public struct JSONReporter: Reporter {
  /// A JSON reporter.
  public init() {}

  /// One JSON document for every report.
  public func render(_ reports: [LintReport]) -> String {
    let diagnostics: [JSONValue] = reports.flatMap { report in
      report.findings.map { f -> JSONValue in
        var members: [(String, JSONValue)] = [
          ("file", .string(f.file)), ("line", .int(f.location.line)), ("column", .int(f.location.column)),
          ("severity", .string(f.severity.rawValue)), ("rule", .string(f.rule)), ("message", .string(f.message)),
          ("notes", .array(f.notes.map { n in
            var note: [(String, JSONValue)] = [("line", .int(n.location.line)), ("column", .int(n.location.column)),
                                               ("message", .string(n.message))]
            if let file = n.file { note.insert(("file", .string(file)), at: 0) }
            return .object(note)
          })),
        ]
        if let fixIt = f.fixIt { members.append(("fixIt", .string(fixIt))) }
        return .object(members)
      }
    }
    let summary: JSONValue = .object([
      ("files", .int(reports.fileCount)), ("errors", .int(reports.errorCount)), ("warnings", .int(reports.warningCount)),
    ])
    return JSONValue.object([("version", .int(1)), ("diagnostics", .array(diagnostics)), ("summary", summary)])
      .serialized(pretty: true) + "\n"
  }
}
