#if QUICKACTIONS_UIKIT
  #if canImport(UIKit)
    import UIKit
    import UserNotifications
  #else
    import UIKitDouble
  #endif
  import QuickActions

  @available(iOSApplicationExtension, unavailable)
  extension QuickActionHooks where AppNavigator == UIKitNavigator {
    /// The hooks of a UIKit app: plans are carried out on the window's view controllers.
    ///
    /// - Parameters:
    ///   - routes: the app's route table (the same one `quickaction lint --routes` checks).
    ///   - screens: makes and names the app's view controllers.
    ///   - staticItems: the Info.plist's items (`ShortcutItem.infoPlistItems()`), for the Home
    ///     Screen budget and for the icons UIKit does not hand back.
    ///   - registry: the dynamic items the app registers, published after the static ones.
    ///   - didFinishLaunchingReturnsTrue: answer `true` from `didFinishLaunching` on a shortcut
    ///     launch (app-delegate lifecycle) when another SDK needs it.
    ///   - timeout: how long a navigation may take before the item is reported as failed.
    ///   - application: where dynamic items are published (`UIApplication.shared` by default).
    public convenience init(
      routes: RouteTable, screens: any ScreenFactory, staticItems: [ShortcutItem] = [],
      registry: DynamicShortcutRegistry = DynamicShortcutRegistry(),
      didFinishLaunchingReturnsTrue: Bool = false,
      timeout: TimeLimit = .seconds(5), application: UIApplication? = nil
    ) {
      self.init(
        routes: routes, navigator: UIKitNavigator(screens: screens), staticItems: staticItems,
        registry: registry,
        didFinishLaunchingReturnsTrue: didFinishLaunchingReturnsTrue, timeout: timeout,
        application: application)
    }

    /// `UIWindowSceneDelegate.scene(_:willConnectTo:options:)`, once the app has made the scene's
    /// window: that scene's navigator reads and changes that window's view controllers, and no
    /// other's. The first scene's navigator is `navigator`; each later window gets a
    /// `UIKitNavigator` of its own, with `navigator`'s screens, gate, discard question, actions
    /// and animation.
    public func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions,
      window: UIWindow?
    ) {
      let id = sceneID(for: session)
      let windowNavigator = navigators[id] ?? (id == .main ? navigator : navigator.sibling())
      windowNavigator.window = window
      self.scene(scene, willConnectTo: session, options: options, navigator: windowNavigator)
    }
  }
#endif
