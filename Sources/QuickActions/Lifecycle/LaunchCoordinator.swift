/// Receives the app's lifecycle callbacks in the order iOS sends them and delivers each shortcut
/// to the router exactly once, for app-delegate and scene-based apps, on cold and warm launches.
///
/// The bugs it exists for: a cold-launch item lost because nothing was listening yet; an item
/// handled twice because `didFinishLaunching` returned `true` (so iOS also called
/// `performActionFor`) or because a pending item was never cleared and re-ran on every
/// activation; an item routed before the app's UI was active.
///
/// ```swift
/// // App delegate (the launch hooks are synchronous, as UIKit needs their return value)
/// func application(_ app: UIApplication, didFinishLaunchingWithOptions options: …) -> Bool {
///   coordinator.didFinishLaunching(with: options?[.shortcutItem].map(ShortcutItem.init))
/// }
/// func applicationDidBecomeActive(_ app: UIApplication) { Task { await coordinator.didBecomeActive() } }
/// func application(_ app: UIApplication, performActionFor item: UIApplicationShortcutItem,
///                  completionHandler: @escaping (Bool) -> Void) {
///   Task { await coordinator.performAction(ShortcutItem(item), completion: completionHandler) }
/// }
/// // Scene delegate
/// func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
///   coordinator.willConnect(with: options.shortcutItem.map(ShortcutItem.init))
/// }
/// func sceneDidBecomeActive(_ scene: UIScene) { Task { await coordinator.didBecomeActive() } }
/// func windowScene(_ scene: UIWindowScene, performActionFor item: UIApplicationShortcutItem,
///                  completionHandler: @escaping (Bool) -> Void) {
///   Task { await coordinator.performAction(ShortcutItem(item), completion: completionHandler) }
/// }
/// ```
public final class LaunchCoordinator: Sendable {
  public let router: QuickActionRouter

  /// What happened to one delivery of an item.
  public enum Delivery: Sendable, Hashable {
    /// Routed, with the outcome.
    case routed(ShortcutItem, RouteOutcome)
    /// The same item a second time in one launch; not routed again.
    case duplicate(ShortcutItem)
    /// A kept item replaced by a newer one before it was routed.
    case replaced(old: ShortcutItem, new: ShortcutItem)
    case nothingPending
  }

  private struct State {
    /// The cold-launch item, until the app becomes active.
    var pending: ShortcutItem?
    /// The launch item routed in this activation: iOS delivering it again through
    /// `performActionFor` (after `didFinishLaunching` returned `true`) is a duplicate.
    var routed: ShortcutItem?
  }

  private let state = Locked(State())

  /// The cold-launch item, until the app becomes active.
  public var pendingLaunchItem: ShortcutItem? { state.withLock { $0.pending } }

  public init(router: QuickActionRouter) { self.router = router }

  // MARK: App delegate

  /// `application(_:willFinishLaunchingWithOptions:)`: keeps the launch item; returns `true`.
  @discardableResult
  public func willFinishLaunching(with item: ShortcutItem?) -> Bool {
    if let item { keep(item) }
    return true
  }

  /// `application(_:didFinishLaunchingWithOptions:)`: keeps the launch item and returns `false`
  /// when there is one, so iOS does not also call `performActionFor` with it.
  public func didFinishLaunching(with item: ShortcutItem?) -> Bool {
    if let item { keep(item) }
    return pendingLaunchItem == nil
  }

  // MARK: Scene

  /// `scene(_:willConnectTo:options:)` with `options.shortcutItem`: keeps it.
  public func willConnect(with item: ShortcutItem?) {
    if let item { keep(item) }
  }

  // MARK: Both

  /// `applicationDidBecomeActive` / `sceneDidBecomeActive`: routes the kept launch item, once.
  @discardableResult
  public func didBecomeActive() async -> Delivery {
    let item: ShortcutItem? = state.withLock { s in
      let item = s.pending
      s.pending = nil
      if let item { s.routed = item }
      return item
    }
    guard let item else { return .nothingPending }
    return .routed(item, await router.route(item))
  }

  /// `applicationWillResignActive` / `sceneWillResignActive`: the launch is over; the same item
  /// chosen again later is a new choice.
  public func willResignActive() {
    state.withLock { $0.routed = nil }
  }

  /// `application(_:performActionFor:completionHandler:)` /
  /// `windowScene(_:performActionFor:completionHandler:)`: a warm launch. The completion is
  /// called exactly once. The launch item arriving again (because `didFinishLaunching` returned
  /// `true`) is recognised and not routed a second time.
  @discardableResult
  public func performAction(_ item: ShortcutItem, completion: (@Sendable (Bool) -> Void)? = nil) async -> Delivery {
    let (duplicate, kept): (Bool, ShortcutItem?) = state.withLock { s in
      if s.pending == item || s.routed == item { return (true, nil) }
      // A newer choice replaces a launch item not yet routed: the user's latest choice wins.
      let kept = s.pending
      s.pending = nil
      return (false, kept)
    }
    if duplicate {
      // Already kept or routed for this launch: report it handled, do not run it twice.
      completion?(true)
      return .duplicate(item)
    }
    let outcome = await router.route(item) { eventual in completion?(eventual.succeeded) }
    if case .deferred = outcome {} else { completion?(outcome.succeeded) }
    if let kept { return .replaced(old: kept, new: item) }
    return .routed(item, outcome)
  }

  /// The gate (onboarding, login, terms) has opened: the item waiting behind it runs once.
  public func gateDidOpen() async -> RouteOutcome? {
    await router.gateDidOpen()
  }

  private func keep(_ item: ShortcutItem) {
    state.withLock { $0.pending = item }
  }
}
