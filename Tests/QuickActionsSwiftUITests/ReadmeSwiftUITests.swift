#if SWIFTUI_DOUBLE
  import Foundation
  import QuickActions
  import QuickActionsSwiftUI
  import QuickActionsUIKit
  @testable import SwiftUIDouble
  import TestSupport
  import Testing
  @testable import UIKitDouble

  /// The SwiftUI wiring of "Getting started with a SwiftUI app" (which the README's "Wiring a
  /// SwiftUI app" points to) is the code of ReadmeSwiftUIWiring.swift, compiled here
  /// in Swift 6 mode against the SwiftUI and UIKit doubles, and it works when UIKit calls it.
  @MainActor
  @Suite(.serialized, .ownDoubleRecords) struct ReadmeSwiftUITests {
    @Test(
      "the SwiftUI article's wiring is the compiled file, word for word (but for the platform imports and @main)"
    )
    func sameText() throws {
      var block = try Readme.block(
        after: "## Overview",
        in: "Sources/QuickActionsUIKit/QuickActionsUIKit.docc/GettingStartedWithSwiftUI.md")
      for line in ["import AppIntents\n", "import SwiftUI\n", "import UIKit\n", "@main\n"] {
        #expect(block.contains(line), "the article's block lost \(line)")
        block = block.replacingOccurrences(of: line, with: "")
      }
      // The copy's @available lines let it compile at the package's minimum; the README's app targets iOS 17.
      let copy = try Readme.region(of: "Tests/QuickActionsSwiftUITests/ReadmeSwiftUIWiring.swift")
        .split(separator: "\n", omittingEmptySubsequences: false).filter {
          $0.trimmingCharacters(in: .whitespaces)
            != "@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)"
        }
      #expect(block == copy.joined(separator: "\n"))
    }

    /// A window as UIKit and SwiftUI open one: UIKit makes the scene delegate the configuration
    /// names and connects its scene with `options`; SwiftUI builds the window's views with that
    /// delegate in their environment (which registers the window's handlers).
    static func window(
      _ options: UIScene.ConnectionOptions = UIScene.ConnectionOptions(), configure: Bool = false
    )
      -> (delegate: SceneDelegate, scene: UIWindowScene, views: Windows.Window)
    {
      let session = UISceneSession()
      let scene = UIWindowScene(session: session)
      if configure {
        _ = AppDelegate().application(
          UIApplication.shared, configurationForConnecting: session, options: options)
      }
      let delegate = SceneDelegate()
      delegate.scene(scene, willConnectTo: session, options: options)
      let views = Windows.open(QAApp().body, environment: [delegate])
      return (delegate, scene, views)
    }

    /// A fresh start: the double's records cleared, and the previous test's sessions discarded.
    static func launch() {
      UIKitDouble.reset()
      ExternalEvents.reset()
    }

    static func question(_ id: String) -> Screen {
      Screen("question", parameters: ["questionID": id])
    }

    @Test(
      "a cold-launch item opens the sheet once; a warm one pushes and completes true; the views' bindings go back"
    )
    func works() async throws {
      Self.launch()
      let post = UIApplicationShortcutItem(
        type: "com.example.qa.post", localizedTitle: "Post a Spot")
      let session = UISceneSession()
      let scene = UIWindowScene(session: session)
      let options = UIScene.ConnectionOptions(shortcutItem: post)
      let configuration = AppDelegate().application(
        UIApplication.shared, configurationForConnecting: session, options: options)
      #expect(configuration.name == nil)
      #expect(configuration.delegateClass == SceneDelegate.self)

      // UIKit makes the scene delegate the configuration names and calls it.
      let delegate = SceneDelegate()
      let navigation = delegate.navigation
      delegate.scene(scene, willConnectTo: session, options: options)
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
        scene,
        performActionFor: UIApplicationShortcutItem(
          type: "com.example.qa.participated", localizedTitle: "Participated")
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

      // The views build against the window's model (the double does not render them).
      Windows.open(QAApp().body, environment: [delegate])
      _ = RootView(model: navigation).body
      #expect(quickActions.unreadableItems.isEmpty)
    }

    @Test(
      "each window registers onContinueUserActivity for every activity type the routes take, onOpenURL and onAppIntentExecution"
    )
    func handlersForEveryType() {
      Self.launch()
      let views = Self.window().views
      #expect(Set(views.continueActivity.map(\.type)) == Set(routes.continuedActivityTypes))
      #expect(
        routes.continuedActivityTypes == [
          NSUserActivityTypeBrowsingWeb, "com.example.qa.viewing-question",
        ])
      #expect(views.openURL.count == 1)
      #expect(views.appIntents.count == 1)
    }

    @Test(
      "a restored session (no configurationForConnecting) routes its quick action, URL or notification once, when active",
      arguments: ["shortcut", "url", "notification"])
    func restoredSession(door: String) async throws {
      try await UNUserNotificationCenter.$currentInTest.withValue(.init()) {
        Self.launch()
        let center = UNUserNotificationCenter.current()
        #expect(AppDelegate().application(UIApplication.shared, didFinishLaunchingWithOptions: nil))
        let response = UNNotificationResponse(
          notification: UNNotification(
            request: UNNotificationRequest(
              identifier: "n1",
              content: UNNotificationContent(
                categoryIdentifier: "NEW_ANSWER", userInfo: ["questionID": "3"]),
              trigger: nil)))
        let url = try #require(URL(string: "qa://questions/3"))
        let options: UIScene.ConnectionOptions
        switch door {
        case "shortcut":
          options = UIScene.ConnectionOptions(
            shortcutItem: UIApplicationShortcutItem(
              type: "com.example.qa.post", localizedTitle: "Post"))
        case "url": options = UIScene.ConnectionOptions(urlContexts: [UIOpenURLContext(url: url)])
        default: options = UIScene.ConnectionOptions(notificationResponse: response)
        }
        // UIKit restores the saved session: it makes the scene delegate the saved configuration
        // named and connects it, without asking the app delegate for a configuration.
        let (delegate, scene, views) = Self.window(options)
        let navigation = delegate.navigation
        await quickActions.settle()
        // Not before active.
        #expect(
          navigation.presented.isEmpty && navigation.stacks["questions"] == [Screen("questions")])
        let handled = Handled()
        // UserNotifications hands the launch response to the delegate too.
        if door == "notification" {
          center.delegate?.userNotificationCenter(center, didReceive: response) {
            MainActor.assumeIsolated {
              handled.screens.append(navigation.stacks["questions"]?.last)
            }
          }
        }
        if door == "url" { views.open(url) }  // and SwiftUI may hand the launch URL to onOpenURL
        delegate.sceneDidBecomeActive(scene)
        await quickActions.settle()
        switch door {
        case "shortcut":
          #expect(navigation.presented.map(\.presentation) == [.init(.sheet, [Screen("compose")])])
        default:
          #expect(navigation.stacks["questions"] == [Screen("questions"), Self.question("3")])
        }
        #expect(handled.screens == (door == "notification" ? [Self.question("3")] : []))
        #expect(quickActions.unreadableItems.isEmpty && UIKitDouble.exceptions.isEmpty)
      }
    }

    @Test(
      "a running scene's URLs and activities come through the views' handlers, each routed once whichever path brings it"
    )
    func warmDoors() async throws {
      Self.launch()
      let (delegate, scene, views) = Self.window()
      let navigation = delegate.navigation
      delegate.sceneDidBecomeActive(scene)
      await quickActions.settle()
      let url = try #require(URL(string: "qa://questions/7"))
      // Were UIKit to hand the URL to the scene delegate's path as well, before SwiftUI's
      // handler, it is one opening.
      quickActions.scene(scene, openURLContexts: [UIOpenURLContext(url: url)])
      views.open(url)
      await quickActions.settle()
      #expect(navigation.stacks["questions"] == [Screen("questions"), Self.question("7")])
      let link = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
      link.webpageURL = URL(string: "https://qa.example.com/questions/8")
      quickActions.scene(scene, continue: link)
      #expect(views.continue(link))
      await quickActions.settle()
      #expect(navigation.stacks["questions"] == [Screen("questions"), Self.question("8")])
      let handoff = NSUserActivity(activityType: "com.example.qa.viewing-question")
      handoff.userInfo = ["questionID": "9"]
      #expect(views.continue(handoff))
      await quickActions.settle()
      #expect(navigation.stacks["questions"] == [Screen("questions"), Self.question("9")])
      // The same link chosen again later is a new opening.
      delegate.sceneWillResignActive(scene)
      delegate.sceneDidBecomeActive(scene)
      #expect(views.continue(link))
      await quickActions.settle()
      #expect(navigation.stacks["questions"] == [Screen("questions"), Self.question("8")])
      #expect(quickActions.unreadableItems.isEmpty)
    }

    @Test(
      "a notification the routes take is routed in its targetScene, its handler called once after routing; the app's foreground choice is used"
    )
    func notification() async throws {
      try await UNUserNotificationCenter.$currentInTest.withValue(.init()) {
        Self.launch()
        #expect(AppDelegate().application(UIApplication.shared, didFinishLaunchingWithOptions: nil))
        let first = Self.window()
        let second = Self.window()
        for window in [first, second] { window.delegate.sceneDidBecomeActive(window.scene) }
        await quickActions.settle()
        let center = UNUserNotificationCenter.current()
        let delegate = try #require(center.delegate)
        let response = UNNotificationResponse(
          notification: UNNotification(
            request: UNNotificationRequest(
              identifier: "n1",
              content: UNNotificationContent(
                categoryIdentifier: "NEW_ANSWER", userInfo: ["questionID": "10"]),
              trigger: nil)), targetScene: second.scene)
        let handled = Handled()
        let secondModel = second.delegate.navigation
        delegate.userNotificationCenter(center, didReceive: response) {
          MainActor.assumeIsolated { handled.screens.append(secondModel.stacks["questions"]?.last) }
        }
        await quickActions.settle()
        #expect(handled.screens == [Self.question("10")])
        #expect(first.delegate.navigation.stacks["questions"] == [Screen("questions")])
        delegate.userNotificationCenter(center, willPresent: response.notification) { options in
          MainActor.assumeIsolated { handled.options.append(options) }
        }
        await quickActions.settle()
        #expect(handled.options == [[.banner, .list, .sound]])
      }
    }

    @Test(
      "two windows: each has its own model; a question shown in the second makes iOS choose it, and a door there leaves the first untouched"
    )
    func twoWindows() async throws {
      Self.launch()
      let first = Self.window()
      let second = Self.window()
      #expect(first.delegate.navigation !== second.delegate.navigation)
      for window in [first, second] { window.delegate.sceneDidBecomeActive(window.scene) }
      await quickActions.settle()
      // The second window opens question 42; its activation conditions now prefer it.
      second.views.open(try #require(URL(string: "qa://questions/42")))
      await quickActions.settle()
      #expect(
        second.delegate.navigation.stacks["questions"] == [
          Screen("questions"), Self.question("42"),
        ])
      #expect(first.delegate.navigation.stacks["questions"] == [Screen("questions")])
      #expect(
        UIKitDouble.scenesChosen(for: "questions/42", among: [first.scene, second.scene]) == [
          second.scene
        ])
      #expect(
        UIKitDouble.scenesChosen(for: "questions/7", among: [first.scene, second.scene]) == [
          first.scene, second.scene,
        ])
      // A quick action for question 42 reaches the window iOS chose: the second, once.
      let item = UIApplicationShortcutItem(
        type: "com.example.qa.participated", localizedTitle: "Participated")
      var answers: [Bool] = []
      let chosen = try #require(
        UIKitDouble.scenesChosen(for: "questions/42", among: [first.scene, second.scene]).first
          as? UIWindowScene)
      second.delegate.windowScene(chosen, performActionFor: item) { answers.append($0) }
      await quickActions.settle()
      #expect(answers == [true])
      #expect(second.delegate.navigation.selectedTab == "spots")
      #expect(
        first.delegate.navigation.selectedTab == "questions"
          && first.delegate.navigation.stacks["spots"] == [Screen("spots")])
      // An App Intent SwiftUI hands to the first window navigates the first alone.
      #expect(first.views.execute(OpenQuestionIntent(questionID: "5")))
      await quickActions.settle()
      #expect(
        first.delegate.navigation.stacks["questions"] == [Screen("questions"), Self.question("5")])
      #expect(
        second.delegate.navigation.stacks["questions"] == [
          Screen("questions"), Self.question("42"),
        ])
      // Its perform() is the same intent: answered true, not routed again.
      #expect(
        await UIKitDouble.performing(in: nil) {
          await quickActions.perform(OpenQuestionIntent(questionID: "5"))
        })
      #expect(
        first.delegate.navigation.stacks["questions"] == [Screen("questions"), Self.question("5")])
      // The second window closes for good; the first keeps working.
      second.delegate.sceneDidDisconnect(second.scene)
      AppDelegate().application(
        UIApplication.shared, didDiscardSceneSessions: [second.scene.session])
      #expect(quickActions.navigator(for: second.scene) == nil)
      #expect(quickActions.unreadableItems.isEmpty && UIKitDouble.exceptions.isEmpty)
    }
  }

  @MainActor final class Handled {
    var screens: [Screen?] = []
    var options: [UNNotificationPresentationOptions] = []
  }
#endif
