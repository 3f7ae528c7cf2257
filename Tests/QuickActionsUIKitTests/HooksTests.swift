#if UIKIT_DOUBLE
  import Foundation
  import QuickActions
  import QuickActionsUIKit
  import Testing
  @testable import UIKitDouble

  extension OnTheDouble {
    /// `QuickActionHooks` driven as UIKit drives an app: each item is delivered exactly once, with
    /// its true outcome, under both lifecycles; dynamic items are published when the scene resigns.
    @MainActor
    @Suite(.serialized) struct HooksTests {
      init() { UIKitDouble.reset() }

      static let routes = RouteTable {
        Route("post", .present(.sheet, ["compose"]), policy: .keepUnsaved)
        Route("participated", .push(["participated"], inTab: "spots"))
        Route("spot", .push([ScreenTemplate("spot", parameters: ["spotID"])], inTab: "spots"))
      }
      static let post = ShortcutItem(
        type: "post", title: "Post a Spot", icon: .system(.compose), source: .static)
      static let participated = ShortcutItem(
        type: "participated", title: "Participated", source: .static)

      /// A fresh app: the demo's tabs in a window, and hooks over them.
      static func app(returnsTrue: Bool = false) -> (
        QuickActionHooks<UIKitNavigator>, UIWindow, UITabBarController
      ) {
        let screens = TestScreens()
        let hooks = QuickActionHooks(
          routes: routes, screens: screens, staticItems: [post, participated],
          didFinishLaunchingReturnsTrue: returnsTrue, application: UIApplication())
        let tabs = UITabBarController()
        tabs.viewControllers = [
          OnTheDouble.UIKitNavigatorTests.navigation("questions"),
          OnTheDouble.UIKitNavigatorTests.navigation("spots"),
        ]
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        return (hooks, window, tabs)
      }

      static func session() -> (UISceneSession, UIWindowScene) {
        let session = UISceneSession()
        return (session, UIWindowScene(session: session))
      }

      @Test(
        "scene, cold: the item from both connection callbacks is routed once, when the scene is active"
      )
      func sceneCold() async throws {
        let (hooks, window, tabs) = Self.app()
        let (session, scene) = Self.session()
        let options = UIScene.ConnectionOptions(shortcutItem: Self.post.applicationShortcutItem)
        let configuration = hooks.application(
          UIApplication(), configurationForConnecting: session, options: options)
        #expect(
          configuration.name == "Default Configuration" && configuration.role == .windowApplication)
        hooks.scene(scene, willConnectTo: session, options: options, window: window)
        #expect(tabs.presentedViewController == nil)  // not before the scene is active
        hooks.sceneDidBecomeActive(scene)
        await hooks.settle()
        hooks.sceneDidBecomeActive(scene)
        await hooks.settle()
        let presented = try #require(tabs.presentedViewController as? UINavigationController)
        #expect(
          (presented.viewControllers.first as? ScreenViewController)?.screen == Screen("compose"))
        #expect(try hooks.navigator.readState().presentations.count == 1)
        #expect(UIKitDouble.log.isEmpty)
      }

      @Test("scene, warm: the completion handler gets the real outcome once")
      func sceneWarm() async throws {
        let (hooks, window, tabs) = Self.app()
        let (session, scene) = Self.session()
        hooks.scene(
          scene, willConnectTo: session, options: UIScene.ConnectionOptions(), window: window)
        hooks.sceneDidBecomeActive(scene)
        var answers: [Bool] = []
        hooks.windowScene(scene, performActionFor: Self.participated.applicationShortcutItem) {
          answers.append($0)
        }
        await hooks.settle()
        #expect(answers == [true])
        #expect(tabs.selectedIndex == 1)
        // A type no route handles: false, never a crash.
        hooks.windowScene(
          scene, performActionFor: UIApplicationShortcutItem(type: "nope", localizedTitle: "Nope")
        ) { answers.append($0) }
        // A route whose parameter the item lacks: false.
        hooks.windowScene(
          scene, performActionFor: UIApplicationShortcutItem(type: "spot", localizedTitle: "Spot")
        ) { answers.append($0) }
        await hooks.settle()
        #expect(answers == [true, false, false])
      }

      @Test(
        "app delegate, cold: didFinishLaunching returns false and the item is routed once when active"
      )
      func appDelegateCold() async throws {
        let (hooks, window, tabs) = Self.app()
        hooks.navigator.window = window
        let launched = hooks.application(
          UIApplication(),
          didFinishLaunchingWithOptions: [.shortcutItem: Self.participated.applicationShortcutItem])
        #expect(!launched)
        hooks.applicationDidBecomeActive(UIApplication())
        hooks.applicationDidBecomeActive(UIApplication())
        await hooks.settle()
        let spots = try #require(tabs.viewControllers?[1] as? UINavigationController)
        #expect(spots.viewControllers.count == 2 && tabs.selectedIndex == 1)
      }

      @Test(
        "app delegate, cold, returning true: iOS's second delivery completes with the real outcome after routing"
      )
      func appDelegateReturnsTrue() async throws {
        let (hooks, window, tabs) = Self.app(returnsTrue: true)
        hooks.navigator.window = window
        let item = Self.post.applicationShortcutItem
        #expect(
          hooks.application(UIApplication(), didFinishLaunchingWithOptions: [.shortcutItem: item]))
        var answers: [Bool] = []
        hooks.application(UIApplication(), performActionFor: item) { answers.append($0) }
        // Not settle(): this delivery waits for the launch item.
        for _ in 0..<20 { await Task.yield() }
        #expect(answers.isEmpty)  // not before the item was routed
        hooks.applicationDidBecomeActive(UIApplication())
        await hooks.settle()
        #expect(answers == [true])
        #expect(tabs.presentedViewController != nil && UIKitDouble.log.isEmpty)
      }

      @Test("an item whose userInfo is not a property list completes false and is reported")
      func unreadable() async throws {
        let (hooks, window, _) = Self.app()
        hooks.navigator.window = window
        let url = try #require(NSURL(string: "https://example.com"))
        var answers: [Bool] = []
        hooks.application(
          UIApplication(),
          performActionFor: UIApplicationShortcutItem(
            type: "post", localizedTitle: "Post", localizedSubtitle: nil, icon: nil,
            userInfo: ["u": url])
        ) { answers.append($0) }
        await hooks.settle()
        #expect(answers == [false])
        #expect(
          hooks.unreadableItems == [
            UserInfoBridging.Failure(path: "userInfo[\"u\"]", typeName: "NSURL")
          ])
      }

      @Test("behind a gate the item waits, and runs once when the gate opens")
      func gate() async throws {
        let (hooks, window, tabs) = Self.app()
        hooks.navigator.window = window
        final class Login { var gate: NavigationState.Gate? = .login }
        let login = Login()
        hooks.navigator.gate = { login.gate }
        var answers: [Bool] = []
        hooks.application(
          UIApplication(), performActionFor: Self.participated.applicationShortcutItem
        ) { answers.append($0) }
        for _ in 0..<20 { await Task.yield() }
        #expect(answers.isEmpty && tabs.selectedIndex == 0)
        login.gate = nil
        hooks.gateDidOpen()
        await hooks.settle()
        #expect(answers == [true] && tabs.selectedIndex == 1)
      }

      @Test(
        "resigning active publishes the dynamic items that fit after the static ones, and only when they changed"
      )
      func publishes() throws {
        let application = UIApplication()
        let registry = DynamicShortcutRegistry()
        let hooks = QuickActionHooks(
          routes: Self.routes, screens: TestScreens(), staticItems: [Self.post, Self.participated],
          registry: registry, application: application)
        let (_, scene) = Self.session()
        for n in 1...3 {
          registry.register(
            ShortcutItem(
              type: "recent\(n)", title: "Recent \(n)", userInfo: ["n": .init(.integer(.init(n)))]))
        }
        hooks.sceneWillResignActive(scene)
        #expect(application.shortcutItems?.map(\.type) == ["recent1", "recent2"])
        #expect(application.shortcutItemWrites == 1)
        hooks.sceneWillResignActive(scene)
        #expect(application.shortcutItemWrites == 1)  // nothing changed: no write
        let report = hooks.publisher.publish()
        #expect(report.cut.map(\.type) == ["recent3"] && !report.wrote)
        registry.remove(type: "recent1")
        hooks.sceneWillResignActive(scene)
        #expect(application.shortcutItems?.map(\.type) == ["recent2", "recent3"])
        #expect(application.shortcutItemWrites == 2)
        #expect(application.shortcutItems?.first?.userInfo?["n"] as? NSNumber == NSNumber(value: 2))
      }

      @Test(
        "items a SwiftUI scenePhase handler refreshes after the scene resigns are published when it enters the background"
      )
      func publishesAfterScenePhaseRefresh() {
        let application = UIApplication()
        let registry = DynamicShortcutRegistry([ShortcutItem(type: "inbox.old", title: "Old")])
        let hooks = QuickActionHooks(
          routes: Self.routes, screens: TestScreens(), registry: registry,
          application: application)
        let (_, scene) = Self.session()
        // UIKit's order: sceneWillResignActive, then SwiftUI's `.inactive` handler (which
        // refreshes the items), then sceneDidEnterBackground.
        hooks.sceneWillResignActive(scene)
        #expect(application.shortcutItems?.map(\.type) == ["inbox.old"])
        registry.replaceAll(with: [ShortcutItem(type: "inbox.new", title: "New")])
        hooks.sceneDidEnterBackground(scene)
        #expect(application.shortcutItems?.map(\.type) == ["inbox.new"])
        #expect(application.shortcutItemWrites == 2)
      }
    }
  }
#endif
