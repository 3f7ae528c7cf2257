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
      routeThenRefresh(sceneID(for: scene)) { coordinator, id in _ = await coordinator.openURLContexts(urls, in: id) }
    }

    /// `UISceneDelegate.scene(_:willContinueUserActivityWithType:)`: a Handoff of this type is
    /// on its way; its activity arrives through `scene(_:continue:)`.
    public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {
      coordinator.willConnect(with: SceneConnectionOptions(handoffUserActivityType: userActivityType), in: sceneID(for: scene))
    }

    /// `UISceneDelegate.scene(_:didFailToContinueUserActivityWithType:error:)`: the Handoff that
    /// `scene(_:willContinueUserActivityWithType:)` announced failed, and is no longer awaited.
    /// The app may still tell the user (the hooks show nothing).
    ///
    /// <https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:didfailtocontinueuseractivitywithtype:error:)>
    public func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error) {
      coordinator.didFailToContinue(activityType: userActivityType, in: sceneID(for: scene))
    }

    /// `UISceneDelegate.scene(_:continue:)`: a universal link (browsing-web activity), a
    /// Spotlight result or a Handoff, while the scene runs. Returns nothing; routed once.
    ///
    /// <https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:continue:)>
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
      guard let activity = read(userActivity) else { return }
      routeThenRefresh(sceneID(for: scene)) { coordinator, id in _ = await coordinator.continueActivity(activity, in: id) }
    }

    /// SwiftUI's `onOpenURL(perform:)`, for an app that also has the scene delegate: a URL the
    /// scene delegate had in this activation is the same opening seen twice and is not routed
    /// again. SwiftUI can drop the cold-start `onOpenURL` (FB17446617), so the package relies on
    /// the scene delegate's `ConnectionOptions.urlContexts`; forwarding `onOpenURL` as well is
    /// harmless. `scene` is the window's scene (its scene delegate's); nil, the first window's.
    public func onOpenURL(_ url: URL, in scene: UIScene? = nil) {
      routeThenRefresh(scene.map(sceneID(for:)) ?? .main) { coordinator, id in _ = await coordinator.onOpenURL(url, in: id) }
    }

    /// SwiftUI's `onContinueUserActivity(_:perform:)`, registered for each activity type the
    /// routes take (universal links as `NSUserActivityTypeBrowsingWeb`): a SwiftUI app receives a
    /// running scene's activities there, not in a custom scene delegate's `scene(_:continue:)`
    /// (exponea-ios-sdk#78, react-native-visionos#139). One the scene delegate also delivered in
    /// this activation, or kept at launch, is routed once. `scene` is the window's scene (its
    /// scene delegate's); nil, the first window's.
    public func onContinueUserActivity(_ userActivity: NSUserActivity, in scene: UIScene? = nil) {
      guard let activity = read(userActivity) else { return }
      routeThenRefresh(scene.map(sceneID(for:)) ?? .main) { coordinator, id in
        _ = await coordinator.onContinueUserActivity(activity, in: id)
      }
    }

    // MARK: App-delegate lifecycle (legacy: deprecated in iOS 26)

    /// `UIApplicationDelegate.application(_:open:options:)`: returns at once whether a route
    /// takes the URL ("true if the delegate successfully handled the request"), and routes it.
    /// After a `didFinishLaunching` that returned `true` for this URL, this second delivery is
    /// not routed again.
    ///
    /// <https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:open:options:)>
    @available(iOS, deprecated: 26.0, message: "iOS 26 deprecates the app-delegate lifecycle; an app built with the SDK after iOS 26 adopts scenes (TN3187): call scene(_:openURLContexts:)")
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
    @available(iOS, deprecated: 26.0, message: "iOS 26 deprecates the app-delegate lifecycle; an app built with the SDK after iOS 26 adopts scenes (TN3187): call scene(_:continue:)")
    public func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                            restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool {
      guard let activity = read(userActivity) else { return false }
      let answer = coordinator.matches(.activity(activity))
      track { [coordinator] in _ = await coordinator.continueActivityAwaitingDelivery(activity) }
      return answer
    }

    // MARK: Notifications

    /// Makes the hooks `center`'s delegate (their `notificationDelegate`), keeping the delegate
    /// it had, to which every response the routes do not take, every `willPresent` and every
    /// `openSettingsFor` is forwarded. Call it after any SDK that sets a delegate of its own
    /// (Firebase, OneSignal, Braze), and before launch finishes: "You must assign your delegate
    /// object to the UNUserNotificationCenter object before your app finishes launching"
    /// (<https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate>).
    ///
    /// - Parameters:
    ///   - center: `UNUserNotificationCenter.current()` in the app; a test passes its own.
    ///   - presentingInForeground: how a notification that arrives while the app is in the
    ///     foreground is shown, when the previous delegate does not decide (`[]` shows nothing:
    ///     "If the method is not implemented … then the notification will not be presented",
    ///     UNUserNotificationCenter.h; the choice is the app's).
    public func becomeNotificationDelegate(
      of center: UNUserNotificationCenter, presentingInForeground: UNNotificationPresentationOptions
    ) {
      notificationDelegate.install(in: center, foregroundPresentation: presentingInForeground)
    }

    /// `UNUserNotificationCenterDelegate.userNotificationCenter(_:didReceive:withCompletionHandler:)`,
    /// for an app that keeps a delegate of its own and forwards to the hooks: routes the response,
    /// then calls `completionHandler` exactly once, on the main actor ("you must call the
    /// completion handler as soon as you finish processing the user's response"). A response no
    /// route takes has its handler called at once. A response the scene kept from
    /// `ConnectionOptions.notificationResponse` is not routed again; its handler is called once
    /// that routing ends.
    ///
    /// The delegate is the app's: the response is routed in its `targetScene` ("used to identify
    /// which UIScene UI to reflect the user's response to a notification on",
    /// UNNotificationResponse+UIKitAdditions.h), else in the scene connected with it, else in the
    /// scene iOS's rules choose for its `targetContentIdentifier` (`LaunchCoordinator.didReceive`).
    ///
    /// <https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:didreceive:withcompletionhandler:)>
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                       withCompletionHandler completionHandler: @escaping () -> Void) {
      if !routeNotification(center, response, completionHandler) { completionHandler() }
    }

    /// Routes `response` when a route takes it (or it is the launch response the scene kept),
    /// calling `completionHandler` once routing ends; false, calling nothing, otherwise.
    func routeNotification(_ center: UNUserNotificationCenter, _ response: UNNotificationResponse,
                           _ completionHandler: @escaping () -> Void) -> Bool {
      guard let entry = read(response) else { return false }
      guard coordinator.matches(.notification(entry)) else { return false }
      let handler = NotificationHandler(completionHandler)
      notificationAnswers.append(handler)
      let due = handler.due
      let activation = activation
      let target = sceneID(for: response)
      track { [self] in
        // The launch response the scene kept may be being routed: UserNotifications delivered
        // this after UIKit's activation, so it is delivered after that routing is under way.
        await activation?.value
        _ = await coordinator.didReceive(entry, targetScene: target) {
          due.mark()
          Task { @MainActor in handler.call() }
        }
        if due.isMarked { handler.call() }
        // The coordinator chose the scene when no targetScene was named: refresh every window's.
        for id in target.map({ [$0] }) ?? coordinator.scenes { await updateActivationConditions(of: id) }
      }
      return true
    }

    // MARK: Reading UIKit's values

    /// Every entry of the connection options; unreadable activities and responses are listed in
    /// `unreadableItems` and left out.
    func read(_ options: UIScene.ConnectionOptions) -> SceneConnectionOptions {
      SceneConnectionOptions(
        shortcutItem: options.shortcutItem.flatMap(read), urlContexts: Self.urls(options.urlContexts),
        userActivities: options.userActivities.sorted { $0.activityType < $1.activityType }.compactMap(read),
        handoffUserActivityType: options.handoffUserActivityType,
        notificationResponse: options.notificationResponse.flatMap(read), appIntent: readConnectedIntent(options))
    }

    /// The connection's App Intent, with the iOS 26 SDK (QuickActionHooks+Intents.swift).
    func readConnectedIntent(_ options: UIScene.ConnectionOptions) -> AppIntentInvocation? {
      // The SDK's gate of QuickActionHooks+Intents.swift (the iOS 26 SDKs).
      #if canImport(_AppIntents_UIKit) || !canImport(UIKit)
        readIntent(options)
      #else
        nil
      #endif
    }

    /// The launch options' entries: `.shortcutItem`, `.url`, and the activity inside
    /// `.userActivityDictionary` (which holds it beside its type, under keys the header does not
    /// export, so the activity is found by its class).
    @available(iOS, deprecated: 26.0, message: "the launch-option keys are deprecated in iOS 26 (TN3187)")
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
