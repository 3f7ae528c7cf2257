#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The doors besides quick actions, each with the answer its callback asks for, kept exactly
/// once.
extension LaunchCoordinator {
  // MARK: URLs

  /// `scene(_:openURLContexts:)`: "Asks the delegate to open one or more URLs." The method returns
  /// nothing, so there is nothing to answer; each URL is routed in `scene` (a URL kept at launch
  /// and delivered again is recognised). A universal link never comes here: iOS sends it as a
  /// browsing-web activity (`continueActivity(_:in:)`).
  ///
  /// <https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:openurlcontexts:)>
  @discardableResult
  public func openURLContexts(_ urls: [URL], in scene: SceneID = .main) async -> [Delivery] {
    var deliveries: [Delivery] = []
    for url in urls { deliveries.append(await deliver(.url(url), in: scene, completion: nil)) }
    return deliveries
  }

  /// SwiftUI's `onOpenURL`, when the app also has a scene delegate: a URL the scene delegate
  /// delivered in this activation (or kept at launch) is the same opening seen twice and is not
  /// routed again; another URL is routed. (SwiftUI can drop a cold-start `onOpenURL`,
  /// FB17446617, so the scene delegate's connection options are what the package relies on.)
  @discardableResult
  public func onOpenURL(_ url: URL, in scene: SceneID = .main) async -> Delivery {
    await deliver(.url(url), in: scene, completion: nil, fromSwiftUI: true)
  }

  /// SwiftUI's `onContinueUserActivity(_:perform:)`: a SwiftUI app receives a running scene's
  /// universal links, Spotlight results and Handoffs here, not in a custom scene delegate's
  /// `scene(_:continue:)` (exponea-ios-sdk#78, react-native-visionos#139). An activity the scene
  /// delegate also delivered in this activation, or kept at launch, is routed once.
  @discardableResult
  public func onContinueUserActivity(_ activity: UserActivity, in scene: SceneID = .main) async
    -> Delivery
  {
    await deliver(.activity(activity), in: scene, completion: nil, fromSwiftUI: true)
  }

  /// `scene(_:didFailToContinueUserActivityWithType:error:)`: the Handoff of `activityType` that
  /// `willContinueUserActivityWithType` (or `ConnectionOptions.handoffUserActivityType`)
  /// announced to `scene` will not arrive ("Tells the delegate that the activity could not be
  /// continued",
  /// <https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:didfailtocontinueuseractivitywithtype:error:)>).
  /// It is no longer awaited, and nothing is routed for it. Returns whether such a Handoff was
  /// awaited: UIKit answers nothing, so this is the entry's whole answer.
  @discardableResult
  public func didFailToContinue(activityType: String, in scene: SceneID = .main) -> Bool {
    state.withLock { s in
      guard s.scenes[scene]?.handoffType == activityType else { return false }
      s.scenes[scene]?.handoffType = nil
      return true
    }
  }

  /// Whether `onOpenURL(_:in:)` would recognise `url` as an opening `scene`'s delegate already had.
  public func isRepeatedOpening(_ url: URL, in scene: SceneID = .main) -> Bool {
    state.withLock { s in
      let doors = s.scenes[scene]
      return doors?.openedThisActivation.contains(.url(url)) == true
        || doors?.pending.contains(.url(url)) == true
    }
  }

  /// `application(_:open:options:) -> Bool` (deprecated in iOS 26): returns at once whether a
  /// route matches ("true if the delegate successfully handled the request or false if the
  /// attempt to open the URL resource failed"), and routes the URL on its own task. The second
  /// delivery of a launch URL (after `didFinishLaunching` returned `true`) is not routed again.
  ///
  /// <https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:open:options:)>
  public func open(_ url: URL) -> Bool {
    let answer = matches(.url(url))
    Task { _ = await self.deliver(.url(url), in: .main, completion: nil) }
    return answer
  }

  /// `open(_:)` for callers that await the delivery: the `Bool` returned at once, and what the
  /// routing came to.
  public func openAwaitingDelivery(_ url: URL) async -> (returned: Bool, delivery: Delivery) {
    let answer = matches(.url(url))
    return (answer, await deliver(.url(url), in: .main, completion: nil))
  }

