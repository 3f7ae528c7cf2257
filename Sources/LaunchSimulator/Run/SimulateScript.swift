import PropertyList
import QuickActionTooling
import QuickActions

/// `quickaction simulate --script FILE`: a sequence of launches, quick actions and app events,
/// and what became of every item.
enum SimulateScript {
  static func run(
    path: String, manifest: ManifestFile, table: RouteTable, format: ReportFormat,
    _ environment: ToolEnvironment
  ) async throws(ToolRunError) -> ToolOutcome {
    let launchState = try manifest.state(from: nil, table: table, in: environment)
    // A 'state' that names a file is read relative to the script, each reported in its own file.
    let names = LaunchScript.stateFileNames(
      in: try ManifestFile.decode(path, in: environment) { $0 })
    var stateFiles: [String: NavigationState] = [:]
    for name in names.map(\.name) where stateFiles[name] == nil {
      let file = name.hasPrefix("/") ? name : ManifestFile.folder(of: path) + "/" + name
      stateFiles[name] = try manifest.state(from: file, table: table, in: environment)
    }
    let script = try ManifestFile.decode(path, in: environment) { (value) throws(ManifestError) in
      try LaunchScript(
        plist: value, state: launchState, knownScreens: table.map?.screens, stateFiles: stateFiles
      ) { type, userInfo in manifest.item(type: type, userInfo: userInfo) }
    }
    if !script.warnings.isEmpty, let bytes = try? environment.read(path) {
      // What the script holds that matches nothing, each with its place; the script still runs.
      let source = PropertyList.sourceText(bytes)
      for warning in script.warnings {
        environment.say(
          SourceExcerpt.render(
            path: path, source: source, severity: "warning", message: warning.message,
            location: warning.location))
      }
    }
    let timeline = await ScriptRunner.run(script, routes: table)
    return ToolOutcome(
      output: ScriptReport.render(script, timeline, path: path, format: format),
      succeeded: timeline.items.allSatisfy(\.isExactlyOnce))
  }
}
