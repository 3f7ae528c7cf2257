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
  /// A tab's root, which says which screen it shows.
  final class ShelfViewController: UIViewController, ScreenIdentifiable {
    let screen: Screen
    init(_ id: String) {
      screen = Screen(id)
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
  }
  final class LibraryTabBarController: UITabBarController {
    init() {
      super.init(nibName: nil, bundle: nil)
      viewControllers = [
        UINavigationController(rootViewController: ShelfViewController("shelves")),
        UINavigationController(rootViewController: ShelfViewController("recent")),
      ]
    }
    required init?(coder: NSCoder) { nil }
  }
  /// Loads the library; a test holds the load (`holds`) until it calls `finish()`.
  @MainActor final class LibraryStore {
    static let shared = LibraryStore()
    var holds = false
    private var waiting: [CheckedContinuation<Void, Never>] = []
    func load() async {
      guard holds else { return }
      await withCheckedContinuation { waiting.append($0) }
    }
    func finish() {
      holds = false
      for continuation in waiting { continuation.resume() }
      waiting = []
    }
  }
  struct LibraryScreens: ScreenFactory {
    func makeViewController(for screen: Screen) -> UIViewController { UIViewController() }
  }
#endif
