import LaunchSimulator
import PropertyList
import QuickActions

/// `quickaction simulate --script FILE`: a sequence of launches, quick actions and app events,
/// and what became of every item.
enum SimulateScript {
  static func run(path: String, manifest: Manifest, table: RouteTable, format: ReportFormat)
    async throws
    -> Int32
  {
    let launchState = try manifest.state(from: nil, table: table)
    let script = try Manifest.decode(path) { (value) throws(ManifestError) in
      try LaunchScript(plist: value, state: launchState, knownScreens: table.map?.screens) {
        type, userInfo in
        var item = manifest.item(type: type, userInfo: [])
        for entry in userInfo { item.userInfo.set(entry.value, forKey: entry.key) }
        return item
      }
    }
    if !script.warnings.isEmpty, let bytes = try? Console.read(path) {
      // What the script holds that matches nothing, each with its place; the script still runs.
      let source = PropertyList.sourceText(bytes)
      for warning in script.warnings {
        Console.error(
          SourceExcerpt.render(
            path: path, source: source, severity: "warning", message: warning.message,
            location: warning.location))
      }
    }
    let timeline = await ScriptRunner.run(script, routes: table)
    Console.out(ScriptReport.render(script, timeline, path: path, format: format))
    return timeline.items.allSatisfy(\.isExactlyOnce) ? ExitStatus.success : ExitStatus.failure
  }
}
