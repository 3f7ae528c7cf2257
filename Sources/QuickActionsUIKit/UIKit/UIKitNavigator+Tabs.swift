#if QUICKACTIONS_UIKIT
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitDouble
  #endif
  import QuickActions

  /// A tab as the navigator reads and drives it: its identifier, the view controller that
  /// shows its stack, and how many view controllers at the bottom of that stack are not the
  /// tab's (the levels above it in a managed tab group).
  struct TabContent {
    let id: String
    let viewController: UIViewController
    var offset = 0
  }

  extension UIKitNavigator {
    /// A tab bar's tabs in order. From iOS 18 a tab bar built from `UITab`s does not use
    /// `viewControllers`; its tabs are named by their `identifier`.
    func tabs(of tabBar: UITabBarController) throws(ControllerTree.Unsupported) -> [TabContent] {
      if #available(iOS 18.0, visionOS 2.0, *), !tabBar.tabs.isEmpty {
        var tabs: [TabContent] = []
        for tab in try leaves(of: tabBar.tabs) {
          guard let child = tab.viewController else {
            throw ControllerTree.Unsupported("tab '\(tab.identifier)' has no view controller")
          }
          tabs.append(
            try managed(tab, child, in: tabBar)
              ?? TabContent(id: tab.identifier, viewController: child))
        }
        return tabs
      }
      var tabs: [TabContent] = []
      for (index, child) in (tabBar.viewControllers ?? []).enumerated() {
        let content = try node(child)
        tabs.append(
          TabContent(
            id: screens.tabIdentifier(of: child, at: index, rootScreen: content.rootScreen),
            viewController: child))
      }
      return tabs
    }

    /// A tab of a group with a `managingNavigationController` (UIKit/UITabGroup.h, "Managed
    /// Navigation"; UIKit/UITab.h `managingTabGroup`, iOS 18): UIKit shows the selected tree's
    /// view controllers, root-most group first, in that one navigation controller, and the
    /// screens pushed over them belong to the leaf ("they will be part of the last (leaf-most)
    /// tab's proposedViewControllers", UIKit/UITabBarController.h). So the selected tab's stack
    /// is that navigation controller's from the tab's own view controller up; another tab's is
    /// its own view controller, which selecting it shows. Nil for a tab of no managed group.
    @available(iOS 18.0, visionOS 2.0, *)
    func managed(_ tab: UITab, _ own: UIViewController, in tabBar: UITabBarController)
      throws(ControllerTree.Unsupported) -> TabContent?
    {
      guard let navigation = tab.managingTabGroup?.managingNavigationController else { return nil }
      if let offset = navigation.viewControllers.firstIndex(where: { $0 === own }) {
        return TabContent(id: tab.identifier, viewController: navigation, offset: offset)
      }
      guard tabBar.selectedTab !== tab else {
        // The tab bar's delegate chose other view controllers for this level
        // (`tabBarController(_:displayedViewControllersFor:proposedViewControllers:)`).
        throw ControllerTree.Unsupported(
          "tab '\(tab.identifier)' is selected, but its view controller is not in its group's "
            + "managingNavigationController: keep each tab's own view controller among the "
            + "displayed view controllers the tab bar's delegate returns")
      }
      return TabContent(id: tab.identifier, viewController: own)
    }

    /// The index of the selected tab. While the More list is selected `selectedIndex` is
    /// `NSNotFound` (https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex):
    /// no tab shows, and the state cannot say where the app is.
    func selectedTab(of tabBar: UITabBarController) throws(ControllerTree.Unsupported) -> Int {
      if #available(iOS 18.0, visionOS 2.0, *), !tabBar.tabs.isEmpty {
        let leaves = try leaves(of: tabBar.tabs)
        // A selected group shows its selected child (UIKit/UITabGroup.h `selectedChild`).
        var selected = tabBar.selectedTab
        while let group = selected as? UITabGroup { selected = group.selectedChild }
        return selected.flatMap { selected in leaves.firstIndex { $0 === selected } } ?? 0
      }
      guard tabBar.selectedIndex != NSNotFound else {
        throw ControllerTree.Unsupported(
          "the tab bar shows its More list, which is not one of its tabs")
      }
      return tabBar.selectedIndex
    }

    /// Selects the tab at `index`: through `selectedTab` for a tab bar of `UITab`s, through
    /// `selectedIndex` otherwise (which shows a tab past the fourth inside the More tab).
    func select(_ index: Int, in tabBar: UITabBarController) throws(ControllerTree.Unsupported) {
      if #available(iOS 18.0, visionOS 2.0, *), !tabBar.tabs.isEmpty {
        tabBar.selectedTab = try leaves(of: tabBar.tabs)[index]
      } else {
        tabBar.selectedIndex = index
      }
    }

    /// The tabs that show a view controller of their own, in order: a tab, or each child of a
    /// `UITabGroup` (a section of the sidebar of a sidebar-adaptable tab bar, iOS 18), the
    /// group's descendants in its `children` order. Their identifiers are unique "across the
    /// tab bar controller" (UIKit/UITab.h `identifier`), so a route names one by it alone.
    @available(iOS 18.0, visionOS 2.0, *)
    func leaves(of tabs: [UITab]) throws(ControllerTree.Unsupported) -> [UITab] {
      var found: [UITab] = []
      for tab in tabs {
        guard let group = tab as? UITabGroup, !group.children.isEmpty else {
          found.append(tab)
          continue
        }
        found += try leaves(of: group.children)
      }
      return found
    }
  }
#endif
