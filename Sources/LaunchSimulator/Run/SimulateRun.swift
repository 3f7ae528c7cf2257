import PropertyList
import QuickActionTooling
import QuickActions

/// One `quickaction simulate` run: an app's own wiring played door by door, a script of events,
/// or one entry on one launch, each reported in the request's format (`SimulateReport`,
/// `ScriptReport`, the wiring simulation's).
public enum SimulateRun {
  /// The timeline of `request`, and whether every item was handled exactly once. A shortcut
  /// type no route takes gets a "did you mean" said in `environment`.
  public static func run(_ request: SimulateRequest, in environment: ToolEnvironment)
    async
    throws(ToolRunError) -> ToolOutcome
  {
    if let app = request.app {
      if request.type != nil {
        throw .usage("TYPE does not go with --app: the app's own wiring says what happens")
      }
      guard let simulation = WiringSimulation(folder: app) else {
        throw .unreadable(path: app, reason: "no such directory")
      }
      return ToolOutcome(
        output: request.format == .json
          ? simulation.json.serialized(pretty: true) : simulation.text,
        succeeded: simulation.lostCount == 0)
    }
    let manifest = try ManifestFile.load(request.manifest ?? "Shortcuts.plist", in: environment)
    let table = try manifest.routes()
    if let script = request.script {
      if request.type != nil {
        throw .usage("TYPE does not go with --script: the script says what happens")
      }
      return try await SimulateScript.run(
        path: script, manifest: manifest, table: table, format: request.format, environment)
    }
    let scenario = try SimulateEntry.scenario(
      request, manifest: manifest, table: table, environment)
    let timeline = await ScriptRunner.run(scenario, routes: table)
    let note = ShortcutTypeHint.note(for: timeline.outcome, manifest: manifest, table: table)
    return ToolOutcome(
      output: SimulateReport.render(scenario, timeline, format: request.format),
      succeeded: timeline.handled, notes: note.map { [$0] } ?? [])
  }
}
