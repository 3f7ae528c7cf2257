import PropertyList
import QuickActions
import XcodeProject

/// A run with no file in an app's folder: the workspace or project, every app and extension
/// target of it for one configuration (`--project`, `--target` and `--configuration` narrow
/// it), with the routes of `--routes` or the settings file's `"routes"`.
extension LintRun {
  mutating func lintProjects(given: [AssociationRead]) throws(LintRunError) -> LintOutcome {
    if request.fix { throw .usage("--fix changes files: name them (quickaction lint FILE… --fix)") }
    let paths = try projectPaths()
    try readSettings(above: paths.first?.path)
    if configuration.routes == nil, let settings, let routes = settings.routes {
      try readRoutes(LintPaths.resolve(routes, from: settings.path, in: environment.currentFolder))
    }
    // The settings file's association files for their domains, then --aasa's, or those found
    // below the project's folder.
    var associationFiles = try configuredAssociationFiles()
    let configured = Set(associationFiles.map(\.file.file))
    let others = given.isEmpty ? self.associationFiles(below: associationSearchFolder) : given
    associationFiles += others.filter { !configured.contains($0.file.file) }
    configuration.associationFiles = associationFiles.map(\.file)
    let requested = request.configuration
    let linter = ProjectLinter(configuration: configuration)
    var linted: [LintedProject] = []
    var allTargets: [String] = []
    var seenTargets: Set<String> = []
    let wantsQuickActions = try hasAndroidHalf()
    for (path, workspace) in paths {
      let project: XcodeProject
      do { project = try XcodeProject(path: path) } catch {
        reports.append(
          linter.unreadable(error, source: (try? environment.read(error.location.file)) ?? []))
        continue
      }
      if let requested, !project.configurationNames.contains(requested) {
        let names = project.configurationNames.joined(separator: ", ")
        throw .usage("\(project.name) has no configuration '\(requested)'; it has \(names)")
      }
      allTargets += project.targets.map(\.name)
      let targets =
        request.targets.isEmpty
        ? ProjectLinter.lintedTargets(of: project)
        : project.targets.filter { request.targets.contains($0.name) }
      seenTargets.formUnion(targets.map(\.name))
      let run = linter.run(project: project, configuration: requested ?? "Debug", targets: targets)
      reports += run.reports
      var read = run.linted
      read.workspace = workspace
      linted.append(read)
      if ios == nil, wantsQuickActions {
        ios = Self.quickActions(
          project: project, targets: targets, configuration: requested ?? "Debug")
      }
      Self.keepUntilExit(project)
    }
    lintWiring(projects: paths.map(\.path))
    reports += associationReports(associationFiles)
    try noteMissingAndroid(
      projectFolders: paths.map { LintPaths.folder(of: $0.path, in: environment.currentFolder) }
        .map { LintPaths.relative($0, in: environment.currentFolder) })
    try lintAndroid(configuration: configuration)
    for name in request.targets where !seenTargets.contains(name) {
      let hint =
        Suggestion.nearest(to: name, in: allTargets).map { "; did you mean '\($0)'?" } ?? ""
      throw .usage("no target '\(TerminalText.escape(name))'\(hint)")
    }
    if let settings {
      let folder = LintPaths.folder(of: settings.path, in: environment.currentFolder)
      reports = reports.filter {
        !settings.excludes(
          $0.file, settingsFolder: folder, currentFolder: environment.currentFolder)
      }
    }
    return try finish(linted: linted)
  }

