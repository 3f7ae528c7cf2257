import LaunchSimulator

/// `route`'s name, help and options.
extension RouteCommand {
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
    \(table.help())
    """

  typealias Option = CommandOption<RouteRequest>

  static let state = Option.value(
    OptionName.state, "FILE", help: "the app's navigation state before the shortcut", to: \.state)
  static let userInfo = Option.pairs(
    OptionName.userInfo, "K=V",
    help: "a userInfo value for the shortcut item (screen parameters); repeatable"
  ) { $0.userInfo = $1 }
  static let scenes = Option.value(
    "--scenes", "FILE", help: "the app's scenes, each with its state and activation conditions",
    to: \.scenes)
  static let scene = Option.value(
    "--scene", "ID", help: "the scene the entry is delivered to (default: iOS's choice)",
    to: \.scene)
  static let targetContentIdentifier = Option.value(
    "--target-content-identifier", "ID",
    help: "the shortcut item's targetContentIdentifier (a URL's is its text)",
    to: \.targetContentIdentifier)

  static let table = OptionTable<RouteRequest>(options: [
    .value(
      OptionName.manifest, "FILE",
      help: "routes and navigation map (QuickActionRoutes, QuickActionNavigation)",
      to: \.manifest),
    state, userInfo, scenes, scene, targetContentIdentifier,
    .format(to: \.format),
  ])
}
