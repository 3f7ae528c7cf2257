import PropertyList
import PropertyListOpenStep
import QuickActionTooling
import QuickActions

/// What a lint run ends with: the report to print and whether it passed.
public struct LintOutcome: Sendable, Equatable {
  /// How the run ended: the tool's exit statuses 0, 1 and 66.
  public enum Status: Sendable, Equatable {
    /// No error (and, with `strict`, no warning); or a baseline written, or a dry run.
    case passed
    /// An error, or a warning with `strict`.
    case failed
    /// An input named on the command line could not be read (the others were linted).
    case unreadableInput
  }

  /// The findings in the request's format, or the diff of a dry run (standard output).
  public var output: String?
  /// Whether the run passed, failed, or could not read an input.
  public var status: Status
}

/// One `quickaction lint` run: a ``LintRequest`` in, the findings rendered and a status out.
///
/// With files, each is linted (and fixed with `fix`); with none, what the current folder
/// holds: its workspace or project, else its `Shortcuts.plist`, else the projects of the
/// folders below (`ios/` in a Flutter, React Native, Expo or Capacitor app), else its
/// `Info.plist`. Either way the run takes the settings file, the baseline, the websites'
/// association files and the Android app beside it (`AndroidHalf`), and writes the stamp when
/// it passes. What is missing of a cross-platform root (its `ios/` or `android/` half) is
/// named in a note, never an error.
///
/// ```swift
/// var request = LintRequest()
/// request.files = ["Info.plist"]
/// let outcome = try LintRun.run(request, in: environment)
/// ```
public struct LintRun {
  let request: LintRequest
  let environment: LintEnvironment
  var configuration: LintConfiguration
  var reports: [LintReport] = []
  var settings: LintSettingsFile?
  var baseline: Baseline?
  /// The `--fix --dry-run` changes, as unified diffs.
  var diffs = ""
  /// The iOS quick actions the Android shortcuts are held against.
  var ios: IOSQuickActions?

  /// Runs `request` with the files and messages of `environment`.
  public static func run(_ request: LintRequest, in environment: LintEnvironment)
    throws(LintRunError) -> LintOutcome
  {
    var run = try LintRun(request, environment)
    try run.readSideInputs()
    // The --aasa files are read first: one that is not there stops the run before any output.
    let given = try run.givenAssociationFiles()
    switch run.inputs(given: given) {
    case .project: return try run.lintProjects(given: given)
    case .files(let files): return try run.lint(files, given: given)
    }
  }

  init(_ request: LintRequest, _ environment: LintEnvironment) throws(LintRunError) {
    self.request = request
    self.environment = environment
    if request.dryRun && !request.fix {
      throw .usage("--dry-run goes with --fix: it shows what --fix would change")
    }
    configuration = try Self.configuration(request)
  }

  /// What the command line's options make of the configuration: the bundle identifier, the
  /// build settings and the rules.
  static func configuration(_ request: LintRequest) throws(LintRunError) -> LintConfiguration {
    var configuration = LintConfiguration(bundleIdentifier: request.bundleIdentifier)
    for (name, value) in request.definitions {
      configuration.buildSettings.definitions[name] = value
    }
    // --bundle-id is the value Xcode gives $(PRODUCT_BUNDLE_IDENTIFIER), unless --define says otherwise.
    if let bundle = request.bundleIdentifier,
      configuration.buildSettings.definitions["PRODUCT_BUNDLE_IDENTIFIER"] == nil
    {
      configuration.buildSettings.definitions["PRODUCT_BUNDLE_IDENTIFIER"] = bundle
    }
    for rule in request.disabledRules + request.enabledRules where !Linter.isRule(rule) {
      let hint =
        Suggestion.nearest(to: rule, in: Linter.rules.map(\.id)).map { "; did you mean '\($0)'?" }
        ?? ""
      throw .usage("no rule '\(rule)'\(hint)")
    }
    configuration.disabledRules.formUnion(request.disabledRules)
    configuration.enabledRules.formUnion(request.enabledRules)
    return configuration
  }

