import PropertyList
import QuickActionLint
import QuickActions
import XcodeProject

/// `quickaction lint` with no FILE in an app's folder: finds the workspace or project, and
/// lints every app and extension target for one configuration (`--project`, `--target` and
/// `--configuration` narrow it). The routes file comes from `--routes` or the settings file's
/// `"routes"`. The rest of the command line (rules, format, baseline, stamp) means what it
/// means for files.
enum LintProject {
  /// The options only the project mode has.
  static let valueOptions = ["--project", "--target", "--configuration"]

  /// Whether the run lints a project: no FILE, and a project option or a workspace or project
  /// in the current folder.
  static func applies(_ args: Arguments) -> Bool {
    guard args.positionals.isEmpty else { return false }
    if valueOptions.contains(where: { args.value($0) != nil }) { return true }
    let found = ProjectDiscovery.candidates(in: ".")
    if !found.workspaces.isEmpty || !found.projects.isEmpty { return true }
    // No project here and no Shortcuts.plist to lint by default: the app's project may sit in
    // a folder below, as in a Flutter or React Native app's `ios/`.
    return Console.fileKind("Shortcuts.plist") == nil && !ProjectDiscovery.folders(below: ".").isEmpty
  }

  static func run(_ args: Arguments, configuration base: LintConfiguration, reports earlier: [LintReport],
                  associationFiles given: [LintAssociationFiles.Read] = []) throws -> Int32 {
    if args.flag("--fix") { throw UsageError(message: "--fix changes files: name them (quickaction lint FILE… --fix)") }
    let paths = try projectPaths(args)
    var configuration = base
    var reports = earlier
    // Settings: the given file, or the nearest one above the (first) project.
    var settings: LintSettingsFile? = nil
    if let settingsPath = args.value("--config") ?? LintSettingsLocator.nearest(above: paths.first?.path ?? "./.") {
      let bytes = try Console.read(settingsPath)
      do { settings = try LintSettingsFile(path: settingsPath, bytes: bytes) } catch {
        Console.fileError(path: settingsPath, bytes: bytes, message: error.message, at: error.location)
        return ExitStatus.failure
      }
      configuration = settings?.applied(to: configuration) ?? configuration
      if configuration.routes == nil, let settings, let routes = settings.routes {
        let routesPath = routes.hasPrefix("/") ? routes : relative(LintSettingsLocator.folder(of: settingsPath) + "/" + routes)
        let routesBytes = try Console.read(routesPath)
        let (table, findings) = Linter.loadRoutes(file: routesPath, bytes: routesBytes)
        configuration.routes = table
        configuration.routesFile = routesPath
        if !findings.isEmpty { reports.append(LintReport(file: routesPath, source: routesBytes, findings: findings)) }
      }
    }
    // The apple-app-site-association files: the settings file's for their domains, then
    // --aasa's, or those found below the project's folder (LintAssociationFiles.swift).
    var associationFiles = try settings.map(LintAssociationFiles.configured) ?? []
    let configured = Set(associationFiles.map(\.file.file))
    associationFiles += (given.isEmpty ? LintAssociationFiles.found(below: searchFolder(args)) : given).filter { !configured.contains($0.file.file) }
    configuration.associationFiles = associationFiles.map(\.file)
    let wanted = args.all("--target")
    var seenTargets: Set<String> = []
    var allTargets: [String] = []
    let requested = args.value("--configuration")
    let linter = ProjectLinter(configuration: configuration)
    var linted: [LintedProject] = []
    var ios: IOSQuickActions? = nil
    for (path, workspace) in paths {
      let project: XcodeProject
      do { project = try XcodeProject(path: path) } catch {
        reports.append(linter.unreadable(error, source: (try? Console.read(error.location.file)) ?? []))
        continue
      }
      if let requested, !project.configurationNames.contains(requested) {
        throw UsageError(message: "\(project.name) has no configuration '\(requested)'; it has \(project.configurationNames.joined(separator: ", "))")
      }
      allTargets += project.targets.map(\.name)
      let targets = wanted.isEmpty ? ProjectLinter.lintedTargets(of: project) : project.targets.filter { wanted.contains($0.name) }
      seenTargets.formUnion(targets.map(\.name))
      let run = linter.run(project: project, configuration: requested ?? "Debug", targets: targets)
      reports += run.reports
      var read = run.linted
      read.workspace = workspace
      linted.append(read)
      if ios == nil, try LintAndroid.applies(args, settings: settings) {
        ios = LintAndroid.quickActions(project: project, targets: targets, configuration: requested ?? "Debug")
      }
      keepUntilExit(project)
    }
    reports += LintAssociationFiles.reports(associationFiles, configuration: configuration)
    // The Android app beside the iOS one (LintAndroid.swift).
    reports += try LintAndroid.reports(args, configuration: configuration, settings: settings, ios: ios)
    for name in wanted where !seenTargets.contains(name) {
      let hint = Suggestion.nearest(to: name, in: allTargets).map { "; did you mean '\($0)'?" } ?? ""
      throw UsageError(message: "no target '\(TerminalText.escape(name))'\(hint)")
    }
    if let settings {
      let folder = LintSettingsLocator.folder(of: settings.path)
      reports = reports.filter { !settings.excludes($0.file, settingsFolder: folder, currentFolder: LintSettingsLocator.currentFolder) }
    }
    return try LintOutcome.finish(reports, args, linted: linted)
  }

