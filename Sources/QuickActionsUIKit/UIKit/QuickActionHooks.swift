#if QUICKACTIONS_UIKIT
  #if canImport(UIKit)
    import UIKit
    import UserNotifications
  #else
    import UIKitDouble
  #endif
  import QuickActions

  /// Everything a UIKit or SwiftUI app calls: one object, created once, whose methods have the
  /// names and signatures of the delegate callbacks that forward to them, for every door into
  /// the app: quick actions, URLs, universal links, Spotlight and Handoff activities, and
  /// notification responses (QuickActionHooks+Doors.swift). Main-actor isolated,
  /// and taking UIKit's own non-`Sendable` `completionHandler`, so the wiring compiles in Swift 6
  /// mode.
  ///
  /// `AppNavigator` is what carries the navigation out: `UIKitNavigator` for a UIKit app
  /// (`init(routes:screens:)`, which reads and changes the window's view controllers), or the
  /// app's own `Navigator`, such as `QuickActionsSwiftUI`'s `NavigationModel`, for a SwiftUI app
  /// (`init(routes:makeNavigator:)`). The items reach both kinds of app through UIKit's delegates.
  ///
  /// **Every window.** Each window scene has its own navigator (one `UIKitNavigator` per window,
  /// one `NavigationModel` per window of a `WindowGroup`), and every hook takes the scene UIKit
  /// gave it, so an entry is routed in the window iOS chose and never changes another
  /// (QuickActionHooks+Scenes.swift). The first scene to connect is `SceneID.main`, with
  /// `navigator`; an app with one window needs nothing more. After each routing the hooks set
  /// the scene's `activationConditions` from the routes' `contentIdentifiers` and what the window
  /// shows, so that iOS brings forward the window that already shows a door's content.
  ///
  /// The scene path is the primary one: iOS 26 deprecates `application(_:performActionFor:)` and
  /// `launchOptions[.shortcutItem]`, and apps built with the SDK after iOS 26 must adopt the
  /// scene lifecycle (TN3187). The app-delegate methods remain for legacy apps.
  ///
  /// Each item is delivered exactly once, with its true outcome (`LaunchCoordinator`), planned
  /// against the live hierarchy and carried out by `UIKitNavigator`. Dynamic items registered in
  /// `registry` are published to `UIApplication.shortcutItems` when the scene resigns active.
  ///
  /// Only an app receives quick actions, and `UIApplication.shared` is unavailable in an app
  /// extension, so the hooks are too; `UIKitNavigator` and the rest compile in an extension.
  @available(iOSApplicationExtension, unavailable)
  @MainActor
  public final class QuickActionHooks<AppNavigator: Navigator> {
    /// Carries the plans out in the first window (`SceneID.main`) and says where it is.
    public let navigator: AppNavigator
    /// Routes the items.
    public let router: QuickActionRouter
    /// Keeps the launch item and delivers each item exactly once.
    public let coordinator: LaunchCoordinator
    /// The dynamic items the app registers.
    public let registry: DynamicShortcutRegistry
    /// Publishes the registry's items to `UIApplication.shortcutItems`.
    public let publisher: DynamicShortcutPublisher
    /// The Info.plist's items.
    public let staticItems: [ShortcutItem]
    /// Delivered items, activities and notification responses whose userInfo held a value that
    /// is not a property-list value: they are not routed (a launch entry is dropped, a warm
    /// quick action completes `false`, a notification's handler is called at once) and are
    /// listed here.
    public internal(set) var unreadableItems: [UserInfoBridging.Failure] = []
    /// The `UNUserNotificationCenterDelegate` that `becomeNotificationDelegate(of:presentingInForeground:)`
    /// installs: it routes the responses the routes take and forwards the rest to the delegate
    /// that was there before.
    public let notificationDelegate: NotificationCenterDelegate
    /// Deliveries started and not yet finished (`settle()` waits for them), by number.
    private var inFlight: [Int: Task<Void, Never>] = [:]
    private var started = 0
    /// Notification handlers not yet called (`settle()` waits for those whose routing ended).
    var notificationAnswers: [NotificationHandler] = []
    /// The latest activation's routing of the launch entries (a notification response waits for
    /// it: UIKit calls the delegates in order, but the routing runs on its own task).
    var activation: Task<Void, Never>?
    /// Makes the navigator of each window after the first (`navigatorForNewWindow()`).
    let makeNavigator: (@MainActor () -> AppNavigator)?
    /// Whether a route declares `contentIdentifiers`, so that the hooks set the scenes'
    /// activation conditions (the routes never change).
    let setsActivationConditions: Bool
    /// Whether `navigator` was handed to a window by `navigatorForNewWindow()`.
    var mainNavigatorTaken = false
    /// Each scene session's scene, by `persistentIdentifier` (it survives the scene's
    /// disconnection and restoration), and each scene's navigator and connected `UIScene`.
    var sceneIDs: [String: SceneID] = [:]
    var navigators: [SceneID: AppNavigator] = [:]
    var connected: [SceneID: WeakScene] = [:]

    /// - Parameters:
    ///   - routes: the app's route table (the same one `quickaction lint --routes` checks).
    ///   - navigator: carries the plans out, and says where the app is.
    ///   - staticItems: the Info.plist's items (`ShortcutItem.infoPlistItems()`), for the Home
    ///     Screen budget and for the icons UIKit does not hand back.
    ///   - registry: the dynamic items the app registers, published after the static ones.
    ///   - didFinishLaunchingReturnsTrue: answer `true` from `didFinishLaunching` on a shortcut
    ///     launch (app-delegate lifecycle) when another SDK needs it.
    ///   - timeout: how long a navigation may take before the item is reported as failed.
    ///   - application: where dynamic items are published (`UIApplication.shared` by default).
    ///
    /// Making the hooks touches neither `UIApplication.shared` nor `UNUserNotificationCenter`, so
    /// they can be made in a unit test with no host app (where `UNUserNotificationCenter.current()`
    /// raises). The app makes them the notification center's delegate itself, with
    /// `becomeNotificationDelegate(of:presentingInForeground:)`.
    public convenience init(
      routes: RouteTable, navigator: AppNavigator, staticItems: [ShortcutItem] = [],
      registry: DynamicShortcutRegistry = DynamicShortcutRegistry(),
      didFinishLaunchingReturnsTrue: Bool = false,
      timeout: TimeLimit = .seconds(5), application: UIApplication? = nil
    ) {
      self.init(
        routes: routes, navigator: navigator, makeNavigator: nil, staticItems: staticItems,
        registry: registry,
        didFinishLaunchingReturnsTrue: didFinishLaunchingReturnsTrue, timeout: timeout,
        application: application)
    }

    /// The hooks of an app with several windows, each with its own navigator: `makeNavigator`
    /// makes the first window's now (`navigator`) and each later window's when it asks
    /// (`navigatorForNewWindow()`). The other parameters are `init(routes:navigator:…)`'s.
    public convenience init(
      routes: RouteTable, staticItems: [ShortcutItem] = [],
      registry: DynamicShortcutRegistry = DynamicShortcutRegistry(),
      didFinishLaunchingReturnsTrue: Bool = false, timeout: TimeLimit = .seconds(5),
      application: UIApplication? = nil,
      makeNavigator: @escaping @MainActor () -> AppNavigator
    ) {
      self.init(
        routes: routes, navigator: makeNavigator(), makeNavigator: makeNavigator,
        staticItems: staticItems,
        registry: registry, didFinishLaunchingReturnsTrue: didFinishLaunchingReturnsTrue,
        timeout: timeout,
        application: application)
    }

    init(
      routes: RouteTable, navigator: AppNavigator, makeNavigator: (@MainActor () -> AppNavigator)?,
      staticItems: [ShortcutItem],
      registry: DynamicShortcutRegistry, didFinishLaunchingReturnsTrue: Bool, timeout: TimeLimit,
      application: UIApplication?
    ) {
      self.navigator = navigator
      self.makeNavigator = makeNavigator
      setsActivationConditions = routes.routes.contains { !$0.contentIdentifiers.isEmpty }
      navigators[.main] = navigator
      router = QuickActionRouter(routes: routes, navigator: navigator, timeout: timeout)
      coordinator = LaunchCoordinator(
        router: router, didFinishLaunchingReturnsTrue: didFinishLaunchingReturnsTrue)
      self.registry = registry
      self.staticItems = staticItems
      publisher = DynamicShortcutPublisher(
        registry: registry, staticItems: staticItems, application: application)
      notificationDelegate = NotificationCenterDelegate()
      notificationDelegate.route = { [weak self] center, response, completionHandler in
        self?.routeNotification(center, response, completionHandler) ?? false
      }
    }

    // MARK: Scene lifecycle

    /// `UIApplicationDelegate.application(_:configurationForConnecting:options:)`: keeps the
    /// launch entries of `options` (quick action, URLs, activities, notification response) and
    /// notes a pending Handoff (SwiftUI-lifecycle apps may never see `scene(_:willConnectTo:options:)`) and
    /// returns the configuration named `configurationName` (Info.plist's scene manifest; `nil`
    /// for a SwiftUI app, which sets the configuration's `delegateClass` in code).
    public func application(
      _ application: UIApplication,
      configurationForConnecting connectingSceneSession: UISceneSession,
      options: UIScene.ConnectionOptions, configurationName: String? = "Default Configuration"
    ) -> UISceneConfiguration {
      coordinator.willConnect(with: read(options), in: sceneID(for: connectingSceneSession))
      return UISceneConfiguration(name: configurationName, sessionRole: connectingSceneSession.role)
    }

    /// `UIWindowSceneDelegate.scene(_:willConnectTo:options:)`: keeps every launch entry of
    /// `options` (UIKit/UISceneOptions.h: `shortcutItem`, `URLContexts`, `userActivities`,
    /// `notificationResponse`) until the scene is active, and notes `handoffUserActivityType`
    /// (its activity arrives later, through `scene(_:continue:)`).
    /// `application(_:configurationForConnecting:options:)` may already have kept them; each is
    /// routed once either way. The scene keeps the navigator it has (the first scene's is
    /// `navigator`); a later window of an app made with `makeNavigator` gets a new one. An app
    /// whose windows each make their navigator passes it: `scene(_:willConnectTo:options:navigator:)`.
    public func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions
    ) {
      let id = sceneID(for: session)
      connect(scene, id, navigator: navigators[id] == nil ? makeNavigator?() : nil)
      coordinator.willConnect(with: read(options), in: id)
    }

    /// `scene(_:willConnectTo:options:)` for a window that made its own navigator (a SwiftUI
    /// window's `NavigationModel`, made by its scene delegate): the scene's entries are planned
    /// against, and carried out by, `navigator` alone.
    public func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions,
      navigator: AppNavigator
    ) {
      let id = sceneID(for: session)
      connect(scene, id, navigator: navigator)
      coordinator.willConnect(with: read(options), in: id)
    }

    /// `sceneDidBecomeActive(_:)`: routes the entries the scene was connected with, once, in it.
    public func sceneDidBecomeActive(_ scene: UIScene) { becomeActive(sceneID(for: scene)) }

    /// `sceneWillResignActive(_:)`: publishes the dynamic items and sets the scene's activation
    /// conditions from what it shows now.
    public func sceneWillResignActive(_ scene: UIScene) {
      let id = sceneID(for: scene)
      coordinator.willResignActive(in: id)
      publisher.publish()
      refreshActivationConditions(of: id)
    }

    /// `sceneDidEnterBackground(_:)`: publishes the dynamic items again, so that a refresh made
    /// after `sceneWillResignActive(_:)` reaches the Home Screen.
    ///
    /// A SwiftUI app refreshes its items where its `scenePhase` becomes `.inactive`, and SwiftUI
    /// runs that handler after UIKit's `sceneWillResignActive(_:)` has returned: the scene's
    /// phase follows UIKit's transition (ScenePhase, "inactive" and "background",
    /// https://developer.apple.com/documentation/swiftui/scenephase), and the view update that
    /// delivers it comes after the delegate call. UIKit then calls `sceneDidEnterBackground(_:)`
    /// ("Preparing your UI to run in the background",
    /// https://developer.apple.com/documentation/uikit/preparing-your-ui-to-run-in-the-background),
    /// still before the user reaches the Home Screen, which is when Apple's sample says the
    /// items must be current ("Add Home Screen quick actions": the transition to the background
    /// is "a good time to update any dynamic quick actions, because the system executes this
    /// code before the user returns to the Home Screen"). A publish that changes nothing writes
    /// nothing, so publishing at both calls costs one comparison.
    public func sceneDidEnterBackground(_ scene: UIScene) {
      publisher.publish()
    }

    /// `UIWindowSceneDelegate.windowScene(_:performActionFor:completionHandler:)`: a warm launch,
    /// in the window iOS chose for the item (by its `targetContentIdentifier`).
    public func windowScene(
      _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
      completionHandler: @escaping (Bool) -> Void
    ) {
      perform(shortcutItem, in: sceneID(for: windowScene), completionHandler)
    }

    // MARK: The app

    /// The gate (onboarding, login, terms) has opened: the item waiting behind it runs once.
    public func gateDidOpen() {
      track { [coordinator] in _ = await coordinator.gateDidOpen() }
    }

    /// Waits until every delivery started so far has finished (for tests).
    public func settle() async {
      while true {
        if let task = inFlight.first?.value {
          await task.value
          continue
        }
        notificationAnswers.removeAll { $0.isCalled }
        // A delegate call made off the main thread is on its way to the main actor.
        if notificationDelegate.hops.isMarked {
          await Task.yield()
          continue
        }
        // A handler whose routing ended elsewhere (a response the scene kept) is on its way here.
        guard notificationAnswers.contains(where: \.isDue) else { return }
        await Task.yield()
      }
    }

    // MARK: Machinery

    func becomeActive(_ scene: SceneID) {
      activation = routeThenRefresh(scene) { coordinator, id in
        _ = await coordinator.didBecomeActive(in: id)
      }
    }

    func perform(
      _ shortcutItem: UIApplicationShortcutItem, in scene: SceneID,
      _ completionHandler: @escaping (Bool) -> Void
    ) {
      guard let item = read(shortcutItem) else {
        completionHandler(false)
        return
      }
      track { [self] in
        let handled = await coordinator.perform(item, in: scene)
        // Before the answer: iOS may choose a window for the next door as soon as it has it.
        await updateActivationConditions(of: scene)
        completionHandler(handled)
      }
    }

    func read(_ shortcutItem: UIApplicationShortcutItem) -> ShortcutItem? {
      do {
        return try ShortcutItem(shortcutItem, known: staticItems + registry.items)
      } catch {
        unreadableItems.append(error)
        return nil
      }
    }

    @discardableResult
    func track(_ work: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
      let number = started
      started += 1
      let task = Task {
        await work()
        self.inFlight[number] = nil
      }
      inFlight[number] = task
      return task
    }
  }
#endif
