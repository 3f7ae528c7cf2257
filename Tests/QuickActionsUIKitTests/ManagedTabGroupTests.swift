#if UIKIT_DOUBLE
  import Foundation
  import QuickActions
  import QuickActionsUIKit
  import Testing
  @testable import UIKitDouble

  extension ShippedApps {
    /// iOS 18's sidebar-adaptable tab bar whose "Library" group has a managing navigation
    /// controller (UIKit/UITabGroup.h, "Managed Navigation"): the group's view controller is that
    /// navigation controller, and each child tab's own view controller is shown in it.
    static func managedLibrary() -> (UIWindow, UITabBarController, UINavigationController) {
      let managing = UINavigationController()
      let library = UITabGroup(
        title: "Library", image: nil, identifier: "library",
        children: [
          UITab(title: "Spots", image: nil, identifier: "spots") { _ in
            ScreenViewController(Screen("spots"))
          },
          UITab(title: "Saved", image: nil, identifier: "saved") { _ in
            ScreenViewController(Screen("saved"))
          },
        ]
      ) { _ in managing }
      library.managingNavigationController = managing
      let tabs = UITabBarController()
      tabs.mode = .tabSidebar
      tabs.tabs = [
        UITab(title: "Home", image: nil, identifier: "home") { _ in navigation("home") },
        library,
      ]
      let window = UIWindow()
      window.rootViewController = tabs
      window.makeKeyAndVisible()
      return (window, tabs, managing)
    }
  }

  extension OnTheDouble {
    /// A `UITabGroup` with a `managingNavigationController` (iOS 18) is read and driven: its
    /// selected tab's stack is that navigation controller's from the tab's own view controller
    /// up, and selecting another of its tabs is how UIKit rebuilds it.
    @MainActor
    @Suite(.serialized) struct ManagedTabGroupTests {
      init() { UIKitDouble.reset() }

      static let routes = RouteTable {
        Route("saved", .push(["item(itemID)"], inTab: "saved"))
        Route(
          named: "spot", .push(["spot(spotID)"], inTab: "spots"),
          triggers: [.url("qa://spots/:spotID")])
      }
      static let item = UIApplicationShortcutItem(
        type: "saved", localizedTitle: "Saved", localizedSubtitle: nil, icon: nil,
        userInfo: ["itemID": "4" as NSString])

      /// The screens a navigation controller shows, bottom to top.
      static func names(_ navigation: UINavigationController) -> [String] {
        navigation.viewControllers.map { ($0 as? ScreenIdentifiable)?.screen.description ?? "?" }
      }

      @Test("the double: selecting a managed tab shows its tree in the managing controller")
      func double() {
        let (_, tabs, managing) = ShippedApps.managedLibrary()
        let spots = tabs.tab(forIdentifier: "spots")
        #expect(spots?.managingTabGroup?.identifier == "library")
        #expect(tabs.tab(forIdentifier: "home")?.managingTabGroup == nil)
        tabs.selectedTab = spots
        #expect(Self.names(managing) == ["spots"])
        tabs.selectedTab = tabs.tab(forIdentifier: "saved")
        #expect(Self.names(managing) == ["saved"])
      }

      @Test("read and driven: a push lands on the managing controller, a pop keeps the tab's root")
      func driven() async throws {
        let (window, tabs, managing) = ShippedApps.managedLibrary()
        let navigator = UIKitNavigator(window: window, screens: TestScreens())
        #expect(
          try navigator.readState().outline == [
            "tabs: [home] | spots | saved", "  home: home", "  spots: spots", "  saved: saved",
          ])
        try await navigator.perform(.selectTab("saved"))
        try await navigator.perform(.push(Screen("item"), in: .tab("saved")))
        try await navigator.perform(.push(Screen("detail"), in: .tab("saved")))
        #expect(Self.names(managing) == ["saved", "item", "detail"])
        #expect(try navigator.readState().outline[3] == "  saved: saved > item > detail")
        try await navigator.perform(.popToDepth(1, in: .tab("saved")))
        #expect(Self.names(managing) == ["saved"])
        try await navigator.perform(.selectTab("spots"))
        #expect(tabs.selectedTab?.identifier == "spots")
        #expect(
          try navigator.readState().outline == [
            "tabs: home | [spots] | saved", "  home: home", "  spots: spots", "  saved: saved",
          ])
        #expect(UIKitDouble.log.isEmpty && UIKitDouble.exceptions.isEmpty)
      }

      @Test(
        "a selected tab whose own view controller is not in the managing controller fails, naming it"
      )
      func displacedFails() {
        let (window, tabs, managing) = ShippedApps.managedLibrary()
        tabs.selectedTab = tabs.tab(forIdentifier: "spots")
        // What a delegate's `displayedViewControllersForTab` could return instead.
        managing.setViewControllers([ScreenViewController(Screen("other"))], animated: false)
        let navigator = UIKitNavigator(window: window, screens: TestScreens())
        #expect(
          ShippedHierarchiesTests.message { try navigator.readState() }
            == "tab 'spots' is selected, but its view controller is not in its group's managingNavigationController: keep each tab's own view controller among the displayed view controllers the tab bar's delegate returns"
        )
      }

      @Test(
        "cold and warm: a quick action and a link reach a managed tab, once",
        arguments: [false, true])
      func doors(warm: Bool) async throws {
        let (window, _, managing) = ShippedApps.managedLibrary()
        let hooks = QuickActionHooks(
          routes: Self.routes, screens: TestScreens(), application: UIApplication())
        let session = UISceneSession()
        let scene = UIWindowScene(session: session)
        hooks.scene(
          scene, willConnectTo: session,
          options: UIScene.ConnectionOptions(shortcutItem: warm ? nil : Self.item), window: window)
        hooks.sceneDidBecomeActive(scene)
        var answers: [Bool] = []
        if warm { hooks.windowScene(scene, performActionFor: Self.item) { answers.append($0) } }
        await hooks.settle()
        #expect(Self.names(managing) == ["saved", "item(itemID: 4)"])
        #expect(answers == (warm ? [true] : []))
        hooks.sceneDidBecomeActive(scene)  // back from the background: not routed again
        await hooks.settle()
        #expect(managing.viewControllers.count == 2)
        hooks.scene(scene, openURLContexts: [UIOpenURLContext(url: URL(string: "qa://spots/7")!)])
        await hooks.settle()
        #expect(Self.names(managing) == ["spots", "spot(spotID: 7)"])
        #expect(UIKitDouble.log.isEmpty && UIKitDouble.exceptions.isEmpty)
      }
    }
  }
#endif
