/// The lifecycle callbacks: a scene connecting with its entries, the app delegate's launch, a
/// scene becoming active or resigning, a quick action while the app runs, and the gate opening.
extension LaunchCoordinator {
  // MARK: Scene (the primary path; TN3187: apps built with the SDK after iOS 26 must use scenes)

  /// `application(_:configurationForConnecting:options:)` and `scene(_:willConnectTo:options:)`
  /// with `options.shortcutItem`: keeps it. Either or both may be called; SwiftUI-lifecycle
  /// apps can miss the second.
  public func willConnect(with item: ShortcutItem?) {
    willConnect(with: SceneConnectionOptions(shortcutItem: item))
  }

  /// `application(_:configurationForConnecting:options:)` and `scene(_:willConnectTo:options:)`:
  /// keeps every entry of the options until `scene` is active, and notes a Handoff whose activity
  /// comes later (`handoffUserActivityType`), a notification response the notification center's
  /// delegate may receive again, and an App Intent `scene(_:willPerformAppIntent:)` delivers again.
  /// Either or both may be called.
  ///
  /// A restored scene gets no `configurationForConnecting` (UIKit calls it "when creating a new
  /// scene", not when it reconnects a saved session) but its `willConnectTo` carries the options
  /// as a new scene's does, so call this from `willConnectTo` too.
  public func willConnect(with options: SceneConnectionOptions, in scene: SceneID = .main) {
    for entry in options.entries { keep(entry, in: scene) }
    state.withLock { s in
      var doors = s.scenes[scene] ?? SceneDoors()
      if s.scenes[scene] == nil { s.order.append(scene) }
      if let type = options.handoffUserActivityType { doors.handoffType = type }
      if let response = options.notificationResponse,
        !doors.connectedNotifications.contains(.notification(response))
      {
        doors.connectedNotifications.append(.notification(response))
      }
      if let intent = options.appIntent, !doors.connectedIntents.contains(.intent(intent)) {
        doors.connectedIntents.append(.intent(intent))
      }
      s.scenes[scene] = doors
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
    for entry in options.entries { keep(entry, in: .main) }
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
    for entry in options.entries { keep(entry, in: .main) }
    return state.withLock { s in
      // The app delegate's one window is an ordinary scene: what it expects again is its own.
      guard var doors = s.scenes[.main], !doors.pending.isEmpty else { return true }
      defer { s.scenes[.main] = doors }
      var answer = true
      for entry in doors.pending {
        switch entry {
        case .shortcut:
          if didFinishLaunchingReturnsTrue {
            doors.secondDeliveries.append(entry)
          } else {
            answer = false
          }
        case .url, .activity:
          if matches(entry) { doors.secondDeliveries.append(entry) } else { answer = false }
        case .notification, .intent:
          break
        }
      }
      return answer
    }
  }

  // MARK: Both

  /// `applicationDidBecomeActive` / `sceneDidBecomeActive`: routes the entries `scene` kept at
  /// connection, once each, in that scene; the last one's delivery (or `.nothingPending`).
  @discardableResult
  public func didBecomeActive(in scene: SceneID = .main) async -> Delivery {
    await didBecomeActiveDeliveries(in: scene).last ?? .nothingPending
  }

  /// `didBecomeActive(in:)`, with the delivery of every entry kept at connection, in order.
  public func didBecomeActiveDeliveries(in scene: SceneID = .main) async -> [Delivery] {
    state.withLock { s in
      s.activations += 1
      s.scenes[scene]?.isActive = true
      s.scenes[scene]?.lastActive = s.activations
    }
    return await routeWaiting(in: scene)
  }

  /// Routes what waits for `scene` to be connected and active: the gate's entry, when the gate
  /// opened while the scene was away, then the entries it was connected with, in order.
  func routeWaiting(in scene: SceneID) async -> [Delivery] {
    var deliveries: [Delivery] = []
    if let released = await routeReleased(in: scene) { deliveries.append(released) }
    while let entry = state.withLock({ s -> Entry? in
      guard let first = s.scenes[scene]?.pending.first, s.routers[scene] != nil else { return nil }
      s.scenes[scene]?.pending.removeFirst()
      // SwiftUI's onOpenURL / onContinueUserActivity may see a launch entry after the scene
      // delegate had it.
      if first.canRepeatThroughSwiftUI { s.scenes[scene]?.openedThisActivation.append(first) }
      if case .intent = first { s.scenes[scene]?.deliveredIntents.append(first) }
      return first
    }) {
      deliveries.append(await routeKept(entry, in: scene))
    }
    return deliveries
  }

  /// `applicationWillResignActive` / `sceneWillResignActive`: a second delivery iOS has not made
  /// by now will not come, and `onOpenURL` / `onAppIntentExecution` have seen this activation's
  /// URLs and intents. Nothing else depends on this hook.
  public func willResignActive(in scene: SceneID = .main) {
    state.withLock { s in
      s.scenes[scene]?.endActivation()
    }
  }

  /// `windowScene(_:performActionFor:completionHandler:)` /
  /// `application(_:performActionFor:completionHandler:)`: a warm launch, in `scene`. The
  /// completion is called exactly once, with the item's real outcome (for an item waiting behind
  /// a gate, when the gate opens or a later entry replaces it). iOS's second delivery of the
  /// launch item is recognised, not routed again, and completed with the launch item's outcome.
  @discardableResult
  public func performAction(
    _ item: ShortcutItem, in scene: SceneID = .main, completion: Completion? = nil
  ) async -> Delivery {
    await deliver(.shortcut(item), in: scene, completion: completion)
  }

  /// `performAction(_:in:completion:)` for callers that await the answer: true once the item was
  /// handled. Returns when the outcome is final, so an item behind a gate waits for it.
  public func perform(_ item: ShortcutItem, in scene: SceneID = .main) async -> Bool {
    await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      Task { _ = await self.performAction(item, in: scene) { continuation.resume(returning: $0) } }
    }
  }

  /// The gate (onboarding, login, terms) has opened: the entry waiting behind it runs once, in
  /// the scene it was delivered to; its outcome, or nil when it does not run now. The gate is the
  /// app's, so this is one call for every window. An entry whose scene is not connected waits for
  /// it (``Held/Wait/window(_:)``): it runs when the scene connects again and is active, or, if
  /// the scene's session is discarded, in the window iOS's rules choose (``discardScene(_:)``).
  public func gateDidOpen() async -> RouteOutcome? {
    await releaseOrRoute()
  }
}
