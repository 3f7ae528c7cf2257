import LaunchSimulator
import QuickActions
import Testing

/// Drives an app's quick actions event by event, through the real coordinator and router, and
/// asserts exhaustively what each event did: the steps performed, the completion handlers
/// called, and the state after. An effect the test did not assert fails it, in the manner of a
/// test store.
///
/// ```swift
/// @Test func postWaitsForLogin() async {
///   let store = QuickActionTestStore(routes: routes, state: loggedOut)
///   await store.send(.launch(.warm, post))                    // waits behind the gate: no effect
///   await store.send(.gateOpens) {
///     $0.steps = [.present(.sheet, [Screen("compose")])]
///     $0.completions = [.init("com.example.qa.post", true)]
///     $0.state.gate = nil
///     $0.state.presentations = [.init(.sheet, [Screen("compose")])]
///   }
///   await store.finish()
/// }
/// ```
public final class QuickActionTestStore: Sendable {
  /// What one event did. In a store with several scenes, `steps` and `state` are the first
  /// scene's, and `scenes` holds every other scene's.
  public struct Effects: Sendable, Hashable {
    /// The navigation steps performed, in order.
    public var steps: [NavigationStep]
    /// The completion handlers called, in order.
    public var completions: [Completion]
    /// The app's state after the event.
    public var state: NavigationState
    /// The other scenes' steps and states, by scene.
    public var scenes: [SceneID: SceneEffects]

    /// Effects: these steps and completions, leading to `state`.
    public init(
      steps: [NavigationStep] = [], completions: [Completion] = [], state: NavigationState,
      scenes: [SceneID: SceneEffects] = [:]
    ) {
      self.steps = steps
      self.completions = completions
      self.state = state
      self.scenes = scenes
    }
  }

  /// What one event did in one scene besides the first.
  public struct SceneEffects: Sendable, Hashable {
    /// The navigation steps performed in the scene, in order.
    public var steps: [NavigationStep]
    /// The scene's state after the event.
    public var state: NavigationState

    /// These steps, leading to `state`.
    public init(steps: [NavigationStep] = [], state: NavigationState) {
      self.steps = steps
      self.state = state
    }
  }

  /// One answer to an entry: a call of a quick action's completion handler, a `Bool` an
  /// app-delegate callback returned, or a call of a notification response's handler.
  public struct Completion: Sendable, Hashable, CustomStringConvertible {
    /// The entry, as `Entry.label` names it (a quick action's type, a URL, …).
    public var type: String
    /// The value (always `true` for a notification handler, which takes none).
    public var value: Bool
    /// Which answer it is.
    public var answer: ScriptTimeline.Item.Answer
    /// An answer to `type` with `value`; by default a quick action's completion handler.
    public init(
      _ type: String, _ value: Bool, answer: ScriptTimeline.Item.Answer = .completionHandler
    ) {
      self.type = type
      self.value = value
      self.answer = answer
    }
    public var description: String {
      switch answer {
      case .returnValue: return "\(type): returned \(value)"
      case .notificationHandler: return "\(type): completionHandler()"
      case .intentResult: return "\(type): perform() \(value ? "returned" : "threw")"
      case .completionHandler, .none: return "\(type): completionHandler(\(value))"
      }
    }
  }

  /// The session the events are sent to.
  public let session: ScriptRunner
  private let navigator: RecordingNavigator
  /// The first scene's name: its steps and state are `Effects.steps` and `Effects.state`.
  private let firstScene: SceneID
  /// Where failures go: by default, an issue of the running test.
  private let fail: @Sendable (String, SourceLocation) -> Void

  /// Records a failure as an issue of the running test.
  public static let recordIssue: @Sendable (String, SourceLocation) -> Void = { message, location in
    Issue.record(Comment(rawValue: message), sourceLocation: location)
  }

