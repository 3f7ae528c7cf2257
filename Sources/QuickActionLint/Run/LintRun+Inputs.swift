import PropertyList
import XcodeProject

/// What a run with no file lints, from what the current folder holds.
extension LintRun {
  /// A project run, or these files (none: only the association files and the Android half).
  enum Inputs: Equatable {
    case project
    case files([String])
  }

  /// The files given; else a workspace or project here (or named); else, with neither here nor
  /// a `Shortcuts.plist`, the projects of the nearest folders below; else the `--aasa` or
  /// Android inputs alone; else `Shortcuts.plist`, or the `Info.plist` here, or the Android
  /// app of a cross-platform root without its iOS half; else `Shortcuts.plist`, which then
  /// cannot be read.
  func inputs(given: [AssociationRead]) -> Inputs {
    guard request.files.isEmpty else { return .files(request.files) }
    if request.namesProject { return .project }
    let here = ProjectDiscovery.candidates(in: ".")
    if !here.workspaces.isEmpty || !here.projects.isEmpty { return .project }
    let hasShortcuts = LintPaths.isFile(Self.shortcutsFile)
    if !hasShortcuts && !ProjectDiscovery.folders(below: ".").isEmpty { return .project }
    if !given.isEmpty { return .files([]) }
    if hasShortcuts { return .files([Self.shortcutsFile]) }
    if request.namesAndroid { return .files([]) }
    if LintPaths.isFile("Info.plist") {
      environment.say("note: no \(Self.shortcutsFile) or Xcode project here; linting Info.plist")
      return .files(["Info.plist"])
    }
    let android = Self.defaultAndroidFolders
    if !android.isEmpty {
      let why =
        LintPaths.isDirectory("ios")
        ? "ios/ holds no Xcode project" : "no ios/ folder, Xcode project or Shortcuts.plist here"
      let named = android.map { $0 == "." ? "./" : TerminalText.escape($0) + "/" }
      environment.say(
        "note: \(why): the iOS half is not linted; linting \(named.joined(separator: ", "))")
      return .files([])
    }
    return .files([Self.shortcutsFile])
  }

  /// The file a run with no file lints by default.
  static let shortcutsFile = "Shortcuts.plist"

  /// At a cross-platform root whose iOS project is in `ios/`, a note when the run has no
  /// Android half: `android/` is missing or holds no manifest.
  func noteMissingAndroid(projectFolders: [String]) throws(LintRunError) {
    guard request.project == nil,
      projectFolders.contains(where: { $0 == "ios" || $0.hasPrefix("ios/") })
    else { return }
    guard try !hasAndroidHalf() else { return }
    let why =
      LintPaths.isDirectory("android")
      ? "android/ holds no AndroidManifest.xml" : "no android/ folder here"
    environment.say("note: \(why): the Android half is not linted")
  }
}
