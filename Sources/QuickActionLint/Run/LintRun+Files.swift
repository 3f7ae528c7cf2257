import PropertyList
import QuickActions

extension LintRun {
  /// Lints property lists (`-` is standard input), each fixed in place with `--fix` (or its
  /// diff kept with `--dry-run`), then the association files and the Android half. A file
  /// that cannot be read is said and skipped; the run then ends unreadable.
  mutating func lint(_ paths: [String], given: [AssociationRead]) throws(LintRunError)
    -> LintOutcome
  {
    try readSettings(above: paths.first ?? given.first?.file.file)
    var files = paths
    var associationFiles = given
    if let settings {
      associationFiles = try configuredAssociationFiles() + associationFiles
      let folder = LintPaths.folder(of: settings.path, in: environment.currentFolder)
      files = files.filter { file in
        guard
          let pattern = settings.exclusion(
            of: file, settingsFolder: folder, currentFolder: environment.currentFolder)
        else { return true }
        environment.say(
          "\(TerminalText.escape(file)): excluded by \(TerminalText.escape(settings.path)) "
            + "(\"\(TerminalText.escape(pattern))\"), not linted")
        return false
      }
    }
    reports += associationReports(associationFiles)
    if let setup = universalLinkSetup(associationFiles) { configuration.universalLinks = setup }
    let linter = Linter(configuration: configuration)
    var androidConfiguration = configuration
    var unreadable = false
    for file in files {
      let bytes: [UInt8]
      switch Result(catching: { () throws(LintRunError) in try environment.read(file) }) {
      case .success(let read): bytes = read
      case .failure(.unreadable(let path, let reason)):
        environment.say("quickaction lint: cannot read '\(path)': \(reason)")
        unreadable = true
        continue
      case .failure(let error): throw error
      }
      reports.append(try lint(file, bytes: bytes, with: linter))
      if ios == nil && file != "-" {
        ios = Self.quickActions(file: file, bytes: bytes, configuration: &androidConfiguration)
      }
    }
    try lintAndroid(configuration: androidConfiguration)
    return try finish(linted: nil, unreadable: unreadable)
  }

  /// One file's report, after `--fix`: the safe fix-its applied, the file written and linted
  /// again (with `--dry-run`, the diff kept and the file left as it is).
  mutating func lint(_ file: String, bytes: [UInt8], with linter: Linter) throws(LintRunError)
    -> LintReport
  {
    let report = linter.lint(file: file == "-" ? "<stdin>" : file, bytes: bytes)
    guard request.fix && file != "-" else { return report }
    let fixes = FixIts.apply(report.findings, to: bytes, file: file, linter: linter)
    for (finding, reason) in fixes.skipped {
      environment.say(
        "\(TerminalText.escape(file)):\(finding.location.line):\(finding.location.column): not fixed: \(reason)"
      )
    }
    guard !fixes.applied.isEmpty else { return report }
    if request.dryRun {
      diffs += UnifiedDiff.render(old: bytes, new: fixes.bytes, path: file)
      return report
    }
    try environment.write(fixes.bytes, file)
    let count = fixes.applied.count
    environment.say("\(TerminalText.escape(file)): fixed \(count) finding\(count == 1 ? "" : "s")")
    return linter.lint(file: file, bytes: fixes.bytes)
  }
}
