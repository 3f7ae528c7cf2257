// "Porting an existing handler" (QuickActionsUIKit.docc): the SwiftUI app with a
// NavigationSplitView, after, word for word between the markers (DocArticleTests finds them;
// .ci/sdk-check compiles this file against the SDKs, at the SwiftUI app's iOS 17) but for the
// `@available` lines that let this copy compile at the package's minimum, and the app's own
// types after them. On Linux it compiles against the SwiftUI and UIKit doubles; LettersTests runs
// it there.
// swift-format-ignore-file
#if SWIFTUI_DOUBLE || canImport(SwiftUI) && canImport(UIKit)
  #if SWIFTUI_DOUBLE
    import SwiftUIDouble
    import UIKitDouble
  #else
    import SwiftUI
    import UIKit
  #endif
  import Foundation
  import QuickActions
  import QuickActionsSwiftUI
  import QuickActionsUIKit

// Porting: begin
let lettersRoutes = RouteTable {
  Route("com.example.letters.inbox", .detail(tab: nil, primary: [], detail: ["inbox"]))
  Route("com.example.letters.flagged", .detail(tab: nil, primary: [], detail: ["flagged"]))
  Route(named: "message", .detail(tab: nil, primary: [], detail: ["inbox", "message(messageID)"]),
        triggers: [.url("letters://message/:messageID")])
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor let lettersActions = QuickActionHooks(
  routes: lettersRoutes, navigator: NavigationModel(NavigationState(root: .split(.init(primary: [Screen("mailboxes")])))))

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct LettersApp: App {
  @UIApplicationDelegateAdaptor(LettersAppDelegate.self) private var appDelegate

  var body: some Scene {
    WindowGroup { LettersView(model: lettersActions.navigator) }
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
final class LettersAppDelegate: NSObject, UIApplicationDelegate {
  func application(_ application: UIApplication, configurationForConnecting session: UISceneSession,
                   options: UIScene.ConnectionOptions) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
    configuration.delegateClass = LettersSceneDelegate.self
    return configuration
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
final class LettersSceneDelegate: NSObject, UIWindowSceneDelegate {
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    lettersActions.scene(scene, willConnectTo: session, options: options)
  }

  func sceneDidBecomeActive(_ scene: UIScene) { lettersActions.sceneDidBecomeActive(scene) }
  func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                   completionHandler: @escaping (Bool) -> Void) {
    lettersActions.windowScene(windowScene, performActionFor: shortcutItem, completionHandler: completionHandler)
  }
}

// The sidebar's selection and the detail stack are the model's split view, in the app's own values.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct LettersView: View {
  @Bindable var model: NavigationModel
  let root = NavigationModel.rootID

  var body: some View {
    NavigationSplitView {
      List(selection: $model[sidebar: root, as: ScreenValues(Mailbox.self)]) {
        ForEach(Mailbox.allCases, id: \.self) { Text($0.title).tag($0) }
      }
    } detail: {
      NavigationStack(path: $model[detailPath: root, as: ScreenValues(Message.self)]) {
        MailboxView(mailbox: model[sidebar: root, as: ScreenValues(Mailbox.self)])
          .navigationDestination(for: Message.self) { MessageView(message: $0) }
      }
    }
    .onOpenURL { lettersActions.onOpenURL($0) }
  }
}

extension Mailbox: ScreenValue {
  var screen: Screen { Screen(rawValue) }
  init?(screen: Screen) { self.init(rawValue: screen.id) }
}

extension Message: ScreenValue {
  var screen: Screen { Screen("message", parameters: ["messageID": id]) }
  init?(screen: Screen) {
    guard screen.id == "message", let id = screen.parameters["messageID"] else { return nil }
    self.init(id: id)
  }
}
// Porting: end

  // The app's own types, the same on both sides and not shown in the article.
  enum Mailbox: String, Hashable, CaseIterable {
    case inbox, flagged, sent
    var title: String { rawValue.capitalized }
  }
  struct Message: Hashable {
    var id: String
  }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  struct MailboxView: View {
    let mailbox: Mailbox?
    var body: some View { Text(mailbox?.title ?? "Select a mailbox") }
  }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  struct MessageView: View {
    let message: Message
    var body: some View { Text(message.id) }
  }
#endif
