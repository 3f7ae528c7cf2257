/// Which navigation stack a step acts on.
public enum StackReference: Sendable, Hashable, CustomStringConvertible {
  /// The root stack of an app without tabs.
  case root
  /// The stack of a tab.
  case tab(String)
  /// The primary column of a split view: a tab's, or the root one when `tab` is nil.
  case primary(tab: String?)
  /// The secondary (detail) column of an expanded split view.
  case secondary(tab: String?)
  /// The stack of the presentation at this index (0 is the bottom one).
  case presentation(Int)

  public var description: String {
    switch self {
    case .root: return "root stack"
    case .tab(let id): return "tab '\(id)'"
    case .primary(let tab): return tab.map { "primary column of tab '\($0)'" } ?? "primary column"
    case .secondary(let tab):
      return tab.map { "secondary column of tab '\($0)'" } ?? "secondary column"
    case .presentation(let i): return "presentation \(i)"
    }
  }
}

/// One thing the app's navigator does. A plan is a list of these, in order.
public enum NavigationStep: Sendable, Hashable, CustomStringConvertible {
  /// Ask the user whether to discard the unsaved changes of the presentation at this index.
  case confirmDiscard(presentation: Int)
  /// Dismiss the top `count` presentations (one `dismiss(animated:)` on the one below them).
  case dismiss(count: Int)
  /// Select the tab with this identifier.
  case selectTab(String)
  /// Pop the stack until `depth` screens remain (`popToViewController`).
  case popToDepth(Int, in: StackReference)
  /// Push a screen onto a stack.
  case push(Screen, in: StackReference)
  /// `showDetailViewController`: the screen replaces the secondary column of an expanded split
  /// view (a tab's, or the root one when `tab` is nil).
  case showDetail(Screen, tab: String?)
  /// Present a new view controller with its own stack over what is shown.
  case present(NavigationState.Presentation.Style, [Screen])
  /// Do something that is not navigation.
  case performAction(String)

  public var description: String {
    switch self {
    case .confirmDiscard(let i):
      return "confirm discarding the unsaved changes of presentation \(i)"
    case .dismiss(let n): return "dismiss \(n) presentation\(n == 1 ? "" : "s")"
    case .selectTab(let id): return "select tab '\(id)'"
    case .popToDepth(let d, let ref): return "pop \(ref) to depth \(d)"
    case .push(let screen, let ref): return "push \(screen) on \(ref)"
    case .showDetail(let screen, let tab):
      return "show detail \(screen)" + (tab.map { " in tab '\($0)'" } ?? "")
    case .present(let style, let stack):
      return "present \(style) " + stack.map(\.description).joined(separator: " > ")
    case .performAction(let name): return "perform action '\(name)'"
    }
  }
}
