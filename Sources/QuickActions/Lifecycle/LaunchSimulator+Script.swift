/// What running a script did: every callback, and for every quick action its deliveries, its
/// final outcome and every call of its completion handler.
public struct ScriptTimeline: Sendable, Hashable {
  /// One quick action of the script, in arrival order.
  public struct Item: Sendable, Hashable {
    /// The quick action.
    public var item: ShortcutItem
    /// Cold launch items have no completion handler.
    public var hasCompletionHandler: Bool
    /// Its last word: handled, blocked, superseded…; nil while it still waits behind a gate.
    public var outcome: RouteOutcome?
    /// How many times a plan for it was carried out.
    public var deliveries: Int
    /// Every value passed to its completion handler, in order.
    public var completions: [Bool]

    /// Delivered at most once and, with a handler, answered exactly once once final.
    public var isExactlyOnce: Bool {
      deliveries <= 1 && (hasCompletionHandler ? completions.count == (outcome == nil ? 0 : 1) : completions.isEmpty)
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
    let session = LaunchSession(routes: routes, navigator: navigator, lifecycle: script.lifecycle,
                                didFinishLaunchingReturnsTrue: script.didFinishLaunchingReturnsTrue)
    for event in script.events { _ = await session.send(event) }
    return ScriptTimeline(events: await session.events, items: await session.items, initialState: script.state,
                          finalState: await navigator.state)
  }
}
