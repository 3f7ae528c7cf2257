import AndroidProject
import PropertyList
import PropertyListOpenStep
import QuickActions
import XcodeProject

extension LintRun {
  /// The Android folders of the run: `--android`, else the settings file's `"android"`, else
  /// `./android` when it holds a manifest (a Flutter, React Native, Expo or Capacitor root),
  /// else every Android app found below the current folder (`AndroidRoots`: a native app's
  /// root, a monorepo's apps); none when the run has no Android half.
  func androidFolders() throws(LintRunError) -> [(folder: String, given: Bool)] {
    if let given = request.android {
      guard LintPaths.isDirectory(given) else {
        throw .unreadable(path: given, reason: "no such directory")
      }
      return [(given, true)]
    }
    if let settings, let configured = settings.android {
      let path = LintPaths.resolve(configured, from: settings.path, in: environment.currentFolder)
      guard LintPaths.isDirectory(path) else {
        throw .unreadable(path: path, reason: "no such directory (the settings file's \"android\")")
      }
      return [(path, true)]
    }
    return Self.defaultAndroidFolders.map { ($0, false) }
  }

  /// `android` when it is a folder holding an `AndroidManifest.xml`, else the app roots
  /// `AndroidRoots` finds below the current folder.
  static var defaultAndroidFolders: [String] {
    if LintPaths.isDirectory("android") && AndroidApp.hasManifest(below: "android") {
      return ["android"]
    }
    return AndroidRoots.find(in: ".").apps
  }

  /// Whether the run has an Android half: an Android folder, or `--assetlinks`.
  func hasAndroidHalf() throws(LintRunError) -> Bool {
    if !request.assetLinks.isEmpty { return true }
    return try !androidFolders().isEmpty
  }

  /// The Android half, linted against the run's routes and `ios`, with `--fix` applied (or,
  /// with `--dry-run`, its diff kept); a note says what it read. Nothing without a half. Every
  /// app found is linted, each with the `assetlinks.json` files of its own folder.
  mutating func lintAndroid(configuration: LintConfiguration) throws(LintRunError) {
    let folders = try androidFolders()
    var given: [(path: String, bytes: [UInt8])] = []
    for path in request.assetLinks { given.append((path, try environment.read(path))) }
    guard !folders.isEmpty || !given.isEmpty else { return }
    if let first = folders.first, !first.given, first.folder != "android" {
      noteAndroidRoots(folders.map(\.folder))
    }
    let apps: [(folder: String?, given: Bool)] =
      folders.isEmpty ? [(nil, true)] : folders.map { ($0.folder, $0.given) }
    for (folder, isGiven) in apps {
      try lintAndroid(folder, given: given, besideApp: !isGiven, configuration: configuration)
    }
  }

  /// One Android app (or only the given `assetlinks.json` files), linted and fixed.
  mutating func lintAndroid(
    _ folder: String?, given: [(path: String, bytes: [UInt8])], besideApp: Bool,
    configuration: LintConfiguration
  ) throws(LintRunError) {
    let linter = AndroidLinter(configuration: configuration)
    var half = findAndroid(folder, given: given, besideApp: besideApp)
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
      half = findAndroid(folder, given: again, besideApp: besideApp)
      found = half.lint(linter, ios: ios)
    }
    if request.format == .xcode {
      environment.say(half.note)
      half.notRead.forEach(environment.say)
    }
    reports += found
  }

  /// The notes of a run that found its Android apps itself: which it lints, and the Gradle
  /// builds below it that it skips, with why.
  func noteAndroidRoots(_ folders: [String]) {
    guard request.format == .xcode else { return }
    let named = folders.map { $0 == "." ? "./" : TerminalText.escape($0) + "/" }
    if folders.count > 1 {
      environment.say(
        "note: found \(folders.count) Android apps: \(named.joined(separator: ", "))")
    }
    for skipped in AndroidRoots.find(in: ".").skipped {
      environment.say(
        "note: skipped \(TerminalText.escape(skipped.folder))/: \(skipped.reason)")
    }
  }

  /// The half of `folder` and `given`, reading found files with the run's environment;
  /// `besideApp`: the search for `assetlinks.json` may take the folder beside a cross-platform
  /// app's `android/` (never for a folder the run was given).
  func findAndroid(_ folder: String?, given: [(path: String, bytes: [UInt8])], besideApp: Bool)
    -> AndroidHalf
  {
    AndroidHalf(
      folder: folder, given: given, currentFolder: environment.currentFolder,
      searchBeside: besideApp
    ) { paths in
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
