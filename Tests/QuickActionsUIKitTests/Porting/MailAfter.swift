// "Porting an existing handler" (QuickActionsUIKit.docc): the tab app, its per-account items, its own links and its bundled manifest, after, word for word between the
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
  import QuickActions
  import QuickActionsUIKit

// Porting: begin

let mailRoutes = RouteTable {
  Route("com.example.mail.compose", .present(.sheet, ["compose"]), policy: .keepUnsaved)
  Route("com.example.mail.inbox", .push(["inbox(account)"], inTab: "mailboxes"))
}

struct MailScreens: ScreenFactory {
  func makeViewController(for screen: Screen) -> UIViewController {
    // A navigation controller is fine: a presented route's next screens are pushed onto it.
    if screen.id == "compose" { return UINavigationController(rootViewController: ComposerViewController()) }
    return AccountInboxViewController(account: screen.parameters["account"] ?? "")
  }
}

extension MailboxesViewController: ScreenIdentifiable { var screen: Screen { Screen("mailboxes") } }
extension ComposerViewController: ScreenIdentifiable { var screen: Screen { Screen("compose") } }
extension AccountInboxViewController: ScreenIdentifiable {
  var screen: Screen { Screen("inbox", parameters: ["account": account]) }
}

@MainActor let mailActions = QuickActionHooks(routes: mailRoutes, screens: MailScreens())

final class MailSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = MailTabBarController()
    window.makeKeyAndVisible()
    self.window = window
    mailActions.scene(scene, willConnectTo: session, options: options, window: window)
    mailActions.navigator(for: scene)?.gate = { MailSession.shared.isSignedIn ? nil : .login }
  }

  func sceneDidBecomeActive(_ scene: UIScene) { mailActions.sceneDidBecomeActive(scene) }
  func sceneWillResignActive(_ scene: UIScene) { mailActions.sceneWillResignActive(scene) }
  func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                   completionHandler: @escaping (Bool) -> Void) {
    mailActions.windowScene(windowScene, performActionFor: shortcutItem, completionHandler: completionHandler)
  }
}
// Porting: end

// Porting: begin

@MainActor func publishInboxes(for accounts: [String]) {
  mailActions.registry.replaceAll(with: accounts.map { account in
    ShortcutItem(type: "com.example.mail.inbox", title: "\(account) Inbox", icon: .system(.mail),
                 userInfo: ["account": .init(.string(account))])
  })
  mailActions.publisher.publish()
}
// Porting: end

// Porting: begin

@MainActor func open(_ contexts: Set<UIOpenURLContext>, in scene: UIScene, legacy: (URL) -> Void) {
  let routed = contexts.filter { mailRoutes.route(matching: $0.url) != nil }
  if !routed.isEmpty { mailActions.scene(scene, openURLContexts: routed) }
  for context in contexts.subtracting(routed) { legacy(context.url) }
}
// Porting: end

// Porting: begin

@MainActor func bundledRoutes() throws -> RouteTable {
  try RouteTable(contentsOf: Bundle.main.url(forResource: "Shortcuts", withExtension: "plist"))
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
#endif
