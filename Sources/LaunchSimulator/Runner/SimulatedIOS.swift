import QuickActions

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The state of one script run: where the app and each of its scenes are (not running, in the
/// background, active; connected or not), the items so far, and the coordinator calls still under
/// way. Its rooms: launches (`SimulatedIOS+Launch.swift`), entries while the app runs
/// (`+Arrivals`), App Intents (`+Intents`), scenes and iOS's choice among them (`+Scenes`),
/// operations and questions (`+Operations`), and recording (`+Recording`).
///
/// The callbacks and their order follow Apple's documentation, cited where each is sent:
/// "Managing your app's life cycle" (https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle),
/// the `UISceneDelegate` and `UIApplicationDelegate` method pages, and
/// `windowScene(_:performActionFor:completionHandler:)`.
struct SimulatedIOS {
  /// Where a scene is, as far as the script has taken it.
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
    /// `didBecomeActive`: the delivery of every entry kept at connection.
    case deliveries([LaunchCoordinator.Delivery])
    /// A door that returns a `Bool` at once, and its delivery.
    case returned(Bool, LaunchCoordinator.Delivery)
    /// An intent's `perform()`: what it returned (or threw), and its delivery.
    case performed(Bool, LaunchCoordinator.Delivery)
    /// The gate opened: the waiting item's outcome, if one waited.
    case gate(RouteOutcome?)
    /// A scene's session was discarded: where what waited for it went.
    case moved([LaunchCoordinator.Moved], from: SceneID)
  }

  /// A coordinator call under way, on a task of its own so that one waiting for the user's
  /// answer does not stop the script.
  struct Operation {
    let id: Int
    /// The item it delivers, by index, when known.
    let index: Int?
    /// The scene whose router serves it.
    let scene: SceneID
    let task: Task<Settled, Never>
  }

  /// One scene of the app as the script has it.
  struct SceneRun {
    var presence = Presence.background
    /// Connected now; connected at some time (its session exists, so it is restored).
    var isConnected: Bool
    var hasSession: Bool
    /// The conditions the script gave; nil for those the routes give.
    var conditions: SceneActivationConditions?
    var lastActive = 0
    /// Whether the timeline shows its discard question open, and the item that asked it.
    var questionShown = false
    var asker: Int?
    let question: DiscardQuestion
  }

  let scene: Bool
  let device: LaunchScript.Device
  /// Whether callbacks name their scene (the script declared its scenes).
  let namesScenes: Bool
  /// Whether the app can show several scenes: iPad, with `UIApplicationSupportsMultipleScenes`.
  let multipleScenes: Bool
  let supportsMultipleScenes: Bool
  let routes: RouteTable
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
  /// What the coordinator holds for later, as the last event left it.
  var coordinatorHeld: [LaunchCoordinator.Held] = []

  /// The scenes, in the order they were declared or created.
  var sceneOrder: [SceneID]
  var scenes: [SceneID: SceneRun]
  /// Each scene's app navigator, and the state it started in.
  var navigators: [SceneID: any ScriptableNavigator]
  var initialStates: [SceneID: NavigationState]
  let newSceneState: NavigationState
  let makeNavigator: @Sendable (NavigationState) -> any ScriptableNavigator
  var activations = 0
  var createdScenes = 0

  let changes = ChangeSignal()
  /// Operations that have finished, by id.
  let finished = Locked<Set<Int>>([])
  /// Operations not yet recorded, in the order they started (each router serves them in that order).
  var inFlight: [Operation] = []
  var nextOperation = 0

  init(
    lifecycle: LaunchScript.Lifecycle, device: LaunchScript.Device, routes: RouteTable,
    scenes: [LaunchScript.Scene],
    namesScenes: Bool, supportsMultipleScenes: Bool, newSceneState: NavigationState,
    navigators: [SceneID: any ScriptableNavigator],
    makeNavigator: @escaping @Sendable (NavigationState) -> any ScriptableNavigator
  ) {
    scene = lifecycle == .scene
    self.device = device
    self.routes = routes
    self.namesScenes = namesScenes
    self.supportsMultipleScenes = supportsMultipleScenes
    multipleScenes = device == .iPad && supportsMultipleScenes
    self.newSceneState = newSceneState
    self.makeNavigator = makeNavigator
    self.navigators = navigators
    sceneOrder = scenes.map(\.id)
    var runs: [SceneID: SceneRun] = [:]
    var states: [SceneID: NavigationState] = [:]
    for declared in scenes {
      runs[declared.id] = SceneRun(
        isConnected: declared.isConnected, hasSession: true, conditions: declared.conditions,
        question: DiscardQuestion(changes: changes))
      states[declared.id] = declared.state
    }
    self.scenes = runs
    initialStates = states
  }

  /// The discard question of `scene`'s window.
  func question(_ scene: SceneID) -> DiscardQuestion? { scenes[scene]?.question }

  /// The first scene: the one an event that names none happens in, where one scene is meant.
  var mainScene: SceneID { sceneOrder.first ?? .main }

  mutating func system(_ text: String, in scene: SceneID? = nil, implied: Bool = false) {
    recorder.system(text, scene: namesScenes ? scene : nil, implied: implied)
  }
  mutating func app(_ text: String, in scene: SceneID? = nil, warning: Bool = false) {
    recorder.app(text, scene: namesScenes ? scene : nil, warning: warning)
  }

  // MARK: Callback names, by lifecycle

  var willEnterForeground: String {
    scene ? "sceneWillEnterForeground(_:)" : "applicationWillEnterForeground(_:)"
  }
  var didBecomeActive: String {
    scene ? "sceneDidBecomeActive(_:)" : "applicationDidBecomeActive(_:)"
  }
  var willResignActive: String {
    scene ? "sceneWillResignActive(_:)" : "applicationWillResignActive(_:)"
  }
  var didEnterBackground: String {
    scene ? "sceneDidEnterBackground(_:)" : "applicationDidEnterBackground(_:)"
  }
  var performAction: String {
    (scene ? "windowScene" : "application") + "(_:performActionFor:completionHandler:)"
  }

  // MARK: Items

  mutating func add(
    _ entry: Entry, answer: ScriptTimeline.Item.Answer, in scene: SceneID,
    choice: SceneSelection.Choice? = nil
  ) -> Int {
    items.append(ScriptTimeline.Item(entry: entry, answer: answer, scene: scene, choice: choice))
    return items.count - 1
  }

  /// The item of a kept entry of `scene` not yet settled.
  func keptIndex(_ entry: Entry, in scene: SceneID) -> Int? {
    items.lastIndex { $0.entry == entry && $0.scene == scene && $0.outcome == nil }
  }

  func completion(for index: Int) -> LaunchCoordinator.Completion {
    { [calls] value in calls.withLock { $0.append((index, value)) } }
  }

  /// The items as they stand, each unanswered one saying what it waits for.
  var snapshot: [ScriptTimeline.Item] {
    items.enumerated().map { index, item in
      var item = item
      if item.outcome == nil {
        let asked = scenes.values.contains { $0.questionShown && $0.asker == index }
        let window = coordinatorHeld.contains { $0.entry == item.entry && $0.waitingFor != .gate }
        item.waitingFor = asked ? .answer : window ? .window : waiting == index ? .gate : .turn
      }
      return item
    }
  }

  /// Every scene's states, for the timeline.
  func sceneStates() async -> [ScriptTimeline.SceneStates] {
    var out: [ScriptTimeline.SceneStates] = []
    for id in sceneOrder {
      guard let navigator = navigators[id], let initial = initialStates[id] else { continue }
      out.append(
        .init(
          id: id, initialState: initial, finalState: await navigator.currentState(),
          isConnected: scenes[id]?.isConnected ?? false))
    }
    return out
  }
}
