#if QUICKACTIONS_UIKIT
  #if canImport(UIKit)
    import UIKit
    import UserNotifications
  #else
    import UIKitDouble
  #endif
  import Foundation
  import QuickActions

  /// The activity door: universal links, Spotlight results and Handoff, through the scene
  /// delegate, SwiftUI's `onContinueUserActivity` and the app delegate.
  @available(iOSApplicationExtension, unavailable)
  extension QuickActionHooks {
    /// `UISceneDelegate.scene(_:willContinueUserActivityWithType:)`: a Handoff of this type is
    /// on its way; its activity arrives through `scene(_:continue:)`.
    public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {
      coordinator.willConnect(
        with: SceneConnectionOptions(handoffUserActivityType: userActivityType),
        in: sceneID(for: scene))
    }

    /// `UISceneDelegate.scene(_:didFailToContinueUserActivityWithType:error:)`: the Handoff that
    /// `scene(_:willContinueUserActivityWithType:)` announced failed, and is no longer awaited.
    /// The app may still tell the user (the hooks show nothing).
    ///
    /// <https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:didfailtocontinueuseractivitywithtype:error:)>
    public func scene(
      _ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String,
      error: any Error
    ) {
      coordinator.didFailToContinue(activityType: userActivityType, in: sceneID(for: scene))
    }

    /// `UISceneDelegate.scene(_:continue:)`: a universal link (browsing-web activity), a
    /// Spotlight result or a Handoff, while the scene runs. Returns nothing; routed once.
    ///
    /// <https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:continue:)>
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
      guard let activity = read(userActivity) else { return }
      routeThenRefresh(sceneID(for: scene)) { coordinator, id in
        _ = await coordinator.continueActivity(activity, in: id)
      }
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

    /// `UIApplicationDelegate.application(_:continue:restorationHandler:)`: returns at once
    /// whether a route takes the activity ("true to indicate that your app handled the
    /// activity"), and routes it. The hooks navigate themselves, so `restorationHandler` is
    /// never called (the header makes calling it optional). As with
    /// `application(_:open:options:)`, the answer is synchronous and a route's check async: an
    /// activity its check refuses has been answered `true`, and nothing moves.
    ///
    /// <https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:continue:restorationhandler:)>
    @available(
      iOS, deprecated: 26.0,
      message:
        "iOS 26 deprecates the app-delegate lifecycle; an app built with the SDK after iOS 26 adopts scenes (TN3187): call scene(_:continue:)"
    )
    public func application(
      _ application: UIApplication, continue userActivity: NSUserActivity,
      restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
      guard let activity = read(userActivity) else { return false }
      let answer = coordinator.matches(.activity(activity))
      track { [coordinator] in _ = await coordinator.continueActivityAwaitingDelivery(activity) }
      return answer
    }

    func read(_ activity: NSUserActivity) -> UserActivity? {
      do {
        return try UserActivity(activity)
      } catch {
        unreadableItems.append(error)
        return nil
      }
    }
  }
#endif
