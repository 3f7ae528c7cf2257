#if UIKIT_DOUBLE
  import QuickActions
  import QuickActionsUIKit
  @testable import UIKitDouble

  /// A content view controller for one screen, as an app's would be.
  final class ScreenViewController: UIViewController, ScreenIdentifiable, UnsavedChangesReporting {
    let screen: Screen
    var hasUnsavedChanges = false
    init(_ screen: Screen) {
      self.screen = screen
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
  }

  /// An alert that knows its screen and can hold unsaved text (a text field).
  final class ScreenAlertController: UIAlertController, ScreenIdentifiable, UnsavedChangesReporting
  {
    let screen: Screen
    var hasUnsavedChanges = false
    init(_ screen: Screen) {
      self.screen = screen
      super.init(style: .alert)
      title = screen.id
    }
    required init?(coder: NSCoder) { nil }
  }

  /// The app's factory in these tests: every screen is a `ScreenViewController`; tabs are named
  /// explicitly, as an app whose tab identifiers differ from their root screens would.
  final class TestScreens: ScreenFactory {
    var tabIDs: [ObjectIdentifier: String] = [:]
    private(set) var made = 0

    func makeViewController(for screen: Screen) -> UIViewController {
      made += 1
      return ScreenViewController(screen)
    }

    func makeAlert(for screen: Screen) -> UIAlertController {
      made += 1
      return ScreenAlertController(screen)
    }

    func tabIdentifier(of viewController: UIViewController, at index: Int, rootScreen: Screen?)
      -> String
    {
      tabIDs[ObjectIdentifier(viewController)] ?? rootScreen?.id ?? "tab \(index)"
    }
  }

  /// Builds the UIKit hierarchy (on the double) that shows a navigation state.
  @MainActor
  enum HierarchyBuilder {
    /// How to build what the state leaves open, as apps differ: classic split views
    /// (`viewControllers`) or column-style ones, a `.compact` column in a collapsed split view,
    /// a tab bar of iOS 18 `UITab`s or of `viewControllers`.
    struct Shapes {
      var classicSplits = false
      var compactColumns = false
      var uiTabs = false
    }

    static func window(for state: NavigationState, screens: TestScreens, shapes: Shapes = Shapes())
      async -> UIWindow
    {
      let window = UIWindow()
      let root = container(for: state.root, screens: screens, shapes: shapes)
      window.rootViewController = root
      window.makeKeyAndVisible()
      var top = root
      for presentation in state.presentations {
        let presented = self.presented(presentation)
        presented.popoverPresentationController?.sourceView = top.view
        top.present(presented, animated: false)
        await UIKitDouble.settle()
        top = presented
      }
      return window
    }

    static func container(
      for root: NavigationState.Root, screens: TestScreens, shapes: Shapes = Shapes()
    ) -> UIViewController {
      switch root {
      case .stack(let stack): return navigation(stack)
      case .split(let split): return splitView(split, shapes)
      case .tabs(let tabs, let selected):
        let tabBar = UITabBarController()
        let children = tabs.map { tab -> UIViewController in
          let child: UIViewController
          switch tab.content {
          case .stack(let stack): child = navigation(stack)
          case .split(let split): child = splitView(split, shapes)
          }
          screens.tabIDs[ObjectIdentifier(child)] = tab.id
          return child
        }
        if shapes.uiTabs, !tabs.isEmpty {
          tabBar.tabs = zip(tabs, children).map { tab, child in
            UITab(title: tab.id, image: nil, identifier: tab.id) { _ in child }
          }
          if tabBar.tabs.indices.contains(selected) { tabBar.selectedTab = tabBar.tabs[selected] }
        } else {
          tabBar.viewControllers = children
          tabBar.selectedIndex = selected
        }
        return tabBar
      }
    }

    static func navigation(_ stack: [Screen]) -> UINavigationController {
      let navigation = UINavigationController()
      navigation.viewControllers = stack.map { ScreenViewController($0) }
      return navigation
    }

    static func splitView(_ split: NavigationState.SplitView, _ shapes: Shapes = Shapes())
      -> UISplitViewController
    {
      if shapes.classicSplits {
        let controller = UISplitViewController()
        controller.viewControllers =
          [navigation(split.primary)]
          + (split.secondary.isEmpty ? [] : [navigation(split.secondary)])
        if split.isCollapsed { controller.collapse() }
        return controller
      }
      let controller = UISplitViewController(style: .doubleColumn)
      if split.isCollapsed && shapes.compactColumns {
        // The compact column shows the collapsed stack; the hidden columns hold something else.
        controller.setViewController(navigation([Screen("sidebar")]), for: .primary)
        controller.setViewController(navigation(split.primary), for: .compact)
      } else {
        controller.setViewController(navigation(split.primary), for: .primary)
        if !split.secondary.isEmpty {
          controller.setViewController(navigation(split.secondary), for: .secondary)
        }
      }
      if split.isCollapsed { controller.collapse() }
      return controller
    }

    static func presented(_ p: NavigationState.Presentation) -> UIViewController {
      if p.style == .alert, p.stack.count == 1 {
        let alert = ScreenAlertController(p.stack[0])
        alert.hasUnsavedChanges = p.hasUnsavedChanges
        alert.isModalInPresentation = p.isModalInPresentation
        return alert
      }
      let contents = p.stack.map { ScreenViewController($0) }
      // The model keeps unsaved work per presentation: on its root screen, which plans keep.
      contents.first?.hasUnsavedChanges = p.hasUnsavedChanges
      let navigation = UINavigationController()
      navigation.viewControllers = contents
      navigation.modalPresentationStyle =
        UIModalPresentationStyle(rawValue: ModalKind(presenting: p.style)?.rawValue ?? 0)
        ?? .fullScreen
      navigation.isModalInPresentation = p.isModalInPresentation
      return navigation
    }
  }
#endif
