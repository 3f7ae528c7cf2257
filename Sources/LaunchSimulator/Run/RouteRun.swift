import PropertyList
import QuickActionTooling
import QuickActions

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One `quickaction route` run: the manifest, its routes and the state (or the scenes) read,
/// the entry routed by the app's router over an in-memory navigator (`RouteReport`).
public enum RouteRun {
  /// What the router does with `request.entry`: the report, and whether it was handled. A
  /// shortcut type no route takes gets a "did you mean" said in `environment`.
  public static func run(_ request: RouteRequest, in environment: ToolEnvironment)
    async
    throws(ToolRunError) -> ToolOutcome
  {
    let type = request.entry
    if type.contains("://"), URL(string: type) == nil {
      throw .usage("'\(type)' is not a URL")
    }
    let manifest = try ManifestFile.load(request.manifest ?? "Shortcuts.plist", in: environment)
    let table = try manifest.routes()
    // A URL with "://", or an opaque one (scheme:rest) in a scheme the routes take.
    let url = table.url(fromText: type)
    if url != nil, !request.userInfo.isEmpty {
      throw .usage("--user-info is for a shortcut; a URL carries its own values")
    }
    let target = request.targetContentIdentifier
    if url != nil, target != nil {
      throw .usage("--target-content-identifier is for a shortcut; a URL's is its text")
    }
    var item = manifest.item(type: type, userInfo: request.userInfo)
    if let target { item.targetContentIdentifier = target }
    let entry = url.map(Entry.url) ?? .shortcut(item)
    let scene = try RouteScenes.choose(
      request, entry: entry, manifest: manifest, table: table, environment)
    let before: NavigationState
    if let scene {
      before = scene.state
    } else {
      before = try manifest.state(from: request.state, table: table, in: environment)
    }
    let navigator = InMemoryNavigator(before)
    let outcome = await QuickActionRouter(routes: table, navigator: navigator).route(entry)
    let after = await navigator.state
    let output =
      request.format == .json
      ? RouteReport.json(
        type: type, isURL: url != nil, outcome: outcome, before: before, after: after, scene: scene
      ).serialized(pretty: true)
      : RouteReport.text(type: type, outcome: outcome, before: before, after: after, scene: scene)
    return ToolOutcome(
      output: output, succeeded: outcome.succeeded,
      notes: ShortcutTypeHint.note(for: outcome, manifest: manifest, table: table).map { [$0] }
        ?? [])
  }
}
