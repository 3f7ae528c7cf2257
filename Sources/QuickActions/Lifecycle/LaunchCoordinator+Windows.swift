/// Windows that go away: a scene disconnecting (its session stays, and it may connect again) and a
/// session discarded (the user closed the window for good), and the entries that wait for them.
///
/// An entry waiting for a window is answered exactly once. While the window is disconnected, the
/// entries it was connected with, and the gate's entry when the gate opens meanwhile, wait for it:
/// they are routed when it connects again and is active, never in another window. When its
/// session is discarded they would wait forever, so they go where iOS would send them now: to the
/// window iOS's rules choose for their content among the connected ones (``SceneSelection``, as
/// for a door that reached the app as a whole), else to the first window that connects next (iOS
/// connects a new scene for a door no scene takes). Apple says nothing of entries a discarded
/// session leaves; dropping them would lose the user's action, and the window chosen is one that
/// declared it can show the content, so none is routed into a wrong window.
extension LaunchCoordinator {
  /// An entry the coordinator holds for later, and what it waits for.
  public struct Held: Sendable, Hashable {
    /// What a held entry waits for.
    public enum Wait: Sendable, Hashable {
      /// The gate (onboarding, login, terms) to open.
      case gate
      /// Its window, not connected (or not active) now, to connect again and become active: the
      /// gate opened while it was away.
      case window(SceneID)
      /// A window to connect: its own was discarded while no other was connected.
      case anyWindow
    }

    /// The entry.
    public var entry: Entry
    /// The window it will be routed in; nil until one connects (``Wait/anyWindow``).
    public var scene: SceneID?
    /// What it waits for.
    public var waitingFor: Wait
  }

  /// A waiting entry of a discarded window, and where it went.
  public struct Moved: Sendable, Hashable {
    /// The entry.
    public var entry: Entry
    /// The window it now waits for, or was routed in; nil while no window is connected.
    public var scene: SceneID?
    /// How iOS's rules chose that window.
    public var choice: SceneSelection.Choice
    /// Its delivery, when it was routed at once (its window is active, or the gate it waited
    /// behind has opened); nil while it waits.
    public var delivery: Delivery?
  }

  /// The entries held behind the gate or for a window, each with what it waits for: the gate's
  /// one entry, the entries disconnected windows were connected with, and those of discarded
  /// windows waiting for a window to connect. (A connected scene's kept entries, which wait for it
  /// to be active, are its ``pendingEntries(in:)``.)
  public var held: [Held] {
    let waiting = router.gateHold.waiting
    return state.withLock { s in
      var held: [Held] = []
      if let waiting {
        if s.gateEntryUnclaimed {
          held.append(
            Held(
              entry: waiting.entry, scene: nil,
              waitingFor: s.released == waiting.token ? .anyWindow : .gate))
        } else {
          held.append(
            Held(
              entry: waiting.entry, scene: waiting.scene,
              waitingFor: s.released == waiting.token ? .window(waiting.scene) : .gate))
        }
      }
      for id in s.order where s.routers[id] == nil {
        held += (s.scenes[id]?.pending ?? []).map {
          Held(entry: $0, scene: id, waitingFor: .window(id))
        }
      }
      held += s.unclaimed.map { Held(entry: $0, scene: nil, waitingFor: .anyWindow) }
      return held
    }
  }

  /// `sceneDidDisconnect(_:)`: the scene's window is gone; its session stays. Its router goes, and
  /// what it remembered of this activation; entries it was connected with and has not routed stay
  /// kept and are routed when the scene connects again (`addScene`) and becomes active, never in
  /// another window. The entry waiting behind the gate for it keeps waiting for it, also once the
  /// gate opens.
  public func didDisconnect(_ scene: SceneID) {
    state.withLock { s in
      s.routers[scene] = nil
      s.scenes[scene]?.endActivation()
    }
  }

  /// `application(_:didDiscardSceneSessions:)`: the user closed the scene's session for good, and
  /// iOS no longer chooses it. The entries that waited for it (kept at its connection, or the
  /// gate's entry) go to the window iOS's rules choose among the connected ones, and are routed
  /// there at once when it is active (the gate's entry, once the gate is open); with no window
  /// connected, they wait for the next one. Returns where each went.
  @discardableResult
  public func discardScene(_ scene: SceneID) async -> [Moved] {
    let gate = router.gateHold.waiting
    let (left, gateEntry): ([Entry], Entry?) = state.withLock { s in
      let left = s.scenes[scene]?.pending ?? []
      s.routers[scene] = nil
      s.scenes[scene] = nil
      s.order.removeAll { $0 == scene }
      s.awaitingPerform.removeAll { $0.scene == scene }
      guard let gate, gate.scene == scene, !s.gateEntryUnclaimed else { return (left, nil) }
      return (left, gate.entry)
    }
    var moved: [Moved] = []
    if let gateEntry, let gate {
      moved.append(await move(gateEntry, heldBy: gate.token, from: scene))
    }
    for entry in left { moved.append(await move(entry, from: scene)) }
    return moved
  }

