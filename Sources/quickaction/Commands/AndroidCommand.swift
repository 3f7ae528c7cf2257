import AndroidProject
import PropertyList
import QuickActionLint
import QuickActionTooling
import QuickActions
import XcodeProject

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `quickaction android shortcuts`: write (or check) an Android app's static shortcuts from the
/// iOS declaration (`AndroidShortcutsGenerator`).
enum AndroidCommand: Command {
  static let name = "android"
  static let summary =
    "Write or check Android's shortcuts.xml and strings from the iOS quick actions"
  static let usage = """
    USAGE: quickaction android shortcuts [FILE] --output RES_DIR [options]
           quickaction android shortcuts [FILE] --check RES_DIR [options]

    Writes RES_DIR/xml/shortcuts.xml and RES_DIR/values*/quickaction_shortcuts.xml (one per
    language the titles are translated into) from FILE's UIApplicationShortcutItems and
    QuickActionRoutes (default ./Shortcuts.plist): each item's type is its shortcutId, its title
    a string resource, its route's URL the intent's data (a back stack from the routes of the
    screens before it), its icon a drawable; the drawables RES_DIR lacks are listed.
    $(VAR) build settings are expanded as Xcode builds FILE: from the target of an Xcode project
    (in FILE's folder, its parent, or here; or --project) whose INFOPLIST_FILE it is, then
    --define. One left unexpanded is an error, and nothing is written.
    --check writes nothing: it prints what differs from what would be written, as a unified
    diff, and exits 1 when anything does.

    OPTIONS:
      --output RES_DIR      the app's res/ folder to write into
      --check RES_DIR       the res/ folder to compare with
      --strings DIR         translations: <lang>.lproj/InfoPlist.strings below DIR (default:
                            those the Xcode target copies)
      --package ID          the application ID, for explicit intents (targetPackage)
      --activity CLASS      the activity the intents open (default ID.MainActivity; .ui.Home
                            and Home are completed with ID)
      --define VAR=VALUE    a build setting for $(VAR) references; repeatable
      --project PATH        the .xcodeproj or .xcworkspace that builds FILE
      --configuration NAME  the build configuration (default Debug)
    """

  static let spec = ArgumentSpec(
    valueOptions: [
      "--output", "--check", "--strings", "--package", "--activity", "--define", "--project",
      "--configuration",
    ],
    conflicts: [.init("--output", "--check", because: "--check writes nothing")])

