extension PlanBuilder {
  /// Reaches a destination under the presentations (`navigate` does, dismissing nothing), then
  /// presents `presentation` over it.
  ///
  /// When the bottom presentation is already `presentation` (same style and root screen) and the
  /// destination under it is already reached, only what is over it is dismissed and its stack
  /// adjusted: planning again from a plan's result is empty, and an unsaved sheet the route
  /// opens is not thrown away to open it again. Otherwise every presentation goes (as the
  /// policy allows), the destination is reached, and the presentation made.
  mutating func reach(
    keeping presentation: (NavigationState.Presentation.Style, [Screen])?,
    _ navigate: (inout PlanBuilder) throws(Failure) -> Void
  ) throws(Failure) {
    let chain = state.presentations
    if let (style, screens) = presentation, let bottom = chain.first, bottom.style == style,
      !screens.isEmpty, bottom.stack.first == screens.first
    {
      var trial = PlanBuilder(state: state, policy: policy, asksToDiscard: asksToDiscard)
      if (try? navigate(&trial)) != nil, trial.steps.isEmpty {
        try dismiss(top: chain.count - 1)
        try adjust(bottom.stack, screens, in: .presentation(0))
        return
      }
    }
    try dismissAll()
    try navigate(&self)
    if let (style, screens) = presentation {
      add(.present(style, screens))
      changes.presented = NavigationState.Presentation(style, screens)
    }
  }

  /// Brings `tab` forward (or keeps the selected one) and pushes `screens` on its stack as it
  /// is, popping nothing: on a split view's secondary column when it is expanded and shows
  /// something, else on its primary one.
  mutating func pushOnTop(tab: String?, _ screens: [Screen]) throws(Failure) {
    switch state.root {
    case .stack(let stack):
      try Self.noTab(tab, root: "a stack")
      push(screens, onto: stack, in: .root)
    case .split(let split):
      try Self.noTab(tab, root: "a split view")
      push(screens, onto: split, tab: nil)
    case .tabs(let tabs, let selected):
      let index = try bringForward(tab, in: tabs, selected: selected)
      let id = tabs[index].id
      switch tabs[index].content {
      case .stack(let stack): push(screens, onto: stack, in: .tab(id))
      case .split(let split): push(screens, onto: split, tab: id)
      }
    }
  }

  private mutating func push(
    _ screens: [Screen], onto split: NavigationState.SplitView, tab: String?
  ) {
    if !split.isCollapsed, !split.secondary.isEmpty {
      push(screens, onto: split.secondary, in: .secondary(tab: tab))
    } else {
      push(screens, onto: split.primary, in: .primary(tab: tab))
    }
  }

  /// Pushes `screens` on `stack`, unless it already ends with them (handling twice pushes once).
  mutating func push(_ screens: [Screen], onto stack: [Screen], in ref: StackReference) {
    guard !screens.isEmpty else { return }
    if stack.count >= screens.count,
      zip(stack.suffix(screens.count), screens).allSatisfy({ Self.same($0, $1) })
    {
      return
    }
    for screen in screens { add(.push(screen, in: ref)) }
    changes.set(ref, to: stack + screens)
  }
}
