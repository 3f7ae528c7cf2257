import QuickActions

/// A readable outline of a navigation state, for terminals and logs (the simulator's reports and
/// the test kit's failures; no app links it):
///
/// ```
/// tabs: questions | [spots] | profile
///   spots: spots > participated
/// presented: sheet compose (unsaved)
/// ```
extension NavigationState {
  /// The outline, a line per tab and presentation; the selected tab in brackets.
  public var outline: [String] {
    var lines: [String] = []
    if let gate { lines.append("gate: \(gate.rawValue) (quick actions wait)") }
    switch root {
    case .stack(let s):
      lines.append("stack: " + Self.path(s))
    case .split(let split):
      lines.append(Self.describe(split))
    case .tabs(let tabs, let selected):
      lines.append(
        "tabs: "
          + tabs.enumerated().map { $0 == selected ? "[\($1.id)]" : $1.id }.joined(separator: " | ")
      )
      for tab in tabs {
        switch tab.content {
        case .stack(let s): lines.append("  \(tab.id): " + Self.path(s))
        case .split(let split): lines.append("  \(tab.id): " + Self.describe(split))
        }
      }
    }
    for (i, p) in presentations.enumerated() {
      var flags: [String] = []
      if p.hasUnsavedChanges { flags.append("unsaved") }
      if p.isModalInPresentation { flags.append("modal in presentation") }
      let suffix = flags.isEmpty ? "" : " (\(flags.joined(separator: ", ")))"
      lines.append("presented \(i): \(p.style.rawValue) " + Self.path(p.stack) + suffix)
    }
    return lines
  }

  static func path(_ screens: [Screen]) -> String {
    screens.isEmpty ? "(empty)" : screens.map(\.description).joined(separator: " > ")
  }

  static func describe(_ split: SplitView) -> String {
    split.isCollapsed
      ? "split view (collapsed): " + path(split.primary)
      : "split view: " + path(split.primary) + " | secondary: " + path(split.secondary)
  }
}
