import QuickActions

/// The app's scenes in a script: iOS's choice among them, a scene connecting, restored or
/// disconnected, and a scene coming to the foreground or leaving it.
extension SimulatedIOS {
  /// iOS's choice of scene for `entry` (`SceneSelection`), among every scene session, with the
  /// conditions the script gave each, or those its routes give for where it is.
  func choose(for entry: Entry, named: SceneID?) async -> SceneSelection.Choice {
    var candidates: [SceneSelection.Candidate] = []
    for id in sceneOrder {
      // A discarded session is no longer iOS's to choose.
      guard let run = scenes[id], run.hasSession || run.isConnected, let navigator = navigators[id]
      else { continue }
      let conditions: SceneActivationConditions
      if let declared = run.conditions {
        conditions = declared
      } else {
        conditions = routes.activationConditions(for: await navigator.currentState())
      }
      candidates.append(
        .init(
          id: id, conditions: conditions, isForeground: run.isConnected && run.presence == .active,
          lastActive: run.lastActive))
    }
    return SceneSelection.choose(
      for: entry, named: named, among: candidates, multipleScenes: multipleScenes)
  }

  /// A scene iOS creates while the script runs (`new-1`, `new-2`, …), in the manifest's launch state.
  mutating func createScene(_ name: SceneID? = nil) -> SceneID {
    let id: SceneID
    if let name {
      id = name
    } else {
      createdScenes += 1
      id = SceneID("new-\(createdScenes)")
    }
    sceneOrder.append(id)
    scenes[id] = SceneRun(
      isConnected: false, hasSession: false, conditions: nil,
      question: DiscardQuestion(changes: changes))
    navigators[id] = makeNavigator(newSceneState)
    initialStates[id] = newSceneState
    return id
  }

  /// Hands a connecting scene's navigator to the coordinator (the hooks do it in
  /// `scene(_:willConnectTo:options:)`), with its discard questions asked in its window.
  mutating func attach(_ id: SceneID, _ coordinator: LaunchCoordinator) {
    scenes[id]?.isConnected = true
    scenes[id]?.hasSession = true
    // The implicit main scene of a script that declares none has the coordinator's own router.
    guard namesScenes || id != .main, let navigator = navigators[id], let question = question(id)
    else { return }
    // What a discarded window left for any window is this one's now.
    let unclaimed = coordinator.held.filter { $0.waitingFor == .anyWindow }.map(\.entry)
    coordinator.addScene(id, navigator: AskingNavigator(base: navigator, question: question))
    for entry in unclaimed {
      if let i = items.lastIndex(where: { $0.entry == entry && $0.outcome == nil }) {
        items[i].scene = id
      }
    }
  }

  /// A `connect` event: the user opens a window, a new scene or a saved session restored.
  mutating func connectEvent(_ id: SceneID, _ coordinator: LaunchCoordinator) async {
    if scenes[id]?.isConnected == true {
      app("scene '\(id)' is already connected", in: id, warning: true)
      return
    }
    if scenes[id] == nil { _ = createScene(id) }
    let restored = scenes[id]?.hasSession ?? false
    if restored {
      system(
        "scene(_:willConnectTo:options:) with no entry (restored: a saved session gets no configurationForConnecting)",
        in: id)
    } else {
      system("application(_:configurationForConnecting:options:) with no entry", in: id)
      system("scene(_:willConnectTo:options:) with no entry", in: id)
    }
    attach(id, coordinator)
    coordinator.willConnect(with: SceneConnectionOptions(), in: id)
    system(willEnterForeground, in: id)
    await becomeActive(id, coordinator)
  }

  /// A `disconnect` event: the system releases the scene ("UIKit disconnects a scene from your
  /// app to reclaim resources", after it entered the background); its session stays.
  mutating func disconnectEvent(_ id: SceneID, _ coordinator: LaunchCoordinator) {
    guard scenes[id]?.isConnected == true else {
      app("scene '\(id)' is not connected", in: id, warning: true)
      return
    }
    if scenes[id]?.presence == .active { resignAndEnterBackground(id, coordinator, implied: true) }
    system("sceneDidDisconnect(_:)", in: id)
    coordinator.didDisconnect(id)
    scenes[id]?.isConnected = false
  }