  /// A store over an in-memory app in `state`, whose route checks and actions answer as
  /// `checks` and `actions` say by name (a check not listed refuses; an action not listed is
  /// handled).
  public convenience init(
    routes: RouteTable, state: NavigationState, lifecycle: LaunchScript.Lifecycle = .scene,
    device: LaunchScript.Device = .iPhone, didFinishLaunchingReturnsTrue: Bool = false,
    checks: [String: CheckVerdict] = [:], actions: [String: ActionOutcome] = [:],
    onFailure: @escaping @Sendable (String, SourceLocation) -> Void = QuickActionTestStore
      .recordIssue
  ) {
    self.init(
      routes: routes,
      navigator: InMemoryNavigator(state, checkVerdicts: checks, actionOutcomes: actions),
      lifecycle: lifecycle, device: device,
      didFinishLaunchingReturnsTrue: didFinishLaunchingReturnsTrue, onFailure: onFailure)
  }

  /// A store over the app's own navigator or navigation model.
  public init(
    routes: RouteTable, navigator: any ScriptableNavigator,
    lifecycle: LaunchScript.Lifecycle = .scene,
    device: LaunchScript.Device = .iPhone, didFinishLaunchingReturnsTrue: Bool = false,
    onFailure: @escaping @Sendable (String, SourceLocation) -> Void = QuickActionTestStore
      .recordIssue
  ) {
    fail = onFailure
    self.navigator = RecordingNavigator(navigator)
    firstScene = .main
    session = ScriptRunner(
      routes: routes, navigator: self.navigator, lifecycle: lifecycle, device: device,
      didFinishLaunchingReturnsTrue: didFinishLaunchingReturnsTrue)
  }

  /// A store over an app with these scenes (an iPad's windows), each an in-memory app in its
  /// state; a scene iOS creates starts in `newSceneState` (by default the first scene's state).
  public init(
    routes: RouteTable, scenes: [LaunchScript.Scene], device: LaunchScript.Device = .iPad,
    newSceneState: NavigationState? = nil, supportsMultipleScenes: Bool = true,
    onFailure: @escaping @Sendable (String, SourceLocation) -> Void = QuickActionTestStore
      .recordIssue
  ) {
    fail = onFailure
    let script = LaunchScript(
      device: device, scenes: scenes, newSceneState: newSceneState,
      supportsMultipleScenes: supportsMultipleScenes, events: [])
    firstScene = scenes.first?.id ?? .main
    session = ScriptRunner(script: script, routes: routes) { _, state in
      RecordingNavigator(InMemoryNavigator(state))
    }
    navigator = RecordingNavigator(InMemoryNavigator(script.state))
  }

  /// Each scene's recording navigator, the first one's included.
  private func recorders() async -> [(SceneID, RecordingNavigator)] {
    let timeline = await session.timeline
    var out: [(SceneID, RecordingNavigator)] = []
    for scene in timeline.scenes {
      if let recorder = await session.navigator(for: scene.id) as? RecordingNavigator {
        out.append((scene.id, recorder))
      }
    }
    return out.isEmpty ? [(firstScene, navigator)] : out
  }

