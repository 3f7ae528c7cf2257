import QuickActions

/// Each route's path through the map: its destination's container, the screens it pushes or
/// presents (on the current stack for `onTop`), and the steps that follow it, in order.
extension NavigationGraph {
  /// The first node of a route's path (its destination's container), adding the screens of the
  /// destination and then each step that follows it, in order. Every node of the path is the
  /// route's own (its identifier starts with `prefix`).
  mutating func steps(of route: Route, prefix: String, details: [String: String?])
    -> String
  {
    let (start, end) = destination(
      route.destination, policy: route.policy, prefix: prefix, details: details)
    var last = end
    for followUp in route.followUps {
      let column = (nodeIndex[last].map { nodes[$0].column } ?? 1) + 1
      switch followUp {
      case .present(let style, let path):
        let id = last + "/then:present:" + style.rawValue
        add(
          Node(
            id: id, label: "then presented " + style.rawValue, detail: nil, kind: .modal,
            column: column))
        edge(Edge(from: last, to: id, label: nil, isShortcut: false, route: current))
        last = chain(from: id, path.map(Self.screen))
      case .action(let name):
        let id = last + "/then:action:" + name
        add(
          Node(
            id: id, label: "then action " + name, detail: "gets the entry", kind: .action,
            column: column))
        edge(Edge(from: last, to: id, label: nil, isShortcut: false, route: current))
        last = id
      }
    }
    return start
  }

  /// The first and last nodes of a destination (its container, and the end of its path), adding
  /// the screens of its path.
  mutating func destination(
    _ destination: Destination, policy: ModalPolicy, prefix: String, details: [String: String?]
  ) -> (start: String, end: String) {
    switch destination {
    case .stack(let tab, let path):
      let start = container(tab, prefix: prefix, details: details)
      return (start, chain(from: start, path.map(Self.screen)))
    case .onTop(let tab, let path):
      // Pushed on the stack as the user left it, popping nothing: drawn as such, not as a path
      // from the tab's root.
      let start = container(tab, prefix: prefix, details: details)
      let stack =
        policy == .presentOver && tab == nil
        ? ("onTop", "on the top presentation's stack") : ("onTop", "on the current stack")
      return (start, chain(from: start, [stack] + path.map(Self.screen)))
    case .detail(let tab, let primary, let detail):
      let start = container(tab, prefix: prefix, details: details)
      let top = chain(from: start, primary.map(Self.screen))
      return (start, chain(from: top, [("detail", "detail column")] + detail.map(Self.screen)))
    case .modal(let style, let path):
      let id = prefix + "modal:" + style.rawValue
      add(Node(id: id, label: "presented " + style.rawValue, detail: nil, kind: .modal, column: 1))
      return (id, chain(from: id, path.map(Self.screen)))
    case .action(let name):
      let id = prefix + "action:" + name
      add(Node(id: id, label: "action " + name, detail: nil, kind: .action, column: 1))
      return (id, id)
    }
  }

  mutating func container(_ tab: String?, prefix: String, details: [String: String?])
    -> String
  {
    guard let tab else {
      add(Node(id: prefix + "tab:", label: "the current tab", detail: nil, kind: .tab, column: 1))
      return prefix + "tab:"
    }
    add(
      Node(
        id: prefix + "tab:" + tab, label: "tab " + tab, detail: details[tab] ?? nil, kind: .tab,
        column: 1, tab: tab))
    return prefix + "tab:" + tab
  }

  /// A screen of a route's path: its identifier, and its text with parameters, `spot(spotID)`.
  static func screen(_ template: ScreenTemplate) -> (id: String, label: String) {
    (template.id, template.description)
  }

  /// Screens pushed one after another from `start`, each a node of the route's own path.
  @discardableResult
  mutating func chain(from start: String, _ screens: [(id: String, label: String)])
    -> String
  {
    var current = start
    let column = nodeIndex[start].map { nodes[$0].column } ?? 1
    for (offset, screen) in screens.enumerated() {
      let id = current + "/" + screen.id
      add(
        Node(id: id, label: screen.label, detail: nil, kind: .screen, column: column + offset + 1))
      edge(Edge(from: current, to: id, label: nil, isShortcut: false, route: self.current))
      current = id
    }
    return current
  }
}
