import PropertyList
import QuickActionTooling
import QuickActions
import XcodeProject

/// One `quickaction android shortcuts` run: the iOS manifest, the Xcode target that builds it
/// and its strings read, the Android files generated (`AndroidShortcutsGenerator`) and written
/// into a `res/` folder, or compared with one.
public enum AndroidShortcutsRun {
  /// Writes (`output`) or checks (`check`) the shortcuts of `request.file`; a problem that would
  /// make the files differ from what the app builds writes nothing and fails the run.
  public static func run(_ request: AndroidShortcutsRequest, in environment: ToolEnvironment)
    throws(ToolRunError) -> ToolOutcome
  {
    guard let folder = request.output ?? request.check else {
      throw .usage("missing --output RES_DIR or --check RES_DIR")
    }
    let (package, activity) = try target(request)
    let path = request.file
    let manifest = try ManifestFile.load(path, in: environment)
    let build = try xcodeTarget(request, building: path, environment)
    var definitions = build.map { InfoPlistBuild.definitions(manifest.root, target: $0) } ?? [:]
    for (name, value) in request.definitions { definitions[name] = value }
    var strings = build.flatMap(InfoPlistBuild.strings)
    if let directory = request.strings {
      guard LintPaths.isDirectory(directory) else {
        throw .unreadable(path: directory, reason: "no such directory")
      }
      strings = LocalizedStrings.load(directory: directory).0
    }
    if let build {
      let project = TerminalText.escape(build.project.name)
      let target = TerminalText.escape(build.target.name)
      environment.say(
        "note: build settings and strings of \(project), target \(target)"
          + " (\(TerminalText.escape(build.configuration)))")
    }
    let generator = AndroidShortcutsGenerator(
      file: path, root: manifest.root, strings: strings, settings: BuildSettings(definitions),
      routes: try? RouteTable(plist: manifest.root), package: package, activity: activity)
    let problems = generator.problems()
    for problem in problems { environment.say(TerminalText.escape(problem.description)) }
    if problems.contains(where: { $0.severity == .error }) {
      environment.say(
        "\(TerminalText.escape(path)): nothing written or checked:"
          + " the files would not be what the app builds")
      return ToolOutcome(output: nil, succeeded: false)
    }
    let files = generator.files()
    let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    var outcome =
      request.check != nil
      ? try compare(files, in: base, path: path, environment)
      : ToolOutcome(output: try write(files, to: base, generator: generator, environment))
    if package == nil { outcome.notes.append(implicitNote(generator)) }
    return outcome
  }
}
