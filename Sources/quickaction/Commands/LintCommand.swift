import PropertyList
import QuickActionLint
import QuickActions

/// `quickaction lint`: checks property lists and prints findings for Xcode, CI or a program.
enum LintCommand: Command {
  static let name = "lint"
  static let summary = "Check Info.plist quick actions (and routes) with compiler-style diagnostics"
  static let usage = """
    USAGE: quickaction lint [--project PATH] [--target NAME]… [--configuration NAME] [options]
           quickaction lint [FILE…|-] [--routes FILE] [--strings DIR] [--assets DIR] [--aasa FILE]…
                            [--bundle-id ID] [--define VAR=VALUE]… [--format xcode|json|sarif|github]
                            [--strict] [--disable RULE]… [--enable RULE]… [--fix [--dry-run]]
                            [--config FILE] [--baseline FILE] [--write-baseline FILE] [--stamp FILE]

    With no FILE in a folder holding an .xcworkspace or .xcodeproj, lints every app and
    extension target of it (each target's Info.plist, settings, strings and asset catalogs, as
    the configuration builds them); findings point at the Info.plist, pbxproj or xcconfig line.
    With neither here nor a Shortcuts.plist, the nearest folders below that hold one (ios/ in a
    Flutter or React Native app).
      --project PATH        the .xcworkspace or .xcodeproj to lint (default: the one here)
      --target NAME         lint this target only; repeatable
      --configuration NAME  the build configuration (default Debug)
    Each target's .entitlements (CODE_SIGN_ENTITLEMENTS) is linted too, and each app's
    TEAMID.bundle.id and applinks: domains are held against the routes and the domains'
    apple-app-site-association files: --aasa's, else every file of that name below the
    project's folder (as --strings skips folders). A file holds no domain, so it serves the
    domains the settings file's "aasa" gives it ({"example.com": "web/.well-known/apple-app-
    site-association"}), else the applinks: domain a folder of its path is named after, else
    the first applinks: domain no other file claims (not a *. one) with its www. or parent
    domain, a .well-known/ file first; an app's other domains are then left unchecked.

    Checks each FILE (default ./Shortcuts.plist; - reads standard input, as plutil does):
    property-list syntax and safety, duplicate keys,
    every UIApplicationShortcutItems entry, and, when routes are known (--routes, or the file's
    own QuickActionRoutes), that every type is routed and every route leads somewhere.

    OPTIONS:
      --routes FILE         a manifest with QuickActionRoutes (and QuickActionNavigation): XML,
                            binary or JSON, as route, simulate and map read it
      --strings DIR         check titles against every <lang>.lproj/InfoPlist.strings and
                            InfoPlist.xcstrings below DIR (not in Pods, Carthage, .build, DerivedData)
      --assets DIR          check icon files against the asset catalogs and images below DIR
      --bundle-id ID        check that types start with the bundle identifier
      --aasa FILE           an apple-app-site-association file to check (aasa-format) and to
                            hold the https routes against, as the app
                            $(DEVELOPMENT_TEAM).ID (--define DEVELOPMENT_TEAM=…); repeatable
      --android DIR         lint the Android app below DIR too, against the same routes and quick
                            actions (default: ./android when it holds a manifest, as a Flutter,
                            React Native or Capacitor root has it; or .quickaction.json "android")
      --assetlinks FILE     a site's assetlinks.json to check and hold the App Links against;
                            repeatable (default: those found beside the Android folder)
      --define VAR=VALUE    a build setting for $(VAR) references; repeatable
      --format FORMAT       xcode (default), json, sarif or github
      --strict              exit 1 on warnings too
      --disable RULE        skip a rule; repeatable (see `quickaction rules`)
      --enable RULE         run an opt-in rule (shortcut-type-prefix, scene-manifest-missing);
                            repeatable
      --fix                 apply the safe fix-its in place (a misspelt key, an icon type name):
                            the rest of the file is kept byte for byte, and a fix is kept only
                            if the file still reads the same but for the fixed values
      --dry-run             with --fix: print the changes as a unified diff, write nothing
      --config FILE         lint settings (disable, enable, severity, exclude, routes, aasa);
                            by default the .quickaction.json or .quickaction.plist nearest
                            above the first FILE
      --baseline FILE       leave out the findings recorded in FILE (by rule, file and message)
      --write-baseline FILE record the findings as accepted, in FILE, and exit 0
      --stamp FILE          after a run that passes, write FILE (an output for build systems)

    In an Xcode Run Script build phase:
      \(xcodeRunScript)
    """

  /// The Run Script build phase line, the same in `lint --help` and the article "Linting in Xcode and in CI" (a test checks).
  static let xcodeRunScript =
    #"quickaction lint "$SRCROOT/$INFOPLIST_FILE" --bundle-id "$PRODUCT_BUNDLE_IDENTIFIER" --strings "$SRCROOT""#

