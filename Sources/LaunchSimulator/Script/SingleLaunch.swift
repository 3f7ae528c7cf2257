import QuickActions

/// One launch through one door (`quickaction simulate TYPE`): how the app is launched, what
/// arrives, and what the app looks like. It runs as the one-event ``LaunchScript`` of `script`.
public struct SingleLaunch: Sendable, Hashable {
  /// Cold or warm.
  public var launch: LaunchScript.Launch
  /// Scene or app delegate.
  public var lifecycle: LaunchScript.Lifecycle
  /// What arrives: a quick action, a URL, a user activity or a notification response.
  public var entry: Entry
  /// The quick action chosen, when the entry is one (setting it makes the entry that quick
  /// action).
  public var item: ShortcutItem {
    get { entry.shortcutItem ?? ShortcutItem(type: entry.label, title: entry.label) }
    set { entry = .shortcut(newValue) }
  }
  /// The app's navigation state when the item arrives (for a cold launch, its launch state).
  public var state: NavigationState
  /// Whether the app opens its gate (finishes onboarding, logs in) after the item arrives.
  public var opensGate: Bool
  /// `didFinishLaunching` returns `true` on a shortcut launch (as other SDKs may need), so iOS
  /// delivers the item a second time, which the coordinator recognises.
  public var didFinishLaunchingReturnsTrue: Bool

  /// A scenario delivering `item` to an app in `state`.
  public init(
    launch: LaunchScript.Launch, lifecycle: LaunchScript.Lifecycle, item: ShortcutItem,
    state: NavigationState,
    opensGate: Bool = false, didFinishLaunchingReturnsTrue: Bool = false
  ) {
    self.init(
      launch: launch, lifecycle: lifecycle, entry: .shortcut(item), state: state,
      opensGate: opensGate,
      didFinishLaunchingReturnsTrue: didFinishLaunchingReturnsTrue)
  }

  /// A scenario delivering `entry`, through its door, to an app in `state`.
  public init(
    launch: LaunchScript.Launch, lifecycle: LaunchScript.Lifecycle, entry: Entry,
    state: NavigationState,
    opensGate: Bool = false, didFinishLaunchingReturnsTrue: Bool = false
  ) {
    self.launch = launch
    self.lifecycle = lifecycle
    self.entry = entry
    self.state = state
    self.opensGate = opensGate
    self.didFinishLaunchingReturnsTrue = didFinishLaunchingReturnsTrue
  }

  /// The same launch as a script: the launch, then the gate opening if it does.
  public var script: LaunchScript {
    LaunchScript(
      lifecycle: lifecycle, didFinishLaunchingReturnsTrue: didFinishLaunchingReturnsTrue,
      state: state,
      events: [entry.shortcutItem.map { .launch(launch, $0) } ?? .launchEntry(launch, entry)]
        + (opensGate ? [.gateOpens] : []))
  }
}

/// What a ``SingleLaunch`` did, callback by callback, and what became of its one entry: the
/// first item of its ``ScriptTimeline``, flattened.
public struct SingleLaunchTimeline: Sendable, Hashable {
  /// Every callback and action, in order.
  public var events: [ScriptTimeline.Event]
  /// The item's final outcome (nil if it never got one: waiting behind a gate, or for the
  /// user's answer to a discard question).
  public var outcome: RouteOutcome?
  /// Every answer given: the values passed to a completion handler (a warm launch has one; a
  /// cold one none, unless `didFinishLaunching` returned `true` and iOS delivered the item
  /// again), the `Bool` an app-delegate callback returned, `true` per call of a notification
  /// handler.
  public var completions: [Bool]
  /// How the entry's callback wants it answered.
  public var answer: ScriptTimeline.Item.Answer
  /// The app's state when the item arrives.
  public var initialState: NavigationState
  /// The app's state at the end.
  public var finalState: NavigationState
  /// How many times a plan for the item was carried out.
  public var deliveries: Int
  /// Delivered at most once, and answered exactly once (see `ScriptTimeline.Item.isExactlyOnce`).
  public var isExactlyOnce: Bool
  /// For an item without an outcome: what it still waits for.
  public var waitingFor: ScriptTimeline.Item.Wait?

  /// Whether the quick action was handled.
  public var handled: Bool { outcome?.succeeded ?? false }
}

extension ScriptRunner {
  /// Delivers `launch`'s entry as iOS would, to an in-memory app routing with `routes`. It runs
  /// as the one-event script `launch.script`, so a single launch and a scripted one are
  /// described by the same code.
  public static func run(_ launch: SingleLaunch, routes: RouteTable) async -> SingleLaunchTimeline {
    let run = await run(launch.script, routes: routes)
    let item = run.items.first
    return SingleLaunchTimeline(
      events: run.events, outcome: item?.outcome, completions: item?.answers ?? [],
      answer: item?.answer ?? .none, initialState: run.initialState, finalState: run.finalState,
      deliveries: item?.deliveries ?? 0, isExactlyOnce: item?.isExactlyOnce ?? false,
      waitingFor: item?.waitingFor)
  }
}
