import LaunchSimulator
import PropertyList
import QuickActions

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `quickaction route TYPE|URL`: what the router does with a shortcut or a URL from a given state
/// (`RouteReport`).
enum RouteCommand: Command {
  static var spec: ArgumentSpec { table.spec }

  static func run(_ arguments: [String]) throws -> Int32 {
    try Blocking.run { () async throws -> Int32 in try await runAsync(arguments) }
  }

  static func runAsync(_ arguments: [String]) async throws -> Int32 {
    var (request, args) = try table.parse(arguments, into: RouteRequest())
    guard let type = try args.positionals(atMost: 1).first else {
      throw UsageError(message: "missing the shortcut TYPE or a URL")
    }
    request.entry = type
    if type.contains("://"), URL(string: type) == nil {
      throw UsageError(message: "'\(type)' is not a URL")
    }
    do {
      let manifest = try Manifest.load(request.manifest ?? "Shortcuts.plist")
      let table = try manifest.routes()
      // A URL with "://", or an opaque one (scheme:rest) in a scheme the routes take.
      let url = table.url(fromText: type)
      if url != nil, !request.userInfo.isEmpty {
        throw UsageError(
          message: "\(userInfo.name) is for a shortcut; a URL carries its own values")
      }
      let target = request.targetContentIdentifier
      if url != nil, target != nil {
        throw UsageError(
          message: "\(targetContentIdentifier.name) is for a shortcut; a URL's is its text")
      }
      var item = manifest.item(type: type, userInfo: request.userInfo)
      if let target { item.targetContentIdentifier = target }
      let entry = url.map(Entry.url) ?? .shortcut(item)
      let scene = try RouteScenes.choose(request, entry: entry, manifest: manifest, table: table)
      let before = try scene?.state ?? manifest.state(from: request.state, table: table)
      let navigator = InMemoryNavigator(before)
      let outcome = await QuickActionRouter(routes: table, navigator: navigator).route(entry)
      let after = await navigator.state
      Console.out(
        request.format == .json
          ? RouteReport.json(
            type: type, isURL: url != nil, outcome: outcome, before: before, after: after,
            scene: scene
          ).serialized(pretty: true)
          : RouteReport.text(
            type: type, outcome: outcome, before: before, after: after, scene: scene))
      ShortcutTypeHint.printNote(for: outcome, manifest: manifest, table: table)
      return outcome.succeeded ? ExitStatus.success : ExitStatus.failure
    } catch let invalid as Manifest.Invalid {
      Console.error(invalid.description)
      return ExitStatus.failure
    }
  }
}
