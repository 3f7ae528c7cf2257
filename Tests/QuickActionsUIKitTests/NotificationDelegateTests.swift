#if UIKIT_DOUBLE
  import Foundation
  import LaunchSimulator
  import QuickActions
  import QuickActionsUIKit
  import Testing
  @testable import UIKitDouble

  /// A push SDK's delegate (Firebase, OneSignal and Braze set one): it implements what it needs
  /// of the protocol, and records what it was handed.
  final class PushSDKDelegate: NSObject, UNUserNotificationCenterDelegate {
    var calls: [String] = []
    let presents: UNNotificationPresentationOptions
    init(presents: UNNotificationPresentationOptions) { self.presents = presents }

    func userNotificationCenter(
      _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
      withCompletionHandler completionHandler:
        @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    ) {
      calls.append("willPresent \(notification.request.identifier)")
      completionHandler(presents)
    }

    func userNotificationCenter(
      _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
      withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {
      calls.append("didReceive \(response.notification.request.identifier)")
      completionHandler()
    }

    func userNotificationCenter(
      _ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?
    ) {
      calls.append("openSettings")
    }
  }

  /// A delegate that implements none of the protocol's optional methods.
  final class SilentDelegate: NSObject, UNUserNotificationCenterDelegate {}

  extension OnTheDouble {
    /// The hooks as the notification center's delegate: installed by the app, never by making
    /// them; keeping the delegate that was there and forwarding it all the routes do not take;
    /// answering `willPresent` with the app's choice when nobody else does.
    @MainActor
    @Suite(.serialized) struct NotificationDelegateTests {
      init() { UIKitDouble.reset() }

      static let routes = RouteTable {
        Route(
          named: "spot", .push(["spot(spotID)"], inTab: "spots"),
          triggers: [
            .notification(category: "NEW_SPOT", reads: ["spotID"])
          ])
      }

      static func hooks() -> (QuickActionHooks<UIKitNavigator>, UIWindow) {
        let hooks = QuickActionHooks(
          routes: routes, screens: TestScreens(), application: UIApplication())
        let tabs = UITabBarController()
        tabs.viewControllers = [OnTheDouble.UIKitNavigatorTests.navigation("spots")]
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        hooks.navigator.window = window
        return (hooks, window)
      }

      static func response(_ id: String, category: String) -> UNNotificationResponse {
        UNNotificationResponse(notification: notification(id, category: category))
      }

      static func notification(_ id: String, category: String) -> UNNotification {
        UNNotification(
          request: UNNotificationRequest(
            identifier: id,
            content: UNNotificationContent(categoryIdentifier: category, userInfo: ["spotID": "4"]),
            trigger: nil))
      }

      @Test(
        "making the hooks in a test with no host app touches no notification center (current() would raise)"
      )
      func hostless() {
        UIKitDouble.isHostless = true
        let (hooks, window) = Self.hooks()
        defer { withExtendedLifetime(window) {} }
        #expect(UIKitDouble.exceptions.isEmpty)
        #expect(hooks.notificationDelegate.previous == nil)
        // The double does raise there, as the framework does: the check above can fail.
        _ = UNUserNotificationCenter.current()
        #expect(
          UIKitDouble.exceptions == [
            "NSInternalInconsistencyException: bundleProxyForCurrentProcess is nil: mainBundle.bundleURL"
          ])
      }

      @Test(
        "the delegate that was there is kept: it gets the responses no route takes, willPresent and openSettings"
      )
      func keepsThePreviousDelegate() async throws {
        let (hooks, window) = Self.hooks()
        defer { withExtendedLifetime(window) {} }
        let center = UNUserNotificationCenter()
        let sdk = PushSDKDelegate(presents: [.sound])
        center.delegate = sdk
        hooks.becomeNotificationDelegate(of: center, presentingInForeground: [.banner])
        #expect(center.delegate === hooks.notificationDelegate)
        #expect(hooks.notificationDelegate.previous === sdk)
        hooks.applicationDidBecomeActive(UIApplication())
        let answers = Answers()
        let delegate = try #require(center.delegate)
        delegate.userNotificationCenter(
          center, didReceive: Self.response("routed", category: "NEW_SPOT")
        ) {
          MainActor.assumeIsolated {
            answers.values.append(
              "routed: " + ((try? hooks.navigator.readState().outline.last) ?? nil ?? ""))
          }
        }
        delegate.userNotificationCenter(
          center, didReceive: Self.response("push", category: "MARKETING")
        ) {
          MainActor.assumeIsolated { answers.values.append("push answered") }
        }
        delegate.userNotificationCenter(
          center, willPresent: Self.notification("arriving", category: "MARKETING")
        ) { options in
          MainActor.assumeIsolated { answers.values.append("present \(options.rawValue)") }
        }
        delegate.userNotificationCenter(center, openSettingsFor: nil)
        await hooks.settle()
        #expect(sdk.calls == ["didReceive push", "willPresent arriving", "openSettings"])
        #expect(
          answers.values == [
            "push answered", "present \(UNNotificationPresentationOptions.sound.rawValue)",
            "routed:   spots: spots > spot(spotID: 4)",
          ])
      }

      @Test(
        "with no previous delegate, or one that implements nothing: an unrouted response is answered at once, willPresent with the app's choice",
        arguments: [false, true])
      func noOneElseAnswers(silentPrevious: Bool) async throws {
        let (hooks, window) = Self.hooks()
        defer { withExtendedLifetime(window) {} }
        let center = UNUserNotificationCenter()
        let silent = SilentDelegate()
        if silentPrevious { center.delegate = silent }
        hooks.becomeNotificationDelegate(of: center, presentingInForeground: [.list, .badge])
        let answers = Answers()
        let delegate = try #require(center.delegate)
        delegate.userNotificationCenter(
          center, didReceive: Self.response("push", category: "MARKETING")
        ) {
          MainActor.assumeIsolated { answers.values.append("answered") }
        }
        delegate.userNotificationCenter(
          center, willPresent: Self.notification("arriving", category: "NEW_SPOT")
        ) { options in
          MainActor.assumeIsolated { answers.values.append("present \(options.rawValue)") }
        }
        delegate.userNotificationCenter(center, openSettingsFor: nil)
        await hooks.settle()
        #expect(
          answers.values == [
            "answered", "present \(UNNotificationPresentationOptions([.list, .badge]).rawValue)",
          ])
      }

      @Test(
        "an app that installs nothing in the foreground chooses silence explicitly, and gets it")
      func silenceIsAChoice() async throws {
        let (hooks, window) = Self.hooks()
        defer { withExtendedLifetime(window) {} }
        let center = UNUserNotificationCenter()
        hooks.becomeNotificationDelegate(of: center, presentingInForeground: [])
        let answers = Answers()
        try #require(center.delegate).userNotificationCenter(
          center, willPresent: Self.notification("n", category: "NEW_SPOT")
        ) { options in
          MainActor.assumeIsolated { answers.values.append("present \(options.rawValue)") }
        }
        await hooks.settle()
        #expect(answers.values == ["present 0"])
      }

      @Test(
        "two sets of hooks installed in turn, and the first again, forward in a line, never in a circle"
      )
      func noCircle() async throws {
        let (first, w1) = Self.hooks()
        let (second, w2) = Self.hooks()
        defer { withExtendedLifetime((w1, w2)) {} }
        let center = UNUserNotificationCenter()
        first.becomeNotificationDelegate(of: center, presentingInForeground: [.banner])
        second.becomeNotificationDelegate(of: center, presentingInForeground: [.sound])
        first.becomeNotificationDelegate(of: center, presentingInForeground: [.banner])
        #expect(second.notificationDelegate.previous === first.notificationDelegate)
        #expect(first.notificationDelegate.previous == nil)
        let answers = Answers()
        try #require(center.delegate).userNotificationCenter(
          center, didReceive: Self.response("push", category: "MARKETING")
        ) {
          MainActor.assumeIsolated { answers.values.append("answered") }
        }
        await first.settle()
        #expect(answers.values == ["answered"])
      }
    }
  }

  @MainActor final class Answers {
    var values: [String] = []
  }
#endif
