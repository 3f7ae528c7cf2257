#if QUICKACTIONS_UIKIT
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitDouble
  #endif
  import QuickActions

  /// The router's `Navigator` over a UIKit window: reads the live view-controller hierarchy into
  /// a `NavigationState` and carries out each `NavigationStep` on it, waiting for UIKit to finish
  /// each one before the next.
  ///
  /// It reads a `UITabBarController` (its `viewControllers`, or from iOS 18 its `UITab`s, in
  /// order, and the selected one), `UINavigationController` stacks, classic and column-style
  /// `UISplitViewController`s (collapsed or expanded, showing the `.compact` column when it has
  /// one), and the `presentedViewController` chain (from the window's root, or from a child that
  /// `definesPresentationContext`) with each presentation's style as it shows now, unsaved work
  /// (`UnsavedChangesReporting`) and `isModalInPresentation`. A view controller the factory does
  /// not know reads as a screen named after its class, `<ClassName>`, which no route names.
  @MainActor
  public final class UIKitNavigator: Navigator {
    /// The window whose hierarchy is read and changed. Set it once the scene has its window.
    public weak var window: UIWindow?
    /// Makes and names the app's view controllers.
    public let screens: any ScreenFactory
    /// The gate in front of the app's content (onboarding, login, terms), if one is up now.
    public var gate: @MainActor () -> NavigationState.Gate? = { nil }
    /// Asks the user whether to discard a presentation's unsaved work; `false` keeps it and the
    /// item is reported as blocked. By default the work is kept. Setting it makes routes that
    /// name no policy ask too (``asksToDiscard``).
    public var confirmDiscard: @MainActor (UIViewController) async -> Bool = { _ in false } {
      didSet { asksToDiscard = true }
    }
    /// Whether a route that names no policy asks `confirmDiscard` before unsaved work goes (true
    /// once `confirmDiscard` is set); when false, such a route keeps the work and fails.
    public var asksToDiscard = false
    /// Runs a route's `action` destination (start a timer, toggle a setting).
    public var performAction: @MainActor (String) async throws -> Void = { _ in }
    /// Runs a route's action with the entry that took the route (its door, type, parameters and
    /// userInfo) and answers its outcome, the entry's completion answer; when nil, actions go to
    /// `performAction` by name and answer handled.
    public var handleAction: (@MainActor (ActionRequest) async throws -> ActionOutcome)? = nil
    /// The checks routes name (`check = folderExists`), by name: each is asked, on the main
    /// actor, before anything moves, and may refuse the entry with a reason. A route naming a
    /// check not here is refused.
    public var checks: [String: @MainActor (ActionRequest) async -> CheckVerdict] = [:]
    /// Whether steps are animated.
    public var animated = true

    /// The screens of the view controllers this navigator made, by identity.
    private var made: [ObjectIdentifier: Made] = [:]
    private struct Made {
      weak var viewController: UIViewController?
      var screen: Screen
    }

    /// A navigator over `window`'s view controllers (set `window` later when the scene connects).
    public init(window: UIWindow? = nil, screens: any ScreenFactory) {
      self.window = window
      self.screens = screens
    }

    // MARK: Reading

    /// Where the app is; a hierarchy that cannot be read reads as an empty stack. The router
    /// uses `readCurrentState()`, which reports that as an error instead.
    public func currentState() async -> NavigationState {
      (try? readState()) ?? NavigationState(root: .stack([]))
    }

    /// Where the app is, or why it cannot be read: the router reports the error and plans nothing.
    public func readCurrentState() async throws -> NavigationState {
      try readState()
    }

    /// The state the window shows, or why it cannot be described.
    public func readState() throws(ControllerTree.Unsupported) -> NavigationState {
      try tree().state(gate: gate())
    }

    /// The window's hierarchy in plain terms: from the window's root, or from the tab bar or
    /// split view presented full screen over it (see `NavigationContainer` for the app's own
    /// containers).
    public func tree() throws(ControllerTree.Unsupported) -> ControllerTree {
      let anchor = try anchor()
      var presented: [ControllerTree.Presented] = []
      for vc in presentations(anchor) { presented.append(try self.presented(vc)) }
      return ControllerTree(root: try node(anchor.content), presented: presented)
    }

    func node(_ vc: UIViewController) throws(ControllerTree.Unsupported) -> ControllerTree.Node {
      switch try content(of: vc) {
      case let tabBar as UITabBarController:
        var tabs: [ControllerTree.Tab] = []
        for tab in try self.tabs(of: tabBar) {
          // A managed tab's stack starts at its own view controller (UIKitNavigator+Tabs.swift).
          let managed = (tab.viewController as? UINavigationController)?.viewControllers
          let shown =
            tab.offset == 0
            ? try node(tab.viewController)
            : .navigation((managed ?? []).dropFirst(tab.offset).map(screen))
          tabs.append(ControllerTree.Tab(tab.id, shown))
        }
        return .tabs(tabs, selected: try selectedTab(of: tabBar))
      case let split as UISplitViewController:
        let columns = self.columns(of: split)
        return .split(
          primary: stack(of: columns.primary), secondary: stack(of: columns.secondary),
          isCollapsed: split.isCollapsed)
      case let navigation as UINavigationController:
        return .navigation(navigation.viewControllers.map(screen))
      case let shown:
        if knownScreen(of: shown) == nil, let hidden = hiddenContainer(in: shown) {
          throw hidden
        }
        return .screen(screen(of: shown))
      }
    }

    func presented(_ vc: UIViewController) throws(ControllerTree.Unsupported)
      -> ControllerTree.Presented
    {
      if isContainer(try content(of: vc)) {
        throw ControllerTree.Unsupported(
          "\(type(of: vc)) is presented over another presentation: the navigator reads a tab "
            + "bar or split view only as the window's root, or presented full screen over it")
      }
      let contents = (vc as? UINavigationController)?.viewControllers ?? [vc]
      let all = [vc] + contents.filter { $0 !== vc }
      return ControllerTree.Presented(
        kind: vc is UIAlertController
          ? nil : ModalKind(rawValue: shownStyle(of: vc).rawValue) ?? .automatic,
        stack: contents.map(screen),
        hasUnsavedChanges: all.contains {
          ($0 as? any UnsavedChangesReporting)?.hasUnsavedChanges == true
        },
        isModalInPresentation: all.contains { $0.isModalInPresentation })
    }

    /// The style a presentation shows in now: a popover in a compact width adapts (to a sheet
    /// on iPhone), and `adaptivePresentationStyle(for:)` says to what
    /// (UIKit/UIPresentationController.h, iOS 8.3).
    func shownStyle(of vc: UIViewController) -> UIModalPresentationStyle {
      let style = vc.modalPresentationStyle
      guard style == .popover, let controller = vc.presentationController else { return style }
      let adapted = controller.adaptivePresentationStyle(for: vc.traitCollection)
      return adapted == .none ? style : adapted
    }

    /// The `presentedViewController` chain over `root`, bottom to top: from the root, or from
    /// the shown child that defines a presentation context (a `.currentContext` or
    /// `.overCurrentContext` presentation belongs to it, not to the root).
    func presentedChain(over root: UIViewController) -> [UIViewController] {
      var chain: [UIViewController] = []
      var next = presentationBase(of: root).presentedViewController
      while let current = next {
        chain.append(current)
        next = current.presentedViewController
      }
      return chain
    }

    /// The view controller the presented chain hangs from: the root, or else the first shown
    /// child that `definesPresentationContext` and presents something.
    func presentationBase(of root: UIViewController) -> UIViewController {
      if root.presentedViewController != nil { return root }
      var shown: [UIViewController] = [root]
      while !shown.isEmpty {
        let vc = shown.removeFirst()
        if vc !== root, vc.definesPresentationContext, vc.presentedViewController != nil {
          return vc
        }
        if let tabBar = vc as? UITabBarController {
          shown += tabBar.selectedViewController.map { [$0] } ?? []
        } else {
          shown += vc.children
        }
      }
      return root
    }

    /// The navigation controllers of a split view's primary and secondary columns, as shown.
    /// A classic split view (style `.unspecified`) holds them in `viewControllers`:
    /// `viewController(for:)` does not apply to it, and UIKit raises if it is called
    /// (https://developer.apple.com/documentation/uikit/uisplitviewcontroller/viewcontroller(for:)).
    /// Collapsed with a `.compact` column, that column is what shows, and is the primary here.
    func columns(of split: UISplitViewController) -> (
      primary: UINavigationController?, secondary: UINavigationController?
    ) {
      if split.style == .unspecified {
        let children = split.viewControllers
        return (
          children.first.flatMap(navigation(of:)),
          children.count > 1 ? navigation(of: children[1]) : nil
        )
      }
      if split.isCollapsed, let compact = split.viewController(for: .compact) {
        return (navigation(of: compact), nil)
      }
      return (
        split.viewController(for: .primary).flatMap(navigation(of:)),
        split.viewController(for: .secondary).flatMap(navigation(of:))
      )
    }

    /// The navigation controller a column's view controller is, or is in (UIKit wraps a
    /// column's view controller in one when it is not one).
    func navigation(of vc: UIViewController) -> UINavigationController? {
      vc as? UINavigationController ?? vc.navigationController
    }

    func stack(of navigation: UINavigationController?) -> [Screen] {
      navigation?.viewControllers.map(screen) ?? []
    }

    /// The screen a view controller shows: as the factory says, as remembered, as a
    /// `ScreenCatalog` recognizes it (its class or restoration identifier), or its class.
    public func screen(of vc: UIViewController) -> Screen {
      knownScreen(of: vc) ?? Screen("<\(type(of: vc))>")
    }

    /// The screen a view controller shows, when the factory, the navigator or the catalog
    /// knows it.
    func knownScreen(of vc: UIViewController) -> Screen? {
      if let screen = screens.screen(of: vc) { return screen }
      if let record = made[ObjectIdentifier(vc)], record.viewController === vc {
        return record.screen
      }
      return (screens as? ScreenCatalog)?.recognized(vc)
    }

    /// Makes the view controller for `screen` and remembers which screen it shows. When the
    /// factory returns a navigation controller, its root view controller shows the screen too.
    func make(_ screen: Screen, alert: Bool = false) -> UIViewController {
      let vc: UIViewController =
        alert ? screens.makeAlert(for: screen) : screens.makeViewController(for: screen)
      remember(vc, as: screen)
      if let first = (vc as? UINavigationController)?.viewControllers.first {
        remember(first, as: screen)
      }
      return vc
    }

    func remember(_ vc: UIViewController, as screen: Screen) {
      if made.count > 256 { made = made.filter { $0.value.viewController != nil } }
      made[ObjectIdentifier(vc)] = Made(viewController: vc, screen: screen)
    }

    /// What can be pushed for a view controller the factory made: a navigation controller
    /// gives its root view controller, since UIKit refuses to push a navigation controller
    /// ("Pushing a navigation controller is not supported", NSInvalidArgumentException,
    /// observed).
    func pushable(_ vc: UIViewController) -> UIViewController {
      guard let navigation = vc as? UINavigationController,
        let first = navigation.viewControllers.first
      else { return vc }
      navigation.setViewControllers([], animated: false)
      return first
    }
  }

  extension ControllerTree.Node {
    /// The screen at the bottom of this node's (primary) stack.
    var rootScreen: Screen? {
      switch self {
      case .screen(let screen): return screen
      case .navigation(let stack): return stack.first
      case .split(let primary, _, _): return primary.first
      case .tabs: return nil
      }
    }
  }
#endif
