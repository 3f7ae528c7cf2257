#if UIKIT_DOUBLE
  import Foundation
  import LaunchSimulator
  import QuickActions
  import QuickActionsUIKit
  import Testing
  @testable import UIKitDouble

  extension OnTheDouble {
    /// Quick actions, links and activities routed through `QuickActionHooks` into the two
    /// hierarchies `UIKitNavigator` once could not read: a tab bar presented over a login root
    /// (cold, the item waits behind the login gate and runs once the tab bar is up) and a split
    /// view whose secondary column holds the tab bar.
    @MainActor
    @Suite(.serialized) struct ShippedHierarchyDoorsTests {
      init() { UIKitDouble.reset() }

      static let routes = RouteTable {
        Route("participated", .push(["participated"], inTab: "spots"))
        Route(
          named: "spot", .push(["spot(spotID)"], inTab: "spots"),
          triggers: [
            .url("qa://spots/:spotID"), .activity("com.example.qa.viewing", reads: ["spotID"]),
          ])
      }

      enum Shape: String, CaseIterable, Sendable { case presentedTabBar, splitWithTabBar }
      enum Door: String, CaseIterable, Sendable { case quickAction, url, activity }

      static let item = UIApplicationShortcutItem(type: "participated", localizedTitle: "Mine")
      static let url = URL(string: "qa://spots/7")!
      static func activity() -> NSUserActivity {
        let activity = NSUserActivity(activityType: "com.example.qa.viewing")
        activity.userInfo = ["spotID": "7"]
        return activity
      }

      static func expected(_ door: Door) -> String {
        door == .quickAction ? "  spots: spots > participated" : "  spots: spots > spot(spotID: 7)"
      }

      /// The app of `shape` in a window, hooks over it, and what opens its login (nil: none).
      static func app(_ shape: Shape) -> (
        QuickActionHooks<UIKitNavigator>, UIWindow, ShippedApps.LoginApp?
      ) {
        let hooks = QuickActionHooks(
          routes: routes, screens: TestScreens(), application: UIApplication())
        switch shape {
        case .presentedTabBar:
          let app = ShippedApps.LoginApp()
          hooks.navigator.gate = { app.signedIn ? nil : .login }
          return (hooks, app.window, app)
        case .splitWithTabBar:
          return (hooks, ShippedApps.sidebarSplit(collapsed: false).0, nil)
        }
      }

      static func spots(_ hooks: QuickActionHooks<UIKitNavigator>) -> String? {
        (try? hooks.navigator.readState())?.outline.first { $0.hasPrefix("  spots:") }
      }

      nonisolated static let shapes = Shape.allCases.flatMap { shape in
        Door.allCases.map { (shape, $0) }
      }

      @Test("cold: the door in the connection options is routed once", arguments: shapes)
      func cold(shape: Shape, door: Door) async throws {
        let (hooks, window, login) = Self.app(shape)
        let session = UISceneSession()
        let scene = UIWindowScene(session: session)
        let options = UIScene.ConnectionOptions(
          shortcutItem: door == .quickAction ? Self.item : nil,
          urlContexts: door == .url ? [UIOpenURLContext(url: Self.url)] : [],
          userActivities: door == .activity ? [Self.activity()] : [])
        hooks.scene(scene, willConnectTo: session, options: options, window: window)
        hooks.sceneDidBecomeActive(scene)
        await hooks.settle()
        if let login {
          // Behind the login gate the item waits; the app presents its tab bar, then opens it.
          #expect(Self.spots(hooks) == nil)
          await login.signIn()
          hooks.gateDidOpen()
          await hooks.settle()
        }
        #expect(Self.spots(hooks) == Self.expected(door))
        hooks.sceneDidBecomeActive(scene)
        await hooks.settle()
        #expect(Self.spots(hooks) == Self.expected(door))
        #expect(UIKitDouble.log.isEmpty && UIKitDouble.exceptions.isEmpty)
      }

      @Test("warm: each door's own callback routes it once", arguments: shapes)
      func warm(shape: Shape, door: Door) async throws {
        let (hooks, window, login) = Self.app(shape)
        let session = UISceneSession()
        let scene = UIWindowScene(session: session)
        hooks.scene(
          scene, willConnectTo: session, options: UIScene.ConnectionOptions(), window: window)
        hooks.sceneDidBecomeActive(scene)
        await login?.signIn()
        var answers: [Bool] = []
        switch door {
        case .quickAction:
          hooks.windowScene(scene, performActionFor: Self.item) { answers.append($0) }
        case .url: hooks.scene(scene, openURLContexts: [UIOpenURLContext(url: Self.url)])
        case .activity: hooks.scene(scene, continue: Self.activity())
        }
        await hooks.settle()
        #expect(Self.spots(hooks) == Self.expected(door))
        #expect(answers == (door == .quickAction ? [true] : []))
        #expect(UIKitDouble.log.isEmpty && UIKitDouble.exceptions.isEmpty)
      }
    }
  }
#endif
