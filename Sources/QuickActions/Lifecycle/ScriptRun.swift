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
