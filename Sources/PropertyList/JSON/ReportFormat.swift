/// How a command's report is written: text for a person, or JSON for a program (each JSON
/// format carries a `version`).
public enum ReportFormat: String, CaseIterable, Sendable {
  /// Text for a person, values from files escaped for a terminal.
  case text
  /// A versioned JSON document for a program.
  case json
}