  static let spec = ArgumentSpec(
    valueOptions: [
      "--routes", "--strings", "--assets", "--bundle-id", "--define", "--format", "--disable", "--enable", "--config",
      "--baseline", "--write-baseline", "--stamp", "--aasa",
    ] + LintProject.valueOptions + LintAndroid.valueOptions,
    flags: ["--strict", "--fix", "--dry-run"],
    repeatable: ArgumentSpec.repeatableOptions.union(["--target", "--aasa", "--assetlinks"]),
    conflicts: [
      .init("--dry-run", "--write-baseline", because: "--dry-run writes nothing, --write-baseline writes a file"),
      .init("--dry-run", "--stamp", because: "--dry-run writes nothing, --stamp writes a file"),
      .init("--baseline", "--write-baseline", because: "--write-baseline records every finding, --baseline hides some"),
      .init("--write-baseline", "--stamp", because: "--write-baseline accepts the findings and stamps nothing"),
    ])

  static func run(_ arguments: [String]) throws -> Int32 {
    let args = try Arguments(arguments, spec: spec)
    let format = try args.choice("--format", ReporterFormat.allCases.map(\.rawValue), default: "xcode")
    if args.flag("--dry-run") && !args.flag("--fix") { throw UsageError(message: "--dry-run goes with --fix: it shows what --fix would change") }
    var configuration = LintConfiguration(bundleIdentifier: args.value("--bundle-id"))
    configuration.buildSettings = BuildSettings(Dictionary(try args.pairs("--define"), uniquingKeysWith: { _, b in b }))
    // --bundle-id is the value Xcode gives $(PRODUCT_BUNDLE_IDENTIFIER), unless --define says otherwise.
    if let bundle = configuration.bundleIdentifier, configuration.buildSettings.definitions["PRODUCT_BUNDLE_IDENTIFIER"] == nil {
      configuration.buildSettings.definitions["PRODUCT_BUNDLE_IDENTIFIER"] = bundle
    }
    for (option, rule) in args.all("--disable").map({ ("--disable", $0) }) + args.all("--enable").map({ ("--enable", $0) }) {
      guard Linter.isRule(rule) else {
        let hint = Suggestion.nearest(to: rule, in: Linter.rules.map(\.id)).map { "; did you mean '\($0)'?" } ?? ""
        throw UsageError(message: "no rule '\(rule)'\(hint)")
      }
      if option == "--disable" { configuration.disabledRules.insert(rule) } else { configuration.enabledRules.insert(rule) }
    }
    var reports: [LintReport] = []
    if let directory = args.value("--strings") {
      guard Console.directoryExists(directory) else { throw InputError(path: directory, reason: "no such directory") }
      let (strings, failures) = LocalizedStrings.load(directory: directory)
      configuration.localizedStrings = strings
      // A strings file that does not parse is reported like any other file.
      for failure in failures {
        reports.append(Linter(configuration: configuration).lint(file: failure.path, bytes: (try? Console.read(failure.path)) ?? []))
      }
    }
    if let directory = args.value("--assets") {
      guard Console.directoryExists(directory) else { throw InputError(path: directory, reason: "no such directory") }
      configuration.assets = AssetIndex.scan(directory: directory)
    }
    if let routesPath = args.value("--routes") {
      let bytes = try Console.read(routesPath)
      let (table, findings) = Linter.loadRoutes(file: routesPath, bytes: bytes)
      configuration.routes = table
      configuration.routesFile = routesPath
      if !findings.isEmpty { reports.append(LintReport(file: routesPath, source: bytes, findings: findings)) }
    }
    // The --aasa files are read first: one that is not there stops the run before any output.
    let given = try LintAssociationFiles.given(args)
    // No FILE in an app's folder: the workspace or project (LintProject.swift).
    if LintProject.applies(args) { return try LintProject.run(args, configuration: configuration, reports: reports, associationFiles: given) }
    // With --aasa and no FILE, only the association files are linted.
    var files = args.positionals.isEmpty ? (given.isEmpty && !LintAndroid.standsAlone(args) ? ["Shortcuts.plist"] : []) : args.positionals
    var associationFiles = given
    var settingsFile: LintSettingsFile? = nil
    // Project settings: the given file, or the nearest one above the first file linted.
    if let settingsPath = args.value("--config") ?? LintSettingsLocator.nearest(above: files.first ?? given.first?.file.file ?? "./.") {
      let bytes = try Console.read(settingsPath)
      let settings: LintSettingsFile
      do { settings = try LintSettingsFile(path: settingsPath, bytes: bytes) } catch {
        Console.fileError(path: settingsPath, bytes: bytes, message: error.message, at: error.location)
        return ExitStatus.failure
      }
      configuration = settings.applied(to: configuration)
      settingsFile = settings
      associationFiles = try LintAssociationFiles.configured(settings) + associationFiles
      let folder = LintSettingsLocator.folder(of: settingsPath)
      files = files.filter { file in
        guard let pattern = settings.exclusion(of: file, settingsFolder: folder, currentFolder: LintSettingsLocator.currentFolder)
        else { return true }
        Console.error("\(TerminalText.escape(file)): excluded by \(TerminalText.escape(settingsPath)) (\"\(TerminalText.escape(pattern))\"), not linted")
        return false
      }
    }
    var baseline: Baseline? = nil
    if let path = args.value("--baseline") {
      let bytes = try Console.read(path)
      do { baseline = try Baseline(bytes: bytes) } catch {
        Console.fileError(path: path, bytes: bytes, message: error.message, at: error.location)
        return ExitStatus.failure
      }
    }
    // The apple-app-site-association files: each linted, and the universal-link routes held
    // against them (LintAssociationFiles.swift).
    reports += LintAssociationFiles.reports(associationFiles, configuration: configuration)
    if let setup = LintAssociationFiles.setup(associationFiles, configuration: configuration) { configuration.universalLinks = setup }
    let linter = Linter(configuration: configuration)
    var unreadable = false
    var diffs = ""
    var ios: IOSQuickActions? = nil
    var androidConfiguration = linter.configuration
    for file in files {
      do {
        let bytes = try Console.read(file)
        var report = linter.lint(file: file == "-" ? "<stdin>" : file, bytes: bytes)
        if args.flag("--fix") && file != "-" {
          let fixes = FixIts.apply(report.findings, to: bytes, file: file, linter: linter)
          for (finding, reason) in fixes.skipped {
            Console.error("\(TerminalText.escape(file)):\(finding.location.line):\(finding.location.column): not fixed: \(reason)")
          }
          if !fixes.applied.isEmpty {
            if args.flag("--dry-run") {
              diffs += UnifiedDiff.render(old: bytes, new: fixes.bytes, path: file)
            } else {
              try Console.writeAtomically(fixes.bytes, to: file)
              Console.error("\(TerminalText.escape(file)): fixed \(fixes.applied.count) finding\(fixes.applied.count == 1 ? "" : "s")")
              report = linter.lint(file: file, bytes: fixes.bytes)
            }
          }
        }
        reports.append(report)
        if ios == nil && file != "-" { ios = LintAndroid.quickActions(file: file, bytes: bytes, configuration: &androidConfiguration) }
      } catch let error as InputError {
        Console.error("quickaction lint: cannot read '\(error.path)': \(error.reason)")
        unreadable = true
      }
    }
    // The Android app beside it (LintAndroid.swift).
    reports += try LintAndroid.reports(args, configuration: androidConfiguration, settings: settingsFile, ios: ios, diffs: &diffs)
    if args.flag("--dry-run") {
      // The changes are the output; the findings are what --fix would leave or fix.
      let text = diffs.isEmpty ? "no safe fix to apply" : diffs
      Console.out(text.split(separator: "\n", omittingEmptySubsequences: false).map { TerminalText.escape(String($0)) }.joined(separator: "\n"))
      return ExitStatus.success
    }
    if let path = args.value("--write-baseline") {
      let accepted = Baseline(reports: reports)
      try Console.writeAtomically(accepted.json, to: path)
      let count = accepted.counts.values.reduce(0, +)
      Console.error("wrote \(TerminalText.escape(path)): \(count) finding\(count == 1 ? "" : "s") accepted")
      return unreadable ? ExitStatus.noInput : ExitStatus.success
    }
    if let baseline {
      let (kept, hidden) = baseline.filter(reports)
      reports = kept
      if hidden > 0 { Console.error("\(hidden) finding\(hidden == 1 ? "" : "s") in the baseline not shown") }
    }
    // Findings about another file (a route table) are shown under that file's report.
    let reporter = ReporterFormat(rawValue: format)?.reporter(colour: Console.colourOnStandardOutput) ?? XcodeReporter()
    Console.out(reporter.render(reports))
    if unreadable { return ExitStatus.noInput }
    let errors = reports.reduce(0) { $0 + $1.errorCount }
    let warnings = reports.reduce(0) { $0 + $1.warningCount }
    let failed = errors > 0 || (args.flag("--strict") && warnings > 0)
    if !failed, let stamp = args.value("--stamp") {
      // A comment, so the stamp may be a Swift file a build compiles to nothing.
      try Console.writeAtomically("// quickaction lint passed\n", to: stamp)
    }
    return failed ? ExitStatus.failure : ExitStatus.success
  }
}
