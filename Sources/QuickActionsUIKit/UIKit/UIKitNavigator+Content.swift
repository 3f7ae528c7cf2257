#if QUICKACTIONS_UIKIT
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitDouble
  #endif
  import QuickActions

  /// Where the navigation model's root stands in a window: the window's root view controller,
  /// or a tab bar or split view presented full screen over it (an app that shows a loading or
  /// login screen first, then presents its tab bar), each seen through the containers that
  /// only hold it (the app's `NavigationContainer`s, a split view whose shown column holds the
  /// tab bar).
  @MainActor
  struct ContentAnchor {
    /// The window's root view controller.
    let root: UIViewController
    /// What the presentations of the model hang from: the root, or the container presented
    /// full screen over it.
    let base: UIViewController
    /// The container (or screen) the model's root reads.
    let content: UIViewController
    /// Whether `base` is a container presented over the root.
    var isPresented: Bool { base !== root }
  }

  extension UIKitNavigator {
    /// Where the model's root is in the window, or why it cannot be read.
    func anchor() throws(ControllerTree.Unsupported) -> ContentAnchor {
      guard let root = window?.rootViewController else {
        throw ControllerTree.Unsupported("the window has no root view controller")
      }
      guard let bottom = presentedChain(over: root).first, try isContainer(content(of: bottom))
      else {
        return ContentAnchor(root: root, base: root, content: try content(of: root))
      }
      // A tab bar or split view presented over the root hides it: the user is in the app,
      // and the root (a launch or login screen) is no destination. Only full screen is read:
      // over a sheet the root still shows, and dismissing it would leave the model's root.
      let style = ModalKind(rawValue: shownStyle(of: bottom).rawValue)?.style
      guard style == .fullScreen else {
        throw ControllerTree.Unsupported(
          "\(type(of: bottom)) is presented as a \(style?.rawValue ?? "alert") over "
            + "\(type(of: root)): present it full screen (modalPresentationStyle .fullScreen) "
            + "or make it the window's root view controller")
      }
      return ContentAnchor(root: root, base: bottom, content: try content(of: bottom))
    }

    /// The presentations the model sees, bottom to top: those over the content's base.
    func presentations(_ anchor: ContentAnchor) -> [UIViewController] {
      presentedChain(over: anchor.base)
    }

    /// What `vc` shows, through the containers that only hold it: an app's
    /// `NavigationContainer` shows its `contentViewController`, and a split view whose shown
    /// column holds a tab bar shows that tab bar (the iPad layout with a sidebar beside the
    /// app's tabs). A container whose content is itself is read as it is.
    func content(of vc: UIViewController) throws(ControllerTree.Unsupported) -> UIViewController {
      var current = vc
      for _ in 0..<16 {
        if let container = current as? any NavigationContainer {
          guard let child = container.contentViewController, child !== current else {
            return current
          }
          current = child
        } else if let split = current as? UISplitViewController, let tabBar = tabBar(in: split) {
          current = tabBar
        } else {
          return current
        }
      }
      throw ControllerTree.Unsupported(
        "\(type(of: vc))'s content containers nest more than 16 deep (a NavigationContainer "
          + "that contains itself?)")
    }

    /// The tab bar controller a split view's shown column holds, if one does: the secondary
    /// column expanded, the `.compact` column collapsed (which UIKit never wraps: "If the vc is
    /// not a UINavigationController, one will be created, except for
    /// UISplitViewControllerColumnCompact", UIKit/UISplitViewController.h), or, collapsed with
    /// no compact column, the top of the primary stack the secondary column was folded onto.
    /// A tab bar in another column wrapped in a navigation controller is read through it.
    func tabBar(in split: UISplitViewController) -> UITabBarController? {
      let column: UIViewController?
      if split.style == .unspecified {
        let children = split.viewControllers
        column = split.isCollapsed ? children.first : (children.count > 1 ? children[1] : nil)
      } else if split.isCollapsed {
        column = split.viewController(for: .compact) ?? split.viewController(for: .primary)
      } else {
        column = split.viewController(for: .secondary)
      }
      guard let column else { return nil }
      if let tabBar = column as? UITabBarController { return tabBar }
      return navigation(of: column)?.topViewController as? UITabBarController
    }

    /// Whether `vc` is a container the model reads as its root (a tab bar or split view).
    func isContainer(_ vc: UIViewController) -> Bool {
      vc is UITabBarController || vc is UISplitViewController
    }

    /// Why a view controller the factory does not know cannot be read as one screen: it holds
    /// a tab bar, split view or navigation controller the navigator would not see into.
    func hiddenContainer(in vc: UIViewController) -> ControllerTree.Unsupported? {
      guard
        let child = vc.children.first(where: {
          $0 is UITabBarController || $0 is UISplitViewController || $0 is UINavigationController
        })
      else { return nil }
      return ControllerTree.Unsupported(
        "\(type(of: vc)) holds a \(type(of: child)) the navigator cannot see into: adopt "
          + "NavigationContainer in \(type(of: vc)) and return it as contentViewController, "
          + "or name \(type(of: vc)) as a screen in the ScreenFactory")
    }
  }
#endif
