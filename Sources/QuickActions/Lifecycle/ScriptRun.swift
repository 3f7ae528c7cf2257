/// The state of one script run: where the app is (not running, in the background, active), the
/// items so far, and the coordinator calls still under way.
///
/// The callbacks and their order follow Apple's documentation, cited where each is sent:
/// "Managing your app's life cycle" (https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle),
/// the `UISceneDelegate` and `UIApplicationDelegate` method pages, and
/// `windowScene(_:performActionFor:completionHandler:)`.
struct ScriptRun {
  /// Where the app is, as far as the script has taken it.
  enum Presence {
    /// In the background (suspended), or not yet launched by this script: the next item
    /// foregrounds it.
    case background
    /// In the foreground and active.
    case active
  }

  /// What a coordinator call came to.
  enum Settled: Sendable {
    /// A delivery (`performAction`, `didBecomeActive`).
    case delivery(LaunchCoordinator.Delivery)
    /// The gate opened: the waiting item's outcome, if one waited.
    case gate(RouteOutcome?)
  }

  /// A coordinator call under way, on a task of its own so that one waiting for the user's
  /// answer does not stop the script.
  struct Operation {
    let id: Int
    /// The item it delivers, by index, when known.
    let index: Int?
    let task: Task<Settled, Never>
  }

  let scene: Bool
  let device: LaunchScenario.Device
  var recorder = Recorder()
  var items: [ScriptTimeline.Item] = []
  /// Completion-handler calls, by item index, as they come (some from the router's tasks).
  let calls = Locked<[(Int, Bool)]>([])
  /// How many of `calls` were taken into the timeline or `held`.
  var taken = 0
  /// Calls of items whose delivery is not recorded yet, shown after it.
  var held: [(Int, Bool)] = []
  /// The item waiting behind the gate, by index.
  var waiting: Int?
  var presence = Presence.background

  let changes = ChangeSignal()
  let question: DiscardQuestion
  /// Operations that have finished, by id.
  let finished = Locked<Set<Int>>([])
  /// Operations not yet recorded, in the order they started (the router serves them in that order).
  var inFlight: [Operation] = []
  var nextOperation = 0
  /// Whether the timeline shows a discard question open, and the item that asked it.
  var questionShown = false
  var asker: Int?

  init(lifecycle: LaunchScenario.Lifecycle, device: LaunchScenario.Device) {
    scene = lifecycle == .scene
    self.device = device
    question = DiscardQuestion(changes: changes)
  }

  mutating func system(_ text: String, implied: Bool = false) { recorder.system(text, implied: implied) }
  mutating func app(_ text: String, warning: Bool = false) { recorder.app(text, warning: warning) }

  // MARK: Callback names, by lifecycle

  var willEnterForeground: String { scene ? "sceneWillEnterForeground(_:)" : "applicationWillEnterForeground(_:)" }
  var didBecomeActive: String { scene ? "sceneDidBecomeActive(_:)" : "applicationDidBecomeActive(_:)" }
  var willResignActive: String { scene ? "sceneWillResignActive(_:)" : "applicationWillResignActive(_:)" }
  var didEnterBackground: String { scene ? "sceneDidEnterBackground(_:)" : "applicationDidEnterBackground(_:)" }
  var performAction: String { (scene ? "windowScene" : "application") + "(_:performActionFor:completionHandler:)" }

  // MARK: Items

  mutating func add(_ item: ShortcutItem, handler: Bool) -> Int {
    items.append(ScriptTimeline.Item(item: item, hasCompletionHandler: handler, outcome: nil, deliveries: 0, completions: []))
    return items.count - 1
  }

  func completion(for index: Int) -> LaunchCoordinator.Completion {
    { [calls] value in calls.withLock { $0.append((index, value)) } }
  }

  /// The items as they stand, each unanswered one saying what it waits for.
  var snapshot: [ScriptTimeline.Item] {
    items.enumerated().map { index, item in
      var item = item
      if item.outcome == nil {
        item.waitingFor = questionShown && asker == index ? .answer : waiting == index ? .gate : .turn
      }
      return item
    }
  }

  // MARK: Launches and deliveries

