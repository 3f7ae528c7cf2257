#if QUICKACTIONS_UIKIT
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitDouble
  #endif
  import QuickActions

  extension UIKitNavigator {
    /// Carries out one step on the window's hierarchy and returns once UIKit has finished it: a
    /// presentation's or dismissal's completion has run, or the navigation controller's
    /// transition coordinator has ended. A step that does not fit the hierarchy throws
    /// `NavigationError`; the user keeping unsaved work throws `DiscardDeclined`.
    public func perform(_ step: NavigationStep) async throws {
      guard let root = window?.rootViewController else { throw NavigationError("the window has no root view controller") }
      switch step {
      case .confirmDiscard(let index):
        let chain = presentedChain(over: root)
        guard chain.indices.contains(index) else {
          throw NavigationError("there is no presentation \(index) to confirm discarding")
        }
        guard await confirmDiscard(chain[index]) else { throw DiscardDeclined() }

      case .dismiss(let count):
        let chain = presentedChain(over: root)
        guard count > 0, count <= chain.count else {
          throw NavigationError("cannot dismiss \(count) of \(chain.count) presentations")
        }
        // The view controller below the lowest one to go: dismissing from it dismisses
        // everything above it, in one transition.
        let presenter = count == chain.count ? root : chain[chain.count - count - 1]
        let animated = self.animated
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
          presenter.dismiss(animated: animated) { done.resume() }
        }
        let left = presentedChain(over: root).count
        guard left == chain.count - count else {
          throw NavigationError("dismissing \(count) presentations left \(left) of \(chain.count)")
        }

      case .selectTab(let id):
        guard let tabBar = root as? UITabBarController, let index = try tabIndex(id, in: tabBar) else {
          throw NavigationError("there is no tab '\(id)'")
        }
        tabBar.selectedIndex = index

      case .popToDepth(let depth, let ref):
        let navigation = try self.navigation(for: ref, root: root)
        let count = navigation.viewControllers.count
        guard depth >= 0, depth <= count else {
          throw NavigationError("cannot pop \(ref) of \(count) screens to depth \(depth)")
        }
        if depth == 0 {
          // The whole stack is replaced; the pushes that follow build the new one.
          navigation.setViewControllers([], animated: false)
        } else if depth < count {
          navigation.popToViewController(navigation.viewControllers[depth - 1], animated: animated)
          await transitionEnd(of: navigation)
        }

      case .push(let screen, let ref):
        let navigation = try self.navigation(for: ref, root: root)
        navigation.pushViewController(make(screen), animated: animated && !navigation.viewControllers.isEmpty)
        await transitionEnd(of: navigation)

      case .showDetail(let screen, let tab):
        let split = try splitView(tab: tab, root: root)
        if split.isCollapsed {
          // Collapsed, the secondary column is folded onto the primary stack: push there.
          guard let primary = navigation(split, .primary) else { throw NavigationError("the split view has no primary column") }
          primary.pushViewController(make(screen), animated: animated)
          await transitionEnd(of: primary)
        } else {
          split.showDetailViewController(make(screen), sender: nil)
          if let secondary = navigation(split, .secondary) { await transitionEnd(of: secondary) }
        }

      case .present(let style, let path):
        let top = presentedChain(over: root).last ?? root
        let presented: UIViewController
        if let kind = ModalKind(presenting: style) {
          guard !path.isEmpty else { throw NavigationError("a \(style.rawValue) needs at least one screen") }
          let navigation = UINavigationController()
          navigation.setViewControllers(path.map { make($0) }, animated: false)
          navigation.modalPresentationStyle = UIModalPresentationStyle(rawValue: kind.rawValue) ?? .pageSheet
          if kind == .popover { navigation.popoverPresentationController?.sourceView = top.view }
          presented = navigation
        } else {
          guard path.count == 1 else { throw NavigationError("an alert shows one screen, not \(path.count)") }
          presented = make(path[0], alert: true)
        }
        let animated = self.animated
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
          top.present(presented, animated: animated) { done.resume() }
        }

      case .performAction(let name):
        try await performAction(name)
      }
    }

    /// Waits until the navigation controller's transition, if one is running, has ended.
    func transitionEnd(of navigation: UINavigationController) async {
      guard let coordinator = navigation.transitionCoordinator else { return }
      await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        let queued = coordinator.animate(alongsideTransition: nil) { _ in done.resume() }
        // Not queued: UIKit will not call the completion, and there is nothing to wait for.
        if !queued { done.resume() }
      }
    }

    func tabIndex(_ id: String, in tabBar: UITabBarController) throws(ControllerTree.Unsupported) -> Int? {
      for (index, child) in (tabBar.viewControllers ?? []).enumerated() {
        let content = try node(child)
        if screens.tabIdentifier(of: child, at: index, rootScreen: content.rootScreen) == id { return index }
      }
      return nil
    }

    func tab(_ id: String, root: UIViewController) throws -> UIViewController {
      guard let tabBar = root as? UITabBarController, let index = try tabIndex(id, in: tabBar),
        let child = tabBar.viewControllers?[index]
      else { throw NavigationError("there is no tab '\(id)'") }
      return child
    }

    func splitView(tab: String?, root: UIViewController) throws -> UISplitViewController {
      let container = try tab.map { try self.tab($0, root: root) } ?? root
      guard let split = container as? UISplitViewController else {
        throw NavigationError(tab.map { "tab '\($0)' is not a split view" } ?? "the root is not a split view")
      }
      return split
    }

    /// The navigation controller a step's stack reference names.
    func navigation(for ref: StackReference, root: UIViewController) throws -> UINavigationController {
      let found: UINavigationController?
      switch ref {
      case .root:
        found = root as? UINavigationController
      case .tab(let id):
        found = try tab(id, root: root) as? UINavigationController
      case .primary(let tab):
        found = navigation(try splitView(tab: tab, root: root), .primary)
      case .secondary(let tab):
        let split = try splitView(tab: tab, root: root)
        guard !split.isCollapsed else { throw NavigationError("a collapsed split view has no secondary column") }
        found = navigation(split, .secondary)
      case .presentation(let index):
        let chain = presentedChain(over: root)
        found = chain.indices.contains(index) ? chain[index] as? UINavigationController : nil
      }
      guard let found else { throw NavigationError("\(ref) is not a navigation controller") }
      return found
    }
  }
#endif
