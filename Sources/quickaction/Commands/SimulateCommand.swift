import LaunchSimulator
import QuickActionTooling

/// `quickaction simulate`: a quick action, a URL, a user activity or a notification response
/// delivered on a cold or warm launch, callback by callback, as iOS would deliver it
/// (`SimulateRun`, `SimulateReport`, `ScriptReport`).
enum SimulateCommand: Command {
  static var spec: ArgumentSpec { table.spec }

  static func run(_ arguments: [String]) throws -> Int32 {
    try Blocking.run { () async throws -> Int32 in try await runAsync(arguments) }
  }

  static func runAsync(_ arguments: [String]) async throws -> Int32 {
    var (request, args) = try table.parse(arguments, into: SimulateRequest())
    request.type = try args.positionals(atMost: 1).first
    return try await ToolRunning.finishAsync { environment async throws(ToolRunError) in
      try await SimulateRun.run(request, in: environment)
    }
  }
}
