/// Where the app is: its root (a stack, a tab bar or a split view), what is presented over it,
/// and whether a gate (onboarding, login, terms) stands in front of everything.
public struct NavigationState: Sendable, Hashable, Codable {
  public var root: Root
  /// Presented view controllers, bottom to top.
  public var presentations: [Presentation]
  public var gate: Gate?

  public init(root: Root, presentations: [Presentation] = [], gate: Gate? = nil) {
    self.root = root
    self.presentations = presentations
    self.gate = gate
  }

  /// The app's root container.
  public enum Root: Sendable, Hashable, Codable {
    case stack([Screen])
    /// Tabs in order and the index of the selected one.
    case tabs([Tab], selected: Int)
    case split(SplitView)
  }

  /// One tab: an identifier and its content.
  public struct Tab: Sendable, Hashable, Codable {
    public var id: String
    public var content: Content

    public init(_ id: String, _ content: Content) {
      self.id = id
      self.content = content
    }
  }

  /// What a tab holds.
  public enum Content: Sendable, Hashable, Codable {
    case stack([Screen])
    case split(SplitView)
  }

  /// A `UISplitViewController`: a primary stack and a secondary (detail) stack. Collapsed (on an
  /// iPhone, or an iPad in a narrow multitasking width) the secondary column is folded onto the
  /// primary stack, so only `primary` is shown and details are pushed onto it.
  public struct SplitView: Sendable, Hashable, Codable {
    public var primary: [Screen]
    public var secondary: [Screen]
    public var isCollapsed: Bool

    public init(primary: [Screen], secondary: [Screen] = [], isCollapsed: Bool = false) {
      self.primary = primary
      self.secondary = secondary
      self.isCollapsed = isCollapsed
    }
  }

  /// A presented view controller with its own navigation stack.
  public struct Presentation: Sendable, Hashable, Codable {
    public enum Style: String, Sendable, Hashable, Codable, CaseIterable {
      case sheet, fullScreen, popover, alert
    }

    public var style: Style
    public var stack: [Screen]
    /// The user has typed something that dismissing would throw away.
    public var hasUnsavedChanges: Bool
    /// `isModalInPresentation`: the app asked that it not be dismissed without the user.
    public var isModalInPresentation: Bool

    public init(_ style: Style, _ stack: [Screen], hasUnsavedChanges: Bool = false,
                isModalInPresentation: Bool = false) {
      self.style = style
      self.stack = stack
      self.hasUnsavedChanges = hasUnsavedChanges
      self.isModalInPresentation = isModalInPresentation
    }

    /// Whether dismissing it needs the policy's (or the user's) permission.
    public var isProtected: Bool { hasUnsavedChanges || isModalInPresentation }
  }

  /// A screen that must be passed before the app's content: quick actions wait behind it.
  public enum Gate: String, Sendable, Hashable, Codable, CaseIterable {
    case onboarding, login, terms
  }
}

extension NavigationState {
  /// The identifier of the selected tab, when the root is a tab bar.
  public var selectedTab: String? {
    guard case .tabs(let tabs, let selected) = root, tabs.indices.contains(selected) else { return nil }
    return tabs[selected].id
  }

  /// The stack the user sees on top of everything.
  public var visibleStack: [Screen] {
    if let top = presentations.last { return top.stack }
    switch root {
    case .stack(let s): return s
    case .split(let split): return split.isCollapsed ? split.primary : split.primary + split.secondary
    case .tabs(let tabs, let selected):
      guard tabs.indices.contains(selected) else { return [] }
      switch tabs[selected].content {
      case .stack(let s): return s
      case .split(let split): return split.isCollapsed ? split.primary : split.primary + split.secondary
      }
    }
  }
}
