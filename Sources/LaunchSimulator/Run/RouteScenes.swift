import PropertyList
import QuickActionTooling
import QuickActions

/// `quickaction route` with scenes: the scene an entry reaches, by iOS's rules
/// (``SceneSelection``) or as named.
enum RouteScenes {
  /// The scene the entry reaches, or nil without `--scenes`.
  static func choose(
    _ request: RouteRequest, entry: Entry, manifest: ManifestFile, table: RouteTable,
    _ environment: ToolEnvironment
  ) throws(ToolRunError) -> ChosenScene? {
    let (scenes, scene) = ("--scenes", "--scene")
    guard let path = request.scenes else {
      if request.scene != nil {
        throw .usage("\(scene) needs \(scenes) FILE: the app's scenes")
      }
      return nil
    }
    if request.state != nil {
      throw .usage("--state does not go with \(scenes): each scene has its own state")
    }
    let launch = try manifest.state(from: nil, table: table, in: environment)
    let (device, multiple, declared) = try ManifestFile.decode(path, in: environment) {
      (value) throws(ManifestError) in
      try LaunchScript.scenes(plist: value, state: launch, knownScreens: table.map?.screens)
    }
    let named = request.scene.map { SceneID($0) }
    if let named, !declared.contains(where: { $0.id == named }) {
      throw .usage(
        "\(scene) '\(named)' is not one of the scenes of \(path): \(declared.map { "'\($0.id)'" }.joined(separator: ", "))"
      )
    }
    let choice = LaunchScript.Scene.choose(
      for: entry, named: named, among: declared, routes: table,
      multipleScenes: device == .iPad && multiple)
    guard let id = choice.scene, let found = declared.first(where: { $0.id == id }) else {
      // No scene can show it: iOS connects a new one, in the launch state.
      return ChosenScene(id: SceneID("new"), state: launch, choice: choice)
    }
    return ChosenScene(id: id, state: found.state, choice: choice)
  }
}
