/// Receives the app's lifecycle callbacks in the order iOS sends them and delivers each entry (a
/// quick action, a URL, a user activity, a notification response) to the router exactly once,
/// with its true outcome, for scene-based and app-delegate apps, on cold and warm launches.
///
/// The bugs it exists for: an entry lost on a cold launch because nothing was listening yet; an
/// entry handled twice because `didFinishLaunching` returned `true` (so iOS also called
/// `performActionFor` or `application(_:open:options:)`), because SwiftUI's `onOpenURL` saw the
/// URL the scene delegate already had, or because a pending entry was never cleared and re-ran
/// on every activation; an entry routed before the app's UI was active; a success reported
/// before the entry was routed.
///
/// Correctness does not hang on a hook that is easy to forget: only iOS's second delivery of a
/// launch entry (which follows a `didFinishLaunching` that returned `true`) is a duplicate, so
/// the same entry chosen again later is routed again even if `willResignActive()` is never
/// called.
///
/// Apps wire it through `QuickActionHooks` (QuickActionsUIKit), whose methods take UIKit's own
/// signatures; this type is the plain-Swift core those hooks, the simulator and tests drive.
/// Each door keeps its own answer contract (see `LaunchCoordinator+Doors.swift`).
public final class LaunchCoordinator: Sendable {
  /// Routes the entries.
  public let router: QuickActionRouter
  /// Whether `didFinishLaunching(with:)` answers `true` on a shortcut launch. Other SDKs may need
  /// `true` (flutter/flutter#141280); iOS then delivers the launch item a second time through
  /// `application(_:performActionFor:completionHandler:)`, which is recognised and completed
  /// with the launch item's real outcome instead of being routed again.
  public let didFinishLaunchingReturnsTrue: Bool

  /// What happened to one delivery of an entry.
  public enum Delivery: Sendable, Hashable {
    /// Routed, with the outcome.
    case routed(Entry, RouteOutcome)
    /// A second delivery of an entry already kept or delivered (iOS's after a `didFinishLaunching`
    /// that returned `true`, or SwiftUI's `onOpenURL` beside the scene delegate); not routed
    /// again. An answer it needs gets the first delivery's outcome once that is known.
    case duplicate(Entry)
    /// A kept launch entry replaced by a newer one before it was routed; the newer one was
    /// routed, with this outcome.
    case replaced(old: Entry, new: Entry, outcome: RouteOutcome)
    /// Nothing was waiting to be routed.
    case nothingPending
  }

  /// A completion handler, as UIKit passes one: called once with whether the entry was handled.
  public typealias Completion = @Sendable (Bool) -> Void

  /// An entry kept at launch, from the moment it is kept to its final outcome.
  struct Kept {
    var entry: Entry
    /// Its final outcome, once known.
    var succeeded: Bool?
    /// Answers of its second deliveries, waiting for that outcome.
    var waiting: [Completion] = []
    /// Whether its routing has returned: a final outcome, or held behind a gate.
    var routed = false
    /// Notification handlers of its second deliveries, waiting for that routing to return.
    var whenRouted: [@Sendable () -> Void] = []
  }

  struct State {
    /// Entries kept at launch, until the app becomes active.
    var pending: [Entry] = []
    /// Every entry kept at launch, with its outcome, for second deliveries.
    var kept: [Kept] = []
    /// Entries iOS will deliver once more (`didFinishLaunching` returned `true`).
    var secondDeliveries: [Entry] = []
    /// URLs and activities the scene delegate delivered in this activation, which SwiftUI's
    /// `onOpenURL` / `onContinueUserActivity` may deliver again.
    var openedThisActivation: [Entry] = []
    /// A Handoff announced at connection whose activity has not arrived yet.
    var handoffType: String?
    /// Notification responses a scene was connected with, which the notification center's
    /// delegate may receive again in the same activation.
    var connectedNotifications: [Entry] = []
  }

  let state = Locked(State())

