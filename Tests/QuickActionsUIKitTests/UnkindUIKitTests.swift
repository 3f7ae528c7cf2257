#if UIKIT_DOUBLE
  import LaunchSimulator
  import QuickActions
  import QuickActionsUIKit
  import Testing
  @testable import UIKitDouble

  extension OnTheDouble {
    /// `UIKitNavigator` against what UIKit really does on a device: each behaviour is modelled by
    /// the double (citing its header or documentation page) and switched on here.
    @MainActor
    @Suite(.serialized) struct UnkindUIKitTests {
      init() { UIKitDouble.reset() }

      typealias T = UIKitNavigatorTests

      static func shown(_ root: UIViewController) -> UIWindow {
        let window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
      }

      static func screens(_ navigation: UINavigationController?) -> [Screen] {
        (navigation?.viewControllers ?? []).compactMap { ($0 as? ScreenViewController)?.screen }
      }

      @Test(
        "a coordinator that returns false and still runs the completion: each push waits, resumed once"
      )
      func alongsideReturnsFalse() async throws {
        UIKitDouble.unkind.alongsideReturnsFalse = true
        let navigation = T.navigation("home")
        let window = Self.shown(navigation)
        let navigator = UIKitNavigator(window: window, screens: TestScreens())
        for id in ["a", "b", "c"] { try await navigator.perform(.push(Screen(id), in: .root)) }
        await UIKitDouble.settle()
        #expect(
          Self.screens(navigation) == [Screen("home"), Screen("a"), Screen("b"), Screen("c")])
        #expect(UIKitDouble.log.isEmpty && UIKitDouble.exceptions.isEmpty)
      }

      @Test(
        "a classic split view is read from viewControllers and driven without viewController(for:), which raises"
      )
      func classicSplit() async throws {
        let split = UISplitViewController()
        split.viewControllers = [T.navigation("inbox"), T.navigation("mail")]
        let window = Self.shown(split)
        let navigator = UIKitNavigator(window: window, screens: TestScreens())
        #expect(
          try navigator.readState().root
            == .split(.init(primary: [Screen("inbox")], secondary: [Screen("mail")])))
        try await navigator.perform(.showDetail(Screen("other"), tab: nil))
        try await navigator.perform(.push(Screen("folder"), in: .primary(tab: nil)))
        #expect(
          try navigator.readState().root
            == .split(
              .init(primary: [Screen("inbox"), Screen("folder")], secondary: [Screen("other")])))
        _ = split.viewController(for: .primary)  // what the adapter used to call
        #expect(UIKitDouble.exceptions.count == 1)
        #expect(
          UIKitDouble.exceptions[0].hasPrefix(
            "NSInternalInconsistencyException: -viewControllerForColumn:"))
      }

      @Test(
        "collapsed with a .compact column, the compact column is read and pushed on, not the hidden primary"
      )
      func compactColumn() async throws {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(T.navigation("sidebar"), for: .primary)
        split.setViewController(T.navigation("detail"), for: .secondary)
        let compact = T.navigation("list")
        split.setViewController(compact, for: .compact)
        split.collapse()
        let window = Self.shown(split)
        let navigator = UIKitNavigator(window: window, screens: TestScreens())
        #expect(
          try navigator.readState().root
            == .split(.init(primary: [Screen("list")], secondary: [], isCollapsed: true)))
        try await navigator.perform(.showDetail(Screen("item"), tab: nil))
        #expect(Self.screens(compact) == [Screen("list"), Screen("item")])
        #expect(
          Self.screens(split.viewController(for: .primary) as? UINavigationController) == [
            Screen("sidebar")
          ])
      }

      @Test(
        "presenting in a window not shown yet fails at once with the reason, where UIKit would never call back"
      )
      func presentNotInWindow() async throws {
        let window = UIWindow()
        window.rootViewController = T.navigation("home")  // not made key and visible
        let navigator = UIKitNavigator(window: window, screens: TestScreens())
        await #expect(
          throws: NavigationError(
            "cannot present a sheet: <UINavigationController> is not in a window")
        ) {
          try await navigator.perform(.present(.sheet, [Screen("compose")]))
        }
        #expect(UIKitDouble.log.isEmpty && UIKitDouble.inFlight == 0)
      }

      @Test("presenting on, or dismissing, a presentation still in its transition fails at once")
      func presentWhileBeingPresented() async throws {
        let root = T.navigation("home")
        let window = Self.shown(root)
        let navigator = UIKitNavigator(window: window, screens: TestScreens())
        let sheet = T.navigation("sheet")
        sheet.modalPresentationStyle = .pageSheet
        UIKitDouble.holdsTransitions = true  // until settle(), however busy the machine is
        root.present(sheet, animated: true)  // the app's own presentation, still animating
        await #expect(
          throws: NavigationError(
            "cannot present a sheet: <UINavigationController> is still being presented")
        ) {
          try await navigator.perform(.present(.sheet, [Screen("compose")]))
        }
        await #expect(
          throws: NavigationError(
            "cannot dismiss 1 presentation: <UINavigationController> is still being presented")
        ) {
          try await navigator.perform(.dismiss(count: 1))
        }
        await UIKitDouble.settle()
        try await navigator.perform(.dismiss(count: 1))
        #expect(root.presentedViewController == nil && UIKitDouble.log.isEmpty)
      }

      @Test(
        "the More list selected (selectedIndex NSNotFound) is an error the router reports; a tab past the fourth is selected"
      )
      func moreTab() async throws {
        let tabs = UITabBarController()
        tabs.viewControllers = ["a", "b", "c", "d", "e", "f"].map { T.navigation($0) }
        let window = Self.shown(tabs)
        let navigator = UIKitNavigator(window: window, screens: TestScreens())
        try await navigator.perform(.selectTab("f"))
        #expect(tabs.selectedIndex == 5)
        tabs.selectedViewController = tabs.moreNavigationController
        #expect(tabs.selectedIndex == NSNotFound)
        #expect(
          throws: ControllerTree.Unsupported(
            "the tab bar shows its More list, which is not one of its tabs")
        ) {
          try navigator.readState()
        }
        let router = QuickActionRouter(
          routes: RouteTable { Route("go", .push(["x"], inTab: "a")) }, navigator: navigator)
        let outcome = await router.route(ShortcutItem(type: "go", title: "Go"))
        #expect(
          outcome
            == .navigatorFailed(
              "cannot read where the app is: the tab bar shows its More list, which is not one of its tabs"
            ))
      }

      @Test("a tab bar of iOS 18 UITabs is read by identifier and selected through selectedTab")
      func uiTabs() async throws {
        let tabs = UITabBarController()
        tabs.tabs = ["questions", "spots"].map { id in
          UITab(title: id, image: nil, identifier: id) { _ in T.navigation(id + "-root") }
        }
        #expect(tabs.viewControllers == nil)
        let window = Self.shown(tabs)
        let navigator = UIKitNavigator(window: window, screens: TestScreens())
        #expect(
          try navigator.readState().outline == [
            "tabs: [questions] | spots", "  questions: questions-root", "  spots: spots-root",
          ])
        try await navigator.perform(.selectTab("spots"))
        try await navigator.perform(.push(Screen("spot"), in: .tab("spots")))
        #expect(tabs.selectedTab?.identifier == "spots")
        #expect(
          try navigator.readState().outline == [
            "tabs: questions | [spots]", "  questions: questions-root",
            "  spots: spots-root > spot",
          ])
      }

      @Test(
        "a popover is anchored (source view and rect) and, in a compact width, reads as the sheet it adapted to"
      )
      func popoverAdapts() async throws {
        let root = T.navigation("home")
        let window = Self.shown(root)
        let navigator = UIKitNavigator(window: window, screens: TestScreens())
        navigator.animated = false
        try await navigator.perform(.present(.popover, [Screen("filters")]))
        let popover = try #require(root.presentedViewController?.popoverPresentationController)
        #expect(popover.sourceView === root.view && popover.sourceRect == root.view.bounds)
        #expect(try navigator.readState().presentations.map(\.style) == [.popover])
        UIKitDouble.unkind.compactWidth = true
        #expect(try navigator.readState().presentations.map(\.style) == [.sheet])
        #expect(UIKitDouble.exceptions.isEmpty)
      }

      @Test(".automatic resolves to a page sheet when presented, and reads as a sheet")
      func automaticResolves() async throws {
        let root = T.navigation("home")
        let window = Self.shown(root)
        let sheet = T.navigation("compose")
        #expect(sheet.modalPresentationStyle == .automatic)
        root.present(sheet, animated: true)
        await UIKitDouble.settle()
        #expect(sheet.modalPresentationStyle == .pageSheet)
        let navigator = UIKitNavigator(window: window, screens: TestScreens())
        #expect(try navigator.readState().presentations == [.init(.sheet, [Screen("compose")])])
      }

      @Test(
        "a presentation owned by a child that defines the presentation context is read, and dismissed"
      )
      func presentationContext() async throws {
        let tabs = UITabBarController()
        let spots = T.navigation("spots")
        spots.definesPresentationContext = true
        tabs.viewControllers = [T.navigation("questions"), spots]
        tabs.selectedIndex = 1
        let window = Self.shown(tabs)
        let cover = T.navigation("map")
        cover.modalPresentationStyle = .overCurrentContext
        spots.viewControllers[0].present(cover, animated: false)
        await UIKitDouble.settle()
        #expect(tabs.presentedViewController == nil && spots.presentedViewController === cover)
        let navigator = UIKitNavigator(window: window, screens: TestScreens())
        #expect(try navigator.readState().presentations == [.init(.fullScreen, [Screen("map")])])
        try await navigator.perform(.dismiss(count: 1))
        #expect(spots.presentedViewController == nil && UIKitDouble.log.isEmpty)
      }

      @Test("the default alert has an OK action, so the user can close it")
      func alertHasAction() {
        struct Plain: ScreenFactory {
          func makeViewController(for screen: Screen) -> UIViewController { UIViewController() }
        }
        let alert = Plain().makeAlert(for: Screen("saved"))
        #expect(alert.actions.map(\.title) == ["OK"] && alert.actions.map(\.style) == [.default])
      }
    }
  }
#endif
