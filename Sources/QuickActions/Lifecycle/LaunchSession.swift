/// A launch driven one event at a time, through the coordinator and router an app uses, over
/// any `ScriptableNavigator`: what `simulate --script`, `LaunchSimulator` and the test kit run.
public actor LaunchSession {
  /// The app.
  public let navigator: any ScriptableNavigator
  /// The coordinator the events are sent to.
  public let coordinator: LaunchCoordinator
  private var run: ScriptRun

  /// A session routing with `routes` over `navigator`, in this lifecycle, on this device.
  public init(routes: RouteTable, navigator: any ScriptableNavigator, lifecycle: LaunchScenario.Lifecycle = .scene,
              device: LaunchScenario.Device = .iPhone, didFinishLaunchingReturnsTrue: Bool = false,
              timeout: Duration = .seconds(5)) {
    self.navigator = navigator
    let run = ScriptRun(lifecycle: lifecycle, device: device)
    // The router's confirmDiscard steps become questions that wait for a `discard` event.
    let asking = AskingNavigator(base: navigator, question: run.question)
    coordinator = LaunchCoordinator(router: QuickActionRouter(routes: routes, navigator: asking, timeout: timeout),
                                    didFinishLaunchingReturnsTrue: didFinishLaunchingReturnsTrue)
    self.run = run
  }

  /// Every callback and effect so far.
  public var events: [LaunchTimeline.Event] { run.recorder.events }
  /// Every entry so far, in arrival order; an unanswered one says what it waits for.
  public var items: [ScriptTimeline.Item] { run.snapshot }
  /// Whether a discard question waits for the user's answer.
  public var isQuestionOpen: Bool { run.question.isOpen }

  /// Runs one event; returns the timeline entries it added.
  @discardableResult
  public func send(_ event: LaunchScript.Event) async -> [LaunchTimeline.Event] {
    let before = run.recorder.events.count
    var run = self.run
    switch event {
    case .launch(.cold, let item):
      await run.coldLaunch(.shortcut(item), coordinator)
    case .launch(.warm, let item), .item(let item):
      await run.deliver(item, coordinator)
    case .launchEntry(.cold, let entry):
      await run.coldLaunch(entry, coordinator)
    case .launchEntry(.warm, let entry), .entry(let entry):
      await run.arrive(entry, coordinator)
    case .onOpenURL(let url):
      await run.onOpenURL(url, coordinator)
    case .handoff(let launch, let activity):
      await run.handoff(activity, cold: launch == .cold, coordinator)
    case .gateOpens:
      let gate = await navigator.currentState().gate
      run.app(gate.map { "the \($0.rawValue) gate opens" } ?? "the gate opens (none was up)")
      await navigator.openGate()
      await run.gateOpened(coordinator)
    case .background:
      if run.presence == .active {
        run.resignAndEnterBackground(coordinator, implied: false)
      } else {
        run.app("the app is already in the background", warning: true)
      }
    case .foreground:
      if run.presence == .background {
        run.system(run.willEnterForeground)
        await run.becomeActive(coordinator)
      } else {
        run.app("the app is already active", warning: true)
      }
    case .discardAnswer(let discard):
      await run.answer(discard)
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
