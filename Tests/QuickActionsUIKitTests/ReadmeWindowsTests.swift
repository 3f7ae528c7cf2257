#if UIKIT_DOUBLE
  import Foundation
  import LaunchSimulator
  import QuickActions
  import QuickActionsUIKit
  import Testing
  import TestSupport
  @testable import UIKitDouble

  /// The README's UIKit app's intent (the README shows the app's own; the double has no
  /// `@Parameter`).
  struct OpenQuestionIntent: UISceneAppIntent, RoutableIntent {
    var questionID = ""
    var routeParameters: [String: Any] { ["questionID": questionID] }
  }

  extension OnTheDouble {
    /// The README's UIKit wiring in an iPad app with two windows: each window has its own
    /// navigator, iOS's choice of window follows the activation conditions the hooks set, and a
    /// door given to one window never changes the other.
    @MainActor
    @Suite(.serialized) struct ReadmeWindowsTests {
      /// A window as UIKit connects one: a session, its scene, the scene delegate the manifest
      /// names, and the window it makes.
      static func window(_ options: UIScene.ConnectionOptions = UIScene.ConnectionOptions())
        -> (delegate: SceneDelegate, scene: UIWindowScene)
      {
        let session = UISceneSession()
        let scene = UIWindowScene(session: session)
        _ = AppDelegate().application(
          UIApplication.shared, configurationForConnecting: session, options: options)
        let delegate = SceneDelegate()
        delegate.scene(scene, willConnectTo: session, options: options)
        delegate.sceneDidBecomeActive(scene)
        return (delegate, scene)
      }

      /// The window's state, as its own navigator reads it.
      static func outline(_ window: (delegate: SceneDelegate, scene: UIWindowScene)) -> [String] {
        guard let navigator = quickActions.navigator(for: window.scene) else {
          return ["no navigator"]
        }
        do { return try navigator.readState().outline } catch { return ["unreadable: \(error)"] }
      }

      static let untouched = [
        "tabs: [questions] | spots | profile", "  questions: questions", "  spots: spots",
        "  profile: profile",
      ]

      @Test(
        "two windows: a quick action whose targetContentIdentifier is the second's question activates the second and navigates it; the first is untouched"
      )
      func twoWindows() async throws {
        UIKitDouble.reset()
        let first = Self.window()
        let second = Self.window()
        await quickActions.settle()
        #expect(
          quickActions.navigator(for: first.scene) !== quickActions.navigator(for: second.scene))
        // The second window opens question 42, from a link tapped in it.
        second.delegate.scene(
          second.scene,
          openURLContexts: [UIOpenURLContext(url: try #require(URL(string: "qa://questions/42")))])
        await quickActions.settle()
        #expect(Self.outline(second)[1] == "  questions: questions > question(questionID: 42)")
        #expect(Self.outline(first) == Self.untouched)
        // Its activation conditions now prefer questions/42 (NSPredicate(format:), as UIKit requires).
        let predicate = second.scene.activationConditions
          .prefersToActivateForTargetContentIdentifierPredicate
        #expect(
          predicate.evaluate(with: "questions/42") && !predicate.evaluate(with: "questions/7"))
        // iOS chooses the second window for a quick action about question 42, and delivers it there.
        let item = UIMutableApplicationShortcutItem(
          type: "com.example.qa.participated", localizedTitle: "Participated")
        item.targetContentIdentifier = "questions/42"
        let chosen = UIKitDouble.scenesChosen(
          for: item.targetContentIdentifier as? String, among: [first.scene, second.scene])
        #expect(chosen == [second.scene])
        var answers: [Bool] = []
        second.delegate.windowScene(second.scene, performActionFor: item) { answers.append($0) }
        await quickActions.settle()
        #expect(answers == [true])
        #expect(Self.outline(second)[0] == "tabs: questions | [spots] | profile")
        #expect(Self.outline(first) == Self.untouched)
        // Content no window prefers: either window can show it (UIKit's default), none is preferred.
        #expect(
          UIKitDouble.scenesChosen(for: "questions/7", among: [first.scene, second.scene]) == [
            first.scene, second.scene,
          ])
        #expect(UIKitDouble.log.isEmpty && UIKitDouble.exceptions.isEmpty)
      }

      @Test(
        "an App Intent opening the app cold: ConnectionOptions.appIntent, then scene(_:willPerformAppIntent:), then perform(), routed once in that scene"
      )
      func intentCold() async throws {
        UIKitDouble.reset()
        let intent = OpenQuestionIntent(questionID: "12")
        let window = Self.window(UIScene.ConnectionOptions(appIntent: intent))
        // "AppIntentSceneDelegate.scene(_:willPerform:) will always be called after scene connection".
        window.delegate.scene(window.scene, willPerformAppIntent: intent)
        let answer = await UIKitDouble.performing(in: window.scene) {
          await quickActions.perform(intent)
        }
        await quickActions.settle()
        #expect(answer)
        #expect(Self.outline(window)[1] == "  questions: questions > question(questionID: 12)")
        // Routed once: back out, then nothing routes it again.
        #expect(quickActions.unreadableItems.isEmpty && UIKitDouble.log.isEmpty)
      }

      @Test(
        "an intent parameter that is not a property-list value: perform() answers false, nothing is routed, and the value is named"
      )
      func unreadableIntent() async {
        UIKitDouble.reset()
        let window = Self.window()
        await quickActions.settle()
        let before = quickActions.unreadableItems.count
        let answer = await UIKitDouble.performing(in: window.scene) {
          await quickActions.perform(UnreadableIntent())
        }
        #expect(!answer)
        #expect(
          quickActions.unreadableItems.dropFirst(before).map(\.description)
            == [
              #"UnreadableIntent["questionID"] is a NSObject, which is not a property-list value"#
            ])
        #expect(Self.outline(window) == Self.untouched)
      }

      @Test(
        "a notification response lands in its targetScene, and a closed window's session goes for good"
      )
      func notificationTarget() async {
        await UNUserNotificationCenter.$currentInTest.withValue(.init()) {
          UIKitDouble.reset()
          #expect(
            AppDelegate().application(UIApplication.shared, didFinishLaunchingWithOptions: nil))
          let first = Self.window()
          let second = Self.window()
          await quickActions.settle()
          let center = UNUserNotificationCenter.current()
          let response = UNNotificationResponse(
            notification: UNNotification(
              request: UNNotificationRequest(
                identifier: "n",
                content: UNNotificationContent(
                  categoryIdentifier: "NEW_ANSWER", userInfo: ["questionID": "5"]),
                trigger: nil)), targetScene: first.scene)
          let called = AnswerCount()
          center.delegate?.userNotificationCenter(center, didReceive: response) {
            called.count += 1
          }
          await quickActions.settle()
          #expect(called.count == 1)
          #expect(Self.outline(first)[1] == "  questions: questions > question(questionID: 5)")
          #expect(Self.outline(second) == Self.untouched)
          second.delegate.sceneDidDisconnect(second.scene)
          AppDelegate().application(
            UIApplication.shared, didDiscardSceneSessions: [second.scene.session])
          #expect(quickActions.navigator(for: second.scene) == nil)
          #expect(quickActions.navigator(for: first.scene) != nil)
        }
      }
    }
  }

  /// An intent whose parameter the routes cannot read.
  struct UnreadableIntent: UISceneAppIntent, RoutableIntent {
    var routeParameters: [String: Any] { ["questionID": NSObject()] }
  }

  final class AnswerCount: @unchecked Sendable { var count = 0 }
#endif
