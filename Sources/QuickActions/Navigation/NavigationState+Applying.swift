/// A step that does not fit the state it is applied to.
public struct NavigationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What cannot be done, in a sentence.
  public var message: String
  /// An error saying `message`.
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}

extension NavigationState {
  /// The state after `step`, as UIKit would leave it.
  public func applying(_ step: NavigationStep) throws(NavigationError) -> NavigationState {
    var next = self
    try next.apply(step)
    return next
  }

  /// Applies `step` in place.
  public mutating func apply(_ step: NavigationStep) throws(NavigationError) {
    switch step {
    case .confirmDiscard(let index):
      guard presentations.indices.contains(index) else {
        throw NavigationError("there is no presentation \(index) to confirm discarding")
      }
    case .dismiss(let count):
      guard count > 0, count <= presentations.count else {
        throw NavigationError("cannot dismiss \(count) of \(presentations.count) presentations")
      }
      presentations.removeLast(count)
    case .selectTab(let id):
      guard case .tabs(let tabs, _) = root, let index = tabs.firstIndex(where: { $0.id == id })
      else {
        throw NavigationError("there is no tab '\(id)'")
      }
      root = .tabs(tabs, selected: index)
    case .popToDepth(let depth, let ref):
      try modifyStack(ref) { (stack) throws(NavigationError) in
        guard depth >= 0, depth <= stack.count else {
          throw NavigationError("cannot pop \(ref) of \(stack.count) screens to depth \(depth)")
        }
        stack.removeLast(stack.count - depth)
      }
    case .push(let screen, let ref):
      try modifyStack(ref) { (stack) throws(NavigationError) in stack.append(screen) }
    case .showDetail(let screen, let tab):
      try modifySplit(tab: tab) { (split) throws(NavigationError) in
        if split.isCollapsed {
          split.primary.append(screen)
        } else {
          split.secondary = [screen]
        }
      }
    case .present(let style, let stack):
      presentations.append(Presentation(style, stack))
    case .performAction:
      break
    }
  }

  mutating func modifyStack(
    _ ref: StackReference, _ body: (inout [Screen]) throws(NavigationError) -> Void
  )
    throws(NavigationError)
  {
    switch ref {
    case .root:
      guard case .stack(var stack) = root else { throw NavigationError("the root is not a stack") }
      root = .stack([])  // the enum lets go of the array, so it is changed in place, not copied
      defer { root = .stack(stack) }
      try body(&stack)
    case .tab(let id):
      guard case .tabs(var tabs, let selected) = root,
        let i = tabs.firstIndex(where: { $0.id == id }),
        case .stack(var stack) = tabs[i].content
      else { throw NavigationError("there is no tab '\(id)' with a stack") }
      root = .stack([])
      tabs[i].content = .stack([])
      defer {
        tabs[i].content = .stack(stack)
        root = .tabs(tabs, selected: selected)
      }
      try body(&stack)
    case .primary(let tab):
      try modifySplit(tab: tab) { (split) throws(NavigationError) in try body(&split.primary) }
    case .secondary(let tab):
      try modifySplit(tab: tab) { (split) throws(NavigationError) in
        guard !split.isCollapsed else {
          throw NavigationError("a collapsed split view has no secondary column")
        }
        try body(&split.secondary)
      }
    case .presentation(let index):
      guard presentations.indices.contains(index) else {
        throw NavigationError("there is no presentation \(index)")
      }
      try body(&presentations[index].stack)
    }
  }

  mutating func modifySplit(tab: String?, _ body: (inout SplitView) throws(NavigationError) -> Void)
    throws(NavigationError)
  {
    if let tab {
      guard case .tabs(var tabs, let selected) = root,
        let i = tabs.firstIndex(where: { $0.id == tab }),
        case .split(var split) = tabs[i].content
      else { throw NavigationError("there is no tab '\(tab)' with a split view") }
      root = .stack([])
      tabs[i].content = .stack([])
      defer {
        tabs[i].content = .split(split)
        root = .tabs(tabs, selected: selected)
      }
      try body(&split)
    } else {
      guard case .split(var split) = root else {
        throw NavigationError("the root is not a split view")
      }
      root = .stack([])
      defer { root = .split(split) }
      try body(&split)
    }
  }
}
