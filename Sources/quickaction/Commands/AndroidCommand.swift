import PropertyList
import QuickActionLint
import QuickActionTooling
import QuickActions

/// `quickaction android shortcuts`: write (or check) an Android app's static shortcuts from the
/// iOS declaration (`AndroidShortcutsGenerator`).
enum AndroidCommand: Command {
  static var spec: ArgumentSpec { table.spec }

  static func run(_ arguments: [String]) throws -> Int32 {
    var (request, args) = try table.parse(arguments, into: AndroidShortcutsRequest())
    guard args.positionals.first == "shortcuts" else {
      throw UsageError(
        message: args.positionals.first.map {
          "unknown android command '\(TerminalText.escape($0))' (shortcuts)"
        } ?? "missing 'shortcuts'")
    }
    let positionals = try args.positionals(atMost: 2)
    guard let folder = request.output ?? request.check else {
      throw UsageError(message: "missing \(output.name) RES_DIR or \(check.name) RES_DIR")
    }
    let (package, activity) = try target(request)
    if positionals.count > 1 { request.file = positionals[1] }
    let path = request.file
    let manifest: Manifest
    do { manifest = try Manifest.load(path) } catch let invalid as Manifest.Invalid {
      Console.error(invalid.description)
      return ExitStatus.failure
    }
    let build = try xcodeTarget(request, building: path)
    var definitions = build.map { InfoPlistBuild.definitions(manifest.root, target: $0) } ?? [:]
    for (name, value) in request.definitions { definitions[name] = value }
    var strings = build.flatMap(InfoPlistBuild.strings)
    if let directory = request.strings {
      guard Console.directoryExists(directory) else {
        throw InputError(path: directory, reason: "no such directory")
      }
      strings = LocalizedStrings.load(directory: directory).0
    }
    if let build {
      let project = TerminalText.escape(build.project.name)
      let target = TerminalText.escape(build.target.name)
      Console.error(
        "note: build settings and strings of \(project), target \(target)"
          + " (\(TerminalText.escape(build.configuration)))")
    }
    let generator = AndroidShortcutsGenerator(
      file: path, root: manifest.root, strings: strings, settings: BuildSettings(definitions),
      routes: try? RouteTable(plist: manifest.root), package: package, activity: activity)
    let problems = generator.problems()
    for problem in problems { Console.error(TerminalText.escape(problem.description)) }
    if problems.contains(where: { $0.severity == .error }) {
      Console.error(
        "\(TerminalText.escape(path)): nothing written or checked:"
          + " the files would not be what the app builds")
      return ExitStatus.failure
    }
    let files = generator.files()
    let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    if request.check != nil {
      let status = try compare(files, in: base, path: path)
      if package == nil { implicitNote(generator) }
      return status
    }
    try write(files, to: base, generator: generator)
    if package == nil { implicitNote(generator) }
    return ExitStatus.success
  }
}
