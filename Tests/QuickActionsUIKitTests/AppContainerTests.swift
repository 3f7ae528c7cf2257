#if UIKIT_DOUBLE
  import LaunchSimulator
  import QuickActions
  import QuickActionsUIKit
  import Testing
  @testable import UIKitDouble

  /// An app's own root container: it shows its loading screen, then embeds the tab bar.
  final class RootContainer: UIViewController, NavigationContainer {
    var main: UIViewController?
    var contentViewController: UIViewController? { main }
    override var children: [UIViewController] { main.map { [$0] } ?? [] }
  }

  /// The same container, without the protocol.
  final class OpaqueContainer: UIViewController {
    var main: UIViewController?
    override var children: [UIViewController] { main.map { [$0] } ?? [] }
  }

  /// The app's own navigation controller, with its bars.
  final class BrandedNavigationController: UINavigationController {}

  /// A factory that wraps "compose" in the app's navigation controller, and gives every
  /// presentation that navigation controller.
  final class WrappingScreens: ScreenFactory {
    func makeViewController(for screen: Screen) -> UIViewController {
      let vc = ScreenViewController(screen)
      return screen.id == "compose" ? BrandedNavigationController(rootViewController: vc) : vc
    }
    func makeNavigationController(root: UIViewController) -> UINavigationController {
      BrandedNavigationController(rootViewController: root)
    }
  }

  extension OnTheDouble {
    /// The app's own containers (`NavigationContainer`), navigation controllers it subclasses
    /// or its factory returns, and the hierarchies that still cannot be read, each failing with
    /// the controller's class and what to do.
    @MainActor
    @Suite(.serialized) struct AppContainerTests {
      init() {
        UIKitDouble.reset()
        Self.windows = []
      }

      /// The windows of the running test: the navigator holds its window weakly, as the app's
      /// scene holds it.
      static var windows: [UIWindow] = []

      static func window(_ root: UIViewController) -> UIWindow {
        let window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        windows.append(window)
        return window
      }

      @Test("a NavigationContainer root is read and driven through its content view controller")
      func container() async throws {
        let root = RootContainer()
        let navigator = UIKitNavigator(window: Self.window(root), screens: TestScreens())
        #expect(try navigator.readState().outline == ["stack: <RootContainer>"])
        let tabs = ShippedApps.tabBar()
        root.main = tabs
        try await navigator.perform(.selectTab("spots"))
        try await navigator.perform(.push(Screen("spot"), in: .tab("spots")))
        #expect(
          try navigator.readState().outline == [
            "tabs: questions | [spots]", "  questions: questions", "  spots: spots > spot",
          ])
      }

      @Test("a container the navigator cannot see into fails each read with its class and the fix")
      func opaque() async throws {
        let root = OpaqueContainer()
        root.main = ShippedApps.tabBar()
        let navigator = UIKitNavigator(window: Self.window(root), screens: TestScreens())
        let message =
          "OpaqueContainer holds a UITabBarController the navigator cannot see into: adopt NavigationContainer in OpaqueContainer and return it as contentViewController, or name OpaqueContainer as a screen in the ScreenFactory"
        #expect(ShippedHierarchiesTests.message { try navigator.readState() } == message)
        // The router reads the state before it plans: the item fails with this message.
        await #expect(throws: ControllerTree.Unsupported(message)) {
          try await navigator.readCurrentState()
        }
      }

      @Test("a tab bar presented as a sheet, or over another presentation, is named in the error")
      func presentedWrongly() async throws {
        let login = UIViewController()
        let navigator = UIKitNavigator(window: Self.window(login), screens: TestScreens())
        let tabs = ShippedApps.tabBar()
        await OnTheDouble.UIKitNavigatorTests.present(tabs, on: login, .pageSheet)
        #expect(
          ShippedHierarchiesTests.message { try navigator.readState() }
            == "UITabBarController is presented as a sheet over UIViewController: present it full screen (modalPresentationStyle .fullScreen) or make it the window's root view controller"
        )
        UIKitDouble.reset()
        let app = ShippedApps.LoginApp()
        await app.signIn()
        let nested = UISplitViewController(style: .doubleColumn)
        await OnTheDouble.UIKitNavigatorTests.present(nested, on: app.tabs, .fullScreen)
        let over = UIKitNavigator(window: app.window, screens: TestScreens())
        #expect(
          ShippedHierarchiesTests.message { try over.readState() }
            == "UISplitViewController is presented over another presentation: the navigator reads a tab bar or split view only as the window's root, or presented full screen over it"
        )
      }

      @Test("a factory's navigation controller is presented as it is and pushed as its root")
      func factoryNavigation() async throws {
        let tabs = ShippedApps.tabBar()
        let navigator = UIKitNavigator(window: Self.window(tabs), screens: WrappingScreens())
        try await navigator.perform(.present(.sheet, [Screen("compose"), Screen("draft")]))
        let presented = try #require(tabs.presentedViewController as? BrandedNavigationController)
        #expect(presented.viewControllers.count == 2)
        #expect(
          try navigator.readState().presentations.map(\.stack) == [
            [Screen("compose"), Screen("draft")]
          ])
        try await navigator.perform(.dismiss(count: 1))
        // Pushed: its root view controller (UIKit raises on pushing a navigation controller).
        try await navigator.perform(.push(Screen("compose"), in: .tab("questions")))
        #expect(
          try navigator.readState().outline[1] == "  questions: questions > compose")
        // Every presentation gets the app's navigation controller.
        try await navigator.perform(.present(.fullScreen, [Screen("spot")]))
        #expect(tabs.presentedViewController is BrandedNavigationController)
        #expect(UIKitDouble.exceptions.isEmpty && UIKitDouble.log.isEmpty)
      }

      @Test("the double raises on pushing a navigation controller, as UIKit does")
      func pushingNavigationRaises() {
        let navigation = ShippedApps.navigation("a")
        navigation.pushViewController(UINavigationController(), animated: false)
        #expect(
          UIKitDouble.exceptions == [
            "NSInvalidArgumentException: Pushing a navigation controller is not supported"
          ])
        #expect(navigation.viewControllers.count == 1)
      }

      @Test("an app's navigation controller subclass in a tab is read and driven")
      func subclassInTab() async throws {
        let tabs = UITabBarController()
        let branded = BrandedNavigationController(
          rootViewController: ScreenViewController(Screen("inbox")))
        tabs.viewControllers = [branded]
        let navigator = UIKitNavigator(window: Self.window(tabs), screens: TestScreens())
        try await navigator.perform(.push(Screen("message"), in: .tab("inbox")))
        #expect(try navigator.readState().outline == ["tabs: [inbox]", "  inbox: inbox > message"])
      }
    }
  }
#endif
