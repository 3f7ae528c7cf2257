/// Size-class changes: rotation, or an iPad app resized in Split View multitasking.
///
/// `UISplitViewController` collapses in a compact width: the secondary column's stack is folded
/// onto the primary navigation stack
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/collapsesecondaryviewcontroller(_:for:)).
/// In a regular width it expands: what was folded, and whatever was pushed past the primary
/// column's own screens while collapsed, is separated into the secondary column again
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/separatesecondaryviewcontroller(for:)).
/// The model does the same, remembering in `SplitFolds` how deep each primary column was.
extension NavigationState {
  /// How many screens of each collapsed split view's primary stack are the primary column's own,
  /// by tab (nil: the root split view).
  public struct SplitFolds: Sendable, Hashable {
    /// The depth of each folded primary column, by tab (nil: the root split view).
    public var primaryDepths: [String?: Int] = [:]
    /// No split view folded yet.
    public init() {}
  }

  /// Every split view collapsed, as in a compact width; `folds` learns what to separate later.
  public func collapsingSplitViews(_ folds: inout SplitFolds) -> NavigationState {
    var next = self
    next.forEachSplit { tab, split in
      guard !split.isCollapsed else { return }
      folds.primaryDepths[tab] = split.primary.count
      split = SplitView(primary: split.primary + split.secondary, secondary: [], isCollapsed: true)
    }
    return next
  }

  /// Every split view expanded, as in a regular width: the screens past each primary column's
  /// own depth (`folds`, or all but the root screen when unknown) become its secondary stack.
  public func expandingSplitViews(_ folds: inout SplitFolds) -> NavigationState {
    var next = self
    next.forEachSplit { tab, split in
      guard split.isCollapsed else { return }
      let own = min(folds.primaryDepths[tab] ?? 1, split.primary.count)
      folds.primaryDepths[tab] = nil
      split = SplitView(
        primary: Array(split.primary[..<own]), secondary: Array(split.primary[own...]),
        isCollapsed: false)
    }
    return next
  }

  private mutating func forEachSplit(_ body: (String?, inout SplitView) -> Void) {
    switch root {
    case .stack: return
    case .split(var split):
      body(nil, &split)
      root = .split(split)
    case .tabs(var tabs, let selected):
      for i in tabs.indices {
        guard case .split(var split) = tabs[i].content else { continue }
        body(tabs[i].id, &split)
        tabs[i].content = .split(split)
      }
      root = .tabs(tabs, selected: selected)
    }
  }
}
