#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
    /// A delivery (`performAction`, `openURLContexts`, …).
    case delivery(LaunchCoordinator.Delivery)
    /// `didBecomeActive`: the delivery of every entry kept at launch.
    case deliveries([LaunchCoordinator.Delivery])
    /// A door that returns a `Bool` at once, and its delivery.
    case returned(Bool, LaunchCoordinator.Delivery)
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

  mutating func add(_ entry: Entry, answer: ScriptTimeline.Item.Answer) -> Int {
    items.append(ScriptTimeline.Item(entry: entry, answer: answer))
    return items.count - 1
  }

  /// The item of a kept launch entry not yet settled.
  func keptIndex(_ entry: Entry) -> Int? {
    items.lastIndex { $0.entry == entry && $0.outcome == nil }
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
  /// scripts, for an entry through any door.
  mutating func coldLaunch(_ entry: Entry, _ coordinator: LaunchCoordinator) async {
    let index = add(entry, answer: .none)
    if scene {
      // application(_:willFinishLaunchingWithOptions:) / didFinishLaunchingWithOptions: "If the
      // app supports scenes, this is nil" (the launchOptions parameter); the entry comes in the
      // scene's UIScene.ConnectionOptions.
      system("application(_:willFinishLaunchingWithOptions:) with launchOptions = nil (scene apps get the \(entry.noun) from the scene)")
      system("application(_:didFinishLaunchingWithOptions:) with launchOptions = nil")
      let option = Self.connectionOption(entry)
      system("application(_:configurationForConnecting:options:) with options.\(option)")
      system("scene(_:willConnectTo:options:) with options.\(option)")
      coordinator.willConnect(with: Self.connectionOptions(entry))
      app("keeps the \(entry.noun) until the scene is active")
      // sceneWillEnterForeground(_:): "This transition occurs both for newly created and
      // connected scenes, as well as for scenes that were running in the background".
      system(willEnterForeground)
      await becomeActive(coordinator)
      if case .notification(let response) = entry {
        // Observed in apps that set the notification center's delegate before launch ends:
        // the delegate also receives the response the scene was connected with. It is the
        // same response, recognised, and its handler is called once the kept one is routed.
        await receiveNotification(response, coordinator, index: index)
      }
      return
    }
    let key = Self.launchOptionKey(entry)
    // UIApplication.LaunchOptionsKey: "the app was launched in response to the user selecting a
    // Home screen quick action" (.shortcutItem), "so that it could open the specified URL"
    // (.url); both launch methods receive the options.
    system("application(_:willFinishLaunchingWithOptions:) with \(key)")
    coordinator.willFinishLaunching(with: Self.launchOptions(entry))
    if case .notification = entry {
      app("returns true; the response comes through the notification center's delegate")
    } else {
      app("keeps the \(entry.noun) until the app is active; returns true")
    }
    system("application(_:didFinishLaunchingWithOptions:) with \(key)")
    let proceed = coordinator.didFinishLaunching(with: Self.launchOptions(entry))
    switch entry {
    case .shortcut(let item):
      if proceed {
        // application(_:performActionFor:completionHandler:) is called "except when you've
        // intercepted the interaction in a launch method", that is, returned false.
        app("returns true (other SDKs may need it), so iOS will deliver the item again")
        system("\(performAction) with \(item.type)")
        // iOS's second delivery carries a completion handler: the launch item's.
        items[index].answer = .completionHandler
        let completion = completion(for: index)
        await start(index: index) { .delivery(await coordinator.performAction(item, completion: completion)) }
      } else {
        app("returns false, so iOS does not also call application(_:performActionFor:)")
      }
    case .url(let url):
      // "If either method returns NO, the URL is not handled"; with YES, iOS calls
      // application(_:open:options:) with the launch URL.
      app(proceed ? "returns true (a route matches), so iOS will deliver the URL again" : "returns false: no route matches")
      if proceed {
        system("application(_:open:options:) with \(url.absoluteString)")
        items[index].answer = .returnValue
        await start(index: index) { .returned(true, await coordinator.openAwaitingDelivery(url).delivery) }
      }
    case .activity(let activity):
      app(proceed ? "returns true (a route matches), so iOS will continue the activity" : "returns false: no route matches")
      if proceed {
        system("application(_:continue:restorationHandler:) with \(entry.label)")
        items[index].answer = .returnValue
        await start(index: index) { .returned(true, await coordinator.continueActivityAwaitingDelivery(activity).delivery) }
      }
    case .notification(let response):
      items[index].answer = .notificationHandler
      await receiveNotification(response, coordinator, index: index)
    }
    // A sceneless app "is inactive at launch" (UIApplication.applicationState) and becomes
    // active; applicationWillEnterForeground comes only "as part of the transition from the
    // background to the active state".
    await becomeActive(coordinator)
  }

  static func connectionOption(_ entry: Entry) -> String {
    switch entry {
    case .shortcut(let item): return "shortcutItem = \(item.type)"
    case .url(let url): return "urlContexts = [\(url.absoluteString)]"
    case .activity: return "userActivities = [\(entry.label)]"
    case .notification: return "notificationResponse = \(entry.label)"
    }
  }

  static func connectionOptions(_ entry: Entry) -> SceneConnectionOptions {
    switch entry {
    case .shortcut(let item): return SceneConnectionOptions(shortcutItem: item)
    case .url(let url): return SceneConnectionOptions(urlContexts: [url])
    case .activity(let activity): return SceneConnectionOptions(userActivities: [activity])
    case .notification(let response): return SceneConnectionOptions(notificationResponse: response)
    }
  }

  static func launchOptionKey(_ entry: Entry) -> String {
    switch entry {
    case .shortcut(let item): return "launchOptions[.shortcutItem] = \(item.type)"
    case .url(let url): return "launchOptions[.url] = \(url.absoluteString)"
    case .activity: return "launchOptions[.userActivityDictionary] = \(entry.label)"
    case .notification: return "launchOptions[.remoteNotification] (the payload; the response comes later)"
    }
  }

  static func launchOptions(_ entry: Entry) -> AppLaunchOptions {
    switch entry {
    case .shortcut(let item): return AppLaunchOptions(shortcutItem: item)
    case .url(let url): return AppLaunchOptions(url: url)
    case .activity(let activity): return AppLaunchOptions(userActivity: activity)
    case .notification: return AppLaunchOptions()
    }
  }

  /// `userNotificationCenter(_:didReceive:withCompletionHandler:)`, for a new response or the
  /// one kept at `index`.
  mutating func receiveNotification(_ response: NotificationResponse, _ coordinator: LaunchCoordinator, index: Int? = nil)
    async
  {
    let index = index ?? add(.notification(response), answer: .notificationHandler)
    items[index].answer = .notificationHandler
    system("userNotificationCenter(_:didReceive:withCompletionHandler:) with \(Entry.notification(response).label)")
    let completion = completion(for: index)
    await start(index: index) {
      .delivery(await coordinator.didReceive(response) { completion(true) })
    }
  }

  /// An entry other than a quick action arriving while the app runs: foregrounded if it is in
  /// the background (the same bracket as a quick action's), delivered as it is if it is active
  /// (a link opened, or a notification banner tapped, inside the app).
  mutating func arrive(_ entry: Entry, _ coordinator: LaunchCoordinator, foregrounding: Bool = true) async {
    if case .shortcut(let item) = entry { return await deliver(item, coordinator) }
    let background = foregrounding && presence == .background
    if background { system(willEnterForeground) }
    switch entry {
    case .url(let url):
      if scene {
        let index = add(entry, answer: .none)
        system("scene(_:openURLContexts:) with \(url.absoluteString)")
        await start(index: index) { .delivery(await coordinator.openURLContexts([url]).first ?? .nothingPending) }
      } else {
        let index = add(entry, answer: .returnValue)
        system("application(_:open:options:) with \(url.absoluteString)")
        await start(index: index) {
          let (returned, delivery) = await coordinator.openAwaitingDelivery(url)
          return .returned(returned, delivery)
        }
      }
    case .activity(let activity):
      if scene {
        let index = add(entry, answer: .none)
        system("scene(_:continue:) with \(entry.label)")
        await start(index: index) { .delivery(await coordinator.continueActivity(activity)) }
      } else {
        let index = add(entry, answer: .returnValue)
        system("application(_:continue:restorationHandler:) with \(entry.label)")
        await start(index: index) {
          let (returned, delivery) = await coordinator.continueActivityAwaitingDelivery(activity)
          return .returned(returned, delivery)
        }
      }
    case .notification(let response):
      await receiveNotification(response, coordinator)
    case .shortcut:
      break
    }
    if background { await becomeActive(coordinator) }
  }

  /// A Handoff: the activity's type is announced first, the activity delivered later.
  /// `UIScene.ConnectionOptions.handoffUserActivityType` at a scene's connection ("the activity
  /// arrives later"), `UIApplication.LaunchOptionsKey.userActivityType` at an app-delegate
  /// launch, `scene(_:willContinueUserActivityWithType:)` /
  /// `application(_:willContinueUserActivityWithType:)` in a running app; then
  /// `scene(_:continue:)` / `application(_:continue:restorationHandler:)` with the activity.
  mutating func handoff(_ activity: UserActivity, cold: Bool, _ coordinator: LaunchCoordinator) async {
    let type = activity.activityType
    if cold {
      if scene {
        system("application(_:willFinishLaunchingWithOptions:) with launchOptions = nil (scene apps get the entry from the scene)")
        system("application(_:didFinishLaunchingWithOptions:) with launchOptions = nil")
        system("application(_:configurationForConnecting:options:) with options.handoffUserActivityType = \(type)")
        system("scene(_:willConnectTo:options:) with options.handoffUserActivityType = \(type)")
        coordinator.willConnect(with: SceneConnectionOptions(handoffUserActivityType: type))
        app("notes the Handoff; its activity arrives later")
        system(willEnterForeground)
      } else {
        system("application(_:willFinishLaunchingWithOptions:) with launchOptions[.userActivityType] = \(type)")
        system("application(_:didFinishLaunchingWithOptions:) with launchOptions[.userActivityType] = \(type)")
        app("returns true, so iOS continues the activity once it has it")
      }
      await becomeActive(coordinator)
    } else if presence == .background {
      system(willEnterForeground)
    }
    // A scene connected for the Handoff has its type in the connection options already.
    if !(cold && scene) {
      system((scene ? "scene" : "application") + "(_:willContinueUserActivityWithType:) with \(type)")
    }
    await arrive(.activity(activity), coordinator, foregrounding: false)
    if !cold && presence == .background { await becomeActive(coordinator) }
  }

  /// SwiftUI's `onOpenURL` beside the scene delegate: the same opening seen twice is recognised.
  mutating func onOpenURL(_ url: URL, _ coordinator: LaunchCoordinator) async {
    system("SwiftUI onOpenURL with \(url.absoluteString)")
    guard !coordinator.isRepeatedOpening(url) else {
      app("recognises \(url.absoluteString) as the opening the scene delegate already delivered: not routed again")
      return
    }
    let index = add(.url(url), answer: .none)
    await start(index: index) { .delivery(await coordinator.onOpenURL(url)) }
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
    let index = add(.shortcut(item), answer: .completionHandler)
    system("\(performAction) with \(item.type)")
    let completion = completion(for: index)
    await start(index: index) { .delivery(await coordinator.performAction(item, completion: completion)) }
  }

  /// `sceneDidBecomeActive` / `applicationDidBecomeActive`: the entries kept at launch, if any,
  /// are routed.
  mutating func becomeActive(_ coordinator: LaunchCoordinator) async {
    system(didBecomeActive)
    presence = .active
    // Only the launch callbacks keep an entry, so with none kept now there is nothing to route.
    guard let pending = coordinator.pendingEntry else {
      app("nothing left to deliver")
      return
    }
    await start(index: keptIndex(pending)) { .deliveries(await coordinator.didBecomeActiveDeliveries()) }
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
      case .deliveries(let deliveries): for delivery in deliveries { record(delivery, index: nil) }
      case .returned(let value, let delivery):
        if let index = operation.index {
          app("returns \(value) at once: \(value ? "a route matches" : "no route matches")")
          items[index].answers.append(value)
        }
        record(delivery, index: operation.index)
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
    let which = operation.index.map { " for \(items[$0].entry.label) (item \($0 + 1))" } ?? ""
    app("asks the user\(which) whether to discard the unsaved changes; the question stays open until the user answers ('discard')")
  }

  // MARK: Recording

  /// Records a delivery; `index` is the item it belongs to (nil: a kept launch entry).
  mutating func record(_ delivery: LaunchCoordinator.Delivery, index: Int?) {
    recorder.record(delivery)
    switch delivery {
    case .routed(let entry, let outcome):
      if let i = index ?? keptIndex(entry) ?? items.lastIndex(where: { $0.entry == entry }) { settle(i, outcome) }
    case .replaced(let old, _, let outcome):
      if let i = items.lastIndex(where: { $0.entry == old && $0.outcome == nil }) { items[i].outcome = .superseded }
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
    recorder.routed(outcome, noun: waiting.map { items[$0].entry.noun } ?? "item")
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
      items[index].answers.append(value)
      if items[index].answer == .notificationHandler {
        app("calls the notification's completion handler for \(items[index].entry.label) (item \(index + 1))")
      } else {
        app("calls completionHandler(\(value)) for \(items[index].entry.label) (item \(index + 1))")
      }
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
    case .routed(let entry, let outcome):
      routed(outcome, noun: entry.noun)
    case .duplicate(let entry):
      let noun = entry.noun
      app(noun == "item"
        ? "recognises \(entry.label) as iOS's second delivery of the launch item: not routed again; its completion waits for the launch item's outcome"
        : "recognises \(entry.label) as a second delivery of the launch entry: not routed again; it is answered with the launch entry's outcome")
    case .replaced(let old, let new, let outcome):
      app("\(new.label) replaces the kept \(old.label): the user's latest choice wins")
      routed(outcome, noun: new.noun)
    case .nothingPending:
      app("nothing left to deliver")
    }
  }

  mutating func routed(_ outcome: RouteOutcome, noun: String) {
    if case .handled(let plan) = outcome {
      for step in plan.steps { events.append(.init(source: .router, text: step.description)) }
    }
    switch outcome {
    case .deferred(let gate):
      events.append(.init(source: .router, text: "holds the \(noun) behind the \(gate.rawValue) gate"))
    default:
      events.append(.init(source: .router, text: outcome.description))
    }
  }
}
