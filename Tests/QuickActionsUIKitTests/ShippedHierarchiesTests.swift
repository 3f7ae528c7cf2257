#if UIKIT_DOUBLE
  import QuickActions
  import QuickActionsUIKit
  import Testing
  @testable import UIKitDouble

  /// The hierarchies real apps ship, built on the double as those apps build them.
  @MainActor
  enum ShippedApps {
    static func navigation(_ ids: String...) -> UINavigationController {
      let navigation = UINavigationController()
      navigation.viewControllers = ids.map { ScreenViewController(Screen($0)) }
      return navigation
    }

    static func tabBar() -> UITabBarController {
      let tabs = UITabBarController()
      tabs.viewControllers = [navigation("questions"), navigation("spots")]
      return tabs
    }

    /// A login (or loading) screen as the window's root, and, once `signIn()` runs, the app's
    /// tab bar presented full screen over it, as apps that show a loading screen first do.
    @MainActor final class LoginApp {
      let window = UIWindow()
      let login = UIViewController()
      let tabs = ShippedApps.tabBar()
      var signedIn = false

      init() {
        window.rootViewController = login
        window.makeKeyAndVisible()
      }

      func signIn() async {
        tabs.modalPresentationStyle = .fullScreen
        login.present(tabs, animated: true)
        await UIKitDouble.settle()
        signedIn = true
      }
    }

    /// The iPad layout with a sidebar: a column-style split view whose primary column is the
    /// sidebar and whose secondary column holds the tab bar; collapsed, the `.compact` column
    /// (another tab bar, as UIKit never shows one view controller in two columns) shows.
    static func sidebarSplit(collapsed: Bool) -> (
      UIWindow, UISplitViewController, UITabBarController
    ) {
      let split = UISplitViewController(style: .doubleColumn)
      split.setViewController(ScreenViewController(Screen("sidebar")), for: .primary)
      let regular = tabBar()
      let compact = tabBar()
      split.setViewController(regular, for: .secondary)
      split.setViewController(compact, for: .compact)
      if collapsed { split.collapse() }
      let window = UIWindow()
      window.rootViewController = split
      window.makeKeyAndVisible()
      return (window, split, collapsed ? compact : regular)
    }
  }

  extension OnTheDouble {
    /// `UIKitNavigator` reads and drives a tab bar presented over a login root, a split view
    /// whose column holds a tab bar, iOS 18's sidebar-adaptable tab bar of `UITabGroup`s, and
    /// the app's own containers; what it still cannot read fails with the controller's name.
    @MainActor
    @Suite(.serialized) struct ShippedHierarchiesTests {
      init() { UIKitDouble.reset() }

      @Test("a tab bar presented full screen over a login root reads as the root, under a sheet")
      func presentedTabBar() async throws {
        let app = ShippedApps.LoginApp()
        let navigator = UIKitNavigator(window: app.window, screens: TestScreens())
        #expect(try navigator.readState().outline == ["stack: <UIViewController>"])
        await app.signIn()
        app.tabs.selectedIndex = 1
        #expect(
          try navigator.readState().outline == [
            "tabs: questions | [spots]", "  questions: questions", "  spots: spots",
          ])
        try await navigator.perform(.present(.sheet, [Screen("compose")]))
        let state = try navigator.readState()
        #expect(state.presentations.map(\.stack) == [[Screen("compose")]])
        try await navigator.perform(.push(Screen("draft"), in: .presentation(0)))
        try await navigator.perform(.dismiss(count: 1))
        try await navigator.perform(.selectTab("questions"))
        try await navigator.perform(.push(Screen("question"), in: .tab("questions")))
        #expect(
          try navigator.readState().outline == [
            "tabs: [questions] | spots", "  questions: questions > question", "  spots: spots",
          ])
        // Dismissing every presentation of the model leaves the tab bar up.
        #expect(app.login.presentedViewController === app.tabs)
        #expect(UIKitDouble.log.isEmpty)
      }

      @Test("a split view whose secondary (expanded) or compact (collapsed) column is a tab bar")
      func splitWithTabBar() async throws {
        for collapsed in [false, true] {
          UIKitDouble.reset()
          let (window, split, shown) = ShippedApps.sidebarSplit(collapsed: collapsed)
          let navigator = UIKitNavigator(window: window, screens: TestScreens())
          #expect(
            try navigator.readState().outline == [
              "tabs: [questions] | spots", "  questions: questions", "  spots: spots",
            ])
          try await navigator.perform(.selectTab("spots"))
          try await navigator.perform(.push(Screen("spot"), in: .tab("spots")))
          try await navigator.perform(.present(.sheet, [Screen("compose")]))
          #expect(shown.selectedIndex == 1)
          #expect(
            (shown.viewControllers?[1] as? UINavigationController)?.viewControllers.count == 2)
          #expect(try navigator.readState().presentations.count == 1)
          #expect(split.presentedViewController != nil)
          try await navigator.perform(.dismiss(count: 1))
          #expect(split.presentedViewController == nil)
        }
        #expect(UIKitDouble.log.isEmpty)
      }

      @Test("iOS 18: a sidebar-adaptable tab bar's UITabGroup children are tabs, selected by id")
      func tabGroups() async throws {
        let tabs = UITabBarController()
        tabs.mode = .tabSidebar
        let library = UITabGroup(
          title: "Library", image: nil, identifier: "library",
          children: [
            UITab(title: "Spots", image: nil, identifier: "spots") { _ in
              ShippedApps.navigation("spots")
            },
            UITab(title: "Saved", image: nil, identifier: "saved") { _ in
              ShippedApps.navigation("saved")
            },
          ], viewControllerProvider: nil)
        tabs.tabs = [
          UITab(title: "Home", image: nil, identifier: "home") { _ in
            ShippedApps.navigation("home")
          },
          library,
        ]
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        let navigator = UIKitNavigator(window: window, screens: TestScreens())
        #expect(
          try navigator.readState().outline == [
            "tabs: [home] | spots | saved", "  home: home", "  spots: spots", "  saved: saved",
          ])
        try await navigator.perform(.selectTab("saved"))
        try await navigator.perform(.push(Screen("item"), in: .tab("saved")))
        #expect(tabs.selectedTab?.identifier == "saved")
        #expect(library.selectedChild?.identifier == "saved")
        #expect(try navigator.readState().outline[0] == "tabs: home | spots | [saved]")
        #expect(try navigator.readState().outline[3] == "  saved: saved > item")
        // A group with a managing navigation controller is read and driven too
        // (ManagedTabGroupTests).
      }

      static func message(_ read: () throws -> some Any) -> String? {
        do {
          _ = try read()
          return nil
        } catch {
          return "\(error)"
        }
      }
    }
  }
#endif
