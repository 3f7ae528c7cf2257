#if UIKIT_DOUBLE
  import Foundation
  import QuickActions
  import QuickActionsUIKit
  import Testing
  @testable import UIKitDouble

  extension OnTheDouble {
    /// The limit the hooks document for an app-delegate app: `application(_:open:options:)`
    /// returns its `Bool` at once (UIApplication.h, no completion handler), before a route's
    /// async check is asked, so a URL the check refuses has been answered `true`; nothing moves.
    @MainActor
    @Suite(.serialized) struct AppDelegateCheckTests {
      @Test(
        "app delegate: open answers true at once; the check, asked after, refuses; nothing moves")
      func refusedAfterTrue() async throws {
        UIKitDouble.reset()
        let routes = RouteTable {
          Route(
            named: "spot", .push(["spot(spotID)"], inTab: "spots"),
            triggers: [.url("qa://spots/:spotID")]
          ).checked(by: "spotExists")
        }
        let hooks = QuickActionHooks(
          routes: routes, screens: TestScreens(), application: UIApplication())
        let tabs = UITabBarController()
        tabs.viewControllers = [
          OnTheDouble.UIKitNavigatorTests.navigation("questions"),
          OnTheDouble.UIKitNavigatorTests.navigation("spots"),
        ]
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        hooks.navigator.window = window
        let asked = Recorder()
        hooks.navigator.checks["spotExists"] = { request in
          asked.values.append(request.parameters["spotID"] ?? "none")
          return .refuse("this spot no longer exists")
        }
        #expect(hooks.application(UIApplication(), didFinishLaunchingWithOptions: nil))
        hooks.applicationDidBecomeActive(UIApplication())
        await hooks.settle()
        let before = try hooks.navigator.readState()
        let url = try #require(URL(string: "qa://spots/7"))
        #expect(hooks.application(UIApplication(), open: url))
        #expect(asked.values == [])  // answered before the check was asked
        await hooks.settle()
        #expect(asked.values == ["7"])
        #expect(try hooks.navigator.readState() == before)
        // A URL no route takes is answered false, as before.
        #expect(!hooks.application(UIApplication(), open: try #require(URL(string: "qa://x"))))
        withExtendedLifetime(window) {}
      }
    }
  }
#endif
