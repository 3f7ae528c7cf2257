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
  /// It reads a `UITabBarController` (tabs in order, the selected one), `UINavigationController`
  /// stacks, column-style `UISplitViewController`s (collapsed or expanded), and the
  /// `presentedViewController` chain with each presentation's style, unsaved work
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
    /// item is reported as blocked. By default the work is kept.
    public var confirmDiscard: @MainActor (UIViewController) async -> Bool = { _ in false }
    /// Runs a route's `action` destination (start a timer, toggle a setting).
    public var performAction: @MainActor (String) async throws -> Void = { _ in }
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

    public func currentState() async -> NavigationState {
      (try? readState()) ?? NavigationState(root: .stack([]))
    }

    /// The state the window shows, or why it cannot be described.
    public func readState() throws(ControllerTree.Unsupported) -> NavigationState {
      try tree().state(gate: gate())
    }

    /// The window's hierarchy in plain terms.
    public func tree() throws(ControllerTree.Unsupported) -> ControllerTree {
      guard let root = window?.rootViewController else { throw ControllerTree.Unsupported("the window has no root view controller") }
      return ControllerTree(root: try node(root), presented: presentedChain(over: root).map(presented))
    }

    func node(_ vc: UIViewController) throws(ControllerTree.Unsupported) -> ControllerTree.Node {
      switch vc {
      case let tabBar as UITabBarController:
        var tabs: [ControllerTree.Tab] = []
        for (index, child) in (tabBar.viewControllers ?? []).enumerated() {
          let content = try node(child)
          let id = screens.tabIdentifier(of: child, at: index, rootScreen: content.rootScreen)
          tabs.append(ControllerTree.Tab(id, content))
        }
        return .tabs(tabs, selected: tabBar.selectedIndex)
      case let split as UISplitViewController:
        return .split(primary: stack(of: navigation(split, .primary)), secondary: stack(of: navigation(split, .secondary)),
                      isCollapsed: split.isCollapsed)
      case let navigation as UINavigationController:
        return .navigation(navigation.viewControllers.map(screen))
      default:
        return .screen(screen(of: vc))
      }
    }

    func presented(_ vc: UIViewController) -> ControllerTree.Presented {
      let contents = (vc as? UINavigationController)?.viewControllers ?? [vc]
      let all = [vc] + contents.filter { $0 !== vc }
      return ControllerTree.Presented(
        kind: vc is UIAlertController ? nil : ModalKind(rawValue: vc.modalPresentationStyle.rawValue) ?? .automatic,
        stack: contents.map(screen),
        hasUnsavedChanges: all.contains { ($0 as? any UnsavedChangesReporting)?.hasUnsavedChanges == true },
        isModalInPresentation: all.contains { $0.isModalInPresentation })
    }

    /// The `presentedViewController` chain over `root`, bottom to top.
    func presentedChain(over root: UIViewController) -> [UIViewController] {
      var chain: [UIViewController] = []
      var next = root.presentedViewController
      while let current = next {
        chain.append(current)
        next = current.presentedViewController
      }
      return chain
    }

    /// The navigation controller of a split view's column (UIKit wraps a column's view
    /// controller in one when it is not one).
    func navigation(_ split: UISplitViewController, _ column: UISplitViewController.Column) -> UINavigationController? {
      guard let vc = split.viewController(for: column) else { return nil }
      return vc as? UINavigationController ?? vc.navigationController
    }

    func stack(of navigation: UINavigationController?) -> [Screen] {
      navigation?.viewControllers.map(screen) ?? []
    }

    /// The screen a view controller shows: as the factory says, as remembered, or its class.
    public func screen(of vc: UIViewController) -> Screen {
      if let screen = screens.screen(of: vc) { return screen }
      if let record = made[ObjectIdentifier(vc)], record.viewController === vc { return record.screen }
      return Screen("<\(type(of: vc))>")
    }

    /// Makes the view controller for `screen` and remembers which screen it shows.
    func make(_ screen: Screen, alert: Bool = false) -> UIViewController {
      let vc: UIViewController = alert ? screens.makeAlert(for: screen) : screens.makeViewController(for: screen)
      if made.count > 256 { made = made.filter { $0.value.viewController != nil } }
      made[ObjectIdentifier(vc)] = Made(viewController: vc, screen: screen)
      return vc
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