  /// A cold launch, the one description shared by `LaunchSimulator.run(_ scenario:)` and
  /// scripts.
  mutating func coldLaunch(_ item: ShortcutItem, _ coordinator: LaunchCoordinator) async {
    let index = add(item, handler: false)
    if scene {
      // application(_:willFinishLaunchingWithOptions:) / didFinishLaunchingWithOptions: "If the
      // app supports scenes, this is nil" (the launchOptions parameter); the item comes in the
      // scene's UIScene.ConnectionOptions.shortcutItem.
      system("application(_:willFinishLaunchingWithOptions:) with launchOptions = nil (scene apps get the item from the scene)")
      system("application(_:didFinishLaunchingWithOptions:) with launchOptions = nil")
      system("application(_:configurationForConnecting:options:) with options.shortcutItem = \(item.type)")
      system("scene(_:willConnectTo:options:) with options.shortcutItem = \(item.type)")
      coordinator.willConnect(with: item)
      app("keeps the item until the scene is active")
      // sceneWillEnterForeground(_:): "This transition occurs both for newly created and
      // connected scenes, as well as for scenes that were running in the background".
      system(willEnterForeground)
    } else {
      // UIApplication.LaunchOptionsKey.shortcutItem: "the app was launched in response to the
      // user selecting a Home screen quick action"; both launch methods receive the options.
      system("application(_:willFinishLaunchingWithOptions:) with launchOptions[.shortcutItem] = \(item.type)")
      coordinator.willFinishLaunching(with: item)
      app("keeps the item until the app is active; returns true")
      system("application(_:didFinishLaunchingWithOptions:) with launchOptions[.shortcutItem] = \(item.type)")
      if coordinator.didFinishLaunching(with: item) {
        // application(_:performActionFor:completionHandler:) is called "except when you've
        // intercepted the interaction in a launch method", that is, returned false.
        app("returns true (other SDKs may need it), so iOS will deliver the item again")
        system("\(performAction) with \(item.type)")
        // iOS's second delivery carries a completion handler: the launch item's.
        items[index].hasCompletionHandler = true
        let completion = completion(for: index)
        await start(index: index) { .delivery(await coordinator.performAction(item, completion: completion)) }
      } else {
        app("returns false, so iOS does not also call application(_:performActionFor:)")
      }
      // A sceneless app "is inactive at launch" (UIApplication.applicationState) and becomes
      // active; applicationWillEnterForeground comes only "as part of the transition from the
      // background to the active state".
    }
    await becomeActive(coordinator)
  }

  /// A quick action chosen while the app runs (a warm launch, or an `item` event).
  mutating func deliver(_ item: ShortcutItem, _ coordinator: LaunchCoordinator) async {
    switch presence {
    case .active where device == .iPad:
      // Human Interface Guidelines, "Dock menus": the quick actions open from "an app icon on
      // the Home Screen or in the Dock", and the Dock can be shown over the app itself, so the
      // item reaches a scene that stays in the foreground: no foreground callbacks.
      app("iPad: the item is chosen from the app's icon in the Dock, over the app: it stays in the foreground")
      await perform(item, coordinator)
    case .active:
      // On iPhone the menu opens on the Home Screen only: the user must have left the app, so
      // iOS sent the resign and background callbacks the script left out.
      app("iPhone: quick actions are chosen on the Home Screen, so the user left the app first")
      resignAndEnterBackground(coordinator, implied: true)
      fallthrough
    case .background:
      // The order iOS brings an app forward for a quick action: sceneWillEnterForeground (for
      // "scenes that were running in the background and were brought to the foreground by the
      // system or a user action"), then windowScene(_:performActionFor:completionHandler:) while
      // the scene is foreground-inactive, then sceneDidBecomeActive (observed; an app-delegate
      // app gets the same three as applicationWillEnterForeground, "part of the transition from
      // the background to the active state", application(_:performActionFor:completionHandler:)
      // and applicationDidBecomeActive).
      system(willEnterForeground)
      await perform(item, coordinator)
      await becomeActive(coordinator)
    }
  }

  private mutating func perform(_ item: ShortcutItem, _ coordinator: LaunchCoordinator) async {
    let index = add(item, handler: true)
    system("\(performAction) with \(item.type)")
    let completion = completion(for: index)
    await start(index: index) { .delivery(await coordinator.performAction(item, completion: completion)) }
  }

  /// `sceneDidBecomeActive` / `applicationDidBecomeActive`: the kept launch item, if any, is routed.
  mutating func becomeActive(_ coordinator: LaunchCoordinator) async {
    system(didBecomeActive)
    presence = .active
    // Only the launch callbacks keep an item, so with none kept now there is nothing to route.
    guard coordinator.pendingLaunchItem != nil else {
      app("nothing left to deliver")
      return
    }
    let pending = coordinator.pendingLaunchItem
    let index = items.lastIndex { $0.item == pending && $0.outcome == nil && !$0.hasCompletionHandler }
    await start(index: index) { .delivery(await coordinator.didBecomeActive()) }
  }

  /// The user leaves the app: `…WillResignActive`, then `…DidEnterBackground`.
  mutating func resignAndEnterBackground(_ coordinator: LaunchCoordinator, implied: Bool) {
    system(willResignActive, implied: implied)
    coordinator.willResignActive()
    system(didEnterBackground, implied: implied)
    presence = .background
  }

