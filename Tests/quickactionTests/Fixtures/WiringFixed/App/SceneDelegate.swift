import UIKit

/// Handles quick actions and links while the app runs and when they launch it.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var pendingShortcutItem: UIApplicationShortcutItem?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    window = UIWindow(windowScene: windowScene)
    window?.makeKeyAndVisible()
    pendingShortcutItem = connectionOptions.shortcutItem
    for context in connectionOptions.urlContexts { Router.shared.open(context.url) }
  }

  func sceneDidBecomeActive(_ scene: UIScene) {
    if let item = pendingShortcutItem { Router.shared.open(item.type) }
    pendingShortcutItem = nil
  }

  func windowScene(
    _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  ) {
    completionHandler(Router.shared.open(shortcutItem.type))
  }

  func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
    for context in contexts { Router.shared.open(context.url) }
  }
}
