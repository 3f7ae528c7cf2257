#if QUICKACTIONS_UIKIT
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitDouble
  #endif
  import QuickActions

  extension UIKitNavigator {
    /// Runs a route's action with its entry: `handleAction`, or else `performAction` by name.
    public func perform(_ action: ActionRequest) async throws -> ActionOutcome {
      if let handleAction { return try await handleAction(action) }
      try await performAction(action.name)
      return .handled
    }

    /// Asks the app's check the route names; a check the app does not supply refuses.
    public func check(_ request: ActionRequest) async -> CheckVerdict {
      guard let check = checks[request.name] else {
        return .refuse("the app supplies no check '\(request.name)'")
      }
      return await check(request)
    }

    /// Carries out one step on the window's hierarchy and returns once UIKit has finished it: a
    /// presentation's or dismissal's completion has run, or the navigation controller's
    /// transition coordinator has ended. A step that does not fit the hierarchy throws
    /// `NavigationError`; the user keeping unsaved work throws `DiscardDeclined`. A presentation
    /// or dismissal UIKit would refuse (and then never call its completion) throws at once.
    public func perform(_ step: NavigationStep) async throws {
      let anchor: ContentAnchor
      do { anchor = try self.anchor() } catch { throw NavigationError(error.message) }
      let root = anchor.content
      switch step {
      case .confirmDiscard(let index):
        let chain = presentations(anchor)
        guard chain.indices.contains(index) else {
          throw NavigationError("there is no presentation \(index) to confirm discarding")
        }
        guard await confirmDiscard(chain[index]) else { throw DiscardDeclined() }

      case .dismiss(let count):
        let chain = presentations(anchor)
        guard count > 0, count <= chain.count else {
          throw NavigationError("cannot dismiss \(count) of \(chain.count) presentations")
        }
        // The view controller below the lowest one to go: dismissing from it dismisses
        // everything above it, in one transition.
        let presenter =
          count == chain.count
          ? presentationBase(of: anchor.base) : chain[chain.count - count - 1]
        if let refusal = refusal(toDismissFrom: presenter, chain: chain) {
          throw NavigationError(
            "cannot dismiss \(count) presentation\(count == 1 ? "" : "s"): \(refusal)")
        }
        let animated = self.animated
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
          let once = ResumeOnce(done)
          presenter.dismiss(animated: animated) { once.resume(()) }
        }
        let left = presentations(anchor).count
        guard left == chain.count - count else {
          throw NavigationError("dismissing \(count) presentations left \(left) of \(chain.count)")
        }

      case .selectTab(let id):
        guard let tabBar = root as? UITabBarController, let index = try tabIndex(id, in: tabBar)
        else {
          throw NavigationError("there is no tab '\(id)'")
        }
        try select(index, in: tabBar)

      case .popToDepth(let depth, let ref):
        let navigation = try self.navigation(for: ref, anchor: anchor)
        // A managed tab's stack starts above its group's levels (UIKitNavigator+Tabs.swift).
        let offset = try stackOffset(of: ref, anchor: anchor)
        let count = navigation.viewControllers.count - offset
        guard depth >= 0, depth <= count else {
          throw NavigationError("cannot pop \(ref) of \(count) screens to depth \(depth)")
        }
        if depth == 0 {
          // The whole stack is replaced; the pushes that follow build the new one.
          navigation.setViewControllers(
            Array(navigation.viewControllers.prefix(offset)), animated: false)
        } else if depth < count {
          navigation.popToViewController(
            navigation.viewControllers[offset + depth - 1], animated: animated)
          await transitionEnd(of: navigation)
        }

      case .push(let screen, let ref):
        let navigation = try self.navigation(for: ref, anchor: anchor)
        navigation.pushViewController(
          pushable(make(screen)), animated: animated && !navigation.viewControllers.isEmpty)
        await transitionEnd(of: navigation)

      case .showDetail(let screen, let tab):
        let split = try splitView(tab: tab, root: root)
        if split.isCollapsed {
          // Collapsed, the secondary column is folded onto the primary stack (or the compact
          // column shows instead): push on the stack that shows.
          guard let primary = columns(of: split).primary else {
            throw NavigationError("the split view has no primary column")
          }
          primary.pushViewController(pushable(make(screen)), animated: animated)
          await transitionEnd(of: primary)
        } else {
          // A classic split view shows the view controller as it is: give it a navigation
          // controller, as a column-style one does.
          let detail = make(screen)
          split.showDetailViewController(
            split.style == .unspecified && !(detail is UINavigationController)
              ? screens.makeNavigationController(root: detail) : detail, sender: nil)
          if let secondary = columns(of: split).secondary { await transitionEnd(of: secondary) }
        }

      case .present(let style, let path):
        let top = presentations(anchor).last ?? anchor.base
        if ModalKind(presenting: style) != nil, path.isEmpty {
          throw NavigationError("a \(style.rawValue) needs at least one screen")
        }
        if ModalKind(presenting: style) == nil, path.count != 1 {
          throw NavigationError("an alert shows one screen, not \(path.count)")
        }
        if let refusal = refusal(toPresentOn: top) {
          throw NavigationError("cannot present a \(style.rawValue): \(refusal)")
        }
        let presented: UIViewController
        if let kind = ModalKind(presenting: style) {
          // A factory that returns a navigation controller for the first screen has it
          // presented as it is, with the rest of the path on its stack.
          let first = make(path[0])
          let navigation =
            first as? UINavigationController ?? screens.makeNavigationController(root: first)
          navigation.setViewControllers(
            navigation.viewControllers + path.dropFirst().map { pushable(make($0)) },
            animated: false)
          navigation.modalPresentationStyle =
            UIModalPresentationStyle(rawValue: kind.rawValue) ?? .pageSheet
          if kind == .popover, let popover = navigation.popoverPresentationController {
            // Anchored: a popover without a source view raises (NSGenericException), and
            // without a source rect it points at the view's corner
            // (UIKit/UIPopoverPresentationController.h `sourceView`, `sourceRect`).
            popover.sourceView = top.view
            popover.sourceRect = top.view.bounds
          }
          presented = navigation
        } else {
          presented = make(path[0], alert: true)
        }
        let animated = self.animated
        let accepted = await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
          let once = ResumeOnce(done)
          top.present(presented, animated: animated) { once.resume(true) }
          // UIKit sets presentingViewController as it accepts a presentation; when it refuses,
          // it logs and never calls the completion.
          if presented.presentingViewController == nil { once.resume(false) }
        }
        guard accepted else {
          throw NavigationError("UIKit refused to present the \(style.rawValue)")
        }

      case .performAction(let name):
        try await performAction(name)
      }
    }

    /// Waits until the navigation controller's transition, if one is running, has ended. The
    /// coordinator's completion may run even when `animate(alongsideTransition:completion:)`
    /// returns `false` ("the completion blocks … may be run even if the animations are not",
    /// UIKit/UIViewControllerTransitionCoordinator.h), or may not: so when it returns `false`,
    /// the wait also ends when the coordinator is gone, and whichever comes first resumes, once.
    func transitionEnd(of navigation: UINavigationController) async {
      guard let coordinator = navigation.transitionCoordinator else { return }
      await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        let once = ResumeOnce(done)
        let queued = coordinator.animate(alongsideTransition: nil) { _ in once.resume(()) }
        guard !queued else { return }
        Task { @MainActor in
          // At most 10 s; the router's timeout reports a transition that never ends.
          for _ in 0..<10_000 where navigation.transitionCoordinator != nil && !once.isDone {
            try? await Task.sleep(nanoseconds: 1_000_000)  // 1 ms; `sleep(for:)` is iOS 16
          }
          once.resume(())
        }
      }
    }

    /// Why UIKit would refuse to present on `presenter`, or nil. UIKit logs a refused
    /// presentation ("Attempt to present … whose view is not in the window hierarchy", "… which
    /// is already presenting …", "… while a presentation is in progress") and never calls its
    /// completion (https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)).
    func refusal(toPresentOn presenter: UIViewController) -> String? {
      let name = screen(of: presenter)
      if presenter.viewIfLoaded?.window == nil { return "\(name) is not in a window" }
      if presenter.isBeingPresented { return "\(name) is still being presented" }
      if presenter.isBeingDismissed { return "\(name) is being dismissed" }
      if let shown = presenter.presentedViewController {
        return "\(name) already presents \(screen(of: shown))"
      }
      return nil
    }

    /// Why UIKit would refuse to dismiss from `presenter` (it then never calls the completion
    /// either), or nil.
    func refusal(toDismissFrom presenter: UIViewController, chain: [UIViewController]) -> String? {
      let name = screen(of: presenter)
      if presenter.viewIfLoaded?.window == nil { return "\(name) is not in a window" }
      if presenter.isBeingDismissed { return "\(name) is being dismissed" }
      if let moving = chain.first(where: { $0.isBeingPresented || $0.isBeingDismissed }) {
        return
          "\(screen(of: moving)) is still being \(moving.isBeingPresented ? "presented" : "dismissed")"
      }
      return nil
    }

    func tabIndex(_ id: String, in tabBar: UITabBarController) throws(ControllerTree.Unsupported)
      -> Int?
    {
      try tabs(of: tabBar).firstIndex { $0.id == id }
    }

    /// How many view controllers at the bottom of the stack `ref` names are not its own: the
    /// levels above a managed tab in its group's navigation controller; 0 for any other stack.
    func stackOffset(of ref: StackReference, anchor: ContentAnchor) throws -> Int {
      guard case .tab(let id) = ref, let tabBar = anchor.content as? UITabBarController else {
        return 0
      }
      return try tabs(of: tabBar).first { $0.id == id }?.offset ?? 0
    }

    func tab(_ id: String, root: UIViewController) throws -> UIViewController {
      guard let tabBar = root as? UITabBarController,
        let child = try tabs(of: tabBar).first(where: { $0.id == id })
      else {
        throw NavigationError("there is no tab '\(id)'")
      }
      return try content(of: child.viewController)
    }

    func splitView(tab: String?, root: UIViewController) throws -> UISplitViewController {
      let container = try tab.map { try self.tab($0, root: root) } ?? root
      guard let split = container as? UISplitViewController else {
        throw NavigationError(
          tab.map { "tab '\($0)' is not a split view" } ?? "the root is not a split view")
      }
      return split
    }

    /// The navigation controller a step's stack reference names.
    func navigation(for ref: StackReference, anchor: ContentAnchor) throws
      -> UINavigationController
    {
      let root = anchor.content
      let found: UINavigationController?
      switch ref {
      case .root:
        found = root as? UINavigationController
      case .tab(let id):
        found = try tab(id, root: root) as? UINavigationController
      case .primary(let tab):
        found = columns(of: try splitView(tab: tab, root: root)).primary
      case .secondary(let tab):
        let split = try splitView(tab: tab, root: root)
        guard !split.isCollapsed else {
          throw NavigationError("a collapsed split view has no secondary column")
        }
        found = columns(of: split).secondary
      case .presentation(let index):
        let chain = presentations(anchor)
        found = chain.indices.contains(index) ? chain[index] as? UINavigationController : nil
      }
      guard let found else { throw NavigationError("\(ref) is not a navigation controller") }
      return found
    }
  }

  /// A continuation that is resumed once: the first `resume` wins and later ones do nothing, so
  /// a completion UIKit calls late (or twice) never reaches Swift's runtime as a second resume.
  @MainActor
  final class ResumeOnce<Value: Sendable> {
    private var continuation: CheckedContinuation<Value, Never>?
    init(_ continuation: CheckedContinuation<Value, Never>) { self.continuation = continuation }
    var isDone: Bool { continuation == nil }
    func resume(_ value: Value) {
      continuation?.resume(returning: value)
      continuation = nil
    }
  }
#endif
