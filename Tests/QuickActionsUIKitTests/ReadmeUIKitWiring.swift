// The README's "Wiring a UIKit app", between the markers, word for word (ReadmeTests checks it)
// but for `import UIKit` and `import AppIntents` (iOS 26's scene intents are in their overlay):
// against the UIKit double on Linux, the real UIKit on Apple platforms (and in .ci/sdk-check).
// swift format leaves the file as it stands: between the markers it is the document's block,
// laid out as there.
// swift-format-ignore-file
#if UIKIT_DOUBLE || canImport(UIKit)
#if UIKIT_DOUBLE
import UIKitDouble  // stands in for `import UIKit`, which the README's copy has
#else
import AppIntents
import UIKit
#endif

// The app's own view controllers, which the README's section leaves to the app.
final class ComposeViewController: UIViewController {}
final class ListViewController: UIViewController, ScreenIdentifiable {
  let screen: Screen
  init(screen: Screen) {
    self.screen = screen
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
}
@MainActor func makeRootViewController() -> UIViewController {
  let tabs = UITabBarController()
  tabs.viewControllers = ["questions", "spots", "profile"].map {
    UINavigationController(rootViewController: ListViewController(screen: Screen($0)))
  }
  return tabs
}

// README: begin
import QuickActions
import QuickActionsUIKit

// 1. Where each door leads (quick actions, URLs, universal links, Handoff, notifications, App
// Intents) and what each window shows: the routes of the Shortcuts.plist the app bundles, the
// very file `quickaction lint` and `simulate` read. Only a build can break it, and `quickaction
// lint` in a build phase says so first; the app stops with the file, line and column.
let routes: RouteTable = {
  do {
    return try RouteTable(contentsOf: Bundle.main.url(forResource: "Shortcuts", withExtension: "plist"))
  } catch {
    fatalError("\(error)")
  }
}()

// 2. How a screen becomes a view controller.
struct Screens: ScreenFactory {
  func makeViewController(for screen: Screen) -> UIViewController {
    switch screen.id {
    case "compose": return ComposeViewController()
    default: return ListViewController(screen: screen)
    }
  }
}

// 3. The hooks: one object, called from the delegates with UIKit's own arguments. Each window
// scene gets a navigator of its own, so a door navigates the window iOS gave it to.
@MainActor let quickActions = QuickActionHooks(routes: routes, screens: Screens())

final class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(_ application: UIApplication,
                   didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    // Before launch finishes, and after any SDK that sets a notification delegate of its own:
    // the hooks keep that delegate and hand it every notification the routes do not take.
    quickActions.becomeNotificationDelegate(of: .current(), presentingInForeground: [.banner, .list, .sound])
    return true
  }

  func application(_ application: UIApplication, configurationForConnecting session: UISceneSession,
                   options: UIScene.ConnectionOptions) -> UISceneConfiguration {
    quickActions.application(application, configurationForConnecting: session, options: options)
  }

  func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
    quickActions.application(application, didDiscardSceneSessions: sceneSessions)
  }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  // Also the only door of a restored session (the usual relaunch), which UIKit connects
  // without asking configurationForConnecting.
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = makeRootViewController()
    window.makeKeyAndVisible()
    self.window = window
    quickActions.scene(scene, willConnectTo: session, options: options, window: window)
  }

  func sceneDidBecomeActive(_ scene: UIScene) { quickActions.sceneDidBecomeActive(scene) }
  func sceneWillResignActive(_ scene: UIScene) { quickActions.sceneWillResignActive(scene) }
  func sceneDidDisconnect(_ scene: UIScene) { quickActions.sceneDidDisconnect(scene) }

  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    quickActions.scene(scene, openURLContexts: URLContexts)
  }
  func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {
    quickActions.scene(scene, willContinueUserActivityWithType: userActivityType)
  }
  func scene(_ scene: UIScene, continue userActivity: NSUserActivity) { quickActions.scene(scene, continue: userActivity) }
  func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error) {
    quickActions.scene(scene, didFailToContinueUserActivityWithType: userActivityType, error: error)
  }

  func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                   completionHandler: @escaping (Bool) -> Void) {
    quickActions.windowScene(windowScene, performActionFor: shortcutItem, completionHandler: completionHandler)
  }
}

// 4. App Intents (iOS 26) that open the app reach the scene iOS chose for them, before perform().
// The iOS 26 SDK (Xcode 26) declares them, in the module the gate names; with Xcode 16 the block
// is left out. The protocol is not main-actor isolated: the conformance is (Swift 6.2).
#if canImport(_AppIntents_UIKit) || !canImport(UIKit)
@available(iOS 26.0, *)
extension SceneDelegate: @MainActor AppIntentSceneDelegate {
  func scene(_ scene: UIScene, willPerformAppIntent appIntent: any UISceneAppIntent) {
    quickActions.scene(scene, willPerformAppIntent: appIntent)
  }
}
#endif
// README: end
#endif
