import PropertyList
import QuickActionLint

/// The end of a project lint run: the baseline (`--baseline`, `--write-baseline`), the
/// reporter, the exit status (`--strict`) and the stamp (`--stamp`), as for files; and what the
/// run read (`linted`), briefly on standard error in the Xcode format and in JSON's `linted`.
enum LintOutcome {
  static func finish(_ reports: [LintReport], _ args: Arguments, linted: [LintedProject]) throws -> Int32 {
    var reports = reports
    if let path = args.value("--write-baseline") {
      let accepted = Baseline(reports: reports)
      try Console.writeAtomically(accepted.json, to: path)
      let count = accepted.counts.values.reduce(0, +)
      Console.error("wrote \(TerminalText.escape(path)): \(count) finding\(count == 1 ? "" : "s") accepted")
      return ExitStatus.success
    }
    if let path = args.value("--baseline") {
      let bytes = try Console.read(path)
      let baseline: Baseline
      do { baseline = try Baseline(bytes: bytes) } catch {
        Console.fileError(path: path, bytes: bytes, message: error.message, at: error.location)
        return ExitStatus.failure
      }
      let (kept, hidden) = baseline.filter(reports)
      reports = kept
      if hidden > 0 { Console.error("\(hidden) finding\(hidden == 1 ? "" : "s") in the baseline not shown") }
    }
    let format = try args.choice("--format", ReporterFormat.allCases.map(\.rawValue), default: "xcode")
    let chosen = ReporterFormat(rawValue: format) ?? .xcode
    if chosen == .xcode { XcodeReporter.notes(linted).forEach(Console.error) }
    let reporter = chosen.reporter(colour: Console.colourOnStandardOutput, linted: linted)
    Console.out(reporter.render(reports))
    let errors = reports.reduce(0) { $0 + $1.errorCount }
    let warnings = reports.reduce(0) { $0 + $1.warningCount }
    let failed = errors > 0 || (args.flag("--strict") && warnings > 0)
    if !failed, let stamp = args.value("--stamp") {
      try Console.writeAtomically("// quickaction lint passed\n", to: stamp)
    }
    return failed ? ExitStatus.failure : ExitStatus.success
  }
}
