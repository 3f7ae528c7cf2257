/// A launch driven one event at a time, through the coordinator and router an app uses, over
/// any `ScriptableNavigator`: what `simulate --script` and the test kit run.
public actor LaunchSession {
  /// The app.
  public let navigator: any ScriptableNavigator
  /// The coordinator the events are sent to.
  public let coordinator: LaunchCoordinator
  private var run: ScriptRun

  /// A session routing with `routes` over `navigator`, in this lifecycle.
  public init(routes: RouteTable, navigator: any ScriptableNavigator, lifecycle: LaunchScenario.Lifecycle = .scene,
              didFinishLaunchingReturnsTrue: Bool = false, timeout: Duration = .seconds(5)) {
    self.navigator = navigator
    coordinator = LaunchCoordinator(router: QuickActionRouter(routes: routes, navigator: navigator, timeout: timeout),
                                    didFinishLaunchingReturnsTrue: didFinishLaunchingReturnsTrue)
    run = ScriptRun(lifecycle: lifecycle)
  }

  /// Every callback and effect so far.
  public var events: [LaunchTimeline.Event] { run.recorder.events }
  /// Every quick action so far, in arrival order.
  public var items: [ScriptTimeline.Item] { run.items }

  /// Runs one event; returns the timeline entries it added.
  @discardableResult
  public func send(_ event: LaunchScript.Event) async -> [LaunchTimeline.Event] {
    let before = run.recorder.events.count
    var run = self.run
    switch event {
    case .launch(.cold, let item):
      await run.coldLaunch(item, coordinator)
    case .launch(.warm, let item):
      run.system(run.scene ? "sceneWillEnterForeground(_:)" : "applicationWillEnterForeground(_:)")
      await run.warm(item, coordinator)
      run.system(run.scene ? "sceneDidBecomeActive(_:)" : "applicationDidBecomeActive(_:)")
      await run.record(await coordinator.didBecomeActive(), index: nil)
    case .item(let item):
      await run.warm(item, coordinator)
    case .gateOpens:
      run.app("the gate opens")
      await navigator.openGate()
      if let outcome = await coordinator.gateDidOpen() { await run.routedWaiting(outcome) }
    case .background:
      run.system(run.scene ? "sceneWillResignActive(_:)" : "applicationWillResignActive(_:)")
      coordinator.willResignActive()
      run.system(run.scene ? "sceneDidEnterBackground(_:)" : "applicationDidEnterBackground(_:)")
    case .foreground:
      run.system(run.scene ? "sceneWillEnterForeground(_:)" : "applicationWillEnterForeground(_:)")
      run.system(run.scene ? "sceneDidBecomeActive(_:)" : "applicationDidBecomeActive(_:)")
      await run.record(await coordinator.didBecomeActive(), index: nil)
    case .discardAnswer(let answer):
      await navigator.answerDiscard(answer)
      run.app("the user will \(answer ? "discard" : "keep") unsaved changes when asked")
    case .sizeClass(let compact):
      await navigator.changeSizeClass(compact: compact)
      run.system("the width turns \(compact ? "compact" : "regular"): split views \(compact ? "collapse" : "expand")")
    case .present(let presentation):
      await navigator.present(presentation)
      let what = presentation.stack.map(\.description).joined(separator: " > ")
      run.app("presents \(presentation.style.rawValue) \(what)\(presentation.isProtected ? " (unsaved)" : "")")
    }
    await run.showCompletions()
    self.run = run
    return Array(run.recorder.events[before...])
  }
}
