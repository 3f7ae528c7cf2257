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
  }

  /// Cold or warm.
  public var launch: Launch
  /// Scene or app delegate.
  public var lifecycle: Lifecycle
  /// The quick action chosen.
  public var item: ShortcutItem
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
    self.launch = launch
    self.lifecycle = lifecycle
    self.item = item
    self.state = state
    self.opensGate = opensGate
    self.didFinishLaunchingReturnsTrue = didFinishLaunchingReturnsTrue
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
    /// A mistake the simulation shows (a second delivery).
    public var isWarning: Bool
  }

  /// Every callback and action, in order.
  public var events: [Event]
  /// The item's final outcome (nil only if it was never routed).
  public var outcome: RouteOutcome?
  /// Every value passed to the completion handler (warm launches have one; cold ones none).
  public var completions: [Bool]
  /// The app's state when the item arrives.
  public var initialState: NavigationState
  /// The app's state at the end.
  public var finalState: NavigationState
  /// How many times a plan for the item was carried out.
  public var deliveries: Int

  /// Whether the quick action was handled.
  public var handled: Bool { outcome?.succeeded ?? false }
}

/// Drives a `LaunchCoordinator` (with a router and an in-memory app) through the callbacks iOS
/// sends for a launch, so quick actions can be tested without a device.
public enum LaunchSimulator {
  /// Delivers `scenario`'s item as iOS would, to an in-memory app routing with `routes`.
  public static func run(_ scenario: LaunchScenario, routes: RouteTable) async -> LaunchTimeline {
    let navigator = InMemoryNavigator(scenario.state)
    let router = QuickActionRouter(routes: routes, navigator: navigator)
    let coordinator = LaunchCoordinator(
      router: router, didFinishLaunchingReturnsTrue: scenario.didFinishLaunchingReturnsTrue)
    var run = Recorder()
    let item = scenario.item
    let completions = Locked<[Bool]>([])
    let completion: @Sendable (Bool) -> Void = { value in completions.withLock { $0.append(value) } }

    switch (scenario.launch, scenario.lifecycle) {
    case (.cold, .appDelegate):
      run.system("application(_:willFinishLaunchingWithOptions:) with launchOptions[.shortcutItem] = \(item.type)")
      coordinator.willFinishLaunching(with: item)
      run.app("keeps the item until the app is active; returns true")
      run.system("application(_:didFinishLaunchingWithOptions:) with launchOptions[.shortcutItem] = \(item.type)")
      let proceed = coordinator.didFinishLaunching(with: item)
      if proceed {
        run.app("returns true (other SDKs may need it), so iOS will deliver the item again")
        run.system("application(_:performActionFor:completionHandler:) with \(item.type)")
        run.record(await coordinator.performAction(item, completion: completion))
      } else {
        run.app("returns false, so iOS does not also call application(_:performActionFor:)")
      }
      run.system("applicationDidBecomeActive(_:)")
      run.record(await coordinator.didBecomeActive())
      if proceed { await run.showCompletions(completions, waitingFor: run.outcome?.isFinal == true ? 1 : 0) }
    case (.cold, .scene):
      run.system("application(_:didFinishLaunchingWithOptions:) (scene apps get no shortcut here)")
      run.system("application(_:configurationForConnecting:options:) with options.shortcutItem = \(item.type)")
      run.system("scene(_:willConnectTo:options:) with options.shortcutItem = \(item.type)")
      coordinator.willConnect(with: item)
      run.app("keeps the item until the scene is active")
      run.system("sceneWillEnterForeground(_:)")
      run.system("sceneDidBecomeActive(_:)")
      run.record(await coordinator.didBecomeActive())
    case (.warm, let lifecycle):
      // The same callbacks for both lifecycles, from the app delegate or the window scene.
      let scene = lifecycle == .scene
      run.system(scene ? "sceneWillEnterForeground(_:)" : "applicationWillEnterForeground(_:)")
      run.system((scene ? "windowScene" : "application") + "(_:performActionFor:completionHandler:) with \(item.type)")
      run.record(await coordinator.performAction(item, completion: completion))
      await run.showCompletions(completions, waitingFor: run.outcome?.isFinal == true ? 1 : 0)
      run.system(scene ? "sceneDidBecomeActive(_:)" : "applicationDidBecomeActive(_:)")
      run.record(await coordinator.didBecomeActive())
    }

    if case .deferred(let gate) = run.outcome, scenario.opensGate {
      run.app("the \(gate.rawValue) gate opens")
      await navigator.setGate(nil)
      if let outcome = await coordinator.gateDidOpen() { run.routed(outcome) }
      if scenario.launch == .warm { await run.showCompletions(completions, waitingFor: 1) }
    }
    let values = completions.withLock { $0 }
    return LaunchTimeline(events: run.events, outcome: run.outcome, completions: values,
                          initialState: scenario.state, finalState: await navigator.state, deliveries: run.deliveries)
  }

  /// Collects the timeline.
  struct Recorder {
    var events: [LaunchTimeline.Event] = []
    var outcome: RouteOutcome?
    var deliveries = 0

    mutating func system(_ text: String, warning: Bool = false) {
      events.append(.init(source: .system, text: text, isWarning: warning))
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

    var completionsShown = 0

    /// Adds the completion-handler calls made so far to the timeline, waiting briefly for
    /// `count` of them (a deferred item's completion arrives through the router's task).
    mutating func showCompletions(_ calls: Locked<[Bool]>, waitingFor count: Int) async {
      for _ in 0..<200 where calls.withLock({ $0.count }) < completionsShown + count {
        try? await Task.sleep(for: .milliseconds(1))
      }
      let values = calls.withLock { $0 }
      for value in values.dropFirst(completionsShown) { app("calls completionHandler(\(value))") }
      completionsShown = values.count
    }

    mutating func routed(_ outcome: RouteOutcome) {
      if case .handled(let plan) = outcome {
        deliveries += 1
        for step in plan.steps { events.append(.init(source: .router, text: step.description, isWarning: false)) }
      }
      switch outcome {
      case .deferred(let gate):
        events.append(.init(source: .router, text: "holds the item behind the \(gate.rawValue) gate", isWarning: false))
      default:
        events.append(.init(source: .router, text: outcome.description, isWarning: false))
      }
      self.outcome = outcome
    }
  }
}

extension RouteOutcome {
  /// Whether the outcome is the item's last word (not waiting behind a gate).
  var isFinal: Bool {
    if case .deferred = self { return false }
    return true
  }
}