  /// Moves a kept entry of the discarded `scene` to the window iOS chooses for it.
  private func move(_ entry: Entry, from scene: SceneID) async -> Moved {
    let choice = await chooseScene(for: entry)
    guard let target = choice.scene else {
      state.withLock { $0.unclaimed.append(entry) }
      return Moved(entry: entry, scene: nil, choice: choice, delivery: nil)
    }
    let active = state.withLock { s -> Bool in
      Self.retarget(entry, from: scene, to: target, &s)
      if !(s.scenes[target]?.pending.contains(entry) ?? true) {
        s.scenes[target]?.pending.append(entry)
      }
      return s.scenes[target]?.isActive == true
    }
    guard active else { return Moved(entry: entry, scene: target, choice: choice, delivery: nil) }
    let deliveries = await routeWaiting(in: target)
    return Moved(entry: entry, scene: target, choice: choice, delivery: deliveries.first)
  }

  /// Moves the gate's entry of the discarded `scene` to the window iOS chooses for it: it waits
  /// behind the gate there, or, when the gate has opened, is routed there now.
  private func move(_ entry: Entry, heldBy token: Int, from scene: SceneID) async -> Moved {
    let choice = await chooseScene(for: entry)
    guard let target = choice.scene else {
      state.withLock { $0.gateEntryUnclaimed = true }
      return Moved(entry: entry, scene: nil, choice: choice, delivery: nil)
    }
    router.gateHold.retarget(token, to: target)
    let released = state.withLock { s -> Bool in s.released == token }
    let delivery = released ? await routeReleased(in: target) : nil
    return Moved(entry: entry, scene: target, choice: choice, delivery: delivery)
  }

  /// Gives a scene connecting now what discarded windows left for any window.
  func claimUnclaimed(in scene: SceneID, _ s: inout State) {
    for entry in s.unclaimed where s.scenes[scene]?.pending.contains(entry) == false {
      s.scenes[scene]?.pending.append(entry)
      Self.retarget(entry, from: nil, to: scene, &s)
    }
    s.unclaimed = []
    if s.gateEntryUnclaimed, let waiting = router.gateHold.waiting {
      router.gateHold.retarget(waiting.token, to: scene)
      s.gateEntryUnclaimed = false
    }
  }

  /// Moves the record of a kept entry (its second deliveries' answers) with it.
  private static func retarget(
    _ entry: Entry, from scene: SceneID?, to target: SceneID, _ s: inout State
  ) {
    let k = s.kept.lastIndex {
      $0.entry == entry && $0.succeeded == nil && (scene == nil || $0.scene == scene)
    }
    if let k { s.kept[k].scene = target }
  }

  // MARK: The gate's entry while its window is away

  /// The gate opened: the waiting entry runs in its window if that is connected; otherwise it is
  /// released, to run when its window is active again.
  func releaseOrRoute() async -> RouteOutcome? {
    guard let waiting = router.gateHold.waiting else { return nil }
    let owner = state.withLock { s -> QuickActionRouter? in
      guard !s.gateEntryUnclaimed, let owner = s.routers[waiting.scene] else {
        s.released = waiting.token
        return nil
      }
      s.released = nil
      return owner
    }
    return await owner?.gateDidOpen()
  }

  /// Routes the gate's entry released for `scene`, now that `scene` is connected (and active, or
  /// taking the entry of a discarded window); nil when none was released for it.
  func routeReleased(in scene: SceneID) async -> Delivery? {
    guard let waiting = router.gateHold.waiting, waiting.scene == scene else { return nil }
    let owner = state.withLock { s -> QuickActionRouter? in
      guard s.released == waiting.token, let owner = s.routers[scene] else { return nil }
      s.released = nil
      return owner
    }
    guard let outcome = await owner?.gateDidOpen() else { return nil }
    return .routed(waiting.entry, outcome)
  }
}
