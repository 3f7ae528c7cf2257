/// Where the app is: its root (a stack, a tab bar or a split view), what is presented over it,
/// and whether a gate (onboarding, login, terms) stands in front of everything.
public struct NavigationState: Sendable, Hashable {
  /// The root container.
  public var root: Root
  /// Presented view controllers, bottom to top.
  public var presentations: [Presentation]
  /// The gate in front of the app, when one is up.
  public var gate: Gate?

  /// A state with this root, presentations (bottom to top) and gate.
  public init(root: Root, presentations: [Presentation] = [], gate: Gate? = nil) {
    self.root = root
    self.presentations = presentations
    self.gate = gate
  }

  /// The app's root container.
  public enum Root: Sendable, Hashable {
    /// A `UINavigationController`: its screens, root first.
    case stack([Screen])
    /// Tabs in order and the index of the selected one.
    case tabs([Tab], selected: Int)
    /// A `UISplitViewController`.
    case split(SplitView)
  }

  /// One tab: an identifier and its content.
  public struct Tab: Sendable, Hashable {
    public var id: String
    /// What the tab holds.
    public var content: Content

    /// A tab `id` holding `content`.
    public init(_ id: String, _ content: Content) {
      self.id = id
      self.content = content
    }
  }

  /// What a tab holds.
  public enum Content: Sendable, Hashable {
    /// A navigation stack: its screens, root first.
    case stack([Screen])
    /// A split view.
    case split(SplitView)
  }

  /// A `UISplitViewController`: a primary stack and a secondary (detail) stack. Collapsed (on an
  /// iPhone, or an iPad in a narrow multitasking width) the secondary column is folded onto the
  /// primary stack, so only `primary` is shown and details are pushed onto it.
  public struct SplitView: Sendable, Hashable {
    /// The primary column's stack (with the secondary folded onto it when collapsed).
    public var primary: [Screen]
    /// The secondary (detail) column's stack; empty when collapsed.
    public var secondary: [Screen]
    /// Whether the split view is collapsed (compact width).
    public var isCollapsed: Bool

    /// A split view of these columns.
    public init(primary: [Screen], secondary: [Screen] = [], isCollapsed: Bool = false) {
      self.primary = primary
      self.secondary = secondary
      self.isCollapsed = isCollapsed
    }
  }

  /// A presented view controller with its own navigation stack.
  public struct Presentation: Sendable, Hashable {
    /// How it is presented.
    public enum Style: String, Sendable, Hashable, CaseIterable {
      /// A page or form sheet (`UIModalPresentationStyle.pageSheet`, `.formSheet`, `.automatic`).
      case sheet
      /// Full screen: `.fullScreen`, `.overFullScreen`, `.custom`.
      case fullScreen
      /// A popover (`.popover`), a sheet in a compact width.
      case popover
      /// A `UIAlertController`.
      case alert
    }

    /// How it is presented.
    public var style: Style
    /// Its navigation stack, root first.
    public var stack: [Screen]
    /// The user has typed something that dismissing would throw away.
    public var hasUnsavedChanges: Bool
    /// `isModalInPresentation`: the app asked that it not be dismissed without the user.
    public var isModalInPresentation: Bool

    /// A presentation of `stack` in `style`.
    public init(
      _ style: Style, _ stack: [Screen], hasUnsavedChanges: Bool = false,
      isModalInPresentation: Bool = false
    ) {
      self.style = style
      self.stack = stack
      self.hasUnsavedChanges = hasUnsavedChanges
      self.isModalInPresentation = isModalInPresentation
    }

    /// Whether dismissing it needs the policy's (or the user's) permission.
    public var isProtected: Bool { hasUnsavedChanges || isModalInPresentation }
  }

  /// A screen that must be passed before the app's content: quick actions wait behind it.
  ///
  /// The three the package knows, ``onboarding``, ``login`` and ``terms``, and any of the app's
  /// own, named as it chooses (`"loading"`, `"accountSwitch"`): `NavigationState.Gate("loading")`,
  /// or a string literal where a gate is expected. Every gate holds entries the same way; the name
  /// is what the simulator, the map and the outcomes print. In a manifest, a state or a script a
  /// gate is its name, `gate = loading`; in JSON and `Codable`, the name as a string.
  public struct Gate: RawRepresentable, Sendable, Hashable, Codable, CaseIterable,
    ExpressibleByStringLiteral, CustomStringConvertible
  {
    /// The gate's name.
    public var rawValue: String

    /// The gate of this name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The gate of this name: one of the built-in ones or the app's own.
    public init(_ name: String) { self.init(rawValue: name) }

    /// The gate named by a string literal.
    public init(stringLiteral name: String) { self.init(rawValue: name) }

    /// A first-run onboarding flow.
    public static let onboarding = Gate(rawValue: "onboarding")
    /// A sign-in screen.
    public static let login = Gate(rawValue: "login")
    /// Terms the user must accept.
    public static let terms = Gate(rawValue: "terms")

    /// The gates the package names; an app may name others.
    public static let allCases: [Gate] = [.onboarding, .login, .terms]

    /// The gate's name.
    public var description: String { rawValue }
  }
}

extension NavigationState {
  /// The identifier of the selected tab, when the root is a tab bar.
  public var selectedTab: String? {
    guard case .tabs(let tabs, let selected) = root, tabs.indices.contains(selected) else {
      return nil
    }
    return tabs[selected].id
  }

  /// The stack the user sees on top of everything.
  public var visibleStack: [Screen] {
    if let top = presentations.last { return top.stack }
    switch root {
    case .stack(let s): return s
    case .split(let split):
      return split.isCollapsed ? split.primary : split.primary + split.secondary
    case .tabs(let tabs, let selected):
      guard tabs.indices.contains(selected) else { return [] }
      switch tabs[selected].content {
      case .stack(let s): return s
      case .split(let split):
        return split.isCollapsed ? split.primary : split.primary + split.secondary
      }
    }
  }
}
