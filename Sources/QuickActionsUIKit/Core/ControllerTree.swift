import QuickActions

/// A window's view-controller hierarchy as the navigation model needs it, in plain Swift:
/// `UIKitNavigator` builds it from UIKit, and `state(gate:)` turns it into a `NavigationState`.
/// Keeping this step free of UIKit lets every hierarchy shape be tested directly.
public struct ControllerTree: Sendable, Hashable {
  /// The window's root view controller, read.
  public var root: Node
  /// The `presentedViewController` chain, bottom to top.
  public var presented: [Presented]

  /// A tree with this root and these presented view controllers (bottom to top).
  public init(root: Node, presented: [Presented] = []) {
    self.root = root
    self.presented = presented
  }

  /// A container, or a content view controller.
  public indirect enum Node: Sendable, Hashable {
    /// A content view controller showing one screen.
    case screen(Screen)
    /// A `UINavigationController` and the screens of its stack, bottom to top.
    case navigation([Screen])
    /// A `UITabBarController`: its tabs in order and `selectedIndex`.
    case tabs([Tab], selected: Int)
    /// A column-style `UISplitViewController`: the stacks of its primary and secondary columns.
    /// Collapsed, UIKit has folded the secondary stack onto the primary one, so `primary` holds
    /// both and `secondary` is not shown.
    case split(primary: [Screen], secondary: [Screen], isCollapsed: Bool)
  }

  /// One tab: its identifier and what it holds.
  public struct Tab: Sendable, Hashable {
    public var id: String
    /// What the tab shows.
    public var node: Node
    /// A tab `id` showing `node`.
    public init(_ id: String, _ node: Node) {
      self.id = id
      self.node = node
    }
  }

  /// One presented view controller.
  public struct Presented: Sendable, Hashable {
    /// `modalPresentationStyle`, or nil for a `UIAlertController`.
    public var kind: ModalKind?
    /// Its navigation stack, or its one screen.
    public var stack: [Screen]
    /// Whether its view controller adopts `UnsavedChangesReporting` and reports unsaved changes.
    public var hasUnsavedChanges: Bool
    /// Whether `isModalInPresentation` is set (the user cannot swipe it away).
    public var isModalInPresentation: Bool

    /// A presented view controller of `kind` (nil: an alert) showing `stack`.
    public init(
      kind: ModalKind?, stack: [Screen], hasUnsavedChanges: Bool = false,
      isModalInPresentation: Bool = false
    ) {
      self.kind = kind
      self.stack = stack
      self.hasUnsavedChanges = hasUnsavedChanges
      self.isModalInPresentation = isModalInPresentation
    }

    /// The navigation model's style for it.
    public var style: NavigationState.Presentation.Style { kind?.style ?? .alert }
  }

  /// A hierarchy the navigation model cannot describe.
  public struct Unsupported: Error, Sendable, Hashable, CustomStringConvertible {
    /// What the navigator cannot read, in a sentence.
    public var message: String
    /// An error saying `message`.
    public init(_ message: String) { self.message = message }
    public var description: String { message }
  }

  /// The navigation state this hierarchy shows, with the app's gate.
  public func state(gate: NavigationState.Gate? = nil) throws(Unsupported) -> NavigationState {
    let root: NavigationState.Root
    switch self.root {
    case .screen(let screen): root = .stack([screen])
    case .navigation(let stack): root = .stack(stack)
    case .split(let primary, let secondary, let collapsed):
      root = .split(Self.split(primary, secondary, collapsed))
    case .tabs(let tabs, let selected):
      guard tabs.isEmpty || tabs.indices.contains(selected) else {
        throw Unsupported("the tab bar selects tab \(selected) of \(tabs.count)")
      }
      var contents: [NavigationState.Tab] = []
      for tab in tabs {
        switch tab.node {
        case .screen(let screen): contents.append(.init(tab.id, .stack([screen])))
        case .navigation(let stack): contents.append(.init(tab.id, .stack(stack)))
        case .split(let primary, let secondary, let collapsed):
          contents.append(.init(tab.id, .split(Self.split(primary, secondary, collapsed))))
        case .tabs:
          throw Unsupported("tab '\(tab.id)' holds another tab bar controller")
        }
      }
      let ids = contents.map(\.id)
      if let twice = ids.first(where: { id in ids.filter { $0 == id }.count > 1 }) {
        throw Unsupported("two tabs have the identifier '\(twice)'")
      }
      root = .tabs(contents, selected: selected)
    }
    let presentations = presented.map {
      NavigationState.Presentation(
        $0.style, $0.stack, hasUnsavedChanges: $0.hasUnsavedChanges,
        isModalInPresentation: $0.isModalInPresentation)
    }
    return NavigationState(root: root, presentations: presentations, gate: gate)
  }

  static func split(_ primary: [Screen], _ secondary: [Screen], _ collapsed: Bool)
    -> NavigationState.SplitView
  {
    // Collapsed, the secondary stack is already part of the primary one.
    NavigationState.SplitView(
      primary: primary, secondary: collapsed ? [] : secondary, isCollapsed: collapsed)
  }
}
