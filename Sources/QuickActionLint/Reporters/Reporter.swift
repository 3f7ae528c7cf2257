/// Renders lint reports for a reader: Xcode, a JSON consumer, code scanning, GitHub Actions.
public protocol Reporter: Sendable {
  /// The reports as text, ready to print.
  func render(_ reports: [LintReport]) -> String
}

/// The reporters by their `--format` name.
public enum ReporterFormat: String, Sendable, CaseIterable {
  /// `file:line:column: error: message [rule]` with the source line and a caret, as Xcode and
  /// compilers print.
  case xcode
  /// The `{"version", "diagnostics", "summary"}` contract.
  case json
  /// SARIF 2.1.0, for code scanning.
  case sarif
  /// GitHub Actions workflow commands (`::error file=…`), which annotate the diff.
  case github

  /// The reporter of this format; `colour` for a terminal (Xcode format only); `linted`, what a
  /// project lint read (Xcode and JSON formats).
  public func reporter(colour: Bool, linted: [LintedProject]? = nil) -> any Reporter {
    switch self {
    case .xcode: return XcodeReporter(colour: colour, linted: linted)
    case .json: return JSONReporter(linted: linted)
    case .sarif: return SARIFReporter()
    case .github: return GitHubReporter()
    }
  }
}

extension Array where Element == LintReport {
  /// How many files the run covered: every file linted, and every other file a finding or a
  /// note points into (a route table given with --routes, a strings file).
  var fileCount: Int {
    var files = Set(map(\.file))
    for report in self {
      for finding in report.findings {
        files.insert(finding.file)
        for note in finding.notes { if let file = note.file { files.insert(file) } }
      }
    }
    return files.count
  }

  var errorCount: Int { reduce(0) { $0 + $1.errorCount } }
  var warningCount: Int { reduce(0) { $0 + $1.warningCount } }
}
