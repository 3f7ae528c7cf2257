// The README's "Wiring a SwiftUI app", between the markers, word for word (ReadmeSwiftUITests
// checks it) but for the `import AppIntents`, `import SwiftUI`, `import UIKit` and `@main`
// lines, and the `@available` lines that let this copy compile at the package's minimum (iOS 15,
// macOS 13: the README's app targets iOS 17, where `NavigationModel` is). On Linux it compiles
// against the SwiftUI and UIKit doubles, on Apple platforms against the real ones (and in
// .ci/sdk-check, as written and here).
// swift format leaves the file as it stands: between the markers it is the document's block,
// laid out as there.
// swift-format-ignore-file
#if SWIFTUI_DOUBLE || canImport(SwiftUI) && canImport(UIKit)
  #if SWIFTUI_DOUBLE
    import SwiftUIDouble
    import UIKitDouble
  #else
    import AppIntents
    import SwiftUI
    import UIKit
  #endif
  import Foundation

// README: begin
import QuickActions
import QuickActionsSwiftUI
import QuickActionsUIKit

// 1. Where each door leads, and what each window shows, as in a UIKit app: the routes of the
// Shortcuts.plist the app bundles, the very file `quickaction lint` and `simulate` read. Only a
// build can break it, and `quickaction lint` in a build phase says so first; the app stops with
// the file, line and column.
let routes: RouteTable = {
  do {
    return try RouteTable(contentsOf: Bundle.main.url(forResource: "Shortcuts", withExtension: "plist"))
  } catch {
    fatalError("\(error)")
  }
}()

// 2. The hooks, which make one observable navigation model per window.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor let quickActions = QuickActionHooks(routes: routes) { NavigationModel(tabs: ["questions", "spots", "profile"]) }

// 3. Each window's views bind to its own model, which its scene delegate holds (SwiftUI puts an
// observable scene delegate in its window's environment). A running scene's URLs, activities
// and intents come to the views' handlers (a SwiftUI app's scene delegate does not see them):
// one for each activity type the routes take, `routes.continuedActivityTypes`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor  // the App protocol is main-actor isolated from the iOS 18 SDK on; say so for older ones
struct QAApp: App {
  @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate

  var body: some Scene {
    WindowGroup { WindowView() }
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct WindowView: View {
  @EnvironmentObject private var window: SceneDelegate

  var body: some View {
    let root = RootView(model: window.navigation)
      .onOpenURL { quickActions.onOpenURL($0, in: window.scene) }
      .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { quickActions.onContinueUserActivity($0, in: window.scene) }
      .onContinueUserActivity("com.example.qa.viewing-question") { quickActions.onContinueUserActivity($0, in: window.scene) }
    // App Intents for scenes are in the iOS 26 SDK (Xcode 26), in the module the gate names.
    #if canImport(_AppIntents_UIKit) || !canImport(UIKit)
    if #available(iOS 26.0, *) {
      root.onAppIntentExecution(OpenQuestionIntent.self) { quickActions.onAppIntentExecution($0, in: window.scene) }
    } else {
      root
    }
    #else
    root
    #endif
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

// 4. UIKit delivers the other doors: to the app delegate, and to the scene delegate it names,
// one for each window.
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

  func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
    quickActions.application(application, didDiscardSceneSessions: sceneSessions)
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
final class SceneDelegate: NSObject, UIWindowSceneDelegate, ObservableObject {
  /// This window's model and scene.
  let navigation = quickActions.navigatorForNewWindow()
  private(set) weak var scene: UIScene?

  // The only door of a restored session (the usual relaunch): UIKit connects it without asking
  // configurationForConnecting, so its quick action, URL, notification or intent comes here.
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    self.scene = scene
    quickActions.scene(scene, willConnectTo: session, options: options, navigator: navigation)
  }

  func sceneDidBecomeActive(_ scene: UIScene) { quickActions.sceneDidBecomeActive(scene) }
  func sceneWillResignActive(_ scene: UIScene) { quickActions.sceneWillResignActive(scene) }
  // Again after SwiftUI's `scenePhase` handlers ran: items refreshed at `.inactive` are published.
  func sceneDidEnterBackground(_ scene: UIScene) { quickActions.sceneDidEnterBackground(scene) }
  func sceneDidDisconnect(_ scene: UIScene) { quickActions.sceneDidDisconnect(scene) }

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
  #if SWIFTUI_DOUBLE
    /// The app's intent, which the README shows on its own (the double has no `@Parameter`).
    @available(iOS 26.0, *)
    struct OpenQuestionIntent: TargetContentProvidingIntent, RoutableIntent {
      var questionID = ""
      var routeParameters: [String: Any] { ["questionID": questionID] }
    }
  #else
// README intent: begin
#if canImport(_AppIntents_UIKit)  // the iOS 26 SDK (Xcode 26)
@available(iOS 26.0, *)
struct OpenQuestionIntent: TargetContentProvidingIntent, RoutableIntent {
  static var title: LocalizedStringResource { "Open a question" }
  static var openAppWhenRun: Bool { true }

  @Parameter(title: "Question") var questionID: String
  var routeParameters: [String: Any] { ["questionID": questionID] }

  // The system delivers the intent to a scene first (SwiftUI's onAppIntentExecution, UIKit's
  // scene(_:willPerformAppIntent:)); perform() is then the same intent, answered once.
  func perform() async throws -> some IntentResult {
    guard await quickActions.perform(self) else { throw CocoaError(.featureUnsupported) }
    return .result()
  }
}
#endif
// README intent: end
  #endif
#endif
