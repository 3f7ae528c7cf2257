// The README's "Wiring a SwiftUI app", between the markers, word for word (ReadmeSwiftUITests
// checks it) but for the `import SwiftUI`, `import UIKit` and `@main` lines, and the `@available`
// lines that let this copy compile at the package's minimum (iOS 16, macOS 13: the README's app
// targets iOS 17, where `NavigationModel` is). On Linux it compiles against the SwiftUI and UIKit
// doubles, on Apple platforms against the real ones (and in .ci/sdk-check, as written and here).
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
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor let navigation = NavigationModel(tabs: ["questions", "spots", "profile"])
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor let quickActions = QuickActionHooks(routes: routes, navigator: navigation)

// 3. The views bind to the model. A running scene's URLs and activities come to the view's
// handlers (a SwiftUI app's scene delegate does not see them): one for each activity type the
// routes take, `routes.continuedActivityTypes`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor  // the App protocol is main-actor isolated from the iOS 18 SDK on; say so for older ones
struct QAApp: App {
  @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate

  var body: some Scene {
    WindowGroup {
      RootView(model: navigation)
        .onOpenURL { quickActions.onOpenURL($0) }
        .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { quickActions.onContinueUserActivity($0) }
        .onContinueUserActivity("com.example.qa.viewing-question") { quickActions.onContinueUserActivity($0) }
    }
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
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

// 4. UIKit delivers the other doors: to the app delegate, and to the scene delegate it names.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
final class AppDelegate: NSObject, UIApplicationDelegate {
  func application(_ application: UIApplication,
                   didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    // Before launch finishes, and after any SDK that sets a notification delegate of its own:
    // the hooks keep that delegate and hand it every notification the routes do not take.
    quickActions.becomeNotificationDelegate(of: .current(), presentingInForeground: [.banner, .list, .sound])
    return true
  }

  func application(_ application: UIApplication, configurationForConnecting session: UISceneSession,
                   options: UIScene.ConnectionOptions) -> UISceneConfiguration {
    let configuration = quickActions.application(
      application, configurationForConnecting: session, options: options, configurationName: nil)
    configuration.delegateClass = SceneDelegate.self
    return configuration
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
final class SceneDelegate: NSObject, UIWindowSceneDelegate {
  // The only door of a restored session (the usual relaunch): UIKit connects it without asking
  // configurationForConnecting, so its quick action, URL or notification comes here.
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    quickActions.scene(scene, willConnectTo: session, options: options)
  }

  func sceneDidBecomeActive(_ scene: UIScene) { quickActions.sceneDidBecomeActive(scene) }
  func sceneWillResignActive(_ scene: UIScene) { quickActions.sceneWillResignActive(scene) }

  func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                   completionHandler: @escaping (Bool) -> Void) {
    quickActions.windowScene(windowScene, performActionFor: shortcutItem, completionHandler: completionHandler)
  }
}
// README: end

  /// The app's own views, which the README leaves out.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  struct ScreenView: View {
    let screen: Screen
    var body: some View { Text(screen.description) }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  struct ModalView: View {
    let presented: NavigationModel.Presented
    var body: some View { Text(presented.presentation.stack.map(\.description).joined(separator: " > ")) }
  }
#endif
