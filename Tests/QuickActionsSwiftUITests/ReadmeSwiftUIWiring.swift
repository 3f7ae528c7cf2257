// The README's "Wiring a SwiftUI app", between the markers, word for word (ReadmeSwiftUITests
// checks it) but for the `import SwiftUI`, `import UIKit` and `@main` lines: on Linux it
// compiles against the SwiftUI and UIKit doubles, on Apple platforms against the real ones.
#if SWIFTUI_DOUBLE || canImport(SwiftUI) && canImport(UIKit)
  #if SWIFTUI_DOUBLE
    import SwiftUIDouble
    import UIKitDouble
  #else
    import SwiftUI
    import UIKit
  #endif
  import Foundation

// README: begin
import QuickActions
import QuickActionsSwiftUI
import QuickActionsUIKit

// 1. Where each door leads (the same table as a UIKit app's).
let routes = RouteTable {
  Route("com.example.qa.post", .present(.sheet, ["compose"]), policy: .keepUnsaved, triggers: [.url("qa://compose")])
  Route("com.example.qa.participated", .push(["participated"], inTab: "spots"))
  Route("com.example.qa.mypage", .push([], inTab: "profile"))
  Route(named: "question", .push(["question(questionID)"], inTab: "questions"), triggers: [
    .url("qa://questions/:questionID"), .url("https://qa.example.com/questions/:questionID"),
    .activity("com.example.qa.viewing-question", reads: ["questionID"]),
    .notification(category: "NEW_ANSWER", reads: ["questionID"]),
  ])
}

// 2. The app's navigation as one observable model, and the hooks that drive it.
@MainActor let navigation = NavigationModel(tabs: ["questions", "spots", "profile"])
@MainActor let quickActions = QuickActionHooks(routes: routes, navigator: navigation)

// 3. The views bind to the model.
struct QAApp: App {
  @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate

  var body: some Scene {
    WindowGroup { RootView(model: navigation) }
  }
}

struct RootView: View {
  @Bindable var model: NavigationModel

  var body: some View {
    TabView(selection: $model.selectedTab) {
      ForEach(model.tabs, id: \.self) { tab in
        NavigationStack(path: $model[path: tab]) {
          ScreenView(screen: Screen(tab))
            .navigationDestination(for: Screen.self) { ScreenView(screen: $0) }
        }
        .tag(tab)
      }
    }
    .sheet(item: $model[sheet: 0]) { sheet in ModalView(presented: sheet) }
  }
}

// 4. UIKit still delivers every door: to the app delegate, then to the scene delegate it names.
final class AppDelegate: NSObject, UIApplicationDelegate {
  // Makes the hooks before launch finishes: they become the notification center's delegate.
  func application(_ application: UIApplication,
                   willFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    quickActions.application(application, willFinishLaunchingWithOptions: options)
  }

  func application(_ application: UIApplication, configurationForConnecting session: UISceneSession,
                   options: UIScene.ConnectionOptions) -> UISceneConfiguration {
    let configuration = quickActions.application(
      application, configurationForConnecting: session, options: options, configurationName: nil)
    configuration.delegateClass = SceneDelegate.self
    return configuration
  }
}

final class SceneDelegate: NSObject, UIWindowSceneDelegate {
  func sceneDidBecomeActive(_ scene: UIScene) { quickActions.sceneDidBecomeActive(scene) }
  func sceneWillResignActive(_ scene: UIScene) { quickActions.sceneWillResignActive(scene) }

  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    quickActions.scene(scene, openURLContexts: URLContexts)
  }
  func scene(_ scene: UIScene, continue userActivity: NSUserActivity) { quickActions.scene(scene, continue: userActivity) }

  func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                   completionHandler: @escaping (Bool) -> Void) {
    quickActions.windowScene(windowScene, performActionFor: shortcutItem, completionHandler: completionHandler)
  }
}
// README: end

  /// The app's own views, which the README leaves out.
  struct ScreenView: View {
    let screen: Screen
    var body: some View { Text(screen.description) }
  }

  struct ModalView: View {
    let presented: NavigationModel.Presented
    var body: some View { Text(presented.presentation.stack.map(\.description).joined(separator: " > ")) }
  }
#endif
