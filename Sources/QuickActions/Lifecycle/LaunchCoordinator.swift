/// Receives the app's lifecycle callbacks in the order iOS sends them and delivers each shortcut
/// to the router exactly once, with its true outcome, for scene-based and app-delegate apps, on
/// cold and warm launches.
///
/// The bugs it exists for: a cold-launch item lost because nothing was listening yet; an item
/// handled twice because `didFinishLaunching` returned `true` (so iOS also called
/// `performActionFor`) or because a pending item was never cleared and re-ran on every
/// activation; an item routed before the app's UI was active; a success reported before the
/// item was routed.
///
/// Correctness does not hang on a hook that is easy to forget: only iOS's second delivery of the
/// launch item (which follows a `didFinishLaunching` that returned `true`) is a duplicate, so
/// the same item chosen again later is routed again even if `willResignActive()` is never called.
///
/// Apps wire it through `QuickActionHooks` (QuickActionsUIKit), whose methods take UIKit's own
/// signatures; this type is the plain-Swift core those hooks, the simulator and tests drive.
public final class LaunchCoordinator: Sendable {
  /// Routes the items.
  public let router: QuickActionRouter
  /// Whether `didFinishLaunching(with:)` answers `true` on a shortcut launch. Other SDKs may need
  /// `true` (flutter/flutter#141280); iOS then delivers the launch item a second time through
  /// `application(_:performActionFor:completionHandler:)`, which is recognised and completed
  /// with the launch item's real outcome instead of being routed again.
  public let didFinishLaunchingReturnsTrue: Bool

  /// What happened to one delivery of an item.
  public enum Delivery: Sendable, Hashable {
    /// Routed, with the outcome.
    case routed(ShortcutItem, RouteOutcome)
    /// iOS's second delivery of the launch item; not routed again. Its completion gets the
    /// launch item's outcome once that is known.
    case duplicate(ShortcutItem)
    /// A kept launch item replaced by a newer one before it was routed; the newer one was
    /// routed, with this outcome.
    case replaced(old: ShortcutItem, new: ShortcutItem, outcome: RouteOutcome)
    /// Nothing was waiting to be routed.
    case nothingPending
  }

  /// A completion handler, as UIKit passes one: called once with whether the item was handled.
  public typealias Completion = @Sendable (Bool) -> Void

  /// The launch item of this process, from the moment it is kept to its final outcome.
  private struct LaunchItem {
    var item: ShortcutItem
    /// Its final outcome, once known.
    var succeeded: Bool?
    /// Completions of iOS's second delivery, waiting for that outcome.
    var waiting: [Completion] = []
  }

  private struct State {
    /// The cold-launch item, until the app becomes active.
    var pending: ShortcutItem?
    var launch: LaunchItem?
    /// `didFinishLaunching` returned `true` with this item: iOS delivers it once more.
    var secondDeliveryExpected: ShortcutItem?
  }

  private let state = Locked(State())

  /// The cold-launch item, until the app becomes active.
  public var pendingLaunchItem: ShortcutItem? { state.withLock { $0.pending } }

  /// A coordinator routing with `router`; `didFinishLaunchingReturnsTrue` answers `true` from `didFinishLaunching` on a shortcut launch.
  public init(router: QuickActionRouter, didFinishLaunchingReturnsTrue: Bool = false) {
    self.router = router
    self.didFinishLaunchingReturnsTrue = didFinishLaunchingReturnsTrue
  }

  // MARK: Scene (the primary path; TN3187: apps built with the SDK after iOS 26 must use scenes)

  /// `application(_:configurationForConnecting:options:)` and `scene(_:willConnectTo:options:)`
  /// with `options.shortcutItem`: keeps it. Either or both may be called; SwiftUI-lifecycle
  /// apps can miss the second.
  public func willConnect(with item: ShortcutItem?) {
    if let item { keep(item) }
  }

  // MARK: App delegate (legacy: iOS 26 deprecates `launchOptions[.shortcutItem]`)

  /// `application(_:willFinishLaunchingWithOptions:)`: keeps the launch item; returns `true`.
  @discardableResult
  public func willFinishLaunching(with item: ShortcutItem?) -> Bool {
    if let item { keep(item) }
    return true
  }

