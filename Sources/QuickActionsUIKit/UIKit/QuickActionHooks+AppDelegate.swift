#if QUICKACTIONS_UIKIT
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitDouble
  #endif
  import QuickActions

  /// The app-delegate lifecycle's hooks, for apps that have not adopted scenes: one window, the
  /// main scene.
  @available(iOSApplicationExtension, unavailable)
  extension QuickActionHooks {
    // MARK: App-delegate lifecycle (legacy: deprecated in iOS 26)
    //
    // iOS 26 deprecates these callbacks ("iOS 9.0–26.0" on
    // <https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:performactionfor:completionhandler:)>,
    // `…/applicationdidbecomeactive(_:)`, `…/application(_:open:options:)`,
    // `…/application(_:continue:restorationhandler:)`, and the launch-option keys), and TN3187
    // ("Migrating to the UIKit scene-based life cycle") says an app built with the SDK after
    // iOS 26 that has not adopted scenes does not launch. The hooks carry the same deprecation.

    /// `application(_:willFinishLaunchingWithOptions:)`: keeps the launch entries
    /// (`.shortcutItem`, `.url`, `.userActivityDictionary`); returns `true` (the decision is
    /// `didFinishLaunching`'s). Calling it makes the hooks, if a global `let` holds them, before
    /// launch finishes, and so sets the notification center's delegate in time.
    @available(
      iOS, deprecated: 26.0,
      message:
        "iOS 26 deprecates the app-delegate lifecycle; an app built with the SDK after iOS 26 adopts scenes (TN3187): a scene-based app needs no launch options, its scene's ConnectionOptions carry the entries"
    )
    @discardableResult
    public func application(
      _ application: UIApplication,
      willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
      coordinator.willFinishLaunching(with: read(launchOptions))
    }

    /// `application(_:didFinishLaunchingWithOptions:)`: keeps the launch entries
    /// (`.shortcutItem`, `.url`, `.userActivityDictionary`). Returns `false` on a shortcut launch
    /// (so iOS does not deliver it again), or `true` when made with
    /// `didFinishLaunchingReturnsTrue`; for a URL or an activity, whether a route takes it
    /// (then iOS delivers it again through `application(_:open:options:)` or
    /// `application(_:continue:restorationHandler:)`, and it is routed once).
    @available(
      iOS, deprecated: 26.0,
      message:
        "iOS 26 deprecates the app-delegate lifecycle; an app built with the SDK after iOS 26 adopts scenes (TN3187): a scene-based app needs no launch options, its scene's ConnectionOptions carry the entries"
    )
    public func application(
      _ application: UIApplication,
      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
      coordinator.didFinishLaunching(with: read(launchOptions))
    }

    /// `applicationDidBecomeActive(_:)`: routes the launch item, once.
    @available(
      iOS, deprecated: 26.0,
      message:
        "iOS 26 deprecates the app-delegate lifecycle; an app built with the SDK after iOS 26 adopts scenes (TN3187): call sceneDidBecomeActive(_:)"
    )
    public func applicationDidBecomeActive(_ application: UIApplication) { becomeActive(.main) }

    /// `applicationWillResignActive(_:)`: publishes the dynamic items.
    @available(
      iOS, deprecated: 26.0,
      message:
        "iOS 26 deprecates the app-delegate lifecycle; an app built with the SDK after iOS 26 adopts scenes (TN3187): call sceneWillResignActive(_:)"
    )
    public func applicationWillResignActive(_ application: UIApplication) {
      coordinator.willResignActive()
      publisher.publish()
    }

    /// `application(_:performActionFor:completionHandler:)`: a warm launch.
    @available(
      iOS, deprecated: 26.0,
      message:
        "iOS 26 deprecates the app-delegate lifecycle; an app built with the SDK after iOS 26 adopts scenes (TN3187): call windowScene(_:performActionFor:completionHandler:)"
    )
    public func application(
      _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
      completionHandler: @escaping (Bool) -> Void
    ) {
      perform(shortcutItem, in: .main, completionHandler)
    }
  }
#endif