  static func run(_ arguments: [String]) throws -> Int32 {
    let args = try Arguments(arguments, spec: spec)
    guard args.positionals.first == "shortcuts" else {
      throw UsageError(
        message: args.positionals.first.map {
          "unknown android command '\(TerminalText.escape($0))' (shortcuts)"
        } ?? "missing 'shortcuts'")
    }
    let positionals = try args.positionals(atMost: 2)
    guard let folder = args.value("--output") ?? args.value("--check") else {
      throw UsageError(message: "missing --output RES_DIR or --check RES_DIR")
    }
    let (package, activity) = try target(args)
    let path = positionals.count > 1 ? positionals[1] : "Shortcuts.plist"
    let manifest: Manifest
    do { manifest = try Manifest.load(path) } catch let invalid as Manifest.Invalid {
      Console.error(invalid.description)
      return ExitStatus.failure
    }
    let build = try xcodeTarget(args, building: path)
    var definitions = build.map { InfoPlistBuild.definitions(manifest.root, target: $0) } ?? [:]
    for (name, value) in try args.pairs("--define") { definitions[name] = value }
    var strings = build.flatMap(InfoPlistBuild.strings)
    if let directory = args.value("--strings") {
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
    if args.value("--check") != nil {
      let status = try check(files, in: base, path: path)
      if package == nil { implicitNote(generator) }
      return status
    }
    var lines: [String] = []
    for file in files {
      let target = base + "/" + file.path
      try makeFolders(for: target)
      try Console.writeAtomically(file.text, to: target)
      lines.append("wrote \(TerminalText.escape(target))")
    }
    let shortcuts = Set(generator.quickActions.items.map(\.type)).count
    lines[0] += " (\(shortcuts) shortcut\(shortcuts == 1 ? "" : "s"))"
    let missing = generator.missingIcons(existing: drawables(in: base))
    if !missing.isEmpty {
      lines.append("missing drawables (add them to \(TerminalText.escape(base))/drawable/):")
      lines += missing.map { "  \($0.drawable) for \(TerminalText.escape($0.shortcutID))" }
    }
    Console.out(lines.joined(separator: "\n"))
    if package == nil { implicitNote(generator) }
    return ExitStatus.success
  }

  /// Without `--package` the intents name no app: Android delivers an implicit intent only to
  /// an activity whose intent filter matches its action, data and category ("Intents and intent
  /// filters", https://developer.android.com/guide/components/intents-filters#Resolution), so
  /// the note names the actions the filters must list.
  static func implicitNote(_ generator: AndroidShortcutsGenerator) {
    let actions = Set(generator.customActions).sorted().map { TerminalText.escape($0) }
    Console.error(
      "note: without --package the intents are implicit: the app opens only if an activity's"
        + " intent filter matches each one"
        + (actions.isEmpty
          ? "" : " (the actions \(actions.joined(separator: ", ")), and any VIEW URLs)")
        + "; give --package ID to name the app")
  }

  /// `--package` and `--activity`, checked: the package must be an application ID, the
  /// activity a class name, and an activity needs a package.
  static func target(_ args: Arguments) throws(UsageError) -> (package: String?, activity: String?)
  {
    let package = args.value("--package")
    let activity = args.value("--activity")
    if let package, let problem = AndroidShortcutsGenerator.applicationIDProblem(package) {
      throw UsageError(
        message: "--package '\(MessageText.clip(package))' is not an Android application ID:"
          + " \(problem) (such as com.example.app)")
    }
    if let activity {
      guard package != nil else {
        throw UsageError(
          message: "--activity goes with --package: an implicit intent names no class")
      }
      if let problem = AndroidShortcutsGenerator.classNameProblem(activity) {
        throw UsageError(
          message: "--activity '\(MessageText.clip(activity))' is not a class name: \(problem)"
            + " (such as .MainActivity or com.example.app.MainActivity)")
      }
    }
    return (package, activity)
  }

  /// The target of an Xcode project that builds `plist`: `--project`'s, else one in the file's
  /// folder, its parent or the current folder. A project that does not read is said on standard
  /// error (an error with `--project`).
  static func xcodeTarget(_ args: Arguments, building plist: String) throws -> ConfiguredTarget? {
    var projects: [XcodeProject] = []
    if args.value("--project") != nil {
      let given: [(path: String, workspace: String?)]
      do {
        given = try LintRun.projectPaths(args.value("--project") ?? ".") {
          Console.error(LintRun.missingNote($0))
        }
      } catch {
        guard case .unreadable(let path, let reason) = error else { throw error }
        throw InputError(path: path, reason: reason)
      }
      for (path, _) in given {
        do { projects.append(try XcodeProject(path: path)) } catch {
          throw InputError(path: path, reason: TerminalText.escape(error.message))
        }
      }
    } else {
      let folder =
        plist.contains("/") ? String(plist[..<(plist.lastIndex(of: "/") ?? plist.endIndex)]) : "."
      var seen: Set<String> = []
      // The parent only below the current folder (or of an absolute path): never above it.
      let parent = folder == "." || folder.hasPrefix("..") ? [] : [folder + "/.."]
      for candidate in [folder.isEmpty ? "/" : folder] + parent + ["."] {
        guard let real = realPath(candidate), seen.insert(real).inserted,
          let found = try? ProjectDiscovery.projects(in: candidate).projects
        else { continue }
        for path in found {
          do { projects.append(try XcodeProject(path: path)) } catch {
            let why = TerminalText.escape(error.message)
            Console.error(
              "note: \(TerminalText.escape(path)) does not read (\(why)); its build settings are not used"
            )
          }
        }
      }
    }
    let target = InfoPlistBuild.target(
      building: plist, in: projects, configuration: args.value("--configuration") ?? "Debug",
      canonical: realPath)
    for project in projects { LintRun.keepUntilExit(project) }
    return target
  }

  /// The file's real path (symbolic links, `.` and `..` resolved), nil when it is not there.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// `--check`: the diff of each file against what is in `base`, exit 1 when any differs.
  static func check(_ files: [AndroidShortcutsGenerator.File], in base: String, path: String) throws
    -> Int32
  {
    guard Console.directoryExists(base) else {
      throw InputError(path: base, reason: "no such directory")
    }
    var diff = ""
    for file in files {
      let target = base + "/" + file.path
      guard let old = try? Console.read(target) else {
        diff += "missing: \(target) (--output would write it)\n"
        continue
      }
      diff += LineDiff.unified(old: old, new: Array(file.text.utf8), path: target)
    }
    if diff.isEmpty {
      Console.out(
        "\(TerminalText.escape(base)): the shortcuts are as \(TerminalText.escape(path)) declares them (\(files.count) files)"
      )
      return ExitStatus.success
    }
    Console.out(
      diff.split(separator: "\n", omittingEmptySubsequences: false).map {
        TerminalText.escape(String($0))
      }.joined(separator: "\n"))
    Console.error(
      "\(TerminalText.escape(base)): differs from \(TerminalText.escape(path)); run `quickaction android shortcuts \(TerminalText.escape(path)) --output \(TerminalText.escape(base))`"
    )
    return ExitStatus.failure
  }

  /// The drawable names (file names without extension) in `res/drawable*/` and `res/mipmap*/`.
  static func drawables(in res: String) -> Set<String> {
    var names: Set<String> = []
    for path in FileWalk.paths(below: res) {
      let parts = path.split(separator: "/")
      guard parts.count == 2, parts[0].hasPrefix("drawable") || parts[0].hasPrefix("mipmap") else {
        continue
      }
      names.insert(String(parts[1].prefix { $0 != "." }))
    }
    return names
  }

  /// Creates the folders of `path` that are not there.
  static func makeFolders(for path: String) throws(OutputError) {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/").dropLast() {
      prefix += component + "/"
      if !Console.directoryExists(prefix) && mkdir(prefix, 0o755) != 0
        && !Console.directoryExists(prefix)
      {
        throw OutputError(path: prefix, reason: String(cString: strerror(errno)))
      }
    }
  }
}
