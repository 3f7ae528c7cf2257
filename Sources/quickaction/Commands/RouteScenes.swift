import LaunchSimulator
import PropertyList
import QuickActions

/// `quickaction route --scenes FILE [--scene ID]`: the scene an entry reaches, by iOS's rules
/// (``SceneSelection``) or as named.
enum RouteScenes {
  /// The scene chosen, its state, and why.
  struct Chosen {
    var id: SceneID
    var state: NavigationState
    var choice: SceneSelection.Choice
  }

  /// The scene the entry reaches, or nil without `--scenes`.
  static func choose(_ args: Arguments, entry: Entry, manifest: Manifest, table: RouteTable) throws
    -> Chosen?
  {
    guard let path = args.value("--scenes") else {
      if args.value("--scene") != nil {
        throw UsageError(message: "--scene needs --scenes FILE: the app's scenes")
      }
      return nil
    }
    if args.value("--state") != nil {
      throw UsageError(message: "--state does not go with --scenes: each scene has its own state")
    }
    let launch = try manifest.state(from: nil, table: table)
    let (device, multiple, scenes) = try Manifest.decode(path) { (value) throws(ManifestError) in
      try LaunchScript.scenes(plist: value, state: launch, knownScreens: table.map?.screens)
    }
    let named = args.value("--scene").map { SceneID($0) }
    if let named, !scenes.contains(where: { $0.id == named }) {
      throw UsageError(
        message:
          "--scene '\(named)' is not one of the scenes of \(path): \(scenes.map { "'\($0.id)'" }.joined(separator: ", "))"
      )
    }
    let choice = LaunchScript.Scene.choose(
      for: entry, named: named, among: scenes, routes: table,
      multipleScenes: device == .iPad && multiple)
    guard let id = choice.scene, let scene = scenes.first(where: { $0.id == id }) else {
      // No scene can show it: iOS connects a new one, in the launch state.
      return Chosen(id: SceneID("new"), state: launch, choice: choice)
    }
    return Chosen(id: id, state: scene.state, choice: choice)
  }
}
