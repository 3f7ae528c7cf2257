#if UIKIT_DOUBLE
  import Foundation
  import LaunchSimulator
  import QuickActions
  import QuickActionsUIKit
  import Testing
  import TestSupport
  @testable import UIKitDouble

  extension OnTheDouble {
    /// The README's "Wiring a UIKit app" is the code of ReadmeUIKitWiring.swift, compiled here in
    /// Swift 6 mode, and it works when UIKit calls it.
    @MainActor
    @Suite(.serialized) struct ReadmeTests {
      @Test(
        "the README's UIKit wiring is the compiled file, word for word (but for `import UIKit`)")
      func sameText() throws {
        let block = try Readme.block(after: "## Wiring a UIKit app")
        let platform = block.replacingOccurrences(of: "import UIKit\n", with: "")
          .replacingOccurrences(of: "import AppIntents\n", with: "")
        #expect(
          platform
            == (try Readme.region(of: "Tests/QuickActionsUIKitTests/ReadmeUIKitWiring.swift")))
      }

      @Test(
        "the UIKit article's view controller that tells its screen is the compiled file, and is read by it"
      )
      func installationScreen() async throws {
        let block = try Readme.body(
          after: "### Telling the navigator which screen a view controller shows",
          in: "Sources/QuickActionsUIKit/QuickActionsUIKit.docc/GettingStartedWithUIKit.md")
        #expect(
          block == (try Readme.region(of: "Tests/QuickActionsUIKitTests/ReadmeInstallation.swift")))
        let question = QuestionViewController(questionID: "7")
        question.draft = "half an answer"
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: question)
        let navigator = UIKitNavigator(window: window, screens: Screens())
        #expect(
          try navigator.readState().root
            == .stack([Screen("question", parameters: ["questionID": "7"])]))
        #expect(question.hasUnsavedChanges)
      }

      @Test(
        "the README's installation manifest is a Package.swift SwiftPM reads, naming the products it says"
      )
      func installationManifest() throws {
        let block = try Readme.block(after: "## Installation")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
          "readme-manifest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try block.write(
          to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "dump-package", "--package-path", folder.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let json = String(decoding: data, as: UTF8.self)
        for product in ["QuickActionsUIKit", "QuickActionsSwiftUI", "QuickActionsTesting"] {
          #expect(json.contains("\"\(product)\""), "the manifest does not name \(product)")
        }
      }

      @Test(
        "the README's wiring delivers a cold-launch quick action once, and a warm one with its completion"
      )
      func works() async throws {
        UIKitDouble.reset()
        let session = UISceneSession()
        let scene = UIWindowScene(session: session)
        let post = UIApplicationShortcutItem(
          type: "com.example.qa.post", localizedTitle: "Post a Spot")
        let options = UIScene.ConnectionOptions(shortcutItem: post)
        let configuration = AppDelegate().application(
          UIApplication.shared, configurationForConnecting: session, options: options)
        #expect(configuration.name == "Default Configuration")
        let delegate = SceneDelegate()
        delegate.scene(scene, willConnectTo: session, options: options)
        delegate.sceneDidBecomeActive(scene)
        await quickActions.settle()
        let root = try #require(delegate.window?.rootViewController)
        #expect(root.presentedViewController is UINavigationController)
        var answers: [Bool] = []
        delegate.windowScene(
          scene,
          performActionFor: UIApplicationShortcutItem(
            type: "com.example.qa.participated", localizedTitle: "Participated")
        ) {
          answers.append($0)
        }
        await quickActions.settle()
        #expect(answers == [true])
        #expect(
          try quickActions.navigator.readState().outline == [
            "tabs: questions | [spots] | profile", "  questions: questions",
            "  spots: spots > participated", "  profile: profile",
          ])
        #expect(UIKitDouble.log.isEmpty)
      }

      @Test(
        "a restored session (UIKit asks for no configuration) still routes its launch quick action once, when active"
      )
      func restoredSession() async throws {
        UIKitDouble.reset()
        let session = UISceneSession()
        let scene = UIWindowScene(session: session)
        let options = UIScene.ConnectionOptions(
          shortcutItem: UIApplicationShortcutItem(
            type: "com.example.qa.participated", localizedTitle: "Participated"))
        // The usual relaunch after iOS ended the app: no application(_:configurationForConnecting:options:).
        let delegate = SceneDelegate()
        delegate.scene(scene, willConnectTo: session, options: options)
        delegate.sceneDidBecomeActive(scene)
        await quickActions.settle()
        delegate.sceneDidBecomeActive(scene)
        await quickActions.settle()
        #expect(
          try quickActions.navigator.readState().outline[0] == "tabs: questions | [spots] | profile"
        )
        #expect(
          try quickActions.navigator.readState().outline[2] == "  spots: spots > participated")
        #expect(UIKitDouble.log.isEmpty)
      }

      @Test(
        "the quick-actions-only table of the RoutingWithModalsAndGates article is the README's table without its other doors"
      )
      func articleTable() throws {
        let routes = RouteTable {
          Route("com.example.qa.post", .present(.sheet, ["compose"]), policy: .keepUnsaved)
          Route("com.example.qa.participated", .push(["participated"], inTab: "spots"))
          Route("com.example.qa.mypage", .push([], inTab: "profile"))
        }
        let readme = QuickActionsUIKitTests.routes
        for route in routes.routes {
          let same = try #require(readme.routes.first { $0.type == route.type })
          #expect(same.destination == route.destination && same.policy == route.policy)
        }
        #expect(readme.routes.filter(\.handlesShortcut).count == routes.routes.count)
      }

      @Test(
        "the README's wiring takes every door: a cold URL, a universal link, a Handoff and a notification, each once"
      )
      func doors() async throws {
        try await UNUserNotificationCenter.$currentInTest.withValue(.init()) {
          UIKitDouble.reset()
          // Launch finishing: the hooks become the app's notification center's delegate.
          #expect(
            AppDelegate().application(UIApplication.shared, didFinishLaunchingWithOptions: nil))
          let center = UNUserNotificationCenter.current()
          #expect(center.delegate === quickActions.notificationDelegate)
          let session = UISceneSession()
          let scene = UIWindowScene(session: session)
          let options = UIScene.ConnectionOptions(urlContexts: [
            UIOpenURLContext(url: try #require(URL(string: "qa://questions/7")))
          ])
          _ = AppDelegate().application(
            UIApplication.shared, configurationForConnecting: session, options: options)
          let delegate = SceneDelegate()
          delegate.scene(scene, willConnectTo: session, options: options)
          delegate.sceneDidBecomeActive(scene)
          await quickActions.settle()
          let questions = {
            try quickActions.navigator.readState().outline.first { $0.hasPrefix("  questions:") }
          }
          #expect(try questions() == "  questions: questions > question(questionID: 7)")
          let link = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
          link.webpageURL = URL(string: "https://qa.example.com/questions/8")
          delegate.scene(scene, continue: link)
          await quickActions.settle()
          #expect(try questions() == "  questions: questions > question(questionID: 8)")
          let handoff = NSUserActivity(activityType: "com.example.qa.viewing-question")
          handoff.userInfo = ["questionID": "9"]
          delegate.scene(scene, continue: handoff)
          await quickActions.settle()
          #expect(try questions() == "  questions: questions > question(questionID: 9)")
          let handled = Recorder()
          let response = UNNotificationResponse(
            notification: UNNotification(
              request: UNNotificationRequest(
                identifier: "n1",
                content: UNNotificationContent(
                  categoryIdentifier: "NEW_ANSWER", userInfo: ["questionID": "10"]),
                trigger: nil)))
          center.delegate?.userNotificationCenter(center, didReceive: response) {
            MainActor.assumeIsolated {
              handled.values.append(
                (try? quickActions.navigator.readState().outline.first {
                  $0.hasPrefix("  questions:")
                }) ?? "unreadable")
            }
          }
          await quickActions.settle()
          #expect(handled.values == ["  questions: questions > question(questionID: 10)"])
          delegate.scene(
            scene,
            openURLContexts: [UIOpenURLContext(url: try #require(URL(string: "qa://compose")))])
          await quickActions.settle()
          #expect(try quickActions.navigator.readState().presentations.count == 1)
          #expect(UIKitDouble.log.isEmpty && quickActions.unreadableItems.isEmpty)
        }
      }
    }
  }
#endif
