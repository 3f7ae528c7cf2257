/// The App Intent door (iOS 26): an intent the system runs in the foreground reaches a scene
/// before its `perform()` runs, and the app may route it from either, or both.
///
/// "Directing app intents to your app's scenes"
/// (<https://developer.apple.com/documentation/appintents/directing-app-intents-to-your-apps-scenes>):
/// "If it finds a scene, the system dispatches the app intent to the scene before calling the app
/// intent's perform() method. Your scene code uses the app intent to configure its views to
/// display the associated information. After that configuration, the system brings your app to
/// the foreground to display the content." Each delivery is answered as its API asks:
/// - `UIScene.ConnectionOptions.appIntent`: a property of the options, nothing to answer; "the
///   AppIntent that triggered scene creation. AppIntentSceneDelegate.scene(_:willPerform:) will
///   always be called after scene connection", so that call is its second delivery.
/// - `AppIntentSceneDelegate.scene(_:willPerformAppIntent:)` returns nothing: "The system calls the
///   app intent's perform() method after this method returns."
/// - SwiftUI's `onAppIntentExecution(_:perform:)` takes a `@MainActor (I) -> Void`: nothing to
///   answer.
/// - `perform()` is `async throws`: it returns once, after routing (its result), or throws when
///   the intent was not handled. After a scene delivery it is the intent's second delivery: not
///   routed again, it returns the scene delivery's outcome.
///
/// The app needs `UIApplicationSupportsMultipleScenes` for any of this at launch: "The App Intents
/// framework requires support for multiple scenes to dispatch app intents to your scene at launch
/// time", even for an app with one scene (the `intent-needs-multiple-scenes` lint rule).
extension LaunchCoordinator {
  /// `AppIntentSceneDelegate.scene(_:willPerformAppIntent:)`: routes the intent in `scene` now,
  /// while the scene is still in the background ("The dispatching process happens in the
  /// background, giving the scene a chance to configure its views before any changes become
  /// visible"), and expects its `perform()` next. The intent `scene` was connected with is that
  /// connection's second delivery: routed now if `didBecomeActive` has not routed it yet, and
  /// never twice.
  @discardableResult
  public func willPerformAppIntent(_ intent: AppIntentInvocation, in scene: SceneID = .main) async
    -> Delivery
  {
    await sceneDelivery(intent, in: scene, fromSwiftUI: false)
  }

  /// SwiftUI's `onAppIntentExecution(_:perform:)`: as `willPerformAppIntent(_:in:)`; beside a scene
  /// delegate that already delivered the intent in this activation, the same intent seen twice,
  /// not routed again.
  @discardableResult
  public func onAppIntentExecution(_ intent: AppIntentInvocation, in scene: SceneID = .main) async
    -> Delivery
  {
    await sceneDelivery(intent, in: scene, fromSwiftUI: true)
  }

  /// An intent's `perform()` running in the app: true when the intent was handled, or is held
  /// behind the gate (its work is handed to the app, which routes it once the gate opens, as a
  /// notification's handler is called once the response is held); false when it was not handled,
  /// and `perform()` should throw. After a scene delivery (`willPerformAppIntent`,
  /// `onAppIntentExecution`, the connection options) it returns that delivery's outcome without
  /// routing again. Otherwise the intent is routed in `scene` (`UISceneAppIntent.uiScene`, "The
  /// scene that is handling the app intent"), else in the scene iOS's rules choose for its
  /// content identifier.
  public func performIntent(_ intent: AppIntentInvocation, in scene: SceneID? = nil) async -> (
    answer: Bool, delivery: Delivery
  ) {
    let entry = Entry.intent(intent)
    let delivered: SceneID? = state.withLock { s in
      guard
        let i = s.awaitingPerform.firstIndex(where: {
          $0.entry == entry && (scene == nil || $0.scene == scene)
        })
      else { return nil }
      return s.awaitingPerform.remove(at: i).scene
    }
    if let delivered {
      let answer = await withCheckedContinuation {
        (continuation: CheckedContinuation<Bool, Never>) in
        // Routed (or held): its answer is known once the routing returned.
        // An entry held behind the gate has no outcome yet: it is handled once the gate opens.
        whenRouted(entry, in: delivered) { [self] in
          let succeeded = state.withLock { s in
            s.kept.last(where: { $0.entry == entry && $0.scene == delivered })?.succeeded
          }
          continuation.resume(returning: succeeded ?? true)
        }
      }
      return (answer, .duplicate(entry))
    }
    var target = scene
    if target == nil { target = await chooseScene(for: entry).scene }
    let outcome = await deliver(entry, in: target ?? .main, completion: nil)
    switch outcome {
    case .routed(_, let result), .replaced(_, _, let result):
      return (result.succeeded || !result.isFinal, outcome)
    case .duplicate, .nothingPending:
      return (true, outcome)
    }
  }

  /// `scene(_:willPerformAppIntent:)` (or `onAppIntentExecution`) from a synchronous callback:
  /// the delivery is recorded before this returns, so the `perform()` the system calls next is
  /// recognised even if it runs before the routing task starts; the task routes it.
  public func startAppIntent(
    _ intent: AppIntentInvocation, in scene: SceneID = .main, fromSwiftUI: Bool = false
  ) -> Task<Delivery, Never> {
    let step = recordSceneDelivery(intent, in: scene, fromSwiftUI: fromSwiftUI)
    return Task { await self.finishSceneDelivery(intent, in: scene, step) }
  }

  /// What a scene delivery is: the same intent seen again, the connection's intent (still to be
  /// routed, or already routed by `didBecomeActive`), or a new one.
  enum SceneDeliveryStep: Sendable {
    case repeated
    case connected(stillPending: Bool)
    case new
  }

  /// A delivery to a scene, before the intent's `perform()`.
  func sceneDelivery(_ intent: AppIntentInvocation, in scene: SceneID, fromSwiftUI: Bool) async
    -> Delivery
  {
    await finishSceneDelivery(
      intent, in: scene, recordSceneDelivery(intent, in: scene, fromSwiftUI: fromSwiftUI))
  }

  func finishSceneDelivery(
    _ intent: AppIntentInvocation, in scene: SceneID, _ step: SceneDeliveryStep
  ) async -> Delivery {
    switch step {
    case .repeated, .connected(stillPending: false):
      return .duplicate(.intent(intent))
    case .connected(stillPending: true), .new:
      return await routeKept(.intent(intent), in: scene)
    }
  }

  /// Records a scene delivery: the `perform()` expected next, and the entry whose outcome it
  /// answers with.
  func recordSceneDelivery(_ intent: AppIntentInvocation, in scene: SceneID, fromSwiftUI: Bool)
    -> SceneDeliveryStep
  {
    let entry = Entry.intent(intent)
    typealias Step = SceneDeliveryStep
    return state.withLock { s -> Step in
      var doors = s.scenes[scene] ?? SceneDoors()
      defer { s.scenes[scene] = doors }
      if let i = doors.connectedIntents.firstIndex(of: entry) {
        doors.connectedIntents.remove(at: i)
        doors.deliveredIntents.append(entry)
        s.awaitingPerform.append((entry, scene))
        guard let p = doors.pending.firstIndex(of: entry) else {
          return .connected(stillPending: false)
        }
        doors.pending.remove(at: p)
        return .connected(stillPending: true)
      }
      if fromSwiftUI, doors.deliveredIntents.contains(entry) { return .repeated }
      doors.deliveredIntents.append(entry)
      s.awaitingPerform.append((entry, scene))
      s.kept.append(Kept(entry: entry, scene: scene))
      return .new
    }
  }
}
