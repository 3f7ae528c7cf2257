import PropertyList
import QuickActions

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `quickaction route TYPE|URL`: what the router does with a shortcut or a URL from a given state.
enum RouteCommand: Command {
  static let name = "route"
  static let summary = "Plan and carry out one shortcut type or URL from a navigation state"
  static let usage = """
    USAGE: quickaction route TYPE|URL [--manifest FILE] [--state FILE] [--user-info KEY=VALUE]…
                                      [--scenes FILE [--scene ID] [--target-content-identifier ID]]
                                      [--format text|json]

    Resolves TYPE, or a URL (scheme://…, a custom scheme or a universal link), with the routes of
    the manifest (default ./Shortcuts.plist), plans the least navigation from the state (--state,
    a plist or JSON file; by default the manifest's launch state), carries it out on an in-memory
    app, and prints the outcome, the steps and the state they lead to. Exit status 1 when it is
    not handled.

    With --scenes, the app has the scenes of FILE (a dictionary with 'scenes', as a script's, and
    'device'): iOS's rules choose the scene the entry reaches (its target content identifier
    against each scene's activation conditions), or --scene names it, and the entry is planned
    and carried out in that scene alone.

    OPTIONS:
      --manifest FILE       routes and navigation map (QuickActionRoutes, QuickActionNavigation)
      --state FILE          the app's navigation state before the shortcut
      --user-info K=V       a userInfo value for the shortcut item (screen parameters); repeatable
      --scenes FILE         the app's scenes, each with its state and activation conditions
      --scene ID            the scene the entry is delivered to (default: iOS's choice)
      --target-content-identifier ID
                            the shortcut item's targetContentIdentifier (a URL's is its text)
      --format FORMAT       text (default) or json
    """

  static let spec = ArgumentSpec(valueOptions: [
    "--manifest", "--state", "--user-info", "--format", "--scenes", "--scene",
    "--target-content-identifier",
  ])

  static func run(_ arguments: [String]) throws -> Int32 {
    try Blocking.run { () async throws -> Int32 in try await runAsync(arguments) }
  }

  static func runAsync(_ arguments: [String]) async throws -> Int32 {
    let args = try Arguments(arguments, spec: spec)
    let positionals = try args.positionals(atMost: 1)
    guard let type = positionals.first else {
      throw UsageError(message: "missing the shortcut TYPE or a URL")
    }
    if type.contains("://"), URL(string: type) == nil {
      throw UsageError(message: "'\(type)' is not a URL")
    }
    let format = try args.choice("--format", ["text", "json"], default: "text")
    let userInfo = try args.pairs("--user-info")
    do {
      let manifest = try Manifest.load(args.value("--manifest") ?? "Shortcuts.plist")
      let table = try manifest.routes()
      // A URL with "://", or an opaque one (scheme:rest) in a scheme the routes take.
      let url = table.url(fromText: type)
      if url != nil, !userInfo.isEmpty {
        throw UsageError(message: "--user-info is for a shortcut; a URL carries its own values")
      }
      let target = args.value("--target-content-identifier")
      if url != nil, target != nil {
        throw UsageError(
          message: "--target-content-identifier is for a shortcut; a URL's is its text")
      }
      var item = manifest.item(type: type, userInfo: userInfo)
      if let target { item.targetContentIdentifier = target }
      let entry = url.map(Entry.url) ?? .shortcut(item)
      let scene = try RouteScenes.choose(args, entry: entry, manifest: manifest, table: table)
      let before = try scene?.state ?? manifest.state(from: args.value("--state"), table: table)
      let navigator = InMemoryNavigator(before)
      let outcome = await QuickActionRouter(routes: table, navigator: navigator).route(entry)
      let after = await navigator.state
      Console.out(
        format == "json"
          ? json(
            type: type, isURL: url != nil, outcome: outcome, before: before, after: after,
            scene: scene
          ).serialized(pretty: true)
          : text(type: type, outcome: outcome, before: before, after: after, scene: scene))
      ShortcutTypeHint.printNote(for: outcome, manifest: manifest, table: table)
      return outcome.succeeded ? ExitStatus.success : ExitStatus.failure
    } catch let invalid as Manifest.Invalid {
      Console.error(invalid.description)
      return ExitStatus.failure
    }
  }

  static func steps(_ outcome: RouteOutcome) -> [NavigationStep] {
    if case .handled(let plan) = outcome { return plan.steps }
    return []
  }

  static func text(
    type: String, outcome: RouteOutcome, before: NavigationState, after: NavigationState,
    scene: RouteScenes.Chosen? = nil
  ) -> String {
    // An outcome that names the entry itself is the whole headline: the type is said once.
    let namesEntry: Bool
    switch outcome {
    case .unknownType, .noRoute: namesEntry = true
    default: namesEntry = false
    }
    var lines = [namesEntry ? "\(outcome)" : "\(type): \(outcome)"]
    if let scene { lines.append("scene: '\(scene.id.rawValue)' (\(scene.choice))") }
    for (i, step) in steps(outcome).enumerated() { lines.append("  \(i + 1). \(step)") }
    lines.append("")
    lines.append("state before:")
    lines += before.outline.map { "  " + $0 }
    lines.append("state after:")
    lines += after.outline.map { "  " + $0 }
    // Values from the files are escaped before they reach a terminal or a CI log.
    return lines.map(TerminalText.escape).joined(separator: "\n")
  }

  static func json(
    type: String, isURL: Bool, outcome: RouteOutcome, before: NavigationState,
    after: NavigationState,
    scene: RouteScenes.Chosen? = nil
  ) -> JSONValue {
    .object(
      [
        (isURL ? "url" : "type", .string(type)), ("outcome", .string(outcome.name)),
        ("handled", .bool(outcome.succeeded)),
        ("message", .string(outcome.description)),
        ("steps", .array(steps(outcome).map { .string($0.description) })),
        ("stateBefore", before.plistValue.json), ("stateAfter", after.plistValue.json),
      ]
        + (scene.map {
          [
            ("scene", JSONValue.string($0.id.rawValue)),
            ("chosenBy", .string($0.choice.rule.rawValue)),
            ("reason", .string($0.choice.description)),
          ]
        } ?? []))
  }
}
