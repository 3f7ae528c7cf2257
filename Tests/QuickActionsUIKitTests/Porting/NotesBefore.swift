// "Porting an existing handler" (QuickActionsUIKit.docc): the app-delegate app, before, word for word between the
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
enum NotesBefore {

final class NotesAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  var launchItem: UIApplicationShortcutItem?

  func application(_ application: UIApplication,
                   didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    let window = UIWindow()
    window.rootViewController = UINavigationController(rootViewController: NotesViewController())
    window.makeKeyAndVisible()
    self.window = window
    launchItem = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem
    return launchItem == nil
  }

  func applicationDidBecomeActive(_ application: UIApplication) {
    guard let item = launchItem else { return }
    launchItem = nil
    _ = open(item)
  }

  func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                   completionHandler: @escaping (Bool) -> Void) {
    completionHandler(open(shortcutItem))
  }

  func open(_ item: UIApplicationShortcutItem) -> Bool {
    guard let stack = window?.rootViewController as? UINavigationController else { return false }
    switch item.type {
    case "com.example.notes.new": stack.setViewControllers([NotesViewController(), EditorViewController()], animated: true)
    case "com.example.notes.search": stack.setViewControllers([NotesViewController(), SearchViewController()], animated: true)
    default: return false
    }
    return true
  }
}
// Porting: end

    final class NotesViewController: UIViewController {}
    final class EditorViewController: UIViewController {}
    final class SearchViewController: UIViewController {}
  }
#endif
