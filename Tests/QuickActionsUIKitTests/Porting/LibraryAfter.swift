// "Porting an existing handler" (QuickActionsUIKit.docc): the app with a loading screen, after, word for word between the
// markers (DocArticleTests finds them; .ci/sdk-check compiles this file against the SDKs),
// and the app's own view controllers after them.
// swift-format-ignore-file
#if UIKIT_DOUBLE || canImport(UIKit)
  #if UIKIT_DOUBLE
    import UIKitDouble
  #else
    import UIKit
  #endif
  import Foundation
  import PropertyList
  import QuickActions
  import QuickActionsUIKit

// Porting: begin

@MainActor let libraryActions = QuickActionHooks(
  routes: RouteTable { Route("com.example.library.recent", .push([], inTab: "recent")) },
  screens: LibraryScreens())

final class LibrarySceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = LoadingViewController()
    window.makeKeyAndVisible()
    self.window = window
    libraryActions.scene(scene, willConnectTo: session, options: options, window: window)
    Task { await finishLoading(scene) }
  }

  func finishLoading(_ scene: UIScene) async {
    await LibraryStore.shared.load()
    window?.rootViewController = LibraryTabBarController()
    libraryActions.sceneDidBecomeActive(scene)  // the launch item is routed now, once
  }

  func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                   completionHandler: @escaping (Bool) -> Void) {
    libraryActions.windowScene(windowScene, performActionFor: shortcutItem, completionHandler: completionHandler)
  }
}
// Porting: end

  final class LoadingViewController: UIViewController {}
  final class LibraryTabBarController: UITabBarController {}
  @MainActor final class LibraryStore {
    static let shared = LibraryStore()
    func load() async {}
  }
  struct LibraryScreens: ScreenFactory {
    func makeViewController(for screen: Screen) -> UIViewController { UIViewController() }
  }
#endif
