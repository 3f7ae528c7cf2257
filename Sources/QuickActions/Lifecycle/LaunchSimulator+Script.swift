/// What running a script did: every callback, and for every quick action its deliveries, its
/// final outcome and every call of its completion handler.
public struct ScriptTimeline: Sendable, Hashable {
  /// One quick action of the script, in arrival order.
  public struct Item: Sendable, Hashable {
    /// What an unanswered item still waits for.
    public enum Wait: String, Sendable, Hashable {
      /// The gate (onboarding, login) to open.
      case gate
      /// The user's answer to the discard question its route asked.
      case answer
      /// Its turn: an earlier item's discard question is open, and the router serves items in
      /// arrival order.
      case turn
    }

    /// The quick action.
    public var item: ShortcutItem
    /// Cold launch items have no completion handler.
    public var hasCompletionHandler: Bool
    /// Its last word: handled, blocked, superseded…; nil while it still waits.
    public var outcome: RouteOutcome?
    /// How many times a plan for it was carried out.
    public var deliveries: Int
    /// Every value passed to its completion handler, in order.
    public var completions: [Bool]
    /// For an item without an outcome: what it waits for.
    public var waitingFor: Wait?

    /// An item of a script's timeline.
    public init(item: ShortcutItem, hasCompletionHandler: Bool, outcome: RouteOutcome?, deliveries: Int,
                completions: [Bool], waitingFor: Wait? = nil) {
      self.item = item
      self.hasCompletionHandler = hasCompletionHandler
      self.outcome = outcome
      self.deliveries = deliveries
      self.completions = completions
      self.waitingFor = waitingFor
    }

    /// Delivered at most once and answered exactly once: a completion handler called once, or,
    /// for a cold-launch item (which has none), a final outcome and no call. An item still
    /// waiting at the end (behind a gate that never opened, for an answer never given) was not
    /// answered, so it is not exactly once: UIKit expects the handler called.
    public var isExactlyOnce: Bool {
      deliveries <= 1 && (hasCompletionHandler ? completions.count == 1 : completions.isEmpty && outcome != nil)
    }
  }

  /// Every callback and action, in order.
  public var events: [LaunchTimeline.Event]
  /// The quick actions, in arrival order.
  public var items: [Item]
  /// The app's state before the first event.
  public var initialState: NavigationState
  /// The app's state after the last.
  public var finalState: NavigationState
}

extension LaunchSimulator {
  /// Runs a script against an in-memory app with `routes`, through the same coordinator and
  /// router an app uses.
  public static func run(_ script: LaunchScript, routes: RouteTable) async -> ScriptTimeline {
    let navigator = InMemoryNavigator(script.state)
    let session = LaunchSession(routes: routes, navigator: navigator, lifecycle: script.lifecycle, device: script.device,
                                didFinishLaunchingReturnsTrue: script.didFinishLaunchingReturnsTrue)
    for event in script.events { _ = await session.send(event) }
    return ScriptTimeline(events: await session.events, items: await session.items, initialState: script.state,
                          finalState: await navigator.state)
  }
}
