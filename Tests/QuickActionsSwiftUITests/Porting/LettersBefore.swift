// "Porting an existing handler" (QuickActionsUIKit.docc): the SwiftUI app with a
// NavigationSplitView, before, word for word between the markers (DocArticleTests finds them;
// .ci/sdk-check compiles this file against the SDKs, at the SwiftUI app's iOS 17), and the app's
// own types after them (inside the enum, as LettersAfter.swift has its own). On Linux it compiles against the SwiftUI and UIKit doubles.
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

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
enum LettersBefore {
// Porting: begin
struct LettersApp: App {
  @UIApplicationDelegateAdaptor(LettersAppDelegate.self) private var appDelegate

  var body: some Scene {
    WindowGroup { LettersView() }
  }
}

final class LettersAppDelegate: NSObject, UIApplicationDelegate {
  func application(_ application: UIApplication, configurationForConnecting session: UISceneSession,
                   options: UIScene.ConnectionOptions) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
    configuration.delegateClass = LettersSceneDelegate.self
    return configuration
  }
}

@MainActor enum PendingShortcut {
  static var item: UIApplicationShortcutItem?
}

final class LettersSceneDelegate: NSObject, UIWindowSceneDelegate {
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    PendingShortcut.item = options.shortcutItem
  }

  func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                   completionHandler: @escaping (Bool) -> Void) {
    PendingShortcut.item = shortcutItem
    completionHandler(true)
  }
}

struct LettersView: View {
  @Environment(\.scenePhase) private var scenePhase
  @State private var mailbox: Mailbox?
  @State private var path: [Message] = []

  var body: some View {
    NavigationSplitView {
      List(selection: $mailbox) {
        ForEach(Mailbox.allCases, id: \.self) { Text($0.title).tag($0) }
      }
    } detail: {
      NavigationStack(path: $path) {
        MailboxView(mailbox: mailbox)
          .navigationDestination(for: Message.self) { MessageView(message: $0) }
      }
    }
    .onChange(of: scenePhase) { _, phase in
      // A quick action is kept by the scene delegate and opened once the scene is active.
      guard phase == .active, let item = PendingShortcut.item else { return }
      PendingShortcut.item = nil
      switch item.type {
      case "com.example.letters.inbox": show(.inbox)
      case "com.example.letters.flagged": show(.flagged)
      default: break
      }
    }
    .onOpenURL { url in
      // letters://message/42 opens the message over the inbox.
      guard url.scheme == "letters", url.pathComponents.count == 2 else { return }
      show(.inbox, message: Message(id: url.lastPathComponent))
    }
  }

  func show(_ box: Mailbox, message: Message? = nil) {
    mailbox = box
    path = message.map { [$0] } ?? []
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
  struct MailboxView: View {
    let mailbox: Mailbox?
    var body: some View { Text(mailbox?.title ?? "Select a mailbox") }
  }
  struct MessageView: View {
    let message: Message
    var body: some View { Text(message.id) }
  }
}
#endif
