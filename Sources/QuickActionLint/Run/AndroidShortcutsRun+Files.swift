import AndroidProject
import PropertyList
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

/// What `android shortcuts` does besides generating: the app it names, the Xcode target that
/// builds the manifest, the check against a `res/` folder, and the folders it writes.
extension AndroidShortcutsRun {
  /// Without `--package` the intents name no app: Android delivers an implicit intent only to
  /// an activity whose intent filter matches its action, data and category ("Intents and intent
  /// filters", https://developer.android.com/guide/components/intents-filters#Resolution), so
  /// the note names the actions the filters must list.
  static func implicitNote(_ generator: AndroidShortcutsGenerator) -> String {
    let actions = Set(generator.customActions).sorted().map { TerminalText.escape($0) }
    return
      ("note: without --package the intents are implicit: the app opens only if an activity's"
      + " intent filter matches each one"
      + (actions.isEmpty
        ? "" : " (the actions \(actions.joined(separator: ", ")), and any VIEW URLs)")
      + "; give --package ID to name the app")
  }

  /// `--package` and `--activity`, checked: the package must be an application ID, the
  /// activity a class name, and an activity needs a package.
  static func target(_ request: AndroidShortcutsRequest) throws(ToolRunError) -> (
    package: String?, activity: String?
  ) {
    let (package, activity) = (request.package, request.activity)
    let (packageOption, activityOption) = ("--package", "--activity")
    if let package, let problem = AndroidShortcutsGenerator.applicationIDProblem(package) {
      throw .usage(
        "\(packageOption) '\(MessageText.clip(package))' is not an Android application ID:"
          + " \(problem) (such as com.example.app)")
    }
    if let activity {
      guard package != nil else {
        throw .usage(
          "\(activityOption) goes with \(packageOption): an implicit intent names no class")
      }
      if let problem = AndroidShortcutsGenerator.classNameProblem(activity) {
        throw .usage(
          "\(activityOption) '\(MessageText.clip(activity))' is not a class name: \(problem)"
            + " (such as .MainActivity or com.example.app.MainActivity)")
      }
    }
    return (package, activity)
  }

  /// The target of an Xcode project that builds `plist`: `--project`'s, else one in the file's
  /// folder, its parent or the current folder. A project that does not read is said on standard
  /// error (an error with `--project`).
  static func xcodeTarget(
    _ request: AndroidShortcutsRequest, building plist: String, _ environment: ToolEnvironment
  ) throws(ToolRunError) -> ConfiguredTarget? {
    var projects: [XcodeProject] = []
    if let project = request.project {
      let given: [(path: String, workspace: String?)]
      given = try LintRun.projectPaths(project) { environment.say(LintRun.missingNote($0)) }
      for (path, _) in given {
        do { projects.append(try XcodeProject(path: path)) } catch {
          throw .unreadable(path: path, reason: TerminalText.escape(error.message))
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
            environment.say(
              "note: \(TerminalText.escape(path)) does not read (\(why)); its build settings are not used"
            )
          }
        }
      }
    }
    let target = InfoPlistBuild.target(
      building: plist, in: projects, configuration: request.configuration ?? "Debug",
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
  static func compare(
    _ files: [AndroidShortcutsGenerator.File], in base: String, path: String,
    _ environment: ToolEnvironment
  ) throws(ToolRunError) -> ToolOutcome {
    guard LintPaths.isDirectory(base) else {
      throw .unreadable(path: base, reason: "no such directory")
    }
    var diff = ""
    for file in files {
      let target = base + "/" + file.path
      guard let old = try? environment.read(target) else {
        diff += "missing: \(target) (--output would write it)\n"
        continue
      }
      diff += LineDiff.unified(old: old, new: Array(file.text.utf8), path: target)
    }
    if diff.isEmpty {
      return ToolOutcome(
        output:
          "\(TerminalText.escape(base)): the shortcuts are as \(TerminalText.escape(path)) declares them (\(files.count) files)"
      )
    }
    let advice =
      ("\(TerminalText.escape(base)): differs from \(TerminalText.escape(path)); run `quickaction android shortcuts \(TerminalText.escape(path)) --output \(TerminalText.escape(base))`")
    return ToolOutcome(
      output: diff.split(separator: "\n", omittingEmptySubsequences: false).map {
        TerminalText.escape(String($0))
      }.joined(separator: "\n"), succeeded: false, notes: [advice])
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
  static func makeFolders(for path: String) throws(ToolRunError) {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/").dropLast() {
      prefix += component + "/"
      if !LintPaths.isDirectory(prefix) && mkdir(prefix, 0o755) != 0
        && !LintPaths.isDirectory(prefix)
      {
        throw .unwritable(path: prefix, reason: String(cString: strerror(errno)))
      }
    }
  }

  /// `--output`: each file written whole into `base`, a line for each, and the drawables the
  /// shortcuts name that `base` lacks.
  static func write(
    _ files: [AndroidShortcutsGenerator.File], to base: String,
    generator: AndroidShortcutsGenerator, _ environment: ToolEnvironment
  ) throws(ToolRunError) -> String {
    var lines: [String] = []
    for file in files {
      let target = base + "/" + file.path
      try makeFolders(for: target)
      try environment.write(Array(file.text.utf8), target)
      lines.append("wrote \(TerminalText.escape(target))")
    }
    let shortcuts = Set(generator.quickActions.items.map(\.type)).count
    lines[0] += " (\(shortcuts) shortcut\(shortcuts == 1 ? "" : "s"))"
    let missing = generator.missingIcons(existing: drawables(in: base))
    if !missing.isEmpty {
      lines.append("missing drawables (add them to \(TerminalText.escape(base))/drawable/):")
      lines += missing.map { "  \($0.drawable) for \(TerminalText.escape($0.shortcutID))" }
    }
    return lines.joined(separator: "\n")
  }
}
