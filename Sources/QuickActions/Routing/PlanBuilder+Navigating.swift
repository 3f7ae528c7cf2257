extension PlanBuilder {
  /// Brings the destination's tab forward and its stack (or split view) to `primary` (+ `detail`).
  mutating func navigate(tab: String?, primary: [Screen], detail: [Screen]?) throws(Failure) {
    switch state.root {
    case .stack(let stack):
      try Self.noTab(tab, root: "a stack")
      if detail != nil {
        throw Failure(
          outcome: .unreachable("a detail route needs a split view, but the app's root is a stack"))
      }
      try adjust(stack, rooted(stack, primary, detail), in: .root)
    case .split(let split):
      try Self.noTab(tab, root: "a split view")
      try navigate(split: split, tab: nil, primary: primary, detail: detail)
    case .tabs(let tabs, let selected):
      let index = try bringForward(tab, in: tabs, selected: selected)
      let id = tabs[index].id
      switch tabs[index].content {
      case .stack(let stack):
        if detail != nil {
          throw Failure(
            outcome: .unreachable(
              "a detail route needs a split view, but tab '\(id)' holds a stack"))
        }
        try adjust(stack, rooted(stack, primary, detail), in: .tab(id))
      case .split(let split):
        try navigate(split: split, tab: id, primary: primary, detail: detail)
      }
    }
  }

  /// Brings forward the tab a route names (the selected one when it names none), selecting it
  /// when another is selected; its index. Shared by every destination in a tab bar app.
  mutating func bringForward(_ tab: String?, in tabs: [NavigationState.Tab], selected: Int)
    throws(Failure) -> Int
  {
    // A state built in code can name a tab that is not there.
    guard tabs.indices.contains(selected) else {
      throw Failure(
        outcome: .unreachable(
          "the selected tab is number \(selected), but the app has \(tabs.count) tab\(tabs.count == 1 ? "" : "s")"
        ))
    }
    let index = try Self.index(of: tab, in: tabs, selected: selected)
    if index != selected {
      add(.selectTab(tabs[index].id))
      changes.selectedTab = index
    }
    return index
  }

  /// Fails when a route names a tab in an app whose root (`root`) has none.
  static func noTab(_ tab: String?, root: String) throws(Failure) {
    guard let tab else { return }
    throw Failure(
      outcome: .unreachable("the route names tab '\(tab)', but the app's root is \(root)"))
  }

  /// The index of the tab a route names, or of the selected one when it names none.
  static func index(of tab: String?, in tabs: [NavigationState.Tab], selected: Int) throws(Failure)
    -> Int
  {
    guard let tab else { return selected }
    guard let found = tabs.firstIndex(where: { $0.id == tab }) else {
      let names = tabs.map { "'\($0.id)'" }.joined(separator: ", ")
      throw Failure(outcome: .unreachable("there is no tab '\(tab)' (tabs: \(names))"))
    }
    return found
  }

  mutating func navigate(
    split: NavigationState.SplitView, tab: String?, primary: [Screen], detail: [Screen]?
  )
    throws(Failure)
  {
    guard let detail, !split.isCollapsed else {
      // Collapsed, the secondary column is folded onto the primary stack: details are pushed.
      try adjust(split.primary, rooted(split.primary, primary, detail), in: .primary(tab: tab))
      return
    }
    try adjust(split.primary, rooted(split.primary, primary, nil), in: .primary(tab: tab))
    guard let first = detail.first else { return }
    if split.secondary.first == first {
      try adjust(split.secondary, detail, in: .secondary(tab: tab))
    } else {
      add(.showDetail(first, tab: tab))
      for screen in detail.dropFirst() { add(.push(screen, in: .secondary(tab: tab))) }
      changes.set(.secondary(tab: tab), to: detail)
    }
  }

  /// Presents `screens` in `style`, reusing a presentation of the same style and root screen that
  /// is already up, or presenting over what is there with the `presentOver` policy.
  mutating func present(_ style: NavigationState.Presentation.Style, _ screens: [Screen])
    throws(Failure)
  {
    let chain = state.presentations
    if policy == .presentOver {
      if let top = chain.last, top.style == style, !screens.isEmpty,
        top.stack.first == screens.first
      {
        try adjust(top.stack, screens, in: .presentation(chain.count - 1))
      } else {
        add(.present(style, screens))
        changes.presented = NavigationState.Presentation(style, screens)
      }
      return
    }
    if let index = chain.lastIndex(where: {
      $0.style == style && !screens.isEmpty && $0.stack.first == screens.first
    }) {
      try dismiss(top: chain.count - 1 - index)
      try adjust(chain[index].stack, screens, in: .presentation(index))
    } else {
      try dismissAll()
      add(.present(style, screens))
      changes.presented = NavigationState.Presentation(style, screens)
    }
  }
}
