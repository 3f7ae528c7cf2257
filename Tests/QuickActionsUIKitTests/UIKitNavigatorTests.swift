#if UIKIT_DOUBLE
  import LaunchSimulator
  import QuickActions
  import QuickActionsUIKit
  import Testing
  @testable import UIKitDouble

  extension OnTheDouble {
    /// `UIKitNavigator` on hand-built hierarchies: what it reads, and how it performs each step.
    @MainActor
    @Suite(.serialized) struct UIKitNavigatorTests {
      init() { UIKitDouble.reset() }

      static func content(_ id: String, _ parameters: [String: String] = [:])
        -> ScreenViewController
      {
        ScreenViewController(Screen(id, parameters: parameters))
      }

      static func navigation(_ ids: String...) -> UINavigationController {
        let navigation = UINavigationController()
        navigation.viewControllers = ids.map { content($0) }
        return navigation
      }

      static func present(
        _ vc: UIViewController, on presenter: UIViewController, _ style: UIModalPresentationStyle
      ) async {
        vc.modalPresentationStyle = style
        vc.popoverPresentationController?.sourceView = presenter.view
        presenter.present(vc, animated: true)
        await UIKitDouble.settle()
      }

      /// The demo app: questions (a split view), spots, profile (whose root screen is "mypage").
      static func demo(collapsed: Bool, screens: TestScreens) -> (UIWindow, UITabBarController) {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(content("questions"), for: .primary)
        split.setViewController(content("question", ["questionID": "7"]), for: .secondary)
        if collapsed { split.collapse() }
        let profile = navigation("mypage")
        screens.tabIDs[ObjectIdentifier(profile)] = "profile"
        let tabs = UITabBarController()
        tabs.viewControllers = [split, navigation("spots", "spot"), profile]
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        return (window, tabs)
      }

      @Test(
        "tabs with a split view (expanded, then collapsed) and stacks; tab identifiers from the factory or the root screen"
      )
      func tabsAndSplit() throws {
        let screens = TestScreens()
        let (window, tabs) = Self.demo(collapsed: false, screens: screens)
        tabs.selectedIndex = 1
        let navigator = UIKitNavigator(window: window, screens: screens)
        #expect(
          try navigator.readState().outline == [
            "tabs: questions | [spots] | profile",
            "  questions: split view: questions | secondary: question(questionID: 7)",
            "  spots: spots > spot",
            "  profile: mypage",
          ])
        (tabs.viewControllers?[0] as? UISplitViewController)?.collapse()
        #expect(
          try navigator.readState().outline[1]
            == "  questions: split view (collapsed): questions > question(questionID: 7)")
      }

      @Test("a root split view and a root navigation controller")
      func roots() async throws {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(Self.navigation("inbox", "folder"), for: .primary)
        let window = UIWindow()
        window.rootViewController = split
        window.makeKeyAndVisible()
        let navigator = UIKitNavigator(window: window, screens: TestScreens())
        #expect(
          try navigator.readState().root
            == .split(.init(primary: [Screen("inbox"), Screen("folder")], secondary: [])))
        window.rootViewController = Self.navigation("home", "list")
        #expect(try navigator.readState().root == .stack([Screen("home"), Screen("list")]))
      }

      @Test("an alert over an unsaved sheet, and a popover over a split view")
      func presentedChains() async throws {
        let screens = TestScreens()
        let (window, tabs) = Self.demo(collapsed: false, screens: screens)
        let navigator = UIKitNavigator(window: window, screens: screens)
        let compose = Self.navigation("compose")
        (compose.viewControllers[0] as? ScreenViewController)?.hasUnsavedChanges = true
        await Self.present(compose, on: tabs, .formSheet)
        await Self.present(ScreenAlertController(Screen("discard?")), on: compose, .custom)
        #expect(
          try navigator.readState().outline.suffix(2) == [
            "presented 0: sheet compose (unsaved)", "presented 1: alert discard?",
          ])

        let (window2, tabs2) = Self.demo(collapsed: false, screens: screens)
        navigator.window = window2
        let settings = Self.navigation("settings")
        settings.isModalInPresentation = true
        await Self.present(settings, on: tabs2.viewControllers?[0] ?? tabs2, .popover)
        let state = try navigator.readState()
        #expect(
          state.presentations == [
            .init(.popover, [Screen("settings")], isModalInPresentation: true)
          ])
        withExtendedLifetime(window) {}
      }

      @Test(
        "a view controller the factory does not know reads as its class; one the navigator made reads as its screen"
      )
      func identity() async throws {
        final class PlainFactory: ScreenFactory {
          func makeViewController(for screen: Screen) -> UIViewController { UIViewController() }
        }
        final class Unknown: UIViewController {}
        let navigation = UINavigationController(rootViewController: Unknown())
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let navigator = UIKitNavigator(window: window, screens: PlainFactory())
        navigator.animated = false
        try await navigator.perform(.push(Screen("spot", parameters: ["id": "3"]), in: .root))
        #expect(
          try navigator.readState().root
            == .stack([Screen("<Unknown>"), Screen("spot", parameters: ["id": "3"])]))
      }

      @Test("dismiss(count:) dismisses from the presenter below the lowest one that goes")
      func dismissFromTheRightPresenter() async throws {
        let screens = TestScreens()
        let (window, tabs) = Self.demo(collapsed: true, screens: screens)
        let navigator = UIKitNavigator(window: window, screens: screens)
        let a = Self.navigation("a")
        let b = Self.navigation("b")
        let c = Self.navigation("c")
        await Self.present(a, on: tabs, .pageSheet)
        await Self.present(b, on: a, .fullScreen)
        await Self.present(c, on: b, .pageSheet)
        try await navigator.perform(.dismiss(count: 2))
        #expect(tabs.presentedViewController === a && a.presentedViewController == nil)
        try await navigator.perform(.dismiss(count: 1))
        #expect(tabs.presentedViewController == nil)
        #expect(UIKitDouble.log.isEmpty && UIKitDouble.inFlight == 0)
      }

      @Test(
        "showDetail replaces the secondary column when expanded, and pushes on the primary when collapsed"
      )
      func showDetail() async throws {
        for collapsed in [false, true] {
          let screens = TestScreens()
          let (window, tabs) = Self.demo(collapsed: collapsed, screens: screens)
          let navigator = UIKitNavigator(window: window, screens: screens)
          let detail = Screen("question", parameters: ["questionID": "42"])
          try await navigator.perform(.showDetail(detail, tab: "questions"))
          let split = try #require(tabs.viewControllers?[0] as? UISplitViewController)
          let primary = try #require(split.viewController(for: .primary)?.navigationController)
          if collapsed {
            #expect(primary.viewControllers.count == 3)
            #expect((primary.topViewController as? ScreenViewController)?.screen == detail)
          } else {
            #expect(primary.viewControllers.count == 1)
            #expect(
              (split.viewController(for: .secondary) as? ScreenViewController)?.screen == detail)
          }
          #expect(UIKitDouble.inFlight == 0)
        }
      }

      @Test(
        "a step that does not fit the hierarchy fails with what is wrong",
        arguments: [
          (NavigationStep.selectTab("nope"), "there is no tab 'nope'"),
          (
            .push(Screen("x"), in: .secondary(tab: "questions")),
            "a collapsed split view has no secondary column"
          ),
          (.push(Screen("x"), in: .root), "root stack is not a navigation controller"),
          (.showDetail(Screen("x"), tab: "spots"), "tab 'spots' is not a split view"),
          (.dismiss(count: 1), "cannot dismiss 1 of 0 presentations"),
          (.popToDepth(5, in: .tab("spots")), "cannot pop tab 'spots' of 2 screens to depth 5"),
          (.present(.alert, [Screen("a"), Screen("b")]), "an alert shows one screen, not 2"),
          (.present(.sheet, []), "a sheet needs at least one screen"),
        ])
      func misfits(_ step: NavigationStep, _ message: String) async {
        let screens = TestScreens()
        let (window, _) = Self.demo(collapsed: true, screens: screens)
        let navigator = UIKitNavigator(window: window, screens: screens)
        await #expect(throws: NavigationError(message)) { try await navigator.perform(step) }
      }

      @Test("the user keeping unsaved work stops the plan")
      func discardDeclined() async throws {
        let screens = TestScreens()
        let (window, tabs) = Self.demo(collapsed: true, screens: screens)
        await Self.present(Self.navigation("compose"), on: tabs, .pageSheet)
        let navigator = UIKitNavigator(window: window, screens: screens)
        var asked: [UIViewController] = []
        navigator.confirmDiscard = { vc in
          asked.append(vc)
          return false
        }
        await #expect(throws: DiscardDeclined()) {
          try await navigator.perform(.confirmDiscard(presentation: 0))
        }
        #expect(asked.count == 1 && asked[0] === tabs.presentedViewController)
      }

      @Test("without a window, reading and performing say so")
      func noWindow() async {
        let navigator = UIKitNavigator(screens: TestScreens())
        #expect(throws: ControllerTree.Unsupported("the window has no root view controller")) {
          try navigator.readState()
        }
        await #expect(throws: NavigationError("the window has no root view controller")) {
          try await navigator.perform(.selectTab("a"))
        }
      }
    }
  }
#endif