  /// `application(_:didFinishLaunchingWithOptions:)`: keeps the launch item. Returns `false`
  /// when there is one, so iOS does not also call `performActionFor` with it, unless the
  /// coordinator was made with `didFinishLaunchingReturnsTrue`.
  public func didFinishLaunching(with item: ShortcutItem?) -> Bool {
    if let item { keep(item) }
    return state.withLock { s in
      guard let launch = s.pending else { return true }
      guard didFinishLaunchingReturnsTrue else { return false }
      s.secondDeliveryExpected = launch
      return true
    }
  }

  // MARK: Both

  /// `applicationDidBecomeActive` / `sceneDidBecomeActive`: routes the kept launch item, once.
  @discardableResult
  public func didBecomeActive() async -> Delivery {
    let item: ShortcutItem? = state.withLock { s in
      defer { s.pending = nil }
      return s.pending
    }
    guard let item else { return .nothingPending }
    let outcome = await router.route(item) { [self] eventual in finish(item, eventual.succeeded) }
    if outcome.isFinal { finish(item, outcome.succeeded) }
    return .routed(item, outcome)
  }

  /// `applicationWillResignActive` / `sceneWillResignActive`: a second delivery iOS has not made
  /// by now will not come. Nothing else depends on this hook.
  public func willResignActive() {
    state.withLock { $0.secondDeliveryExpected = nil }
  }

  /// `windowScene(_:performActionFor:completionHandler:)` /
  /// `application(_:performActionFor:completionHandler:)`: a warm launch. The completion is
  /// called exactly once, with the item's real outcome (for an item waiting behind a gate, when
  /// the gate opens or a later item replaces it). iOS's second delivery of the launch item is
  /// recognised, not routed again, and completed with the launch item's outcome.
  @discardableResult
  public func performAction(_ item: ShortcutItem, completion: Completion? = nil) async -> Delivery {
    enum Step { case duplicate(known: Bool?), route(replaced: ShortcutItem?, waiting: [Completion]) }
    let step: Step = state.withLock { s in
      if s.secondDeliveryExpected == item, var launch = s.launch, launch.item == item {
        s.secondDeliveryExpected = nil
        if launch.succeeded == nil, let completion { launch.waiting.append(completion) }
        s.launch = launch
        return .duplicate(known: launch.succeeded)
      }
      s.secondDeliveryExpected = nil
      // A newer choice replaces a launch item not yet routed: the user's latest choice wins.
      guard let replaced = s.pending else { return .route(replaced: nil, waiting: []) }
      s.pending = nil
      let waiting = s.launch?.waiting ?? []
      s.launch?.waiting = []
      s.launch?.succeeded = false
      return .route(replaced: replaced, waiting: waiting)
    }
    switch step {
    case .duplicate(let known):
      if let known { completion?(known) }
      return .duplicate(item)
    case .route(let replaced, let waiting):
      for superseded in waiting { superseded(false) }
      let outcome = await router.route(item) { eventual in completion?(eventual.succeeded) }
      if outcome.isFinal { completion?(outcome.succeeded) }
      if let replaced { return .replaced(old: replaced, new: item, outcome: outcome) }
      return .routed(item, outcome)
    }
  }

  /// `performAction(_:completion:)` for callers that await the answer: true once the item was
  /// handled. Returns when the outcome is final, so an item behind a gate waits for it.
  public func perform(_ item: ShortcutItem) async -> Bool {
    await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      Task { _ = await self.performAction(item) { continuation.resume(returning: $0) } }
    }
  }

  /// The gate (onboarding, login, terms) has opened: the item waiting behind it runs once.
  public func gateDidOpen() async -> RouteOutcome? {
    await router.gateDidOpen()
  }

  private func keep(_ item: ShortcutItem) {
    state.withLock { s in
      s.pending = item
      if s.launch?.item != item { s.launch = LaunchItem(item: item) }
    }
  }

  /// Records the launch item's final outcome and completes the second delivery waiting for it.
  private func finish(_ item: ShortcutItem, _ succeeded: Bool) {
    let waiting: [Completion] = state.withLock { s in
      guard var launch = s.launch, launch.item == item, launch.succeeded == nil else { return [] }
      launch.succeeded = succeeded
      defer { launch.waiting = []; s.launch = launch }
      return launch.waiting
    }
    for completion in waiting { completion(succeeded) }
  }
}