  // MARK: User activities

  /// `scene(_:continue:)`: a universal link (a browsing-web activity), a Spotlight result or a
  /// Handoff. Returns nothing, so there is nothing to answer. A Handoff announced at connection
  /// (`handoffUserActivityType`) arrives here.
  ///
  /// <https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:continue:)>
  @discardableResult
  public func continueActivity(_ activity: UserActivity, in scene: SceneID = .main) async
    -> Delivery
  {
    await deliver(.activity(activity), in: scene, completion: nil)
  }

  /// `application(_:continue:restorationHandler:) -> Bool` (deprecated in iOS 26): returns at
  /// once whether a route matches ("true to indicate that your app handled the activity or false
  /// to let iOS know that your app did not handle the activity"), and routes it on its own task.
  ///
  /// <https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:continue:restorationhandler:)>
  public func continueActivityReturning(_ activity: UserActivity) -> Bool {
    let answer = matches(.activity(activity))
    Task { _ = await self.deliver(.activity(activity), in: .main, completion: nil) }
    return answer
  }

  /// `continueActivityReturning(_:)` for callers that await the delivery.
  public func continueActivityAwaitingDelivery(_ activity: UserActivity) async -> (
    returned: Bool, delivery: Delivery
  ) {
    let answer = matches(.activity(activity))
    return (answer, await deliver(.activity(activity), in: .main, completion: nil))
  }

  // MARK: Notification responses

  /// `userNotificationCenter(_:didReceive:withCompletionHandler:)`: routes the response and then
  /// calls `completion` exactly once ("you must call the completion handler as soon as you
  /// finish processing the user's response"). A response that waits behind a gate has been
  /// processed (it is kept), so the handler is called then, not when the gate opens. The same
  /// response a scene kept from `ConnectionOptions.notificationResponse` and the delegate also
  /// receives is recognised and not routed again; its handler is called once that routing ends.
  ///
  /// The delegate is the app's, not a window's: the response is routed in `targetScene` (the
  /// scene UIKit names, "used to identify which UIScene UI to reflect the user's response to a
  /// notification on"), else in the scene connected with it, else in the scene iOS's rules
  /// choose for its content (``chooseScene(for:named:)``); with no scene able to show it, the
  /// main one (Apple is silent on a response without a scene; dropping it would lose the tap).
  ///
  /// <https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:didreceive:withcompletionhandler:)>
  @discardableResult
  public func didReceive(
    _ response: NotificationResponse, targetScene: SceneID? = nil,
    completion: @escaping @Sendable () -> Void
  ) async -> Delivery {
    let entry = Entry.notification(response)
    // A scene was connected with this response in this activation: the delegate's call is its
    // second delivery. (A later response with the same content is a new one.)
    let connected: SceneID? = state.withLock { s in
      for id in s.order {
        if let i = s.scenes[id]?.connectedNotifications.firstIndex(of: entry) {
          s.scenes[id]?.connectedNotifications.remove(at: i)
          return id
        }
      }
      return nil
    }
    let once = NotificationAnswer(completion)
    if let connected {
      // Its routing may still be under way when the delegate is called (didBecomeActive routes
      // it on another task): the handler waits for it.
      whenRouted(entry, in: connected, once.call)
      return .duplicate(entry)
    }
    var scene = targetScene
    if scene == nil { scene = await chooseScene(for: entry).scene }
    let delivery = await deliver(entry, in: scene ?? .main, completion: { _ in once.call() })
    // Routing is done (or the response waits behind a gate, kept): the handler is called now.
    once.call()
    return delivery
  }
}

/// A notification response's `() -> Void` handler, called at most once whichever path gets there
/// first.
final class NotificationAnswer: Sendable {
  private let handler: Locked<(@Sendable () -> Void)?>

  init(_ handler: @escaping @Sendable () -> Void) { self.handler = Locked(handler) }

  func call() {
    let handler = self.handler.withLock { h in
      defer { h = nil }
      return h
    }
    handler?()
  }
}
