import AndroidProject
import PropertyList
import QuickActionLint
import QuickActions
import XcodeProject

/// The Android half of `quickaction lint`: the app under `--android DIR`, the settings file's
/// `"android"`, or (no flag, no setting) `./android` when it holds a manifest, as a Flutter,
/// React Native or Capacitor root does; the sites' `assetlinks.json` files from
/// `--assetlinks FILE` (repeatable) or found below the current folder, each matched with the
/// hosts the folders of its path name. The Android rules run against the run's routes and the
/// iOS quick actions.
enum LintAndroid {
  /// The options only the Android half reads.
  static let valueOptions = ["--android", "--assetlinks"]

  /// The Android folder of the run, or nil when it has none.
  static func folder(_ args: Arguments, settings: LintSettingsFile?) throws -> String? {
    if let given = args.value("--android") {
      guard Console.directoryExists(given) else { throw InputError(path: given, reason: "no such directory") }
      return given
    }
    if let settings, let configured = settings.android {
      let path = configured.hasPrefix("/") ? configured : LintProject.relative(LintSettingsLocator.folder(of: settings.path) + "/" + configured)
      guard Console.directoryExists(path) else { throw InputError(path: path, reason: "no such directory (the settings file's \"android\")") }
      return path
    }
    return Console.directoryExists("android") && AndroidApp.hasManifest(below: "android") ? "android" : nil
  }

  /// Whether the run has an Android half: an Android folder, or `--assetlinks`.
  static func applies(_ args: Arguments, settings: LintSettingsFile?) throws -> Bool {
    try args.value("--assetlinks") != nil || folder(args, settings: settings) != nil
  }

  /// The reports of the Android app (none when the run has no Android folder and no
  /// `--assetlinks`).
  static func reports(_ args: Arguments, configuration: LintConfiguration, settings: LintSettingsFile?,
                      ios: IOSQuickActions?) throws -> [LintReport] {
    var diffs = ""
    return try reports(args, configuration: configuration, settings: settings, ios: ios, diffs: &diffs)
  }

  /// The reports, and with `--fix --dry-run` the changes the fixes would make, in `diffs`.
  static func reports(_ args: Arguments, configuration: LintConfiguration, settings: LintSettingsFile?,
                      ios: IOSQuickActions?, diffs: inout String) throws -> [LintReport] {
    let folder = try folder(args, settings: settings)
    let given = try args.all("--assetlinks").map { path in (path, try Console.read(path)) }
    guard folder != nil || !given.isEmpty else { return [] }
    let app = folder.map { AndroidApp(folder: $0) } ?? AndroidApp(folder: "/nonexistent/\u{0}")
    let verified = Set(app.manifests.flatMap { $0.intentFilters.filter { $0.filter.verifies }.flatMap { $0.filter.hosts.map { $0.text.lowercased() } } })
      .map { $0.hasPrefix("*.") ? String($0.dropFirst(2)) : $0 }.sorted()
    var files = given
    if given.isEmpty {
      // Below the folder that holds the Android app (a Flutter or React Native root, where a
      // website's folder may sit beside android/), else below the current one.
      let parent = folder.map { path in path.split(separator: "/").dropLast().joined(separator: "/") } ?? ""
      let searched = folder == nil || parent.isEmpty ? "." : (folder?.hasPrefix("/") == true ? "/" + parent : parent)
      for path in AndroidApp.assetLinksFiles(below: searched) {
        if let bytes = try? Console.read(path) { files.append((path, bytes)) }
      }
    }
    var claimed = Set(files.flatMap { AssetLinksSite.hosts(fromPath: $0.0) })
    let sites = files.map { path, bytes -> AssetLinksSite in
      var hosts = AssetLinksSite.hosts(fromPath: path)
      if hosts.isEmpty {
        // A file whose path names no host serves the verified hosts no other file claims.
        hosts = verified.filter { !claimed.contains($0) }
        claimed.formUnion(hosts)
      }
      return AssetLinksSite(file: path, bytes: bytes, hosts: hosts)
    }
    let linter = AndroidLinter(configuration: configuration)
    var reports = linter.lint(app, assetLinks: sites, ios: ios)
    // --fix: the Android fixes that are certain (AndroidFixes), then the files linted again.
    if args.flag("--fix") {
      let fixed = AndroidFixes.apply(reports.flatMap(\.findings)) { path in try? Console.read(path) }
      guard !fixed.isEmpty else { return reports }
      if args.flag("--dry-run") {
        for fix in fixed { diffs += UnifiedDiff.render(old: (try? Console.read(fix.file)) ?? [], new: fix.bytes, path: fix.file) }
        return reports
      }
      for fix in fixed {
        try Console.writeAtomically(fix.bytes, to: fix.file)
        Console.error("\(TerminalText.escape(fix.file)): fixed \(fix.count) finding\(fix.count == 1 ? "" : "s")")
      }
      let again = folder.map { AndroidApp(folder: $0) } ?? app
      let resites = sites.map { site in AssetLinksSite(file: site.file, bytes: (try? Console.read(site.file)) ?? [], hosts: site.hosts) }
      reports = linter.lint(again, assetLinks: resites, ios: ios)
    }
    return reports
  }

  /// The iOS quick actions of a linted property list, for the drift rule, and the
  /// configuration with the file's own routes when the run names none.
  static func quickActions(file: String, bytes: [UInt8], configuration: inout LintConfiguration) -> IOSQuickActions? {
    guard let root = try? PropertyList.read(bytes, format: PropertyList.format(of: bytes, path: file)).root else { return nil }
    if configuration.routes == nil, let table = try? RouteTable(plist: root) {
      configuration.routes = table
      configuration.routesFile = file
    }
    return IOSQuickActions(file: file, root: root, strings: configuration.localizedStrings, settings: configuration.buildSettings)
  }

  /// The quick actions of the first app target of `project` whose Info.plist reads.
  static func quickActions(project: XcodeProject, targets: [Target], configuration name: String) -> IOSQuickActions? {
    for target in targets where target.productType.isApplication {
      let configured = ConfiguredTarget(project: project, target: target, configuration: ProjectLinter.configurationName(name, in: project))
      if let quickActions = IOSQuickActions(target: configured) { return quickActions }
    }
    return nil
  }

  /// Whether the command line names only Android inputs (no FILE, `--android` or
  /// `--assetlinks`, and no `Shortcuts.plist` here to lint by default).
  static func standsAlone(_ args: Arguments) -> Bool {
    args.positionals.isEmpty && valueOptions.contains { args.value($0) != nil } && Console.fileKind("Shortcuts.plist") == nil
  }
}
