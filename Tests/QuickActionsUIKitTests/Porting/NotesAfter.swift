// "Porting an existing handler" (QuickActionsUIKit.docc): the app-delegate app, after, word for word between the
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

let notesRoutes = RouteTable {
  Route("com.example.notes.new", .push(["editor"]))
  Route("com.example.notes.search", .push(["search"]))
}

struct NotesScreens: ScreenFactory {
  func makeViewController(for screen: Screen) -> UIViewController {
    screen.id == "search" ? SearchViewController() : EditorViewController()
  }
}

extension NotesViewController: ScreenIdentifiable { var screen: Screen { Screen("notes") } }
extension EditorViewController: ScreenIdentifiable { var screen: Screen { Screen("editor") } }
extension SearchViewController: ScreenIdentifiable { var screen: Screen { Screen("search") } }

@MainActor let notesActions = QuickActionHooks(routes: notesRoutes, screens: NotesScreens(), timeout: .seconds(3))

final class NotesAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(_ application: UIApplication,
                   didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    let window = UIWindow()
    window.rootViewController = UINavigationController(rootViewController: NotesViewController())
    window.makeKeyAndVisible()
    self.window = window
    notesActions.navigator.window = window  // the one window the navigator reads and drives
    return notesActions.application(application, didFinishLaunchingWithOptions: launchOptions)
  }

  func applicationDidBecomeActive(_ application: UIApplication) { notesActions.applicationDidBecomeActive(application) }
  func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                   completionHandler: @escaping (Bool) -> Void) {
    notesActions.application(application, performActionFor: shortcutItem, completionHandler: completionHandler)
  }
}
// Porting: end

  final class NotesViewController: UIViewController {}
  final class EditorViewController: UIViewController {}
  final class SearchViewController: UIViewController {}
#endif
