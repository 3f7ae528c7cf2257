// "Porting an existing handler" (QuickActionsUIKit.docc): the tab app and its per-account items, before, word for word between the
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
enum MailBefore {

final class MailSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var pendingItem: UIApplicationShortcutItem?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = MailTabBarController()
    window.makeKeyAndVisible()
    self.window = window
    pendingItem = options.shortcutItem
  }

  func sceneDidBecomeActive(_ scene: UIScene) {
    guard let item = pendingItem, MailSession.shared.isSignedIn else { return }
    pendingItem = nil
    _ = handle(item)
  }

  func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                   completionHandler: @escaping (Bool) -> Void) {
    guard MailSession.shared.isSignedIn else {
      pendingItem = shortcutItem
      completionHandler(false)
      return
    }
    completionHandler(handle(shortcutItem))
  }

  func handle(_ item: UIApplicationShortcutItem) -> Bool {
    guard let tabs = window?.rootViewController as? UITabBarController else { return false }
    tabs.dismiss(animated: false)
    switch item.type {
    case "com.example.mail.compose":
      tabs.present(UINavigationController(rootViewController: ComposerViewController()), animated: true)
    case "com.example.mail.inbox":
      tabs.selectedIndex = 0
      guard let stack = tabs.selectedViewController as? UINavigationController,
        let account = item.userInfo?["account"] as? String else { return false }
      stack.popToRootViewController(animated: false)
      stack.pushViewController(AccountInboxViewController(account: account), animated: true)
    default:
      return false
    }
    return true
  }
}
// Porting: end

// Porting: begin

@MainActor func publishInboxes(for accounts: [String]) {
  UIApplication.shared.shortcutItems = accounts.prefix(4).map { account in
    UIApplicationShortcutItem(
      type: "com.example.mail.inbox", localizedTitle: "\(account) Inbox", localizedSubtitle: nil,
      icon: UIApplicationShortcutIcon(type: .mail), userInfo: ["account": account as NSString])
  }
}
// Porting: end

    final class MailTabBarController: UITabBarController {}
    final class MailboxesViewController: UIViewController {}
    final class ComposerViewController: UIViewController {}
    final class AccountInboxViewController: UIViewController {
      let account: String
      init(account: String) {
        self.account = account
        super.init(nibName: nil, bundle: nil)
      }
      @available(*, unavailable) required init?(coder: NSCoder) { nil }
    }
    @MainActor final class MailSession {
      static let shared = MailSession()
      var isSignedIn = false
    }
  }
#endif