  /// Sends one event and checks its effects against `expected`, which starts from "nothing
  /// happened": no steps, no completions, the state as it was. Every difference is an issue, and
  /// so is a `discardAnswer` when no discard question is open (the answer would go nowhere).
  public func send(
    _ event: LaunchScript.Event, sourceLocation: SourceLocation = #_sourceLocation,
    _ expected: @Sendable (inout Effects) -> Void = { _ in }
  ) async {
    if case .discardAnswer = event, !(await session.isQuestionOpen) {
      fail("\(event): no discard question is open, so the answer goes nowhere", sourceLocation)
    }
    var before: [SceneID: (state: NavigationState, steps: Int)] = [:]
    for (id, recorder) in await recorders() {
      before[id] = (await recorder.currentState(), await recorder.performed.count)
    }
    let itemsBefore = await session.items
    await session.send(event)
    let items = await session.items
    var completions: [Completion] = []
    for (index, item) in items.enumerated() {
      let already = index < itemsBefore.count ? itemsBefore[index].answers.count : 0
      completions += item.answers.dropFirst(already).map {
        Completion(item.entry.label, $0, answer: item.answer)
      }
    }
    var actual = Effects(
      completions: completions,
      state: before[firstScene]?.state ?? NavigationState(root: .stack([])))
    var wanted = actual
    wanted.completions = []
    let created = await session.timeline.scenes
    for (id, recorder) in await recorders() {
      // A scene iOS created during the event starts from its initial state, with no steps.
      let was =
        before[id] ?? (
          created.first { $0.id == id }?.initialState ?? NavigationState(root: .stack([])), 0
        )
      let steps = Array(await recorder.performed.dropFirst(was.steps))
      let state = await recorder.currentState()
      if id == firstScene {
        (actual.steps, actual.state, wanted.state) = (steps, state, was.state)
      } else {
        actual.scenes[id] = SceneEffects(steps: steps, state: state)
        wanted.scenes[id] = SceneEffects(state: was.state)
      }
    }
    expected(&wanted)
    if actual.steps != wanted.steps {
      fail(
        "steps of \(event): expected \(Self.list(wanted.steps)), performed \(Self.list(actual.steps))",
        sourceLocation)
    }
    if actual.completions != wanted.completions {
      fail(
        "completions of \(event): expected \(Self.list(wanted.completions)), called \(Self.list(actual.completions))",
        sourceLocation)
    }
    if actual.state != wanted.state {
      fail(
        """
        state after \(event) differs:
        expected:
        \(wanted.state.outline.joined(separator: "\n"))
        actual:
        \(actual.state.outline.joined(separator: "\n"))
        """, sourceLocation)
    }
    for id in Set(actual.scenes.keys).union(wanted.scenes.keys).sorted()
    where actual.scenes[id] != wanted.scenes[id] {
      let (a, w) = (actual.scenes[id], wanted.scenes[id])
      if a?.steps != w?.steps {
        fail(
          "steps of \(event) in scene '\(id)': expected \(Self.list(w?.steps ?? [])), performed \(Self.list(a?.steps ?? []))",
          sourceLocation)
      }
      if a?.state != w?.state {
        fail(
          """
          state of scene '\(id)' after \(event) differs:
          expected:
          \((w?.state.outline ?? ["(no scene)"]).joined(separator: "\n"))
          actual:
          \((a?.state.outline ?? ["(no scene)"]).joined(separator: "\n"))
          """, sourceLocation)
      }
    }
  }

  /// Ends the test: every quick action must have been answered exactly once (its completion
  /// handler called once; a cold-launch item, which has none, routed to its final outcome) and
  /// none delivered twice. An item still behind a gate, or waiting for the answer to a discard
  /// question, was never answered.
  public func finish(sourceLocation: SourceLocation = #_sourceLocation) async {
    for (index, item) in (await session.items).enumerated() where !item.isExactlyOnce {
      let what: String
      if let wait = item.waitingFor {
        let why: String
        switch wait {
        case .gate: why = "it is still waiting behind the gate"
        case .answer:
          why = "it is still waiting for the answer to its discard question: send .discardAnswer"
        case .turn: why = "it is still queued behind another item's open discard question"
        case .window:
          why =
            "it is still waiting for its window, '\(item.scene)', to connect again: "
            + "send .connect"
        }
        // A notification's handler is called when the response is held; it still never reached a screen.
        what = "was never \(item.answers.isEmpty ? "answered" : "routed"): \(why)"
      } else {
        what =
          "was not delivered exactly once: \(item.deliveries) deliveries, answers \(item.answers)"
      }
      let kind = item.item == nil ? "entry" : "quick action"
      fail("\(kind) \(index + 1), \(item.entry.label), \(what)", sourceLocation)
    }
  }

  static func list<T: CustomStringConvertible>(_ items: [T]) -> String {
    items.isEmpty ? "nothing" : "[" + items.map(\.description).joined(separator: "; ") + "]"
  }
}
