#if QUICKACTIONS_UIKIT
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitDouble
  #endif
  import QuickActions

  extension UIKitNavigator {
    /// A tab bar's tabs in order: each one's identifier and view controller. From iOS 18 a tab
    /// bar built from `UITab`s does not use `viewControllers`; its tabs are named by their
    /// `identifier`.
    func tabs(of tabBar: UITabBarController) throws(ControllerTree.Unsupported) -> [(
      id: String, viewController: UIViewController
    )] {
      if #available(iOS 18.0, visionOS 2.0, *), !tabBar.tabs.isEmpty {
        var tabs: [(id: String, viewController: UIViewController)] = []
        for tab in try leaves(of: tabBar.tabs) {
          guard let child = tab.viewController else {
            throw ControllerTree.Unsupported("tab '\(tab.identifier)' has no view controller")
          }
          tabs.append((tab.identifier, child))
        }
        return tabs
      }
      var tabs: [(id: String, viewController: UIViewController)] = []
      for (index, child) in (tabBar.viewControllers ?? []).enumerated() {
        let content = try node(child)
        tabs.append(
          (screens.tabIdentifier(of: child, at: index, rootScreen: content.rootScreen), child))
      }
      return tabs
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
    /// A group with a `managingNavigationController` shows its selected tree's view
    /// controllers in that one navigation controller, as the tab bar's delegate proposes them
    /// (UIKit/UITabGroup.h, "Managed Navigation"): no tab has a stack of its own to route to.
    @available(iOS 18.0, visionOS 2.0, *)
    func leaves(of tabs: [UITab]) throws(ControllerTree.Unsupported) -> [UITab] {
      var found: [UITab] = []
      for tab in tabs {
        guard let group = tab as? UITabGroup, !group.children.isEmpty else {
          found.append(tab)
          continue
        }
        if group.managingNavigationController != nil {
          throw ControllerTree.Unsupported(
            "tab group '\(group.identifier)' has a managingNavigationController, whose stack "
              + "UIKit builds from the selected tabs: give each of its tabs a view controller "
              + "(a navigation controller) of its own instead")
        }
        found += try leaves(of: group.children)
      }
      return found
    }
  }
#endif
