import QuickActions

/// A launch driven one event at a time, through the coordinator and router an app uses, over
/// any `ScriptableNavigator` (one per scene): what `simulate --script`, `LaunchSimulator` and the
/// test kit run.
public actor ScriptRunner {
  /// The main scene's app.
  public let navigator: any ScriptableNavigator
  /// The coordinator the events are sent to.
  public let coordinator: LaunchCoordinator
  private var run: SimulatedIOS

  /// A session routing with `routes` over `navigator`, in this lifecycle, on this device, for an
  /// app with one scene.
  public init(
    routes: RouteTable, navigator: any ScriptableNavigator,
    lifecycle: LaunchScript.Lifecycle = .scene,
    device: LaunchScript.Device = .iPhone, didFinishLaunchingReturnsTrue: Bool = false,
    timeout: TimeLimit = .seconds(5)
  ) {
    self.init(
      routes: routes, scenes: [.init(.main, state: NavigationState(root: .stack([])))],
      navigators: [.main: navigator],
      declaresScenes: false, lifecycle: lifecycle, device: device, supportsMultipleScenes: true,
      newSceneState: NavigationState(root: .stack([])),
      didFinishLaunchingReturnsTrue: didFinishLaunchingReturnsTrue,
      timeout: timeout, makeNavigator: { InMemoryNavigator($0) })
  }

  /// A session for `script`'s app, each scene over an in-memory navigator in its state (or over
  /// `navigator(id, state)` when given, as the test kit does with an app's own model).
  public init(
    script: LaunchScript, routes: RouteTable, timeout: TimeLimit = .seconds(5),
    navigator make: (@Sendable (SceneID, NavigationState) -> any ScriptableNavigator)? = nil
  ) {
    var navigators: [SceneID: any ScriptableNavigator] = [:]
    let (checks, actions, asks) = (script.checks, script.actions, script.asksToDiscard)
    let app: @Sendable (NavigationState) -> InMemoryNavigator = {
      InMemoryNavigator(
        $0, checkVerdicts: checks, actionOutcomes: actions, asksToDiscard: asks)
    }
    for scene in script.scenes {
      navigators[scene.id] = make?(scene.id, scene.state) ?? app(scene.state)
    }
    self.init(
      routes: routes, scenes: script.scenes, navigators: navigators,
      declaresScenes: script.declaresScenes,
      lifecycle: script.lifecycle, device: script.device,
      supportsMultipleScenes: script.supportsMultipleScenes,
      newSceneState: script.newSceneState,
      didFinishLaunchingReturnsTrue: script.didFinishLaunchingReturnsTrue,
      timeout: timeout,
      makeNavigator: { state in make?(SceneID("new"), state) ?? app(state) })
  }

  init(
    routes: RouteTable, scenes: [LaunchScript.Scene],
    navigators: [SceneID: any ScriptableNavigator], declaresScenes: Bool,
    lifecycle: LaunchScript.Lifecycle, device: LaunchScript.Device, supportsMultipleScenes: Bool,
    newSceneState: NavigationState, didFinishLaunchingReturnsTrue: Bool, timeout: TimeLimit,
    makeNavigator: @escaping @Sendable (NavigationState) -> any ScriptableNavigator
  ) {
    let first = scenes.first?.id ?? .main
    let main = navigators[first] ?? InMemoryNavigator(newSceneState)
    self.navigator = main
    var run = SimulatedIOS(
      lifecycle: lifecycle, device: device, routes: routes, scenes: scenes,
      namesScenes: declaresScenes,
      supportsMultipleScenes: supportsMultipleScenes, newSceneState: newSceneState,
      navigators: navigators,
      makeNavigator: makeNavigator)
    // The router's confirmDiscard steps become questions, asked in their scene's window, that
    // wait for a `discard` event.
    let question = run.question(first) ?? DiscardQuestion(changes: run.changes)
    let asking = AskingNavigator(base: main, question: question)
    // A script that declares its scenes connects each as the hooks do; one that declares none has
    // the app's one window, routed by the coordinator's own router.
    coordinator = LaunchCoordinator(
      router: QuickActionRouter(routes: routes, navigator: asking, timeout: timeout),
      didFinishLaunchingReturnsTrue: didFinishLaunchingReturnsTrue,
      connectsFirstWindow: !declaresScenes)
    if declaresScenes {
      for scene in scenes where scene.isConnected { run.attach(scene.id, coordinator) }
      for scene in scenes where scene.isForeground { run.scenes[scene.id]?.presence = .active }
    }
    self.run = run
  }

  /// Every callback and effect so far.
  public var events: [ScriptTimeline.Event] { run.recorder.events }
  /// Every entry so far, in arrival order; an unanswered one says what it waits for.
  public var items: [ScriptTimeline.Item] { run.snapshot }
  /// Whether a discard question waits for the user's answer, in any scene.
  public var isQuestionOpen: Bool { run.sceneOrder.contains { run.question($0)?.isOpen == true } }
  /// The timeline so far: events, items, and each scene's states.
  public var timeline: ScriptTimeline {
    get async {
      let scenes = await run.sceneStates()
      let main = scenes.first
      return ScriptTimeline(
        events: run.recorder.events, items: run.snapshot,
        initialState: main?.initialState ?? run.newSceneState,
        finalState: main?.finalState ?? run.newSceneState,
        scenes: scenes)
    }
  }
  /// The app of `scene`, if the session has one.
  public func navigator(for scene: SceneID) -> (any ScriptableNavigator)? { run.navigators[scene] }

  /// Runs one event; returns the timeline entries it added.
  @discardableResult
  public func send(_ event: LaunchScript.Event) async -> [ScriptTimeline.Event] {
    let before = run.recorder.events.count
    var run = self.run
    await Self.perform(event, in: nil, &run, coordinator)
    await run.showCompletions()
    run.coordinatorHeld = coordinator.held
    self.run = run
    return Array(run.recorder.events[before...])
  }

  private static func perform(
    _ event: LaunchScript.Event, in named: SceneID?, _ run: inout SimulatedIOS,
    _ coordinator: LaunchCoordinator
  ) async {
    switch event {
    case .inScene(let scene, let inner):
      await perform(inner, in: scene, &run, coordinator)
    case .launch(.cold, let item):
      await run.coldLaunch(.shortcut(item), named: named, coordinator)
    case .launch(.warm, let item), .item(let item):
      await run.deliver(item, named: named, coordinator)
    case .launchEntry(.cold, let entry):
      await run.coldLaunch(entry, named: named, coordinator)
    case .launchEntry(.warm, let entry), .entry(let entry):
      await run.arrive(entry, named: named, coordinator)
    case .onOpenURL(let url):
      await run.onOpenURL(url, named: named, coordinator)
    case .handoff(let launch, let activity):
      await run.handoff(activity, cold: launch == .cold, named: named, coordinator)
    case .gateOpens:
      // The gate is the app's: it opens in every window.
      let gate = await run.navigators[run.mainScene]?.currentState().gate
      run.app(gate.map { "the \($0.rawValue) gate opens" } ?? "the gate opens (none was up)")
      for id in run.sceneOrder { await run.navigators[id]?.openGate() }
      await run.gateOpened(coordinator)
    case .background:
      run.background(named, coordinator)
    case .foreground:
      await run.foreground(named, coordinator)
    case .discardAnswer(let discard):
      await run.answer(discard, named: named)
    case .sizeClass(let compact):
      for id in named.map({ [$0] }) ?? run.sceneOrder {
        await run.navigators[id]?.changeSizeClass(compact: compact)
      }
      run.system(
        "the width turns \(compact ? "compact" : "regular"): split views \(compact ? "collapse" : "expand")",
        in: named)
    case .present(let presentation):
      let scene = named ?? run.mainScene
      await run.navigators[scene]?.present(presentation)
      let what = presentation.stack.map(\.description).joined(separator: " > ")
      run.app(
        "presents \(presentation.style.rawValue) \(what)\(presentation.isProtected ? " (unsaved)" : "")",
        in: scene)
    case .connect(let scene):
      await run.connectEvent(scene, coordinator)
    case .disconnect(let scene):
      run.disconnectEvent(scene, coordinator)
    case .discardSession(let scene):
      await run.discardEvent(scene, coordinator)
    }
  }
}
