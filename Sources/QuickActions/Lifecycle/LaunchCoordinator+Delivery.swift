/// The machinery every door shares: keeping an entry, routing it in its scene, recognising a
/// second delivery and answering it with the first one's outcome.
extension LaunchCoordinator {
  /// Whether a route takes `entry` (it may still fail for a missing parameter): what the
  /// app-delegate callbacks that return a `Bool` at once answer.
  public func matches(_ entry: Entry) -> Bool {
    do {
      _ = try router.routes.resolve(entry)
      return true
    } catch {
      switch error.outcome {
      case .noRoute, .unknownType: return false
      default: return true
      }
    }
  }

  /// Delivers an entry that arrived while the app runs, in `scene`. A second delivery iOS
  /// announced, or a URL `onOpenURL` repeats (`fromSwiftUI`), is recognised and not routed again;
  /// its completion gets the first delivery's outcome. Otherwise a newer entry replaces the
  /// entries `scene` kept at connection and has not routed yet (the user's latest choice wins;
  /// their waiting answers get `false`) and is routed by that scene's router.
  func deliver(
    _ entry: Entry, in scene: SceneID, completion: Completion?, fromSwiftUI: Bool = false
  ) async -> Delivery {
    enum Step {
      case duplicate(known: Bool?)
      case route(replaced: Entry?, waiting: [Completion], router: QuickActionRouter?)
    }
    let step: Step = state.withLock { s in
      var doors = s.scenes[scene] ?? SceneDoors()
      defer { if s.scenes[scene] != nil { s.scenes[scene] = doors } }
      if fromSwiftUI {
        // SwiftUI's onOpenURL sees what the scene delegate already delivered in this activation.
        if doors.openedThisActivation.contains(entry) || doors.pending.contains(entry) {
          return .duplicate(known: true)
        }
      }
      if let i = doors.secondDeliveries.firstIndex(of: entry),
        let k = s.kept.lastIndex(where: { $0.entry == entry && $0.scene == scene })
      {
        doors.secondDeliveries.remove(at: i)
        if s.kept[k].succeeded == nil, let completion { s.kept[k].waiting.append(completion) }
        return .duplicate(known: s.kept[k].succeeded)
      }
      doors.secondDeliveries = []
      if !fromSwiftUI, entry.canRepeatThroughSwiftUI { doors.openedThisActivation.append(entry) }
      if case .activity(let activity) = entry, activity.activityType == doors.handoffType {
        doors.handoffType = nil
      }
      // A newer entry replaces the entries kept at connection: the user's latest choice wins.
      guard let replaced = doors.pending.last else {
        return .route(replaced: nil, waiting: [], router: s.routers[scene])
      }
      var waiting: [Completion] = []
      for old in doors.pending {
        for k in s.kept.indices
        where s.kept[k].entry == old && s.kept[k].scene == scene && s.kept[k].succeeded == nil {
          waiting += s.kept[k].waiting + s.kept[k].whenRouted.map { handler in { _ in handler() } }
          s.kept[k].waiting = []
          s.kept[k].whenRouted = []
          s.kept[k].routed = true
          s.kept[k].succeeded = false
        }
      }
      doors.pending = []
      return .route(replaced: replaced, waiting: waiting, router: s.routers[scene])
    }
    switch step {
    case .duplicate(let known):
      if let known { completion?(known) }
      return .duplicate(entry)
    case .route(let replaced, let waiting, let router):
      for superseded in waiting { superseded(false) }
      let outcome = await route(entry, with: router, in: scene) { eventual in
        completion?(eventual.succeeded)
      }
      if outcome.isFinal { completion?(outcome.succeeded) }
      if let replaced { return .replaced(old: replaced, new: entry, outcome: outcome) }
      return .routed(entry, outcome)
    }
  }

  /// Routes an entry `scene` kept, recording its outcome for second deliveries.
  func routeKept(_ entry: Entry, in scene: SceneID) async -> Delivery {
    let router = self.router(for: scene)
    let outcome = await route(entry, with: router, in: scene) { [self] eventual in
      finish(entry, in: scene, eventual.succeeded)
    }
    if outcome.isFinal { finish(entry, in: scene, outcome.succeeded) }
    for handler in routed(entry, in: scene) { handler() }
    return .routed(entry, outcome)
  }

  /// Routes with the scene's router; a scene without one (not connected) fails the entry rather
  /// than navigating another window.
  func route(
    _ entry: Entry, with router: QuickActionRouter?, in scene: SceneID,
    eventually: @escaping QuickActionRouter.Completion
  ) async -> RouteOutcome {
    guard let router else {
      return .navigatorFailed("scene '\(scene)' has no navigator: it is not connected")
    }
    return await router.route(entry, eventually: eventually)
  }

  /// Keeps an entry `scene` was connected with (or the app launched with), until it is routed.
  func keep(_ entry: Entry, in scene: SceneID) {
    state.withLock { s in
      var doors = s.scenes[scene] ?? SceneDoors()
      if s.scenes[scene] == nil { s.order.append(scene) }
      if !doors.pending.contains(entry) { doors.pending.append(entry) }
      s.scenes[scene] = doors
      if !s.kept.contains(where: { $0.entry == entry && $0.scene == scene && $0.succeeded == nil })
      {
        s.kept.append(Kept(entry: entry, scene: scene))
      }
    }
  }

  /// Records that a kept entry's routing returned, and hands back the handlers of its second
  /// deliveries, which wait for that.
  func routed(_ entry: Entry, in scene: SceneID) -> [@Sendable () -> Void] {
    state.withLock { s in
      guard
        let k = s.kept.lastIndex(where: { $0.entry == entry && $0.scene == scene && !$0.routed })
      else { return [] }
      s.kept[k].routed = true
      defer { s.kept[k].whenRouted = [] }
      return s.kept[k].whenRouted
    }
  }

  /// Calls `handler` once the routing of the kept entry `entry` has returned: now, when it has
  /// (or when no such entry was kept), else when it does.
  func whenRouted(_ entry: Entry, in scene: SceneID, _ handler: @escaping @Sendable () -> Void) {
    let now = state.withLock { s -> Bool in
      guard let k = s.kept.lastIndex(where: { $0.entry == entry && $0.scene == scene }),
        !s.kept[k].routed
      else { return true }
      s.kept[k].whenRouted.append(handler)
      return false
    }
    if now { handler() }
  }

  /// Records a kept entry's final outcome and answers the second deliveries waiting for it.
  func finish(_ entry: Entry, in scene: SceneID, _ succeeded: Bool) {
    let waiting: [Completion] = state.withLock { s in
      guard
        let k = s.kept.lastIndex(where: {
          $0.entry == entry && $0.scene == scene && $0.succeeded == nil
        })
      else { return [] }
      s.kept[k].succeeded = succeeded
      defer { s.kept[k].waiting = [] }
      return s.kept[k].waiting
    }
    for completion in waiting { completion(succeeded) }
  }
}
