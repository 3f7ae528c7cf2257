#if SWIFTUI_DOUBLE
  import Foundation
  import QuickActions
  import QuickActionsSwiftUI
  import QuickActionsUIKit
  @testable import SwiftUIDouble
  import Testing
  @testable import UIKitDouble

  /// The SwiftUI recipe of "Porting an existing handler", after (LettersAfter.swift), run as UIKit
  /// and SwiftUI call it: its quick actions and links drive the split view's sidebar selection
  /// and detail stack, cold and warm.
  @MainActor
  @Suite(.serialized) struct LettersTests {
    static let root = NavigationModel.rootID

    /// The previous test's session.
    static var lastSession: UISceneSession?

    /// A launch of the app's one window as UIKit and SwiftUI make it, its scene connected with
    /// `options`. The recipe's hooks drive one model, the first scene's (`init(routes:navigator:)`),
    /// and outlive each test here (a relaunched app makes them anew), so the previous test's
    /// session is discarded first: the new window is the app's one window again.
    static func connect(_ options: UIScene.ConnectionOptions) async -> (
      delegate: LettersSceneDelegate, scene: UIWindowScene, views: Windows.Window
    ) {
      if let lastSession {
        lettersActions.application(UIApplication.shared, didDiscardSceneSessions: [lastSession])
        await lettersActions.settle()
      }
      let model = lettersActions.navigator
      model.state = NavigationState(root: .split(.init(primary: [Screen("mailboxes")])))
      // A session of its own name: other suites reset the double's session count beside this
      // one, and the hooks (one for the app, as in the recipe) know each session by its name.
      let session = UISceneSession(persistentIdentifier: "letters-\(UUID().uuidString)")
      lastSession = session
      let scene = UIWindowScene(session: session)
      let configuration = LettersAppDelegate().application(
        UIApplication.shared, configurationForConnecting: session, options: options)
      #expect(configuration.delegateClass == LettersSceneDelegate.self)
      let delegate = LettersSceneDelegate()
      delegate.scene(scene, willConnectTo: session, options: options)
      return (delegate, scene, Windows.open(LettersApp().body, environment: [delegate]))
    }

    @Test("a cold-launch quick action selects its mailbox once the scene is active, once")
    func cold() async {
      let flagged = UIApplicationShortcutItem(
        type: "com.example.letters.flagged", localizedTitle: "Flagged")
      let (delegate, scene, _) = await Self.connect(
        UIScene.ConnectionOptions(shortcutItem: flagged))
      let model = lettersActions.navigator
      await lettersActions.settle()
      #expect(model[sidebar: Self.root] == nil)  // not before active
      delegate.sceneDidBecomeActive(scene)
      await lettersActions.settle()
      #expect(model[sidebar: Self.root, as: ScreenValues(Mailbox.self)] == .flagged)
      // The user picks the inbox; back from the background, nothing is routed again.
      Bindable(model)[sidebar: Self.root, as: ScreenValues(Mailbox.self)].wrappedValue = .inbox
      delegate.sceneDidBecomeActive(scene)
      await lettersActions.settle()
      #expect(model[sidebar: Self.root, as: ScreenValues(Mailbox.self)] == .inbox)
      _ = LettersView(model: model).body
    }

    @Test(
      "warm: a link opens the message over the inbox; a quick action selects its mailbox and drops the path"
    )
    func warm() async throws {
      let (delegate, scene, views) = await Self.connect(UIScene.ConnectionOptions())
      let model = lettersActions.navigator
      delegate.sceneDidBecomeActive(scene)
      await lettersActions.settle()
      views.open(try #require(URL(string: "letters://message/42")))
      await lettersActions.settle()
      #expect(model[sidebar: Self.root, as: ScreenValues(Mailbox.self)] == .inbox)
      #expect(model[detailPath: Self.root, as: ScreenValues(Message.self)] == [Message(id: "42")])
      var answers: [Bool] = []
      delegate.windowScene(
        scene,
        performActionFor: UIApplicationShortcutItem(
          type: "com.example.letters.flagged", localizedTitle: "Flagged")
      ) { answers.append($0) }
      await lettersActions.settle()
      #expect(answers == [true])
      #expect(model[sidebar: Self.root, as: ScreenValues(Mailbox.self)] == .flagged)
      #expect(model[detailPath: Self.root] == [])
      #expect(lettersActions.unreadableItems.isEmpty)
    }
  }
#endif
