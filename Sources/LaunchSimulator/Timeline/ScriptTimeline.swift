import QuickActions

/// What running a script did: every callback, and for every quick action its deliveries, its
/// final outcome and every call of its completion handler.
public struct ScriptTimeline: Sendable, Hashable {
  /// One line of the timeline.
  public struct Event: Sendable, Hashable {
    /// Who acts.
    public enum Source: String, Sendable, Hashable {
      /// iOS calls the app.
      case system = "iOS"
      /// What the app (its coordinator) does.
      case app
      /// What the router does.
      case router
    }

    /// Who acts.
    public var source: Source
    /// What happens, as the simulator prints it.
    public var text: String
    /// A mistake the simulation shows (a second delivery, an answer to no question).
    public var isWarning: Bool
    /// A callback the script did not ask for but iOS must have sent: the resign and background
    /// callbacks before an item chosen on the Home Screen while the script had the app active.
    public var isImplied: Bool
    /// The scene the callback reaches (or the app acts in), in a script that declares its scenes;
    /// nil for the app as a whole, and in a script with one implicit scene.
    public var scene: SceneID?

    /// A line of the timeline.
    public init(
      source: Source, text: String, isWarning: Bool = false, isImplied: Bool = false,
      scene: SceneID? = nil
    ) {
      self.source = source
      self.text = text
      self.isWarning = isWarning
      self.isImplied = isImplied
      self.scene = scene
    }
  }

  /// One entry of the script (a quick action, a URL, an activity, a notification response), in
  /// arrival order.
  public struct Item: Sendable, Hashable {
    /// What an unanswered entry still waits for.
    public enum Wait: String, Sendable, Hashable {
      /// The gate (onboarding, login) to open.
      case gate
      /// The user's answer to the discard question its route asked.
      case answer
      /// Its turn: an earlier entry's discard question is open, and the router serves entries
      /// in arrival order.
      case turn
      /// Its window (``scene``), not connected now, to connect again and become active: the gate
      /// opened while it was away, or it was kept at that window's connection; or, when its own
      /// window was discarded and no other was connected, any window to connect.
      case window
    }

    /// How the callback that delivered the entry wants it answered.
    public enum Answer: String, Sendable, Hashable {
      /// Nothing to answer: a cold launch's entry, `scene(_:openURLContexts:)`,
      /// `scene(_:continue:)`.
      case none
      /// A quick action's `completionHandler(Bool)`, once, with the real outcome.
      case completionHandler = "completion-handler"
      /// A `Bool` returned at once: `application(_:open:options:)`,
      /// `application(_:continue:restorationHandler:)`.
      case returnValue = "return-value"
      /// An App Intent's `perform()`: it returns once (`true`, its result) or throws (`false`, not
      /// handled), after routing; for an intent held behind a gate, once it is held.
      case intentResult = "intent-result"
      /// A notification response's `() -> Void` handler, once: after routing, or, for a response
      /// held behind a gate, once it is held. "You must call the completion handler as soon as you
      /// finish processing the user's response"
      /// (`userNotificationCenter(_:didReceive:withCompletionHandler:)`): a held response is
      /// processed (kept, to be routed when the gate opens), and the handler does not wait for a
      /// gate that may not open while the app runs.
      case notificationHandler = "notification-handler"
    }

    /// What arrived.
    public var entry: Entry
    /// How it is answered.
    public var answer: Answer
    /// Its last word: handled, blocked, superseded…; nil while it still waits.
    public var outcome: RouteOutcome?
    /// How many times a plan for it was carried out.
    public var deliveries: Int
    /// Every answer given: the values passed to a completion handler, the `Bool` returned, or
    /// `true` for each call of a notification handler.
    public var answers: [Bool]
    /// For an entry without an outcome: what it waits for.
    public var waitingFor: Wait?
    /// The scene iOS delivered it to (`SceneID.main` in a script with one scene).
    public var scene: SceneID
    /// How iOS chose that scene, in a script that declares its scenes.
    public var choice: SceneSelection.Choice?

    /// An entry of a script's timeline.
    public init(
      entry: Entry, answer: Answer, outcome: RouteOutcome? = nil, deliveries: Int = 0,
      answers: [Bool] = [],
      waitingFor: Wait? = nil, scene: SceneID = .main, choice: SceneSelection.Choice? = nil
    ) {
      self.entry = entry
      self.answer = answer
      self.outcome = outcome
      self.deliveries = deliveries
      self.answers = answers
      self.waitingFor = waitingFor
      self.scene = scene
      self.choice = choice
    }

    /// The quick action, when the entry is one.
    public var item: ShortcutItem? { entry.shortcutItem }
    /// Whether it came with a quick action's completion handler (a cold launch's item has none).
    public var hasCompletionHandler: Bool { answer == .completionHandler }
    /// The values passed to its completion handler, in order.
    public var completions: [Bool] { answer == .completionHandler ? answers : [] }

    /// Delivered at most once and answered exactly once: its answer given once (a completion
    /// handler called once, a `Bool` returned once, a notification handler called once), and a
    /// final outcome reached. An entry still waiting at the end (behind a gate that never opened,
    /// for an answer never given) was not answered, so it is not exactly once, whatever its door:
    /// a quick action's completion handler is never called, and a URL, an activity or a
    /// notification response (whose handler was called when it was held) never reached a screen.
    public var isExactlyOnce: Bool {
      guard deliveries <= 1, outcome != nil else { return false }
      switch answer {
      case .none: return answers.isEmpty
      case .completionHandler, .notificationHandler, .returnValue, .intentResult:
        return answers.count == 1
      }
    }
  }

  /// One scene of the app: where it started and where it ended.
  public struct SceneStates: Sendable, Hashable {
    /// The scene.
    public var id: SceneID
    /// Its state when the script started (a scene iOS created, when it was created).
    public var initialState: NavigationState
    /// Its state after the last event.
    public var finalState: NavigationState
    /// Whether it is connected at the end.
    public var isConnected: Bool

    /// A scene's states.
    public init(
      id: SceneID, initialState: NavigationState, finalState: NavigationState, isConnected: Bool
    ) {
      self.id = id
      self.initialState = initialState
      self.finalState = finalState
      self.isConnected = isConnected
    }
  }

  /// Every callback and action, in order.
  public var events: [ScriptTimeline.Event]
  /// The entries, in arrival order.
  public var items: [Item]
  /// The main scene's state before the first event.
  public var initialState: NavigationState
  /// The main scene's state after the last.
  public var finalState: NavigationState
  /// Every scene, the main one first, then in the order they were declared or created.
  public var scenes: [SceneStates]

  /// A timeline of these events and items, between these states.
  public init(
    events: [ScriptTimeline.Event], items: [Item], initialState: NavigationState,
    finalState: NavigationState,
    scenes: [SceneStates] = []
  ) {
    self.events = events
    self.items = items
    self.initialState = initialState
    self.finalState = finalState
    self.scenes =
      scenes.isEmpty
      ? [
        SceneStates(
          id: .main, initialState: initialState, finalState: finalState, isConnected: true)
      ] : scenes
  }
}

extension ScriptRunner {
  /// Runs a script against an in-memory app with `routes`, through the same coordinator and
  /// router an app uses: one in-memory navigator per scene.
  public static func run(_ script: LaunchScript, routes: RouteTable) async -> ScriptTimeline {
    let session = ScriptRunner(script: script, routes: routes)
    for event in script.events { _ = await session.send(event) }
    return await session.timeline
  }
}
