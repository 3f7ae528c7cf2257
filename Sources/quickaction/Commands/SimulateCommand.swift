import LaunchSimulator
import PropertyList
import QuickActions

/// `quickaction simulate`: a quick action, a URL, a user activity or a notification response
/// delivered on a cold or warm launch, callback by callback, as iOS would deliver it
/// (`SimulateReport`, `ScriptReport`).
enum SimulateCommand: Command {
  static var spec: ArgumentSpec { table.spec }

  static func run(_ arguments: [String]) throws -> Int32 {
    try Blocking.run { () async throws -> Int32 in try await runAsync(arguments) }
  }

  static func runAsync(_ arguments: [String]) async throws -> Int32 {
    var (request, args) = try table.parse(arguments, into: SimulateRequest())
    request.type = try args.positionals(atMost: 1).first
    if let app = request.app {
      if request.type != nil {
        throw UsageError(
          message: "TYPE does not go with \(Self.app.name): the app's own wiring says what happens")
      }
      guard let simulation = WiringSimulation(folder: app) else {
        throw InputError(path: app, reason: "no such directory")
      }
      Console.out(
        request.format == .json ? simulation.json.serialized(pretty: true) : simulation.text)
      return simulation.lostCount == 0 ? ExitStatus.success : ExitStatus.failure
    }
    do {
      let manifest = try Manifest.load(request.manifest ?? "Shortcuts.plist")
      let table = try manifest.routes()
      if let script = request.script {
        if request.type != nil {
          throw UsageError(
            message: "TYPE does not go with \(Self.script.name): the script says what happens")
        }
        return try await SimulateScript.run(
          path: script, manifest: manifest, table: table, format: request.format)
      }
      let scenario = try SimulateEntry.scenario(request, manifest: manifest, table: table)
      let timeline = await ScriptRunner.run(scenario, routes: table)
      Console.out(SimulateReport.render(scenario, timeline, format: request.format))
      ShortcutTypeHint.printNote(for: timeline.outcome, manifest: manifest, table: table)
      return timeline.handled ? ExitStatus.success : ExitStatus.failure
    } catch let invalid as Manifest.Invalid {
      Console.error(invalid.description)
      return ExitStatus.failure
    }
  }
}
