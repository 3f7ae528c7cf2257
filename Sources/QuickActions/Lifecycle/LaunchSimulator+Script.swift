/// What running a script did: every callback, and for every quick action its deliveries, its
/// final outcome and every call of its completion handler.
public struct ScriptTimeline: Sendable, Hashable {
  /// One quick action of the script, in arrival order.
  public struct Item: Sendable, Hashable {
    public var item: ShortcutItem
    /// Cold launch items have no completion handler.
    public var hasCompletionHandler: Bool
    /// Its last word: handled, blocked, superseded…; nil while it still waits behind a gate.
    public var outcome: RouteOutcome?
    /// How many times a plan for it was carried out.
    public var deliveries: Int
    /// Every value passed to its completion handler, in order.
    public var completions: [Bool]

    /// Delivered at most once and, with a handler, answered exactly once once final.
    public var isExactlyOnce: Bool {
      deliveries <= 1 && (hasCompletionHandler ? completions.count == (outcome == nil ? 0 : 1) : completions.isEmpty)
    }
  }

  public var events: [LaunchTimeline.Event]
  public var items: [Item]
  public var initialState: NavigationState
  public var finalState: NavigationState
}

extension LaunchSimulator {
  /// Runs a script against an in-memory app with `routes`, through the same coordinator and
  /// router an app uses.
  public static func run(_ script: LaunchScript, routes: RouteTable) async -> ScriptTimeline {
    let navigator = InMemoryNavigator(script.state)
    let session = LaunchSession(routes: routes, navigator: navigator, lifecycle: script.lifecycle,
                                didFinishLaunchingReturnsTrue: script.didFinishLaunchingReturnsTrue)
    for event in script.events { _ = await session.send(event) }
    return ScriptTimeline(events: await session.events, items: await session.items, initialState: script.state,
                          finalState: await navigator.state)
  }
}

/// A launch driven one event at a time, through the coordinator and router an app uses, over
/// any `ScriptableNavigator`: what `simulate --script` and the test kit run.
public actor LaunchSession {
  public let navigator: any ScriptableNavigator
  public let coordinator: LaunchCoordinator
  private var run: ScriptRun

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

/// The state of one script run.
struct ScriptRun {
  let scene: Bool
  var recorder = LaunchSimulator.Recorder()
  var items: [ScriptTimeline.Item] = []
  /// Completion-handler calls, by item index, as they come (some from the router's tasks).
  let calls = Locked<[(Int, Bool)]>([])
  var shown = 0
  /// The item waiting behind the gate, by index.
  var waiting: Int?

  init(lifecycle: LaunchScenario.Lifecycle) { scene = lifecycle == .scene }

  mutating func system(_ text: String) { recorder.system(text) }
  mutating func app(_ text: String) { recorder.app(text) }

  mutating func add(_ item: ShortcutItem, handler: Bool) -> Int {
    items.append(ScriptTimeline.Item(item: item, hasCompletionHandler: handler, outcome: nil, deliveries: 0, completions: []))
    return items.count - 1
  }

  func completion(for index: Int) -> LaunchCoordinator.Completion {
    { [calls] value in calls.withLock { $0.append((index, value)) } }
  }

  mutating func coldLaunch(_ item: ShortcutItem, _ coordinator: LaunchCoordinator) async {
    let index = add(item, handler: false)
    if scene {
      system("application(_:didFinishLaunchingWithOptions:) (scene apps get no shortcut here)")
      system("application(_:configurationForConnecting:options:) with options.shortcutItem = \(item.type)")
      system("scene(_:willConnectTo:options:) with options.shortcutItem = \(item.type)")
      coordinator.willConnect(with: item)
      app("keeps the item until the scene is active")
      system("sceneWillEnterForeground(_:)")
      system("sceneDidBecomeActive(_:)")
    } else {
      system("application(_:didFinishLaunchingWithOptions:) with launchOptions[.shortcutItem] = \(item.type)")
      if coordinator.didFinishLaunching(with: item) {
        app("returns true (other SDKs may need it), so iOS will deliver the item again")
        system("application(_:performActionFor:completionHandler:) with \(item.type)")
        // iOS's second delivery carries a completion handler: the launch item's.
        items[index].hasCompletionHandler = true
        await record(await coordinator.performAction(item, completion: completion(for: index)), index: index)
      } else {
        app("returns false, so iOS does not also call application(_:performActionFor:)")
      }
      system("applicationDidBecomeActive(_:)")
    }
    await record(await coordinator.didBecomeActive(), index: index)
  }

  mutating func warm(_ item: ShortcutItem, _ coordinator: LaunchCoordinator) async {
    let index = add(item, handler: true)
    system((scene ? "windowScene" : "application") + "(_:performActionFor:completionHandler:) with \(item.type)")
    await record(await coordinator.performAction(item, completion: completion(for: index)), index: index)
  }

  /// Records a delivery; `index` is the item it belongs to (nil: the kept launch item, if any).
  mutating func record(_ delivery: LaunchCoordinator.Delivery, index: Int?) async {
    recorder.record(delivery)
    switch delivery {
    case .routed(let item, let outcome):
      let i = index ?? items.lastIndex { $0.item == item } ?? 0
      settle(i, outcome)
    case .replaced(let old, _, let outcome):
      if let i = items.lastIndex(where: { $0.item == old && $0.outcome == nil }) { items[i].outcome = .superseded }
      if let i = index { settle(i, outcome) }
    case .duplicate, .nothingPending:
      break
    }
  }

  mutating func settle(_ index: Int, _ outcome: RouteOutcome) {
    if case .handled = outcome { items[index].deliveries += 1 }
    if outcome.isFinal {
      items[index].outcome = outcome
    } else {
      if let previous = waiting, previous != index, items[previous].outcome == nil { items[previous].outcome = .superseded }
      waiting = index
    }
  }

  /// The item that waited behind the gate was routed.
  mutating func routedWaiting(_ outcome: RouteOutcome) async {
    recorder.routed(outcome)
    if let index = waiting {
      settle(index, outcome)
      if outcome.isFinal { waiting = nil }
    }
  }

  /// Adds the completion-handler calls made so far, after a moment for those on the router's
  /// tasks.
  mutating func showCompletions() async {
    for _ in 0..<5 { await Task.yield() }
    let all = calls.withLock { $0 }
    for (index, value) in all.dropFirst(shown) {
      items[index].completions.append(value)
      app("calls the completion handler of \(items[index].item.type) (item \(index + 1)): \(value)")
    }
    shown = all.count
  }
}
