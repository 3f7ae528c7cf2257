import AndroidProject
import PropertyList
import QuickActions
import XcodeProject

extension LintRun {
  /// The Android folder of the run: `--android`, else the settings file's `"android"`, else
  /// `./android` when it holds a manifest (a Flutter, React Native, Expo or Capacitor root);
  /// nil when the run has none.
  func androidFolder() throws(LintRunError) -> String? {
    if let given = request.android {
      guard LintPaths.isDirectory(given) else {
        throw .unreadable(path: given, reason: "no such directory")
      }
      return given
    }
    if let settings, let configured = settings.android {
      let path = LintPaths.resolve(configured, from: settings.path, in: environment.currentFolder)
      guard LintPaths.isDirectory(path) else {
        throw .unreadable(path: path, reason: "no such directory (the settings file's \"android\")")
      }
      return path
    }
    return Self.defaultAndroidFolder
  }

  /// `android` when it is a folder holding an `AndroidManifest.xml`, else nil.
  static var defaultAndroidFolder: String? {
    LintPaths.isDirectory("android") && AndroidApp.hasManifest(below: "android") ? "android" : nil
  }

  /// Whether the run has an Android half: an Android folder, or `--assetlinks`.
  func hasAndroidHalf() throws(LintRunError) -> Bool {
    if !request.assetLinks.isEmpty { return true }
    return try androidFolder() != nil
  }

  /// The Android half, linted against the run's routes and `ios`, with `--fix` applied (or,
  /// with `--dry-run`, its diff kept); a note says what it read. Nothing without a half.
  mutating func lintAndroid(configuration: LintConfiguration) throws(LintRunError) {
    let folder = try androidFolder()
    var given: [(path: String, bytes: [UInt8])] = []
    for path in request.assetLinks { given.append((path, try environment.read(path))) }
    guard folder != nil || !given.isEmpty else { return }
    let linter = AndroidLinter(configuration: configuration)
    var half = findAndroid(folder, given: given)
    var found = half.lint(linter, ios: ios)
    // --fix: the Android fixes that are certain (AndroidFixes), then the files linted again.
    let fixed =
      request.fix ? AndroidFixes.apply(found.flatMap(\.findings)) { try? environment.read($0) } : []
    if !fixed.isEmpty && request.dryRun {
      for fix in fixed {
        diffs += UnifiedDiff.render(
          old: (try? environment.read(fix.file)) ?? [], new: fix.bytes, path: fix.file)
      }
    } else if !fixed.isEmpty {
      for fix in fixed {
        try environment.write(fix.bytes, fix.file)
        environment.say(
          "\(TerminalText.escape(fix.file)): fixed \(fix.count) finding\(fix.count == 1 ? "" : "s")"
        )
      }
      let again = half.sites.map { site in (site.file, (try? environment.read(site.file)) ?? []) }
      half = findAndroid(folder, given: again)
      found = half.lint(linter, ios: ios)
    }
    if request.format == .xcode { environment.say(half.note) }
    reports += found
  }

  /// The half of `folder` and `given`, reading found files with the run's environment.
  func findAndroid(_ folder: String?, given: [(path: String, bytes: [UInt8])]) -> AndroidHalf {
    AndroidHalf(folder: folder, given: given, currentFolder: environment.currentFolder) { paths in
      paths.compactMap { path in (try? environment.read(path)).map { (path, $0) } }
    }
  }

  /// The iOS quick actions of a linted property list, for the drift rule, and the
  /// configuration with the file's own routes when the run names none.
  static func quickActions(file: String, bytes: [UInt8], configuration: inout LintConfiguration)
    -> IOSQuickActions?
  {
    guard
      let root = try? PropertyList.read(bytes, format: PropertyList.format(of: bytes, path: file))
        .root
    else { return nil }
    if configuration.routes == nil, let table = try? RouteTable(plist: root) {
      configuration.routes = table
      configuration.routesFile = file
    }
    return IOSQuickActions(
      file: file, root: root, strings: configuration.localizedStrings,
      settings: configuration.buildSettings)
  }

  /// The quick actions of the first app target of `project` whose Info.plist reads.
  static func quickActions(project: XcodeProject, targets: [Target], configuration name: String)
    -> IOSQuickActions?
  {
    for target in targets where target.productType.isApplication {
      let configuration = ProjectLinter.configurationName(name, in: project)
      if let quickActions = IOSQuickActions(
        target: ConfiguredTarget(project: project, target: target, configuration: configuration))
      {
        return quickActions
      }
    }
    return nil
  }
}
