import PropertyList

/// `path:line:col: error: message [rule-id]`, the format Xcode shows inline when a build phase
/// prints it, followed (as swiftc does) by the source line and a caret, and by notes.
public struct XcodeReporter: Reporter {
  /// Whether severities are coloured (for a terminal).
  public var colour: Bool
  /// What a project lint read, when the run linted a project: a run that covered no file says
  /// so on its summary line, instead of "in 0 files" alone.
  public var linted: [LintedProject]?

  /// An Xcode reporter, coloured or not; `linted` for a project lint.
  public init(colour: Bool = false, linted: [LintedProject]? = nil) {
    self.colour = colour
    self.linted = linted
  }

  /// Every finding with its source line and caret, then a summary line.
  public func render(_ reports: [LintReport]) -> String {
    var out = ""
    for report in reports {
      for finding in report.findings {
        // Messages quote values from the file: control characters are escaped before they
        // reach a terminal or a CI log.
        out += heading(
          finding.file, finding.location, finding.severity.rawValue,
          "\(TerminalText.escape(finding.message))\(Self.offsetNote(finding.location)) [\(finding.rule)]"
        )
        out += "\n"
        if finding.file == report.file { out += excerpt(report.source, finding.location) }
        for note in finding.notes {
          out +=
            heading(
              note.file ?? finding.file, note.location, "note", TerminalText.escape(note.message))
            + "\n"
          if (note.file ?? finding.file) == report.file {
            out += excerpt(report.source, note.location)
          }
        }
      }
    }
    let errors = reports.errorCount
    let warnings = reports.warningCount
    let files = reports.fileCount
    let nothing = files == 0 ? linted.map(Self.nothingChecked) ?? "" : ""
    out +=
      "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")\(nothing)\n"
    return out
  }

  /// A binary file has no lines: the object's byte offset says where.
  static func offsetNote(_ location: SourceLocation) -> String {
    location.hasLineAndColumn || location.offset == 0 ? "" : " (at byte offset \(location.offset))"
  }

  func heading(_ file: String, _ location: SourceLocation, _ severity: String, _ message: String)
    -> String
  {
    let place =
      location.hasLineAndColumn ? "\(file):\(location.line):\(location.column):" : "\(file):"
    guard colour else { return "\(place) \(severity): \(message)" }
    let code: String
    switch severity {
    case "error": code = "\u{1B}[1;31m"
    case "warning": code = "\u{1B}[1;35m"
    default: code = "\u{1B}[1;36m"
    }
    return "\u{1B}[1m\(place)\u{1B}[0m \(code)\(severity):\u{1B}[0m \u{1B}[1m\(message)\u{1B}[0m"
  }

  func excerpt(_ source: [UInt8], _ location: SourceLocation) -> String {
    guard let (line, caret) = SourceExcerpt.excerpt(at: location, in: source) else { return "" }
    return line + "\n" + (colour ? "\u{1B}[1;32m\(caret)\u{1B}[0m" : caret) + "\n"
  }
}
