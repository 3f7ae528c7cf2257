#if QUICKACTIONS_UIKIT
  #if canImport(UIKit)
    import UIKit
    import UserNotifications
  #else
    import UIKitDouble
  #endif
  import Foundation
  import QuickActions

  /// The doors besides quick actions, with UIKit's and UserNotifications' own signatures. Each
  /// forwards to `LaunchCoordinator`, which keeps each entry's answer contract exactly once.
  @available(iOSApplicationExtension, unavailable)
  extension QuickActionHooks {
    // MARK: Scene lifecycle

    /// `UISceneDelegate.scene(_:openURLContexts:)`: "Asks the delegate to open one or more
    /// URLs" while the scene runs. Returns nothing, so there is nothing to answer; each URL is
    /// routed once (UIKit hands a `Set`: they are routed in the order of their text).
    ///
    /// <https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:openurlcontexts:)>
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
      let urls = Self.urls(URLContexts)
      track { [coordinator] in _ = await coordinator.openURLContexts(urls) }
    }

    /// `UISceneDelegate.scene(_:willContinueUserActivityWithType:)`: a Handoff of this type is
    /// on its way; its activity arrives through `scene(_:continue:)`.
    public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {
      coordinator.willConnect(with: SceneConnectionOptions(handoffUserActivityType: userActivityType))
    }

    /// `UISceneDelegate.scene(_:continue:)`: a universal link (browsing-web activity), a
    /// Spotlight result or a Handoff, while the scene runs. Returns nothing; routed once.
    ///
    /// <https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:continue:)>
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
      guard let activity = read(userActivity) else { return }
      track { [coordinator] in _ = await coordinator.continueActivity(activity) }
    }

    /// SwiftUI's `onOpenURL(perform:)`, for an app that also has the scene delegate: a URL the
    /// scene delegate had in this activation is the same opening seen twice and is not routed
    /// again. SwiftUI can drop the cold-start `onOpenURL` (FB17446617), so the package relies on
    /// the scene delegate's `ConnectionOptions.urlContexts`; forwarding `onOpenURL` as well is
    /// harmless.
    public func onOpenURL(_ url: URL) {
      track { [coordinator] in _ = await coordinator.onOpenURL(url) }
    }

    // MARK: App-delegate lifecycle (legacy: deprecated in iOS 26)

    /// `UIApplicationDelegate.application(_:open:options:)`: returns at once whether a route
    /// takes the URL ("true if the delegate successfully handled the request"), and routes it.
    /// After a `didFinishLaunching` that returned `true` for this URL, this second delivery is
    /// not routed again.
    ///
    /// <https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:open:options:)>
    public func application(_ app: UIApplication, open url: URL,
                            options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
      let answer = coordinator.matches(.url(url))
      track { [coordinator] in _ = await coordinator.openAwaitingDelivery(url) }
      return answer
    }

    /// `UIApplicationDelegate.application(_:continue:restorationHandler:)`: returns at once
    /// whether a route takes the activity ("true to indicate that your app handled the
    /// activity"), and routes it. The hooks navigate themselves, so `restorationHandler` is
    /// never called (the header makes calling it optional).
    ///
    /// <https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:continue:restorationhandler:)>
    public func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                            restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool {
      guard let activity = read(userActivity) else { return false }
      let answer = coordinator.matches(.activity(activity))
      track { [coordinator] in _ = await coordinator.continueActivityAwaitingDelivery(activity) }
      return answer
    }

    // MARK: Notifications

    /// `UNUserNotificationCenterDelegate.userNotificationCenter(_:didReceive:withCompletionHandler:)`:
    /// routes the response, then calls `completionHandler` exactly once, on the main actor ("you
    /// must call the completion handler as soon as you finish processing the user's
    /// response"). A response the scene kept from `ConnectionOptions.notificationResponse` is
    /// not routed again; its handler is called once that routing ends. The hooks'
    /// `notificationDelegate` calls this; an app with a delegate of its own forwards it.
    ///
    /// <https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:didreceive:withcompletionhandler:)>
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                       withCompletionHandler completionHandler: @escaping () -> Void) {
      guard let entry = read(response) else { return completionHandler() }
      let handler = NotificationHandler(completionHandler)
      notificationAnswers.append(handler)
      let due = handler.due
      let activation = activation
      track { [coordinator] in
        // The launch response the scene kept may be being routed: UserNotifications delivered
        // this after UIKit's activation, so it is delivered after that routing is under way.
        await activation?.value
        _ = await coordinator.didReceive(entry) {
          due.mark()
          Task { @MainActor in handler.call() }
        }
        if due.isMarked { handler.call() }
      }
    }

    // MARK: Reading UIKit's values

    /// Every entry of the connection options; unreadable activities and responses are listed in
    /// `unreadableItems` and left out.
    func read(_ options: UIScene.ConnectionOptions) -> SceneConnectionOptions {
      SceneConnectionOptions(
        shortcutItem: options.shortcutItem.flatMap(read), urlContexts: Self.urls(options.urlContexts),
        userActivities: options.userActivities.sorted { $0.activityType < $1.activityType }.compactMap(read),
        handoffUserActivityType: options.handoffUserActivityType,
        notificationResponse: options.notificationResponse.flatMap(read))
    }

    /// The launch options' entries: `.shortcutItem`, `.url`, and the activity inside
    /// `.userActivityDictionary` (which holds it beside its type, under keys the header does not
    /// export, so the activity is found by its class).
    func read(_ launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> AppLaunchOptions {
      let activity = (launchOptions?[.userActivityDictionary] as? [AnyHashable: Any])?
        .values.lazy.compactMap { $0 as? NSUserActivity }.first
      return AppLaunchOptions(
        shortcutItem: (launchOptions?[.shortcutItem] as? UIApplicationShortcutItem).flatMap(read),
        url: launchOptions?[.url] as? URL, userActivity: activity.flatMap(read))
    }

    func read(_ activity: NSUserActivity) -> UserActivity? {
      do {
        return try UserActivity(activity)
      } catch {
        unreadableItems.append(error)
        return nil
      }
    }

    func read(_ response: UNNotificationResponse) -> NotificationResponse? {
      do {
        return try NotificationResponse(response)
      } catch {
        unreadableItems.append(error)
        return nil
      }
    }

    static func urls(_ contexts: Set<UIOpenURLContext>) -> [URL] {
      contexts.map(\.url).sorted { $0.absoluteString < $1.absoluteString }
    }
  }

  /// The hooks' `UNUserNotificationCenterDelegate`, an `NSObject` as the protocol requires. The
  /// protocol is not main-actor isolated; UserNotifications calls it on the main thread, and
  /// the call is handed to the (main-actor) hooks there, or on the main actor when it comes from
  /// elsewhere.
  @MainActor
  public final class NotificationCenterDelegate: NSObject, UNUserNotificationCenterDelegate {
    /// The hooks' method, set when they make the delegate.
    var receive: ((UNUserNotificationCenter, UNNotificationResponse, @escaping () -> Void) -> Void)?

    @available(tvOS, unavailable)
    nonisolated public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                       withCompletionHandler completionHandler: @escaping () -> Void) {
      let call = DelegateCall(center: center, response: response, completionHandler: completionHandler)
      if Thread.isMainThread {
        MainActor.assumeIsolated { receive?(call.center, call.response, call.completionHandler) }
      } else {
        hops.mark()
        Task { @MainActor in
          self.receive?(call.center, call.response, call.completionHandler)
          self.hops.unmark()
        }
      }
    }

    /// Calls on their way to the main actor (`settle()` waits for them).
    nonisolated let hops = AnswerFlag()
  }

  /// A delegate call's arguments, carried to the main actor from a method that is not isolated
  /// (they are UserNotifications' objects, not `Sendable`, and are touched only there).
  struct DelegateCall: @unchecked Sendable {
    let center: UNUserNotificationCenter
    let response: UNNotificationResponse
    let completionHandler: () -> Void
  }

  /// A notification's completion handler: called at most once, on the main actor.
  @MainActor
  final class NotificationHandler {
    private var handler: (() -> Void)?
    /// Set (on any thread) when the coordinator has answered.
    let due = AnswerFlag()
    init(_ handler: @escaping () -> Void) { self.handler = handler }
    var isCalled: Bool { handler == nil }
    var isDue: Bool { due.isMarked && handler != nil }
    func call() {
      let h = handler
      handler = nil
      h?()
    }
  }

  /// A flag set on one thread and read on another, or a count of marks not yet taken back.
  final class AnswerFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var marks = 0
    func mark() { lock.withLock { marks += 1 } }
    func unmark() { lock.withLock { marks -= 1 } }
    var isMarked: Bool { lock.withLock { marks > 0 } }
  }
#endif
