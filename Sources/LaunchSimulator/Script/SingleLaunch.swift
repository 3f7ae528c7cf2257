/// One simulated delivery of a quick action: how the app is launched and what it looks like.
public struct LaunchScenario: Sendable, Hashable {
  /// How the app is launched.
  public enum Launch: String, Sendable, Hashable, CaseIterable {
    /// The app is not running: the item comes with the launch.
    case cold
    /// The app is in the background: the item comes through `performActionFor`.
    case warm
  }

  /// Which callbacks iOS sends.
  public enum Lifecycle: String, Sendable, Hashable, CaseIterable {
    /// A scene-based app (`UIWindowSceneDelegate`), the primary path since iOS 13.
    case scene
    /// An app-delegate app (`UIApplicationDelegate` only); legacy since iOS 26.
    case appDelegate = "app-delegate"

    /// How a timeline names it: an app-delegate app is one built with Xcode 26 or earlier, since
    /// one built with the iOS 27 SDK that has not adopted scenes does not launch (TN3187).
    public var title: String {
      switch self {
      case .scene: return "scene lifecycle"
      case .appDelegate: return "app-delegate lifecycle (Xcode 26 and earlier)"
      }
    }
  }

  /// Where the user chooses the quick action from, which decides whether the app can be on
  /// screen when the item arrives.
  public enum Device: String, Sendable, Hashable, CaseIterable {
    /// The menu opens on the Home Screen only, so the app is never frontmost when an item is
    /// chosen: an item sent to an active app implies that the user left it first.
    case iPhone = "iphone"
    /// The app's menu also opens from its icon in the Dock, which can be shown over the app
    /// itself (Human Interface Guidelines, "Dock menus": "people can reveal … Home Screen quick
    /// actions … when they long press an app icon on the Home Screen or in the Dock"), so an item
    /// can reach a scene that is in the foreground.
    case iPad = "ipad"
  }

  /// Cold or warm.
  public var launch: Launch
  /// Scene or app delegate.
  public var lifecycle: Lifecycle
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
  public init(launch: Launch, lifecycle: Lifecycle, item: ShortcutItem, state: NavigationState,
              opensGate: Bool = false, didFinishLaunchingReturnsTrue: Bool = false) {
    self.init(launch: launch, lifecycle: lifecycle, entry: .shortcut(item), state: state, opensGate: opensGate,
              didFinishLaunchingReturnsTrue: didFinishLaunchingReturnsTrue)
  }

  /// A scenario delivering `entry`, through its door, to an app in `state`.
  public init(launch: Launch, lifecycle: Lifecycle, entry: Entry, state: NavigationState,
              opensGate: Bool = false, didFinishLaunchingReturnsTrue: Bool = false) {
    self.launch = launch
    self.lifecycle = lifecycle
    self.entry = entry
    self.state = state
    self.opensGate = opensGate
    self.didFinishLaunchingReturnsTrue = didFinishLaunchingReturnsTrue
  }

  /// The same launch as a script: the launch, then the gate opening if it does.
  public var script: LaunchScript {
    LaunchScript(lifecycle: lifecycle, didFinishLaunchingReturnsTrue: didFinishLaunchingReturnsTrue, state: state,
                 events: [entry.shortcutItem.map { .launch(launch, $0) } ?? .launchEntry(launch, entry)]
                   + (opensGate ? [.gateOpens] : []))
  }
}

/// What a simulated launch did, callback by callback.
public struct LaunchTimeline: Sendable, Hashable {
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
    public init(source: Source, text: String, isWarning: Bool = false, isImplied: Bool = false, scene: SceneID? = nil) {
      self.source = source
      self.text = text
      self.isWarning = isWarning
      self.isImplied = isImplied
      self.scene = scene
    }
  }

  /// Every callback and action, in order.
  public var events: [Event]
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

/// Drives a `LaunchCoordinator` (with a router and an in-memory app) through the callbacks iOS
/// sends for a launch, so quick actions can be tested without a device.
public enum LaunchSimulator {
  /// Delivers `scenario`'s item as iOS would, to an in-memory app routing with `routes`. The
  /// scenario runs as the one-event script `scenario.script`, so a single launch and a scripted
  /// one are described by the same code.
  public static func run(_ scenario: LaunchScenario, routes: RouteTable) async -> LaunchTimeline {
    let run = await run(scenario.script, routes: routes)
    let item = run.items.first
    return LaunchTimeline(events: run.events, outcome: item?.outcome, completions: item?.answers ?? [], answer: item?.answer ?? .none,
                          initialState: run.initialState, finalState: run.finalState,
                          deliveries: item?.deliveries ?? 0, isExactlyOnce: item?.isExactlyOnce ?? false,
                          waitingFor: item?.waitingFor)
  }
}

extension RouteOutcome {
  /// Whether the outcome is the item's last word (not waiting behind a gate).
  var isFinal: Bool {
    if case .deferred = self { return false }
    return true
  }
}
