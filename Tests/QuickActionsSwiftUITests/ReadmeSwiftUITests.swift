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
      #expect(block == (try Readme.region(of: "Tests/QuickActionsSwiftUITests/ReadmeSwiftUIWiring.swift")))
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

    @Test("every door reaches the model through the scene delegate: a cold URL, a universal link, a notification; onOpenURL repeats nothing")
    func doors() async throws {
      navigation.state = NavigationModel(tabs: ["questions", "spots", "profile"]).state
      UIKitDouble.reset()
      #expect(AppDelegate().application(UIApplication.shared, willFinishLaunchingWithOptions: nil))
      // (Made then, they took the shared center's delegate; other tests' hooks may have taken it since,
      // so this test delivers through a center of its own.)
      let center = UNUserNotificationCenter()
      center.delegate = quickActions.notificationDelegate
      let session = UISceneSession()
      let scene = UIWindowScene(session: session)
      let url = try #require(URL(string: "qa://questions/7"))
      // A cold launch by URL: SwiftUI may never call onOpenURL (FB17446617); the options have it.
      _ = AppDelegate().application(
        UIApplication.shared, configurationForConnecting: session,
        options: UIScene.ConnectionOptions(urlContexts: [UIOpenURLContext(url: url)]))
      let delegate = SceneDelegate()
      delegate.sceneDidBecomeActive(scene)
      await quickActions.settle()
      #expect(navigation.stacks["questions"] == [Screen("questions"), Screen("question", parameters: ["questionID": "7"])])
      quickActions.onOpenURL(url)  // and if SwiftUI does deliver it too: not routed twice
      await quickActions.settle()
      #expect(navigation.stacks["questions"]?.count == 2)
      let link = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
      link.webpageURL = URL(string: "https://qa.example.com/questions/8")
      delegate.scene(scene, continue: link)
      await quickActions.settle()
      #expect(navigation.stacks["questions"]?.last == Screen("question", parameters: ["questionID": "8"]))
      var handled: [Screen?] = []
      let response = UNNotificationResponse(notification: UNNotification(request: UNNotificationRequest(
        identifier: "n1", content: UNNotificationContent(categoryIdentifier: "NEW_ANSWER", userInfo: ["questionID": "10"]))))
      center.delegate?.userNotificationCenter(center, didReceive: response) {
        handled.append(navigation.stacks["questions"]?.last)
      }
      await quickActions.settle()
      #expect(handled == [Screen("question", parameters: ["questionID": "10"])])
      delegate.scene(scene, openURLContexts: [UIOpenURLContext(url: try #require(URL(string: "qa://compose")))])
      await quickActions.settle()
      #expect(navigation.presented.map(\.presentation) == [.init(.sheet, [Screen("compose")])])
      #expect(quickActions.unreadableItems.isEmpty)
    }
  }
#endif
