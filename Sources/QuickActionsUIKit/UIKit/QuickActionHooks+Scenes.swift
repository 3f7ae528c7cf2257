#if QUICKACTIONS_UIKIT
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitDouble
  #endif
  import Foundation
  import QuickActions

  /// Every window: which scene each UIKit callback is about, each scene's navigator, the
  /// scenes' activation conditions, and scenes leaving.
  ///
  /// A scene is known by its session's `persistentIdentifier` ("A unique identifier that persists
  /// for the lifetime of the session", UISceneSession.h), so a scene iOS disconnects and later
  /// restores (the usual relaunch) gets back its entries. The first session to connect is
  /// `SceneID.main`; when its session is discarded, the next new session takes `.main`.
  @available(iOSApplicationExtension, unavailable)
  extension QuickActionHooks {
    /// The navigator of `scene`'s window, once it has connected.
    public func navigator(for scene: UIScene) -> AppNavigator? { navigators[sceneID(for: scene)] }

    /// The navigator for a window about to connect, for an app made with `makeNavigator`
    /// (`init(routes:makeNavigator:)`): `navigator` for the first window, a new one for each
    /// later window. A SwiftUI window's scene delegate asks for its `NavigationModel` here
    /// when UIKit makes it, and passes it back in `scene(_:willConnectTo:options:navigator:)`.
    /// Without `makeNavigator`, every window is given `navigator` (one window).
    public func navigatorForNewWindow() -> AppNavigator {
      guard mainNavigatorTaken, let makeNavigator else {
        mainNavigatorTaken = true
        return navigator
      }
      return makeNavigator()
    }

    /// `UISceneDelegate.sceneDidDisconnect(_:)`: the window is gone ("UIKit may disconnect a
    /// background scene at any time to reclaim its resources"); its session may come back
    /// (`scene(_:willConnectTo:options:)` again). Entries it was connected with and has not
    /// routed wait for it, never for another window.
    ///
    /// <https://developer.apple.com/documentation/uikit/uiscenedelegate/scenediddisconnect(_:)>
    public func sceneDidDisconnect(_ scene: UIScene) {
      let id = sceneID(for: scene)
      coordinator.didDisconnect(id)
      connected[id] = nil
      if id != .main { navigators[id] = nil }
    }

    /// `UIApplicationDelegate.application(_:didDiscardSceneSessions:)`: the user closed these
    /// windows for good; what waited for them goes to the window iOS's rules choose
    /// (`LaunchCoordinator.discardScene(_:)`), on a tracked task.
    ///
    /// <https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:diddiscardscenesessions:)>
    public func application(
      _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
    ) {
      for session in sceneSessions {
        guard let id = sceneIDs.removeValue(forKey: session.persistentIdentifier) else { continue }
        track { [coordinator] in _ = await coordinator.discardScene(id) }
        connected[id] = nil
        if id != .main { navigators[id] = nil }
      }
    }

    // MARK: Machinery

    /// The scene of `session`: the one it had, else `.main` if no session has it, else a new one
    /// named by the session's identifier.
    func sceneID(for session: UISceneSession) -> SceneID {
      if let known = sceneIDs[session.persistentIdentifier] { return known }
      let id = sceneIDs.values.contains(.main) ? SceneID(session.persistentIdentifier) : .main
      sceneIDs[session.persistentIdentifier] = id
      return id
    }

    func sceneID(for scene: UIScene) -> SceneID { sceneID(for: scene.session) }

    /// The scene `response` is for: its `targetScene` ("used to identify which UIScene UI to
    /// reflect the user's response to a notification on",
    /// UNNotificationResponse+UIKitAdditions.h), if iOS named one.
    func sceneID(for response: UNNotificationResponse) -> SceneID? {
      response.targetScene.map(sceneID(for:))
    }

    /// Notes `scene` as connected and gives it `navigator` (nil: it keeps the one it has).
    func connect(_ scene: UIScene, _ id: SceneID, navigator: AppNavigator?) {
      connected[id] = WeakScene(scene)
      if let navigator {
        navigators[id] = navigator
        coordinator.addScene(id, navigator: navigator)
      } else if let known = navigators[id] {
        coordinator.addScene(id, navigator: known)
      }
      refreshActivationConditions(of: id)
    }

    /// Runs `work` (a delivery to the coordinator in scene `id`) on its own tracked task, then
    /// sets the scene's activation conditions from where the work left the window.
    @discardableResult
    func routeThenRefresh(
      _ id: SceneID, _ work: @escaping @MainActor (LaunchCoordinator, SceneID) async -> Void
    ) -> Task<Void, Never> {
      track { [self] in
        await work(coordinator, id)
        await updateActivationConditions(of: id)
      }
    }

    /// `updateActivationConditions(of:)` on a tracked task, for a callback that cannot wait.
    func refreshActivationConditions(of id: SceneID) { routeThenRefresh(id) { _, _ in } }

    /// Sets the connected `scene`'s activation conditions from the routes and what its window
    /// shows now (`LaunchCoordinator.activationConditions(for:)`): it prefers the content of the
    /// routes' screens it shows, and, as UIKit's default, can show anything. Routes that declare
    /// no `contentIdentifiers` leave the app's own conditions alone. The predicates are made with
    /// `NSPredicate(format:)`: "Predicates used here must not be block or selector based"
    /// (UISceneActivationConditions.h).
    func updateActivationConditions(of id: SceneID) async {
      guard setsActivationConditions,
        let conditions = await coordinator.activationConditions(for: id),
        let scene = connected[id]?.scene
      else { return }
      scene.activationConditions.canActivateForTargetContentIdentifierPredicate =
        NSPredicate(format: conditions.canActivate.predicateFormat, argumentArray: nil)
      scene.activationConditions.prefersToActivateForTargetContentIdentifierPredicate =
        NSPredicate(format: conditions.prefersToActivate.predicateFormat, argumentArray: nil)
    }
  }

  /// A connected scene, not kept alive by the hooks.
  @MainActor
  struct WeakScene {
    weak var scene: UIScene?
    init(_ scene: UIScene) { self.scene = scene }
  }

  extension UIKitNavigator {
    /// A navigator for another window, with this one's screens, gate, discard question, actions,
    /// checks and animation.
    func sibling() -> UIKitNavigator {
      let other = UIKitNavigator(screens: screens)
      other.gate = gate
      other.confirmDiscard = confirmDiscard
      other.asksToDiscard = asksToDiscard
      other.performAction = performAction
      other.handleAction = handleAction
      other.checks = checks
      other.animated = animated
      return other
    }
  }
#endif