  /// The first entry kept at launch, until the app becomes active.
  public var pendingEntry: Entry? { state.withLock { $0.pending.first } }
  /// The quick action kept at launch, until the app becomes active.
  public var pendingLaunchItem: ShortcutItem? { state.withLock { $0.pending.lazy.compactMap(\.shortcutItem).first } }
  /// The activity type of a Handoff announced at connection (`handoffUserActivityType`) whose
  /// activity has not arrived yet.
  public var expectedHandoffType: String? { state.withLock { $0.handoffType } }

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
    willConnect(with: SceneConnectionOptions(shortcutItem: item))
  }

  /// `application(_:configurationForConnecting:options:)` and `scene(_:willConnectTo:options:)`:
  /// keeps every entry of the options until the scene is active, and notes a Handoff whose
  /// activity comes later (`handoffUserActivityType`). Either or both may be called.
  public func willConnect(with options: SceneConnectionOptions) {
    for entry in options.entries { keep(entry) }
    state.withLock { s in
      if let type = options.handoffUserActivityType { s.handoffType = type }
      if let response = options.notificationResponse, !s.connectedNotifications.contains(.notification(response)) {
        s.connectedNotifications.append(.notification(response))
      }
    }
  }

  // MARK: App delegate (legacy: iOS 26 deprecates the launch options)

  /// `application(_:willFinishLaunchingWithOptions:)`: keeps the launch item; returns `true`.
  @discardableResult
  public func willFinishLaunching(with item: ShortcutItem?) -> Bool {
    willFinishLaunching(with: AppLaunchOptions(shortcutItem: item))
  }

  /// `application(_:willFinishLaunchingWithOptions:)`: keeps the launch entries; returns `true`
  /// ("If either method returns NO, the URL is not handled": the decision is
  /// `didFinishLaunching`'s).
  @discardableResult
  public func willFinishLaunching(with options: AppLaunchOptions) -> Bool {
    for entry in options.entries { keep(entry) }
    return true
  }

  /// `application(_:didFinishLaunchingWithOptions:)`: keeps the launch item. Returns `false`
  /// when there is one, so iOS does not also call `performActionFor` with it, unless the
  /// coordinator was made with `didFinishLaunchingReturnsTrue`.
  public func didFinishLaunching(with item: ShortcutItem?) -> Bool {
    didFinishLaunching(with: AppLaunchOptions(shortcutItem: item))
  }

  /// `application(_:didFinishLaunchingWithOptions:)`: keeps the launch entries and answers.
  ///
  /// - A quick action: `false`, so iOS does not also call `performActionFor`
  ///   ("except when you've intercepted the interaction in a launch method"), unless made with
  ///   `didFinishLaunchingReturnsTrue`; then the second delivery is expected.
  /// - A URL or an activity: "Return false if the app can't handle the URL resource or continue
  ///   a user activity, otherwise return true": `true` when a route matches, and then iOS
  ///   delivers it again through `application(_:open:options:)` or
  ///   `application(_:continue:restorationHandler:)`, which is expected and not routed twice.
  public func didFinishLaunching(with options: AppLaunchOptions) -> Bool {
    for entry in options.entries { keep(entry) }
    return state.withLock { s in
      guard !s.pending.isEmpty else { return true }
      var answer = true
      for entry in s.pending {
        switch entry {
        case .shortcut:
          if didFinishLaunchingReturnsTrue { s.secondDeliveries.append(entry) } else { answer = false }
        case .url, .activity:
          if matches(entry) { s.secondDeliveries.append(entry) } else { answer = false }
        case .notification:
          break
        }
      }
      return answer
    }
  }

  // MARK: Both

  /// `applicationDidBecomeActive` / `sceneDidBecomeActive`: routes the entries kept at launch,
  /// once each; the last one's delivery (or `.nothingPending`).
  @discardableResult
  public func didBecomeActive() async -> Delivery {
    await didBecomeActiveDeliveries().last ?? .nothingPending
  }

  /// `didBecomeActive()`, with the delivery of every entry kept at launch, in order.
  public func didBecomeActiveDeliveries() async -> [Delivery] {
    var deliveries: [Delivery] = []
    while let entry = state.withLock({ s -> Entry? in
      guard !s.pending.isEmpty else { return nil }
      let entry = s.pending.removeFirst()
      // SwiftUI's onOpenURL / onContinueUserActivity may see a launch entry after the scene
      // delegate had it.
      if entry.canRepeatThroughSwiftUI { s.openedThisActivation.append(entry) }
      return entry
    }) {
      let outcome = await router.route(entry) { [self] eventual in finish(entry, eventual.succeeded) }
      for handler in routed(entry) { handler() }
      if outcome.isFinal { finish(entry, outcome.succeeded) }
      deliveries.append(.routed(entry, outcome))
    }
    return deliveries
  }

  /// `applicationWillResignActive` / `sceneWillResignActive`: a second delivery iOS has not made
  /// by now will not come, and `onOpenURL` has seen this activation's URLs. Nothing else depends
  /// on this hook.
  public func willResignActive() {
    state.withLock {
      $0.secondDeliveries = []
      $0.openedThisActivation = []
      $0.connectedNotifications = []
    }
  }

  /// `windowScene(_:performActionFor:completionHandler:)` /
  /// `application(_:performActionFor:completionHandler:)`: a warm launch. The completion is
  /// called exactly once, with the item's real outcome (for an item waiting behind a gate, when
  /// the gate opens or a later entry replaces it). iOS's second delivery of the launch item is
  /// recognised, not routed again, and completed with the launch item's outcome.
  @discardableResult
  public func performAction(_ item: ShortcutItem, completion: Completion? = nil) async -> Delivery {
    await deliver(.shortcut(item), completion: completion)
  }

  /// `performAction(_:completion:)` for callers that await the answer: true once the item was
  /// handled. Returns when the outcome is final, so an item behind a gate waits for it.
  public func perform(_ item: ShortcutItem) async -> Bool {
    await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      Task { _ = await self.performAction(item) { continuation.resume(returning: $0) } }
    }
  }

  /// The gate (onboarding, login, terms) has opened: the entry waiting behind it runs once.
  public func gateDidOpen() async -> RouteOutcome? {
    await router.gateDidOpen()
  }

  // MARK: Machinery

  /// Whether a route takes `entry` (it may still fail for a missing parameter): what the
  /// app-delegate callbacks that return a `Bool` at once answer.
  public func matches(_ entry: Entry) -> Bool {
    do {
      _ = try router.routes.resolve(entry)
      return true
    } catch {
      switch error.outcome {
      case .noRoute, .unknownType: return false
      default: return true
      }
    }
  }

  /// Delivers an entry that arrived while the app runs. A second delivery iOS announced, or a
  /// URL `onOpenURL` repeats (`fromSwiftUI`), is recognised and not routed again; its completion
  /// gets the first delivery's outcome. Otherwise a newer entry replaces the launch entries not
  /// yet routed (the user's latest choice wins; their waiting answers get `false`) and is routed.
  func deliver(_ entry: Entry, completion: Completion?, fromSwiftUI: Bool = false) async -> Delivery {
    enum Step { case duplicate(known: Bool?), route(replaced: Entry?, waiting: [Completion]) }
    let step: Step = state.withLock { s in
      if fromSwiftUI {
        // SwiftUI's onOpenURL / onContinueUserActivity sees what the scene delegate already
        // delivered in this activation, or kept at launch.
        if s.openedThisActivation.contains(entry) || s.pending.contains(entry) { return .duplicate(known: true) }
      }
      if let i = s.secondDeliveries.firstIndex(of: entry), let k = s.kept.lastIndex(where: { $0.entry == entry }) {
        s.secondDeliveries.remove(at: i)
        if s.kept[k].succeeded == nil, let completion { s.kept[k].waiting.append(completion) }
        return .duplicate(known: s.kept[k].succeeded)
      }
      s.secondDeliveries = []
      if !fromSwiftUI, entry.canRepeatThroughSwiftUI { s.openedThisActivation.append(entry) }
      if case .activity(let activity) = entry, activity.activityType == s.handoffType { s.handoffType = nil }
      // A newer entry replaces launch entries not yet routed: the user's latest choice wins.
      guard let replaced = s.pending.last else { return .route(replaced: nil, waiting: []) }
      var waiting: [Completion] = []
      for old in s.pending {
        for k in s.kept.indices where s.kept[k].entry == old && s.kept[k].succeeded == nil {
          waiting += s.kept[k].waiting + s.kept[k].whenRouted.map { handler in { _ in handler() } }
          s.kept[k].waiting = []
          s.kept[k].whenRouted = []
          s.kept[k].routed = true
          s.kept[k].succeeded = false
        }
      }
      s.pending = []
      return .route(replaced: replaced, waiting: waiting)
    }
    switch step {
    case .duplicate(let known):
      if let known { completion?(known) }
      return .duplicate(entry)
    case .route(let replaced, let waiting):
      for superseded in waiting { superseded(false) }
      let outcome = await router.route(entry) { eventual in completion?(eventual.succeeded) }
      if outcome.isFinal { completion?(outcome.succeeded) }
      if let replaced { return .replaced(old: replaced, new: entry, outcome: outcome) }
      return .routed(entry, outcome)
    }
  }

  private func keep(_ entry: Entry) {
    state.withLock { s in
      if !s.pending.contains(entry) { s.pending.append(entry) }
      if !s.kept.contains(where: { $0.entry == entry && $0.succeeded == nil }) { s.kept.append(Kept(entry: entry)) }
    }
  }

  /// Records that a launch entry's routing returned, and hands back the notification handlers
  /// of its second deliveries, which wait for that.
  private func routed(_ entry: Entry) -> [@Sendable () -> Void] {
    state.withLock { s in
      guard let k = s.kept.lastIndex(where: { $0.entry == entry && !$0.routed }) else { return [] }
      s.kept[k].routed = true
      defer { s.kept[k].whenRouted = [] }
      return s.kept[k].whenRouted
    }
  }

  /// Calls `handler` once the routing of the launch entry `entry` has returned: now, when it has
  /// (or when no such entry was kept), else when it does.
  func whenRouted(_ entry: Entry, _ handler: @escaping @Sendable () -> Void) {
    let now = state.withLock { s -> Bool in
      guard let k = s.kept.lastIndex(where: { $0.entry == entry }), !s.kept[k].routed else { return true }
      s.kept[k].whenRouted.append(handler)
      return false
    }
    if now { handler() }
  }

  /// Records a launch entry's final outcome and answers the second deliveries waiting for it.
  private func finish(_ entry: Entry, _ succeeded: Bool) {
    let waiting: [Completion] = state.withLock { s in
      guard let k = s.kept.lastIndex(where: { $0.entry == entry && $0.succeeded == nil }) else { return [] }
      s.kept[k].succeeded = succeeded
      defer { s.kept[k].waiting = [] }
      return s.kept[k].waiting
    }
    for completion in waiting { completion(succeeded) }
  }
}