  /// A `discardSession` event: the user closes the window for good. What waited for it goes to
  /// the window iOS's rules choose (routed there at once when that window is active and nothing
  /// else holds it), on an operation of its own, as a routing may ask the user.
  mutating func discardEvent(_ id: SceneID, _ coordinator: LaunchCoordinator) async {
    guard scenes[id]?.hasSession == true else {
      app("scene '\(id)' has no session to discard", in: id, warning: true)
      return
    }
    if scenes[id]?.isConnected == true {
      if scenes[id]?.presence == .active {
        resignAndEnterBackground(id, coordinator, implied: true)
      }
      system("sceneDidDisconnect(_:)", in: id, implied: true)
      coordinator.didDisconnect(id)
      scenes[id]?.isConnected = false
    }
    system("application(_:didDiscardSceneSessions:) with the session of scene '\(id)'")
    scenes[id]?.hasSession = false
    let index = items.lastIndex { $0.scene == id && $0.outcome == nil }
    await start(index: index, scene: id) { .moved(await coordinator.discardScene(id), from: id) }
  }

  /// Records where a discarded window's entries went, and their routing when it came at once.
  mutating func recordMoved(_ moved: [LaunchCoordinator.Moved], from id: SceneID) {
    for move in moved {
      let i = items.lastIndex { $0.entry == move.entry && $0.scene == id && $0.outcome == nil }
      guard let i else { continue }
      let target = move.scene ?? id
      items[i].scene = target
      items[i].choice = move.choice
      let whereTo = move.scene.map { "scene '\($0)'" } ?? "the next window to connect"
      let what = "\(move.entry.label) (item \(i + 1))"
      app(
        "\(what) waited for the discarded scene '\(id)': it goes to \(whereTo) (\(move.choice))",
        in: move.scene)
      if let delivery = move.delivery { record(delivery, index: i, in: target) }
    }
  }

  /// The scenes an app-wide event reaches (every connected one), or the named one.
  func reached(_ named: SceneID?) -> [SceneID] {
    if let named { return [named] }
    return sceneOrder.filter { scenes[$0]?.isConnected == true }
  }

  /// `background`: the scene(s) resign and go to the background.
  mutating func background(_ named: SceneID?, _ coordinator: LaunchCoordinator) {
    let active = reached(named).filter { scenes[$0]?.presence == .active }
    guard !active.isEmpty else {
      app(
        named.map { "scene '\($0)' is already in the background" }
          ?? "the app is already in the background", in: named, warning: true)
      return
    }
    for id in active { resignAndEnterBackground(id, coordinator, implied: false) }
  }

  /// `foreground`: the scene(s) come back and become active.
  mutating func foreground(_ named: SceneID?, _ coordinator: LaunchCoordinator) async {
    let background = reached(named).filter { scenes[$0]?.presence == .background }
    guard !background.isEmpty else {
      app(
        named.map { "scene '\($0)' is already active" } ?? "the app is already active", in: named,
        warning: true)
      return
    }
    for id in background {
      system(willEnterForeground, in: id)
      await becomeActive(id, coordinator)
    }
  }

  /// `sceneDidBecomeActive` / `applicationDidBecomeActive`: the entries the scene kept at
  /// connection, if any, are routed.
  mutating func becomeActive(_ id: SceneID, _ coordinator: LaunchCoordinator) async {
    system(didBecomeActive, in: id)
    activations += 1
    scenes[id]?.presence = .active
    scenes[id]?.lastActive = activations
    // Only the connection callbacks keep an entry, and the gate may have released one while the
    // scene was away, so with neither there is nothing to route.
    let released = coordinator.held.first { $0.waitingFor == .window(id) }?.entry
    guard let pending = released ?? coordinator.pendingEntries(in: id).first else {
      app("nothing left to deliver", in: id)
      return
    }
    await start(index: keptIndex(pending, in: id), scene: id) {
      .deliveries(await coordinator.didBecomeActiveDeliveries(in: id))
    }
  }

  /// The user leaves the scene: `…WillResignActive`, then `…DidEnterBackground`.
  mutating func resignAndEnterBackground(
    _ id: SceneID, _ coordinator: LaunchCoordinator, implied: Bool
  ) {
    system(willResignActive, in: id, implied: implied)
    coordinator.willResignActive(in: id)
    system(didEnterBackground, in: id, implied: implied)
    scenes[id]?.presence = .background
  }
}
