/// What a plan's steps change in the state they start from, noted by the planner as it makes
/// them, and applied in one go.
///
/// Applying each step to a copy of the state copied the arrays it touched (tabs, stacks,
/// presentations) step after step, and those copies cost more than the planning. The planner's
/// law tests check that `applied(to:)` gives what applying the steps one by one gives.
struct PlanChanges: Sendable {
  /// How many presentations the steps dismiss, from the top.
  var dismissed = 0
  /// The presentation the steps present, over what is left.
  var presented: NavigationState.Presentation? = nil
  /// The tab the steps select, by index.
  var selectedTab: Int? = nil
  /// The stacks the steps change, with their final screens: at most two (a split view's
  /// columns), so two fields rather than an array to allocate.
  var stack: (StackReference, [Screen])? = nil
  var secondStack: (StackReference, [Screen])? = nil

  /// Notes that the stack `ref` ends as `screens`.
  mutating func set(_ ref: StackReference, to screens: [Screen]) {
    if stack == nil { stack = (ref, screens) } else { secondStack = (ref, screens) }
  }

  /// `base` with the changes made.
  ///
  /// The planner notes only stacks it found in `base` (a tab's stack, an expanded split view's
  /// secondary column, a presentation that stays), so every reference resolves.
  func applied(to base: NavigationState) -> NavigationState {
    var result = base
    if dismissed > 0 {
      let kept = base.presentations.count - dismissed
      result.presentations = kept <= 0 ? [] : Array(base.presentations[..<kept])
    }
    if let presented { result.presentations.append(presented) }
    if let selectedTab, case .tabs(let tabs, _) = result.root {
      result.root = .tabs(tabs, selected: selectedTab)
    }
    if let (ref, screens) = stack { result.replaceStack(ref, with: screens) }
    if let (ref, screens) = secondStack { result.replaceStack(ref, with: screens) }
    return result
  }
}

extension NavigationState {
  /// Replaces the screens of the stack `ref`, which the planner found in this state.
  mutating func replaceStack(_ ref: StackReference, with screens: [Screen]) {
    do {
      try modifyStack(ref) { (stack) throws(NavigationError) in stack = screens }
    } catch {
      // The planner notes only references it resolved in the state it planned from, so this
      // cannot happen; the law tests would catch the state it leaves.
      assertionFailure("a planned stack change did not resolve: \(error)")
    }
  }
}