  /// The projects to lint, each with the workspace that lists it: `--project` (a workspace's
  /// projects, or the project), or those the current folder holds. A workspace's project that is
  /// not there is said on standard error.
  static func projectPaths(_ args: Arguments) throws -> [(path: String, workspace: String?)] {
    if let given = args.value("--project") {
      let path = given.hasSuffix("/") ? String(given.dropLast()) : given
      guard Console.directoryExists(path) else { throw InputError(path: path, reason: "no such workspace or project") }
      if path.hasSuffix(".xcworkspace") {
        do {
          let workspace = try XcodeWorkspace(path: path)
          for missing in workspace.projects where !Console.directoryExists(missing.path) {
            Console.error("\(TerminalText.escape(missing.location.description)): note: the workspace's \(TerminalText.escape(missing.path)) is not there; not linted")
          }
          return workspace.projects.map(\.path).filter(Console.directoryExists).map { ($0, path) }
        } catch {
          throw InputError(path: path, reason: TerminalText.escape(error.message))
        }
      }
      return [(path, nil)]
    }
    do {
      let here = ProjectDiscovery.candidates(in: ".")
      var folders = ["."]
      if here.workspaces.isEmpty && here.projects.isEmpty {
        folders = ProjectDiscovery.folders(below: ".")
        Console.error("note: no project here; linting the one\(folders.count == 1 ? "" : "s") in \(folders.map { TerminalText.escape($0) + "/" }.joined(separator: ", "))")
      }
      var projects: [(path: String, workspace: String?)] = []
      for folder in folders {
        let found = try ProjectDiscovery.projects(in: folder)
        for missing in found.missing {
          Console.error("\(TerminalText.escape(missing.location.description)): note: the workspace's \(TerminalText.escape(missing.path)) is not there; not linted")
        }
        let workspaces = try ProjectDiscovery.candidates(in: folder).workspaces.map { (path: $0, workspace: try XcodeWorkspace(path: $0)) }
        projects += found.projects.map { project in
          (project, workspaces.first { $0.workspace.projects.contains { $0.path == project } }?.path)
        }
      }
      guard !projects.isEmpty else { throw InputError(path: ".", reason: "no .xcodeproj here or in its workspace") }
      return projects
    } catch let error as ProjectError {
      throw InputError(path: error.location.file, reason: TerminalText.escape(error.message))
    }
  }

  /// Keeps a project's parsed objects until the process exits: the tool ends right after the
  /// run, and freeing a 5 MB pbxproj's 20,000 objects one by one would cost about a fifth of
  /// the whole lint (the way clang's `-disable-free` leaves its AST to the operating system).
  static func keepUntilExit(_ project: XcodeProject) {
    _ = Unmanaged.passRetained(Kept(project: project))
  }

  final class Kept {
    let project: XcodeProject
    init(project: XcodeProject) { self.project = project }
  }

  /// Where association files are looked for: the folder of `--project`, else the current one.
  static func searchFolder(_ args: Arguments) -> String {
    guard let given = args.value("--project") else { return "." }
    let path = given.hasSuffix("/") ? String(given.dropLast()) : given
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return path[..<slash].isEmpty ? "/" : String(path[..<slash])
  }

  /// A path under the current folder, written relative to it.
  static func relative(_ path: String) -> String {
    let here = LintSettingsLocator.currentFolder + "/"
    return path.hasPrefix(here) ? String(path.dropFirst(here.count)) : path
  }
}