  /// The `--strings`, `--assets` and `--routes` inputs, read into the configuration; a strings
  /// file or route table that does not read is reported like any other file.
  mutating func readSideInputs() throws(LintRunError) {
    if let directory = request.strings {
      guard LintPaths.isDirectory(directory) else {
        throw .unreadable(path: directory, reason: "no such directory")
      }
      let (strings, failures) = LocalizedStrings.load(directory: directory)
      configuration.localizedStrings = strings
      for failure in failures {
        reports.append(
          Linter(configuration: configuration).lint(
            file: failure.path, bytes: (try? environment.read(failure.path)) ?? []))
      }
    }
    if let directory = request.assets {
      guard LintPaths.isDirectory(directory) else {
        throw .unreadable(path: directory, reason: "no such directory")
      }
      configuration.assets = AssetIndex.scan(directory: directory)
    }
    if let path = request.routes { try readRoutes(path) }
  }

  /// The route table of `path`, in the configuration.
  mutating func readRoutes(_ path: String) throws(LintRunError) {
    let bytes = try environment.read(path)
    let (table, findings) = Linter.loadRoutes(file: path, bytes: bytes)
    configuration.routes = table
    configuration.routesFile = path
    // The manifest's declared dynamic items are the app's too (a route may be theirs alone).
    if table != nil,
      let root = try? PropertyList.read(bytes, format: PropertyList.format(of: bytes, path: path))
        .root
    {
      configuration.routesDynamicItems = StaticShortcuts.declaredDynamicItems(
        root, settings: configuration.buildSettings)
    }
    if !findings.isEmpty {
      reports.append(LintReport(file: path, source: bytes, findings: findings))
    }
  }

  /// The settings file (`--config`, or the nearest one above `anchor`) and the baseline, read
  /// before anything is linted: one that does not read stops the run.
  mutating func readSettings(above anchor: String?) throws(LintRunError) {
    let folder = environment.currentFolder
    if let path = request.settingsFile
      ?? LintPaths.nearestSettingsFile(above: anchor, currentFolder: folder)
    {
      let bytes = try environment.read(path)
      do { settings = try LintSettingsFile(path: path, bytes: bytes) } catch {
        throw Self.invalid(path, bytes, error)
      }
      configuration = settings?.applied(to: configuration) ?? configuration
    }
    if let path = request.baseline {
      let bytes = try environment.read(path)
      do { baseline = try Baseline(bytes: bytes) } catch { throw Self.invalid(path, bytes, error) }
    }
  }

  /// A settings file or baseline that does not read, rendered the compiler way.
  static func invalid(_ path: String, _ bytes: [UInt8], _ error: ManifestError) -> LintRunError {
    .invalidFile(
      SourceExcerpt.render(
        path: path, source: PropertyList.sourceText(bytes), severity: "error",
        message: error.message, location: error.location))
  }

  /// The end of every run: the dry run's diff, or the baseline written, or the findings less
  /// the baseline's in the request's format, with the status and the stamp.
  func finish(linted: [LintedProject]?, unreadable: Bool = false) throws(LintRunError)
    -> LintOutcome
  {
    if request.dryRun {
      // The changes are the output; the findings are what --fix would leave or fix.
      let text = diffs.isEmpty ? "no safe fix to apply" : diffs
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
        TerminalText.escape(String($0))
      }
      return LintOutcome(output: lines.joined(separator: "\n"), status: .passed)
    }
    if let path = request.writeBaseline {
      let accepted = Baseline(reports: reports)
      try environment.write(Array(accepted.json.utf8), path)
      let count = accepted.counts.values.reduce(0, +)
      environment.say(
        "wrote \(TerminalText.escape(path)): \(count) finding\(count == 1 ? "" : "s") accepted")
      return LintOutcome(output: nil, status: unreadable ? .unreadableInput : .passed)
    }
    var shown = reports
    if let baseline {
      let (kept, hidden) = baseline.filter(reports)
      shown = kept
      if hidden > 0 {
        environment.say("\(hidden) finding\(hidden == 1 ? "" : "s") in the baseline not shown")
      }
    }
    if request.format == .xcode, let linted { XcodeReporter.notes(linted).forEach(environment.say) }
    let output = request.format.reporter(colour: request.colour, linted: linted).render(shown)
    if unreadable { return LintOutcome(output: output, status: .unreadableInput) }
    let errors = shown.reduce(0) { $0 + $1.errorCount }
    let warnings = shown.reduce(0) { $0 + $1.warningCount }
    let failed = errors > 0 || (request.strict && warnings > 0)
    if !failed, let stamp = request.stamp {
      // A comment, so the stamp may be a Swift file a build compiles to nothing.
      try environment.write(Array("// quickaction lint passed\n".utf8), stamp)
    }
    return LintOutcome(output: output, status: failed ? .failed : .passed)
  }
}