  /// The projects to lint, each with the workspace that lists it: `--project` (a workspace's
  /// projects, or the project), or those the current folder holds, else the nearest folders
  /// below. A workspace's project that is not there is said in a note.
  func projectPaths() throws(LintRunError) -> [(path: String, workspace: String?)] {
    do {
      if let given = request.project { return try projectPaths(given) }
      let here = ProjectDiscovery.candidates(in: ".")
      var folders = ["."]
      if here.workspaces.isEmpty && here.projects.isEmpty {
        folders = ProjectDiscovery.folders(below: ".")
        let names = folders.map { TerminalText.escape($0) + "/" }.joined(separator: ", ")
        environment.say(
          "note: no project here; linting the one\(folders.count == 1 ? "" : "s") in \(names)")
      }
      var projects: [(path: String, workspace: String?)] = []
      for folder in folders {
        let found = try ProjectDiscovery.projects(in: folder)
        found.missing.forEach(noteMissing)
        var workspaces: [(path: String, workspace: XcodeWorkspace)] = []
        for path in ProjectDiscovery.candidates(in: folder).workspaces {
          workspaces.append((path, try XcodeWorkspace(path: path)))
        }
        projects += found.projects.map { project in
          (
            project,
            workspaces.first { $0.workspace.projects.contains { $0.path == project } }?.path
          )
        }
      }
      guard !projects.isEmpty else {
        throw LintRunError.unreadable(path: ".", reason: "no .xcodeproj here or in its workspace")
      }
      return projects
    } catch let error as ProjectError {
      throw .unreadable(path: error.location.file, reason: TerminalText.escape(error.message))
    } catch let error as LintRunError {
      throw error
    } catch {
      throw .unreadable(path: ".", reason: "\(error)")
    }
  }

  /// The projects of `--project`: a workspace's that are there, or the project.
  func projectPaths(_ given: String) throws(LintRunError) -> [(path: String, workspace: String?)] {
    try Self.projectPaths(given, noteMissing: noteMissing)
  }

  /// The projects `given` names: a workspace's that are there (`noteMissing` is told of each
  /// that is not), or the project; for the lint run and the Android generator's `--project`.
  package static func projectPaths(
    _ given: String, noteMissing: (XcodeWorkspace.Reference) -> Void
  ) throws(LintRunError) -> [(path: String, workspace: String?)] {
    let path = given.hasSuffix("/") ? String(given.dropLast()) : given
    guard LintPaths.isDirectory(path) else {
      throw .unreadable(path: path, reason: "no such workspace or project")
    }
    guard path.hasSuffix(".xcworkspace") else { return [(path, nil)] }
    do {
      let workspace = try XcodeWorkspace(path: path)
      workspace.projects.filter { !LintPaths.isDirectory($0.path) }.forEach(noteMissing)
      return workspace.projects.map(\.path).filter(LintPaths.isDirectory).map { ($0, path) }
    } catch {
      throw .unreadable(path: path, reason: TerminalText.escape(error.message))
    }
  }

  /// A workspace's project that is not there, in a note at the workspace's line.
  func noteMissing(_ missing: XcodeWorkspace.Reference) {
    environment.say(Self.missingNote(missing))
  }

  /// The note for a workspace's project that is not there, at the workspace's line.
  package static func missingNote(_ missing: XcodeWorkspace.Reference) -> String {
    let place = TerminalText.escape(missing.location.description)
    return
      "\(place): note: the workspace's \(TerminalText.escape(missing.path)) is not there; not linted"
  }

  /// Where association files are looked for: the folder of `--project`, else the current one.
  var associationSearchFolder: String {
    guard let given = request.project else { return "." }
    let path = given.hasSuffix("/") ? String(given.dropLast()) : given
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return path[..<slash].isEmpty ? "/" : String(path[..<slash])
  }

  /// Keeps a project's parsed objects until the process exits: the tool ends right after the
  /// run, and freeing a 5 MB pbxproj's 20,000 objects one by one would cost about a fifth of
  /// the whole lint (the way clang's `-disable-free` leaves its AST to the operating system).
  package static func keepUntilExit(_ project: XcodeProject) {
    _ = Unmanaged.passRetained(Kept(project: project))
  }

  final class Kept {
    let project: XcodeProject
    init(project: XcodeProject) { self.project = project }
  }
}
