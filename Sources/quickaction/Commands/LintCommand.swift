import QuickActionLint

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
    Flutter, React Native, Expo or Capacitor app); with none, the Info.plist here, else the
    Android apps alone (a native app's root, inside android/, every app of a monorepo): a
    cross-platform root's missing ios/ or android/ half is named in a note.
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
                            actions; nothing outside DIR is read (default: ./android when it
                            holds a manifest, as a Flutter, React Native or Capacitor root has
                            it; else every Android app found below here, a native app's root
                            included; or .quickaction.json "android")
      --assetlinks FILE     a site's assetlinks.json to check and hold the App Links against;
                            repeatable (default: those below the Android folder's parent when
                            that is this folder or inside it, else below the Android folder)
      --define VAR=VALUE    a build setting for $(VAR) references; repeatable
      --format FORMAT       xcode (default), json, sarif or github
      --strict              exit 1 on warnings too
      --disable RULE        skip a rule; repeatable (see `quickaction rules`)
      --enable RULE         run an opt-in rule; repeatable. The opt-in rules:
    \(optInRules)
      --fix                 apply the safe fix-its in place (a misspelt key, an icon type name):
                            the rest of the file is kept byte for byte, and a fix is kept only
                            if the file still reads the same but for the fixed values
      --dry-run             with --fix: print the changes as a unified diff, write nothing
      --config FILE         lint settings (disable, enable, severity, exclude, routes, aasa);
                            by default the .quickaction.json or .quickaction.plist nearest
                            above the first FILE, up to the root of the git repository
                            (or the current folder outside one), never above
      --baseline FILE       leave out the findings recorded in FILE (by rule, file and message)
      --write-baseline FILE record the findings as accepted, in FILE, and exit 0
      --stamp FILE          after a run that passes, write FILE (an output for build systems)

    In an Xcode Run Script build phase:
      \(xcodeRunScript)
    """

  /// The Run Script build phase line, the same in `lint --help` and the article "Linting in Xcode and in CI" (a test checks).
  static let xcodeRunScript =
    #"quickaction lint "$SRCROOT/$INFOPLIST_FILE" --bundle-id "$PRODUCT_BUNDLE_IDENTIFIER" --strings "$SRCROOT""#

  /// The opt-in rules of the registry, wrapped under the options' descriptions.
  static var optInRules: String {
    var lines: [String] = []
    for id in Linter.rules.filter(\.isOptIn).map(\.id) {
      if let last = lines.last, last.count + 2 + id.count <= 72 {
        lines[lines.count - 1] = last + ", " + id
      } else {
        lines.append(id)
      }
    }
    return lines.map { String(repeating: " ", count: 24) + $0 }.joined(separator: ",\n")
  }

  static let spec = ArgumentSpec(
    valueOptions: [
      "--routes", "--strings", "--assets", "--bundle-id", "--define", "--format", "--disable",
      "--enable", "--config", "--baseline", "--write-baseline", "--stamp", "--aasa", "--android",
      "--assetlinks", "--project", "--target", "--configuration",
    ],
    flags: ["--strict", "--fix", "--dry-run"],
    repeatable: ArgumentSpec.repeatableOptions.union(["--target", "--aasa", "--assetlinks"]),
    conflicts: [
      .init(
        "--dry-run", "--write-baseline",
        because: "--dry-run writes nothing, --write-baseline writes a file"),
      .init("--dry-run", "--stamp", because: "--dry-run writes nothing, --stamp writes a file"),
      .init(
        "--baseline", "--write-baseline",
        because: "--write-baseline records every finding, --baseline hides some"),
      .init(
        "--write-baseline", "--stamp",
        because: "--write-baseline accepts the findings and stamps nothing"),
    ])

  /// The command line as a `LintRequest`, run by `LintRun`; the outcome as the exit status.
  static func run(_ arguments: [String]) throws -> Int32 {
    let args = try Arguments(arguments, spec: spec)
    let formats = ReporterFormat.allCases.map(\.rawValue)
    var request = LintRequest()
    request.files = args.positionals
    request.format =
      ReporterFormat(rawValue: try args.choice("--format", formats, default: "xcode")) ?? .xcode
    request.colour = Console.colourOnStandardOutput
    request.routes = args.value("--routes")
    request.strings = args.value("--strings")
    request.assets = args.value("--assets")
    request.bundleIdentifier = args.value("--bundle-id")
    request.definitions = try args.pairs("--define").map { (name: $0.0, value: $0.1) }
    request.disabledRules = args.all("--disable")
    request.enabledRules = args.all("--enable")
    request.strict = args.flag("--strict")
    request.fix = args.flag("--fix")
    request.dryRun = args.flag("--dry-run")
    request.settingsFile = args.value("--config")
    request.baseline = args.value("--baseline")
    request.writeBaseline = args.value("--write-baseline")
    request.stamp = args.value("--stamp")
    request.associationFiles = args.all("--aasa")
    request.android = args.value("--android")
    request.assetLinks = args.all("--assetlinks")
    request.project = args.value("--project")
    request.targets = args.all("--target")
    request.configuration = args.value("--configuration")
    let outcome: LintOutcome
    do { outcome = try LintRun.run(request, in: environment) } catch {
      switch error {
      case .usage(let message): throw UsageError(message: message)
      case .unreadable(let path, let reason): throw InputError(path: path, reason: reason)
      case .unwritable(let path, let reason): throw OutputError(path: path, reason: reason)
      case .writeFailed(let path, let reason):
        throw OutputError(path: path, reason: reason, status: ExitStatus.ioError)
      case .invalidFile(let excerpt):
        Console.error(excerpt)
        return ExitStatus.failure
      }
    }
    if let output = outcome.output { Console.out(output) }
    switch outcome.status {
    case .passed: return ExitStatus.success
    case .failed: return ExitStatus.failure
    case .unreadableInput: return ExitStatus.noInput
    }
  }

  /// The files and messages of the tool: its reads (size limit, standard input), atomic
  /// writes and standard error.
  static var environment: LintEnvironment {
    LintEnvironment(
      read: { path throws(LintRunError) in
        try Result { () throws(InputError) in try Console.read(path) }
          .mapError { LintRunError.unreadable(path: $0.path, reason: $0.reason) }.get()
      },
      write: { bytes, path throws(LintRunError) in
        try Result { () throws(OutputError) in try Console.writeAtomically(bytes, to: path) }
          .mapError { error in
            error.status == ExitStatus.ioError
              ? LintRunError.writeFailed(path: error.path, reason: error.reason)
              : LintRunError.unwritable(path: error.path, reason: error.reason)
          }.get()
      },
      say: Console.error)
  }
}
