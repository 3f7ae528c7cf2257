#if UIKIT_DOUBLE
  import Foundation
  import LaunchSimulator
  import PropertyList
  import QuickActions
  import QuickActionsUIKit
  import Testing
  @testable import UIKitDouble

  extension OnTheDouble {
    /// Every door through `QuickActionHooks`, driven with UIKit's and UserNotifications' own
    /// callbacks on the double: cold and warm, in both lifecycles, with the double deliveries
    /// iOS makes, and a notification's handler called exactly once, after routing.
    @MainActor
    @Suite(.serialized) struct DoorHooksTests {
      init() { UIKitDouble.reset() }

      static let routes = RouteTable {
        Route("post", .present(.sheet, ["compose"]), policy: .keepUnsaved)
        Route(
          named: "spot", .push(["spot(spotID)"], inTab: "spots"),
          triggers: [
            .url("qa://spots/:spotID"),
            .url("https://qa.example.com/spots/:spotID"),
            .activity("com.example.qa.viewing", reads: ["spotID"]),
            .notification(category: "NEW_SPOT", reads: ["spotID"]),
          ])
      }

      enum Door: String, CaseIterable, Sendable { case url, universalLink, handoff, notification }

      static func activity(_ door: Door) -> NSUserActivity? {
        switch door {
        case .universalLink:
          let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
          activity.webpageURL = URL(string: "https://qa.example.com/spots/7")
          return activity
        case .handoff:
          let activity = NSUserActivity(activityType: "com.example.qa.viewing")
          activity.userInfo = ["spotID": "7"]
          return activity
        case .url, .notification: return nil
        }
      }

      static let url = URL(string: "qa://spots/7")!

      static func response(_ request: String = "r1") -> UNNotificationResponse {
        UNNotificationResponse(
          notification: UNNotification(
            request: UNNotificationRequest(
              identifier: request,
              content: UNNotificationContent(
                categoryIdentifier: "NEW_SPOT", userInfo: ["spotID": "7"]), trigger: nil)))
      }

      /// A fresh app (the demo's tabs in a shown window) and hooks over it, with their own
      /// notification center.
      static func app() -> (QuickActionHooks<UIKitNavigator>, UIWindow, UINotificationCenterBox) {
        let center = UNUserNotificationCenter()
        let hooks = QuickActionHooks(
          routes: routes, screens: TestScreens(), application: UIApplication())
        hooks.becomeNotificationDelegate(of: center, presentingInForeground: [.banner, .list])
        let tabs = UITabBarController()
        tabs.viewControllers = [
          OnTheDouble.UIKitNavigatorTests.navigation("questions"),
          OnTheDouble.UIKitNavigatorTests.navigation("spots"),
        ]
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        hooks.navigator.window = window
        return (hooks, window, UINotificationCenterBox(center: center, window: window))
      }

      /// The spots tab's stack, as text.
      static func spots(_ hooks: QuickActionHooks<UIKitNavigator>) throws -> String {
        try #require(hooks.navigator.readState().outline.first { $0.contains("spots:") })
      }

      static let pushedOnce = "  spots: spots > spot(spotID: 7)"

      /// Delivers `door` through the notification center's delegate (as UserNotifications does),
      /// recording what the spots tab showed each time the handler was called.
      static func receive(
        _ box: UINotificationCenterBox, _ hooks: QuickActionHooks<UIKitNavigator>,
        _ response: UNNotificationResponse, into calls: Recorder
      ) throws {
        let delegate = try #require(box.center.delegate)
        delegate.userNotificationCenter(box.center, didReceive: response) {
          MainActor.assumeIsolated { calls.values.append((try? spots(hooks)) ?? "unreadable") }
        }
      }

      @Test(
        "scene, cold: each door in the connection options is routed once, when the scene is active",
        arguments: Door.allCases)
      func sceneCold(door: Door) async throws {
        let (hooks, _, box) = Self.app()
        defer { withExtendedLifetime(box) {} }
        let session = UISceneSession()
        let scene = UIWindowScene(session: session)
        let response = Self.response()
        let options = UIScene.ConnectionOptions(
          urlContexts: door == .url ? [UIOpenURLContext(url: Self.url)] : [],
          userActivities: Set(Self.activity(door).map { [$0] } ?? []),
          notificationResponse: door == .notification ? response : nil)
        _ = hooks.application(
          UIApplication(), configurationForConnecting: session, options: options)
        hooks.scene(scene, willConnectTo: session, options: options)
        await hooks.settle()
        #expect(try Self.spots(hooks) == "  spots: spots")  // not before the scene is active
        let calls = Recorder()
        // UserNotifications also hands the launch response to the delegate: a double delivery.
        if door == .notification { try Self.receive(box, hooks, response, into: calls) }
        hooks.sceneDidBecomeActive(scene)
        await hooks.settle()
        hooks.sceneDidBecomeActive(scene)
        await hooks.settle()
        #expect(try Self.spots(hooks) == Self.pushedOnce)
        #expect(calls.values == (door == .notification ? [Self.pushedOnce] : []))
        #expect(UIKitDouble.log.isEmpty)
      }

      @Test("scene, warm: each door's own callback routes it once", arguments: Door.allCases)
      func sceneWarm(door: Door) async throws {
        let (hooks, _, box) = Self.app()
        defer { withExtendedLifetime(box) {} }
        let session = UISceneSession()
        let scene = UIWindowScene(session: session)
        hooks.scene(scene, willConnectTo: session, options: UIScene.ConnectionOptions())
        hooks.sceneDidBecomeActive(scene)
        let calls = Recorder()
        switch door {
        case .url: hooks.scene(scene, openURLContexts: [UIOpenURLContext(url: Self.url)])
        case .universalLink, .handoff:
          if door == .handoff {
            hooks.scene(scene, willContinueUserActivityWithType: "com.example.qa.viewing")
          }
          hooks.scene(scene, continue: try #require(Self.activity(door)))
        case .notification: try Self.receive(box, hooks, Self.response(), into: calls)
        }
        await hooks.settle()
        #expect(try Self.spots(hooks) == Self.pushedOnce)
        #expect(calls.values == (door == .notification ? [Self.pushedOnce] : []))
      }

      @Test(
        "scene, warm: a Handoff announced at connection arrives through scene(_:continue:) and is routed once"
      )
      func handoffAnnounced() async throws {
        let (hooks, _, box) = Self.app()
        defer { withExtendedLifetime(box) {} }
        let session = UISceneSession()
        let scene = UIWindowScene(session: session)
        hooks.scene(
          scene, willConnectTo: session,
          options: UIScene.ConnectionOptions(handoffUserActivityType: "com.example.qa.viewing"))
        #expect(hooks.coordinator.expectedHandoffType == "com.example.qa.viewing")
        hooks.sceneDidBecomeActive(scene)
        hooks.scene(scene, continue: try #require(Self.activity(.handoff)))
        await hooks.settle()
        #expect(try Self.spots(hooks) == Self.pushedOnce)
      }

      @Test(
        "scene: a Handoff that fails to continue is no longer awaited, and nothing is routed for it"
      )
      func handoffFails() async throws {
        let (hooks, _, box) = Self.app()
        defer { withExtendedLifetime(box) {} }
        let session = UISceneSession()
        let scene = UIWindowScene(session: session)
        hooks.scene(scene, willConnectTo: session, options: UIScene.ConnectionOptions())
        hooks.sceneDidBecomeActive(scene)
        hooks.scene(scene, willContinueUserActivityWithType: "com.example.qa.viewing")
        #expect(hooks.coordinator.expectedHandoffType == "com.example.qa.viewing")
        // Another type's failure is not this Handoff's.
        hooks.scene(
          scene, didFailToContinueUserActivityWithType: "com.example.other",
          error: CocoaError(.userActivityHandoffFailed))
        #expect(hooks.coordinator.expectedHandoffType == "com.example.qa.viewing")
        hooks.scene(
          scene, didFailToContinueUserActivityWithType: "com.example.qa.viewing",
          error: CocoaError(.userActivityHandoffFailed))
        await hooks.settle()
        #expect(hooks.coordinator.expectedHandoffType == nil)
        #expect(try Self.spots(hooks) == "  spots: spots")
      }

      @Test(
        "app delegate, cold: didFinishLaunching answers true for a routed URL or activity, and iOS's second delivery is not routed again",
        arguments: [Door.url, .universalLink, .handoff])
      func appDelegateCold(door: Door) async throws {
        let (hooks, _, box) = Self.app()
        defer { withExtendedLifetime(box) {} }
        let activity = Self.activity(door)
        let options: [UIApplication.LaunchOptionsKey: Any] =
          door == .url
          ? [.url: Self.url]
          : [
            .userActivityDictionary: ["UIApplicationLaunchOptionsUserActivityKey": activity as Any]
          ]
        #expect(hooks.application(UIApplication(), willFinishLaunchingWithOptions: options))
        #expect(hooks.application(UIApplication(), didFinishLaunchingWithOptions: options))
        // iOS delivers it again, because didFinishLaunching returned true.
        let again =
          door == .url
          ? hooks.application(UIApplication(), open: Self.url, options: [:])
          : hooks.application(UIApplication(), continue: try #require(activity)) { _ in
            Issue.record("restoration handler called")
          }
        #expect(again)
        hooks.applicationDidBecomeActive(UIApplication())
        await hooks.settle()
        #expect(try Self.spots(hooks) == Self.pushedOnce)
      }

      @Test(
        "app delegate, cold: a URL no route takes makes didFinishLaunching answer false, and nothing moves"
      )
      func appDelegateColdUnrouted() async throws {
        let (hooks, _, box) = Self.app()
        defer { withExtendedLifetime(box) {} }
        #expect(
          !hooks.application(
            UIApplication(), didFinishLaunchingWithOptions: [.url: URL(string: "qa://nowhere")!]))
        hooks.applicationDidBecomeActive(UIApplication())
        await hooks.settle()
        #expect(try Self.spots(hooks) == "  spots: spots")
      }

      @Test(
        "app delegate, warm: open and continue answer at once whether a route takes them, and route it once",
        arguments: [Door.url, .universalLink, .handoff, .notification])
      func appDelegateWarm(door: Door) async throws {
        let (hooks, _, box) = Self.app()
        defer { withExtendedLifetime(box) {} }
        #expect(hooks.application(UIApplication(), didFinishLaunchingWithOptions: nil))
        hooks.applicationDidBecomeActive(UIApplication())
        let calls = Recorder()
        switch door {
        case .url: #expect(hooks.application(UIApplication(), open: Self.url))
        case .universalLink, .handoff:
          #expect(
            hooks.application(UIApplication(), continue: try #require(Self.activity(door))) { _ in }
          )
        case .notification: try Self.receive(box, hooks, Self.response(), into: calls)
        }
        await hooks.settle()
        #expect(try Self.spots(hooks) == Self.pushedOnce)
        #expect(calls.values == (door == .notification ? [Self.pushedOnce] : []))
        #expect(!hooks.application(UIApplication(), open: URL(string: "qa://nowhere")!))
        let unknown = NSUserActivity(activityType: "com.example.other")
        #expect(!hooks.application(UIApplication(), continue: unknown) { _ in })
      }

      @Test(
        "SwiftUI's onOpenURL beside the scene delegate: the same URL is routed once, a new one is routed"
      )
      func onOpenURLDoubleDelivery() async throws {
        let (hooks, _, box) = Self.app()
        defer { withExtendedLifetime(box) {} }
        let session = UISceneSession()
        let scene = UIWindowScene(session: session)
        hooks.scene(
          scene, willConnectTo: session,
          options: UIScene.ConnectionOptions(urlContexts: [UIOpenURLContext(url: Self.url)]))
        hooks.sceneDidBecomeActive(scene)
        await hooks.settle()
        hooks.onOpenURL(Self.url)
        await hooks.settle()
        #expect(try Self.spots(hooks) == Self.pushedOnce)
        hooks.onOpenURL(URL(string: "qa://spots/8")!)
        await hooks.settle()
        #expect(try Self.spots(hooks) == "  spots: spots > spot(spotID: 8)")
      }

      @Test(
        "a notification no route takes, or whose userInfo is not a property list, still has its handler called once"
      )
      func notificationUnrouted() async throws {
        let (hooks, _, box) = Self.app()
        defer { withExtendedLifetime(box) {} }
        hooks.applicationDidBecomeActive(UIApplication())
        let calls = Recorder()
        let other = UNNotificationResponse(
          notification: UNNotification(
            request: UNNotificationRequest(
              identifier: "r2", content: UNNotificationContent(categoryIdentifier: "OTHER"),
              trigger: nil)))
        try Self.receive(box, hooks, other, into: calls)
        let unreadable = UNNotificationResponse(
          notification: UNNotification(
            request: UNNotificationRequest(
              identifier: "r3",
              content: UNNotificationContent(
                categoryIdentifier: "NEW_SPOT", userInfo: ["spotID": NSObject()]), trigger: nil)))
        try Self.receive(box, hooks, unreadable, into: calls)
        await hooks.settle()
        #expect(calls.values == ["  spots: spots", "  spots: spots"])
        #expect(
          hooks.unreadableItems == [
            UserInfoBridging.Failure(path: "userInfo[\"spotID\"]", typeName: "NSObject")
          ])
      }

      @Test(
        "bridging: a response's identifiers and userInfo, a Spotlight result's identifier, a universal link's URL"
      )
      func bridging() throws {
        let content = UNNotificationContent(
          categoryIdentifier: "NEW_SPOT", userInfo: ["spotID": "7", "n": 3],
          targetContentIdentifier: "spot-7")
        let response = UNNotificationResponse(
          notification: UNNotification(
            request: UNNotificationRequest(identifier: "req", content: content, trigger: nil)),
          actionIdentifier: "REPLY")
        #expect(
          try NotificationResponse(response)
            == NotificationResponse(
              categoryIdentifier: "NEW_SPOT", actionIdentifier: "REPLY", requestIdentifier: "req",
              targetContentIdentifier: "spot-7",
              userInfo: [
                "n": PlistValue(.integer(PlistInteger(Int64(3)))),
                "spotID": PlistValue(.string("7")),
              ]))
        let spotlight = NSUserActivity(activityType: CSSearchableItemActionType)
        spotlight.userInfo = [CSSearchableItemActivityIdentifier: "spot-7"]
        #expect(try UserActivity(spotlight).searchableItemIdentifier == "spot-7")
        let link = try #require(Self.activity(.universalLink))
        #expect(
          try UserActivity(link).universalLink == URL(string: "https://qa.example.com/spots/7"))
        let badKey = NSUserActivity(activityType: "com.example.qa.viewing")
        badKey.userInfo = [1: "x"]
        #expect(throws: UserInfoBridging.Failure(path: "userInfo key", typeName: "Int")) {
          try UserActivity(badKey)
        }
      }
    }
  }

  /// What the tests' handlers saw.
  @MainActor final class Recorder {
    var values: [String] = []
  }

  /// The notification center a test's hooks were given, and the window (which the navigator
  /// holds weakly) kept alive.
  @MainActor struct UINotificationCenterBox {
    let center: UNUserNotificationCenter
    let window: UIWindow
  }
#endif
