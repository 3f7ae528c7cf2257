import QuickActionLint

/// `lint`'s name, help and options: each option declared once, with where it goes in the
/// `LintRequest`.
extension LintCommand {
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
    \(table.help(.project))
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
    \(table.help())

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
    return lines.joined(separator: ",\n")
  }

  typealias Option = CommandOption<LintRequest>

  static let dryRun = Option.flag(
    "--dry-run", help: "with --fix: print the changes as a unified diff, write nothing",
    to: \.dryRun)
  static let baseline = Option.value(
    "--baseline", "FILE",
    help: "leave out the findings recorded in FILE (by rule, file and message)", to: \.baseline)
  static let writeBaseline = Option.value(
    "--write-baseline", "FILE", help: "record the findings as accepted, in FILE, and exit 0",
    to: \.writeBaseline)
  static let stamp = Option.value(
    "--stamp", "FILE", help: "after a run that passes, write FILE (an output for build systems)",
    to: \.stamp)

  static let table = OptionTable<LintRequest>(
    options: [
      .value(
        OptionName.project, "PATH",
        help: "the .xcworkspace or .xcodeproj to lint (default: the one here)",
        section: .project, to: \.project),
      .values(
        "--target", "NAME", help: "lint this target only; repeatable", section: .project,
        to: \.targets),
      .value(
        OptionName.configuration, "NAME", help: "the build configuration (default Debug)",
        section: .project,
        to: \.configuration),
      .value(
        "--routes", "FILE",
        help: """
          a manifest with QuickActionRoutes (and QuickActionNavigation): XML,
          binary or JSON, as route, simulate and map read it
          """, to: \.routes),
      .value(
        OptionName.strings, "DIR",
        help: """
          check titles against every <lang>.lproj/InfoPlist.strings and
          InfoPlist.xcstrings below DIR (not in Pods, Carthage, .build, DerivedData)
          """, to: \.strings),
      .value(
        OptionName.assets, "DIR",
        help: "check icon files against the asset catalogs and images below DIR",
        to: \.assets),
      .value(
        "--bundle-id", "ID", help: "check that types start with the bundle identifier",
        to: \.bundleIdentifier),
      .values(
        OptionName.aasa, "FILE",
        help: """
          an apple-app-site-association file to check (aasa-format) and to
          hold the https routes against, as the app
          $(DEVELOPMENT_TEAM).ID (--define DEVELOPMENT_TEAM=…); repeatable
          """, to: \.associationFiles),
      .value(
        "--android", "DIR",
        help: """
          lint the Android app below DIR too, against the same routes and quick
          actions; nothing outside DIR is read (default: ./android when it
          holds a manifest, as a Flutter, React Native or Capacitor root has
          it; else every Android app found below here, a native app's root
          included; or .quickaction.json "android")
          """, to: \.android),
      .values(
        "--assetlinks", "FILE",
        help: """
          a site's assetlinks.json to check and hold the App Links against;
          repeatable (default: those below the Android folder's parent when
          that is this folder or inside it, else below the Android folder)
          """, to: \.assetLinks),
      .define {
        $0.definitions = $1.map { (name: $0.0, value: $0.1) }
      },
      .choice(
        OptionName.format, "FORMAT", help: "xcode (default), json, sarif or github", to: \.format),
      .flag("--strict", help: "exit 1 on warnings too", to: \.strict),
      .values(
        "--disable", "RULE", help: "skip a rule; repeatable (see `quickaction rules`)",
        to: \.disabledRules),
      .values(
        "--enable", "RULE",
        help: "run an opt-in rule; repeatable. The opt-in rules:\n" + optInRules,
        to: \.enabledRules),
      .flag(
        "--fix",
        help: """
          apply the safe fix-its in place (a misspelt key, an icon type name):
          the rest of the file is kept byte for byte, and a fix is kept only
          if the file still reads the same but for the fixed values
          """, to: \.fix),
      dryRun,
      .value(
        "--config", "FILE",
        help: """
          lint settings (disable, enable, severity, exclude, routes, aasa);
          by default the .quickaction.json or .quickaction.plist nearest
          above the first FILE, up to the root of the git repository
          (or the current folder outside one), never above
          """, to: \.settingsFile),
      baseline, writeBaseline, stamp,
    ],
    conflicts: [
      dryRun.conflicts(
        with: writeBaseline, because: "--dry-run writes nothing, --write-baseline writes a file"),
      dryRun.conflicts(with: stamp, because: "--dry-run writes nothing, --stamp writes a file"),
      baseline.conflicts(
        with: writeBaseline,
        because: "--write-baseline records every finding, --baseline hides some"),
      writeBaseline.conflicts(
        with: stamp, because: "--write-baseline accepts the findings and stamps nothing"),
    ])
}
