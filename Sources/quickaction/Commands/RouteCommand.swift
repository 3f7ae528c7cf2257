import LaunchSimulator
import QuickActionTooling

/// `quickaction route TYPE|URL`: what the router does with a shortcut or a URL from a given state
/// (`RouteRun`, `RouteReport`).
enum RouteCommand: Command {
  static var spec: ArgumentSpec { table.spec }

  static func run(_ arguments: [String]) throws -> Int32 {
    try Blocking.run { () async throws -> Int32 in try await runAsync(arguments) }
  }

  static func runAsync(_ arguments: [String]) async throws -> Int32 {
    var (request, args) = try table.parse(arguments, into: RouteRequest())
    guard let entry = try args.positionals(atMost: 1).first else {
      throw UsageError(message: "missing the shortcut TYPE or a URL")
    }
    request.entry = entry
    return try await ToolRunning.finishAsync { environment async throws(ToolRunError) in
      try await RouteRun.run(request, in: environment)
    }
  }
}
