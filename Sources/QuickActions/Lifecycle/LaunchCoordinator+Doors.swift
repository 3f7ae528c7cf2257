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
  /// nothing, so there is nothing to answer; each URL is routed (a URL kept at launch and
  /// delivered again is recognised).
  ///
  /// <https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:openurlcontexts:)>
  @discardableResult
  public func openURLContexts(_ urls: [URL]) async -> [Delivery] {
    var deliveries: [Delivery] = []
    for url in urls { deliveries.append(await deliver(.url(url), completion: nil)) }
    return deliveries
  }

  /// SwiftUI's `onOpenURL`, when the app also has a scene delegate: a URL the scene delegate
  /// delivered in this activation (or kept at launch) is the same opening seen twice and is not
  /// routed again; another URL is routed. (SwiftUI can drop a cold-start `onOpenURL`, FB17446617, so the scene
  /// delegate's connection options are what the package relies on.)
  @discardableResult
  public func onOpenURL(_ url: URL) async -> Delivery {
    await deliver(.url(url), completion: nil, fromSwiftUI: true)
  }

  /// SwiftUI's `onContinueUserActivity(_:perform:)`: a SwiftUI app receives a running scene's
  /// universal links, Spotlight results and Handoffs here, not in a custom scene delegate's
  /// `scene(_:continue:)` (exponea-ios-sdk#78, react-native-visionos#139). An activity the scene
  /// delegate also delivered in this activation, or kept at launch, is routed once.
  @discardableResult
  public func onContinueUserActivity(_ activity: UserActivity) async -> Delivery {
    await deliver(.activity(activity), completion: nil, fromSwiftUI: true)
  }

  /// Whether `onOpenURL(_:)` would recognise `url` as an opening the scene delegate already had.
  public func isRepeatedOpening(_ url: URL) -> Bool {
    state.withLock { $0.openedThisActivation.contains(.url(url)) || $0.pending.contains(.url(url)) }
  }

  /// `application(_:open:options:) -> Bool` (deprecated in iOS 26): returns at once whether a
  /// route matches ("true if the delegate successfully handled the request or false if the
  /// attempt to open the URL resource failed"), and routes the URL on its own task. The second
  /// delivery of a launch URL (after `didFinishLaunching` returned `true`) is not routed again.
  ///
  /// <https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:open:options:)>
  public func open(_ url: URL) -> Bool {
    let answer = matches(.url(url))
    Task { _ = await self.deliver(.url(url), completion: nil) }
    return answer
  }

  /// `open(_:)` for callers that await the delivery: the `Bool` returned at once, and what the
  /// routing came to.
  public func openAwaitingDelivery(_ url: URL) async -> (returned: Bool, delivery: Delivery) {
    let answer = matches(.url(url))
    return (answer, await deliver(.url(url), completion: nil))
  }

  // MARK: User activities

  /// `scene(_:continue:)`: a universal link (a browsing-web activity), a Spotlight result or a
  /// Handoff. Returns nothing, so there is nothing to answer. A Handoff announced at connection
  /// (`handoffUserActivityType`) arrives here.
  ///
  /// <https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:continue:)>
  @discardableResult
  public func continueActivity(_ activity: UserActivity) async -> Delivery {
    await deliver(.activity(activity), completion: nil)
  }

  /// `application(_:continue:restorationHandler:) -> Bool` (deprecated in iOS 26): returns at
  /// once whether a route matches ("true to indicate that your app handled the activity or false
  /// to let iOS know that your app did not handle the activity"), and routes it on its own task.
  ///
  /// <https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:continue:restorationhandler:)>
  public func continueActivityReturning(_ activity: UserActivity) -> Bool {
    let answer = matches(.activity(activity))
    Task { _ = await self.deliver(.activity(activity), completion: nil) }
    return answer
  }

  /// `continueActivityReturning(_:)` for callers that await the delivery.
  public func continueActivityAwaitingDelivery(_ activity: UserActivity) async -> (returned: Bool, delivery: Delivery) {
    let answer = matches(.activity(activity))
    return (answer, await deliver(.activity(activity), completion: nil))
  }

  /// `scene(_:didFailToContinueUserActivityWithType:error:)`: the Handoff of `activityType` that
  /// `willContinueUserActivityWithType` (or `ConnectionOptions.handoffUserActivityType`)
  /// announced will not arrive ("Tells the delegate that the activity could not be continued",
  /// <https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:didfailtocontinueuseractivitywithtype:error:)>).
  /// It is no longer awaited, and nothing is routed for it. Returns whether such a Handoff was
  /// awaited: UIKit answers nothing, so this is the entry's whole answer.
  @discardableResult
  public func didFailToContinue(activityType: String) -> Bool {
    state.withLock { s in
      guard s.handoffType == activityType else { return false }
      s.handoffType = nil
      return true
    }
  }

  // MARK: Notification responses

  /// `userNotificationCenter(_:didReceive:withCompletionHandler:)`: routes the response and then
  /// calls `completion` exactly once ("you must call the completion handler as soon as you
  /// finish processing the user's response"). A response that waits behind a gate has been
  /// processed (it is kept), so the handler is called then, not when the gate opens. The same
  /// response a scene kept from `ConnectionOptions.notificationResponse` and the delegate also
  /// receives is recognised and not routed again; its handler is called once that routing ends.
  ///
  /// <https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:didreceive:withcompletionhandler:)>
  @discardableResult
  public func didReceive(_ response: NotificationResponse, completion: @escaping @Sendable () -> Void) async -> Delivery {
    let entry = Entry.notification(response)
    state.withLock { s in
      // The scene was connected with this response in this activation: the delegate's call is
      // its second delivery. (A later response with the same content is a new one.)
      guard let i = s.connectedNotifications.firstIndex(of: entry) else { return }
      s.connectedNotifications.remove(at: i)
      s.secondDeliveries.append(entry)
    }
    let once = NotificationAnswer(completion)
    let delivery = await deliver(entry, completion: { _ in once.call() })
    // Routing is done (or the response waits behind a gate, kept): the handler is called now.
    // A second delivery of a response the scene kept waits until that response's routing has
    // returned, which may still be under way when the delegate is called (didBecomeActive
    // routes it on another task).
    if case .duplicate = delivery { whenRouted(entry, once.call) } else { once.call() }
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
