import QuickActions

extension LaunchScript.Scene {
  /// The activation conditions iOS knows for the scene: those the app set, else those the routes
  /// give for where it is.
  public func conditions(with routes: RouteTable) -> SceneActivationConditions {
    conditions ?? routes.activationConditions(for: state)
  }

  /// iOS's choice among `scenes` (as they are, not as a script leaves them) for `entry`, with the
  /// routes' conditions for scenes that set none: what `quickaction route --scenes` plans in.
  public static func choose(
    for entry: Entry, named: SceneID? = nil, among scenes: [LaunchScript.Scene], routes: RouteTable,
    multipleScenes: Bool
  ) -> SceneSelection.Choice {
    let candidates = scenes.enumerated().map { index, scene in
      SceneSelection.Candidate(
        id: scene.id, conditions: scene.conditions(with: routes), isForeground: scene.isForeground,
        lastActive: scene.isForeground ? scenes.count - index : 0)
    }
    return SceneSelection.choose(
      for: entry, named: named, among: candidates, multipleScenes: multipleScenes)
  }
}
