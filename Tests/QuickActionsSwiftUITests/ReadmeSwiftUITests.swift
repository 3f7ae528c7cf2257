#if SWIFTUI_DOUBLE
  import Foundation
  import QuickActions
  import QuickActionsSwiftUI
  import QuickActionsUIKit
  @testable import SwiftUIDouble
  import TestSupport
  import Testing
  @testable import UIKitDouble

  /// The README's "Wiring a SwiftUI app" is the code of ReadmeSwiftUIWiring.swift, compiled here
  /// in Swift 6 mode against the SwiftUI and UIKit doubles, and it works when UIKit calls it.
  @MainActor
  @Suite(.serialized, .timeLimit(.minutes(5))) struct ReadmeSwiftUITests {
    @Test("the README's SwiftUI wiring is the compiled file, word for word (but for the platform imports and @main)")
    func sameText() throws {
      var block = try Readme.block(after: "## Wiring a SwiftUI app")
      for line in ["import SwiftUI\n", "import UIKit\n", "@main\n"] {
        #expect(block.contains(line), "the README block lost \(line)")
        block = block.replacingOccurrences(of: line, with: "")
      }
      // The copy's @available lines let it compile at the package's minimum; the README's app targets iOS 17.
      let copy = try Readme.region(of: "Tests/QuickActionsSwiftUITests/ReadmeSwiftUIWiring.swift")
        .split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("@available(") }
      #expect(block == copy.joined(separator: "\n"))
    }

    @Test("a cold-launch item opens the sheet once; a warm one pushes and completes true; the views' bindings go back")
    func works() async throws {
      navigation.state = NavigationModel(tabs: ["questions", "spots", "profile"]).state
      let session = UISceneSession()
      let scene = UIWindowScene(session: session)
      let post = UIApplicationShortcutItem(type: "com.example.qa.post", localizedTitle: "Post a Spot")
      let configuration = AppDelegate().application(
        UIApplication.shared, configurationForConnecting: session, options: UIScene.ConnectionOptions(shortcutItem: post))
      #expect(configuration.name == nil)
      #expect(configuration.delegateClass == SceneDelegate.self)

      // UIKit makes the scene delegate the configuration names and calls it.
      let delegate = SceneDelegate()
      delegate.sceneDidBecomeActive(scene)
      await quickActions.settle()
      #expect(navigation.presented.map(\.presentation) == [.init(.sheet, [Screen("compose")])])
      #expect(navigation[sheet: 0]?.presentation.stack == [Screen("compose")])
      delegate.sceneDidBecomeActive(scene)  // back from the background: nothing is routed again
      await quickActions.settle()
      #expect(navigation.presented.count == 1)

      // The user swipes the sheet down: SwiftUI writes nil through the view's binding.
      let model = Bindable(navigation)
      model[sheet: 0].wrappedValue = nil
      #expect(navigation.presented.isEmpty)

      var answers: [Bool] = []
      delegate.windowScene(
        scene, performActionFor: UIApplicationShortcutItem(type: "com.example.qa.participated", localizedTitle: "Participated")
      ) { answers.append($0) }
      await quickActions.settle()
      #expect(answers == [true])
      #expect(navigation.selectedTab == "spots")
      #expect(model[path: "spots"].wrappedValue == [Screen("participated")])
      #expect(navigation.stacks["spots"] == [Screen("spots"), Screen("participated")])

      // The user taps Back: NavigationStack writes the shorter path, and the root stays.
      model[path: "spots"].wrappedValue = []
      #expect(navigation.stacks["spots"] == [Screen("spots")])
      model.selectedTab.wrappedValue = "profile"
      #expect(navigation.state.outline.first == "tabs: questions | spots | [profile]")

      // The views build against the model (the double does not render them).
      let app = QAApp()
      _ = app.body
      _ = RootView(model: navigation).body
      #expect(quickActions.unreadableItems.isEmpty)
    }

    /// A fresh start: the model back at launch, the double's records and the handlers the
    /// views registered cleared, and the views built, as SwiftUI builds them when the scene
    /// appears (which registers the window's `onOpenURL` and `onContinueUserActivity` handlers).
    static func launch() {
      navigation.state = NavigationModel(tabs: ["questions", "spots", "profile"]).state
      UIKitDouble.reset()
      ExternalEvents.reset()
      _ = QAApp().body
    }

    static func question(_ id: String) -> Screen { Screen("question", parameters: ["questionID": id]) }

    @Test("the window registers onContinueUserActivity for every activity type the routes take, and onOpenURL")
    func handlersForEveryType() {
      Self.launch()
      #expect(ExternalEvents.activityTypes == Set(routes.continuedActivityTypes))
      #expect(routes.continuedActivityTypes == [NSUserActivityTypeBrowsingWeb, "com.example.qa.viewing-question"])
      #expect(ExternalEvents.openURL.count == 1)
    }

    @Test("a restored session (no configurationForConnecting) routes its quick action, URL or notification once, when active",
          arguments: ["shortcut", "url", "notification"])
    func restoredSession(door: String) async throws {
      try await UNUserNotificationCenter.$currentInTest.withValue(.init()) {
        Self.launch()
        let center = UNUserNotificationCenter.current()
        #expect(AppDelegate().application(UIApplication.shared, didFinishLaunchingWithOptions: nil))
        let response = UNNotificationResponse(notification: UNNotification(request: UNNotificationRequest(
          identifier: "n1", content: UNNotificationContent(categoryIdentifier: "NEW_ANSWER", userInfo: ["questionID": "3"]),
          trigger: nil)))
        let url = try #require(URL(string: "qa://questions/3"))
        let options: UIScene.ConnectionOptions
        switch door {
        case "shortcut":
          options = UIScene.ConnectionOptions(shortcutItem: UIApplicationShortcutItem(type: "com.example.qa.post", localizedTitle: "Post"))
        case "url": options = UIScene.ConnectionOptions(urlContexts: [UIOpenURLContext(url: url)])
        default: options = UIScene.ConnectionOptions(notificationResponse: response)
        }
        // UIKit restores the saved session: it makes the scene delegate the saved configuration
        // named and connects it, without asking the app delegate for a configuration.
        let session = UISceneSession()
        let scene = UIWindowScene(session: session)
        let delegate = SceneDelegate()
        delegate.scene(scene, willConnectTo: session, options: options)
        await quickActions.settle()
        #expect(navigation.presented.isEmpty && navigation.stacks["questions"] == [Screen("questions")])  // not before active
        let handled = Handled()
        if door == "notification" {  // UserNotifications hands the launch response to the delegate too
          center.delegate?.userNotificationCenter(center, didReceive: response) {
            MainActor.assumeIsolated { handled.screens.append(navigation.stacks["questions"]?.last) }
          }
        }
        if door == "url" { ExternalEvents.open(url) }  // and SwiftUI may hand the launch URL to onOpenURL
        delegate.sceneDidBecomeActive(scene)
        await quickActions.settle()
        switch door {
        case "shortcut": #expect(navigation.presented.map(\.presentation) == [.init(.sheet, [Screen("compose")])])
        default: #expect(navigation.stacks["questions"] == [Screen("questions"), Self.question("3")])
        }
        #expect(handled.screens == (door == "notification" ? [Self.question("3")] : []))
        #expect(quickActions.unreadableItems.isEmpty && UIKitDouble.exceptions.isEmpty)
      }
    }

    @Test("a running scene's URLs and activities come through the views' handlers, each routed once whichever path brings it")
    func warmDoors() async throws {
      Self.launch()
      let session = UISceneSession()
      let scene = UIWindowScene(session: session)
      let delegate = SceneDelegate()
      delegate.scene(scene, willConnectTo: session, options: UIScene.ConnectionOptions())
      delegate.sceneDidBecomeActive(scene)
      await quickActions.settle()
      let url = try #require(URL(string: "qa://questions/7"))
      // Were UIKit to hand the URL to the scene delegate's path as well, before SwiftUI's
      // handler, it is one opening.
      quickActions.scene(scene, openURLContexts: [UIOpenURLContext(url: url)])
      ExternalEvents.open(url)
      await quickActions.settle()
      #expect(navigation.stacks["questions"] == [Screen("questions"), Self.question("7")])
      let link = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
      link.webpageURL = URL(string: "https://qa.example.com/questions/8")
      quickActions.scene(scene, continue: link)
      #expect(ExternalEvents.continue(link))
      await quickActions.settle()
      #expect(navigation.stacks["questions"] == [Screen("questions"), Self.question("8")])
      let handoff = NSUserActivity(activityType: "com.example.qa.viewing-question")
      handoff.userInfo = ["questionID": "9"]
      #expect(ExternalEvents.continue(handoff))
      await quickActions.settle()
      #expect(navigation.stacks["questions"] == [Screen("questions"), Self.question("9")])
      // The same link chosen again later is a new opening.
      delegate.sceneWillResignActive(scene)
      delegate.sceneDidBecomeActive(scene)
      #expect(ExternalEvents.continue(link))
      await quickActions.settle()
      #expect(navigation.stacks["questions"] == [Screen("questions"), Self.question("8")])
      #expect(quickActions.unreadableItems.isEmpty)
    }

    @Test("a notification the routes take is routed, its handler called once after routing; the app's foreground choice is used")
    func notification() async throws {
      try await UNUserNotificationCenter.$currentInTest.withValue(.init()) {
        Self.launch()
        #expect(AppDelegate().application(UIApplication.shared, didFinishLaunchingWithOptions: nil))
        let center = UNUserNotificationCenter.current()
        let delegate = try #require(center.delegate)
        let response = UNNotificationResponse(notification: UNNotification(request: UNNotificationRequest(
          identifier: "n1", content: UNNotificationContent(categoryIdentifier: "NEW_ANSWER", userInfo: ["questionID": "10"]),
          trigger: nil)))
        let handled = Handled()
        delegate.userNotificationCenter(center, didReceive: response) {
          MainActor.assumeIsolated { handled.screens.append(navigation.stacks["questions"]?.last) }
        }
        await quickActions.settle()
        #expect(handled.screens == [Self.question("10")])
        delegate.userNotificationCenter(center, willPresent: response.notification) { options in
          MainActor.assumeIsolated { handled.options.append(options) }
        }
        await quickActions.settle()
        #expect(handled.options == [[.banner, .list, .sound]])
      }
    }
  }

  @MainActor final class Handled {
    var screens: [Screen?] = []
    var options: [UNNotificationPresentationOptions] = []
  }
#endif
