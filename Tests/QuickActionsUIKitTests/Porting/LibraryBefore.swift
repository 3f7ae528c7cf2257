// "Porting an existing handler" (QuickActionsUIKit.docc): the app with a loading screen, before, word for word between the
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
enum LibraryBefore {

final class LibrarySceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var pendingItem: UIApplicationShortcutItem?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = LoadingViewController()
    window.makeKeyAndVisible()
    self.window = window
    pendingItem = options.shortcutItem
    Task { await finishLoading() }
  }

  func finishLoading() async {
    await LibraryStore.shared.load()
    window?.rootViewController = LibraryTabBarController()
    guard let item = pendingItem else { return }
    pendingItem = nil
    _ = open(item)
  }

  func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                   completionHandler: @escaping (Bool) -> Void) {
    completionHandler(open(shortcutItem))
  }

  func open(_ item: UIApplicationShortcutItem) -> Bool {
    guard item.type == "com.example.library.recent",
      let tabs = window?.rootViewController as? UITabBarController else { return false }
    tabs.selectedIndex = 1
    return true
  }
}
// Porting: end

    final class LoadingViewController: UIViewController {}
    final class LibraryTabBarController: UITabBarController {}
    @MainActor final class LibraryStore {
      static let shared = LibraryStore()
      func load() async {}
    }
  }
#endif