  /// The gate has opened: the item waiting behind it is delivered.
  mutating func gateOpened(_ coordinator: LaunchCoordinator) async {
    await start(index: waiting) { .gate(await coordinator.gateDidOpen()) }
  }

  /// The user answers the open discard question.
  mutating func answer(_ discard: Bool) async {
    guard question.answer(discard) else {
      app("the user answers '\(discard ? "discard" : "keep")', but no question is open: the answer goes nowhere", warning: true)
      return
    }
    app("the user answers the question: \(discard ? "discard the unsaved changes" : "keep them")")
    questionShown = false
    asker = nil
    await settle()
  }

  // MARK: Operations

  /// Starts a coordinator call and records it (and those before it) once finished, unless a
  /// discard question is open.
  mutating func start(index: Int?, _ work: @escaping @Sendable () async -> Settled) async {
    let id = nextOperation
    nextOperation += 1
    let finished = self.finished
    let changes = self.changes
    let task = Task {
      let settled = await work()
      finished.withLock { _ = $0.insert(id) }
      changes.notify()
      return settled
    }
    inFlight.append(Operation(id: id, index: index, task: task))
    if questionShown {
      app("waits its turn: the router serves one item at a time, and the discard question is still open")
    }
    await settle()
  }

  /// Records the operations under way, in order, as they finish; stops at one waiting for the
  /// user's answer to a discard question (and every one after it, queued behind it).
  mutating func settle() async {
    while let operation = inFlight.first {
      while true {
        let seen = changes.generation
        if finished.withLock({ $0.contains(operation.id) }) { break }
        if question.isOpen {
          showQuestion(operation)
          return
        }
        await changes.wait(past: seen)
      }
      inFlight.removeFirst()
      switch await operation.task.value {
      case .delivery(let delivery): record(delivery, index: operation.index)
      case .gate(let outcome?): routedWaiting(outcome)
      case .gate(nil): break
      }
      await showCompletions()
    }
  }

  private mutating func showQuestion(_ operation: Operation) {
    guard !questionShown else { return }
    questionShown = true
    asker = operation.index
    let which = operation.index.map { " for \(items[$0].item.type) (item \($0 + 1))" } ?? ""
    app("asks the user\(which) whether to discard the unsaved changes; the question stays open until the user answers ('discard')")
  }

  // MARK: Recording

  /// Records a delivery; `index` is the item it belongs to (nil: the kept launch item, if any).
  mutating func record(_ delivery: LaunchCoordinator.Delivery, index: Int?) {
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
  mutating func routedWaiting(_ outcome: RouteOutcome) {
    recorder.routed(outcome)
    if let index = waiting {
      settle(index, outcome)
      if outcome.isFinal { waiting = nil }
    }
  }

  /// Adds the completion-handler calls made so far, after a moment for those on the router's
  /// tasks; a call for an item whose delivery is not recorded yet waits for it.
  mutating func showCompletions() async {
    for _ in 0..<5 { await Task.yield() }
    let all = calls.withLock { $0 }
    held += all.dropFirst(taken)
    taken = all.count
    let unrecorded = Set(inFlight.compactMap(\.index))
    var still: [(Int, Bool)] = []
    for (index, value) in held {
      if unrecorded.contains(index) {
        still.append((index, value))
        continue
      }
      items[index].completions.append(value)
      app("calls completionHandler(\(value)) for \(items[index].item.type) (item \(index + 1))")
    }
    held = still
  }
}

/// Collects a timeline.
struct Recorder {
  var events: [LaunchTimeline.Event] = []

  mutating func system(_ text: String, implied: Bool = false) {
    events.append(.init(source: .system, text: text, isImplied: implied))
  }

  mutating func app(_ text: String, warning: Bool = false) {
    events.append(.init(source: .app, text: text, isWarning: warning))
  }

  mutating func record(_ delivery: LaunchCoordinator.Delivery) {
    switch delivery {
    case .routed(_, let outcome):
      routed(outcome)
    case .duplicate(let item):
      app("recognises \(item.type) as iOS's second delivery of the launch item: not routed again; its completion waits for the launch item's outcome")
    case .replaced(let old, let new, let outcome):
      app("\(new.type) replaces the kept \(old.type): the user's latest choice wins")
      routed(outcome)
    case .nothingPending:
      app("nothing left to deliver")
    }
  }

  mutating func routed(_ outcome: RouteOutcome) {
    if case .handled(let plan) = outcome {
      for step in plan.steps { events.append(.init(source: .router, text: step.description)) }
    }
    switch outcome {
    case .deferred(let gate):
      events.append(.init(source: .router, text: "holds the item behind the \(gate.rawValue) gate"))
    default:
      events.append(.init(source: .router, text: outcome.description))
    }
  }
}
