import QuickActions

/// The app's navigation as a graph: the quick actions on the left, the containers they reach
/// (tabs with their stacks or split views, the modal styles, actions, the gate) in the middle,
/// and the screens of each route's path to the right. Each route is one path of its own, on its
/// own row: two routes into one tab are two paths (one to `list(listID)`, one to `settings`), never
/// two arrows into one shared box. Items without a route and routes without an item are flagged,
/// so that they stand out in every format.
public struct NavigationGraph: Sendable, Hashable {
  /// What a node stands for.
  public enum Kind: String, Sendable, Hashable {
    /// A quick action (an item, or a route no item uses).
    case shortcut
    /// A tab, or "the current tab" for a route without one.
    case tab
    /// A modal style things are presented in.
    case modal
    /// A route's `action` destination.
    case action
    /// The gate up at launch.
    case gate
    /// A screen of a route's path.
    case screen
  }

  /// A box of the picture.
  public struct Node: Sendable, Hashable {
    public var id: String
    /// The first line of the box.
    public var label: String
    /// A second line: the type of a quick action, the kind of a tab.
    public var detail: String?
    /// What the node stands for.
    public var kind: Kind
    /// 0 for quick actions, 1 for containers, 2 and up for the screens along a path.
    public var column: Int
    /// The row of the route that first reached the node, so that each route reads as one line
    /// from left to right; nodes no route reaches come after.
    public var row: Int = 0
    /// A quick action no route handles (it does nothing when chosen).
    public var isUnrouted = false
    /// A route that no static or declared dynamic item uses.
    public var isOrphan = false
    /// The tab of the map a tab node stands for.
    public var tab: String? = nil
  }

  /// An arrow of the picture.
  public struct Edge: Sendable, Hashable {
    /// The node the arrow leaves.
    public var from: String
    /// The node it points at.
    public var to: String
    /// The route's policy and where the item waits, for an edge from a quick action.
    public var label: String?
    /// Whether it leaves a quick action (the first hop of a route).
    public var isShortcut: Bool
    /// The shortcut type of the route whose path the arrow is part of.
    public var route: String? = nil
  }

  /// The boxes: quick actions first, in item order, then what the routes reach.
  public private(set) var nodes: [Node] = []
  /// The arrows.
  public private(set) var edges: [Edge] = []
  /// Where each node is in `nodes`, by identifier.
  private var nodeIndex: [String: Int] = [:]
  private var edgeSet: Set<Edge> = []

  /// The graph of `routes` (and their map) with `items`, the static and declared dynamic quick actions.
  public init(routes: RouteTable, items: [ShortcutItem]) {
    let gate = routes.map?.launchState.gate
    for item in items where nodeIndex["qa:" + item.type] == nil {
      let routed = routes.route(for: item.type) != nil
      add(Node(id: "qa:" + item.type, label: item.title, detail: item.type, kind: .shortcut, column: 0, isUnrouted: !routed))
    }
    let itemTypes = Set(items.map(\.type))
    for route in routes.routes where !itemTypes.contains(route.type) {
      add(Node(id: "qa:" + route.type, label: route.type, detail: "no item uses this route", kind: .shortcut, column: 0,
               isOrphan: true))
    }
    let details: [String: String?] = Dictionary((routes.map?.tabs ?? []).map { ($0.id, Self.detail(of: $0)) }, uniquingKeysWith: { a, _ in a })
    for route in routes.routes {
      row = nodeIndex["qa:" + route.type].map { nodes[$0].row } ?? 0
      current = route.type
      let first = destination(route.destination, prefix: "route:" + route.type + "/", details: details)
      var label = route.policy.rawValue
      if gate != nil { label += route.runsBehindGate ? ", behind the gate" : ", after the gate" }
      edge(Edge(from: "qa:" + route.type, to: first, label: label, isShortcut: true, route: route.type))
    }
    current = nil
    // What no route reaches: the gate, and the tabs of the map without a route.
    row = nodes.count
    if let gate {
      // Its effect is on each route's label ("after the gate"); arrows to it would cross them all.
      add(Node(id: "gate", label: "gate: \(gate.rawValue)", detail: "up at launch: items wait for it", kind: .gate, column: 1))
    }
    let reached = Set(nodes.compactMap { $0.tab })
    for tab in routes.map?.tabs ?? [] where !reached.contains(tab.id) {
      add(Node(id: "tab:" + tab.id, label: "tab " + tab.id, detail: details[tab.id] ?? nil, kind: .tab, column: 1, tab: tab.id))
    }
    // Rows packed per column: the n-th distinct row used becomes row n.
    let used = Set(nodes.map(\.row)).sorted()
    let packed = Dictionary(uniqueKeysWithValues: used.enumerated().map { ($1, $0) })
    for index in nodes.indices { nodes[index].row = packed[nodes[index].row] ?? 0 }
  }

  /// The row new nodes are placed on, and the number of quick-action nodes so far.
  private var row = 0
  private var shortcutCount = 0
  /// The route whose path is being added.
  private var current: String? = nil

  /// How a tab of the map is drawn under its name: `stack, root spots`.
  private static func detail(of tab: NavigationMap.TabSpec) -> String? {
    (tab.isSplit ? "split view" : "stack") + (tab.root.map { ", root \($0)" } ?? "")
  }

  /// The first node of a destination (its container), adding the screens of its path. Every
  /// node of the path is the route's own (its identifier starts with `prefix`).
  private mutating func destination(_ destination: Destination, prefix: String, details: [String: String?]) -> String {
    switch destination {
    case .stack(let tab, let path):
      let start = container(tab, prefix: prefix, details: details)
      chain(from: start, path.map(Self.screen))
      return start
    case .detail(let tab, let primary, let detail):
      let start = container(tab, prefix: prefix, details: details)
      let top = chain(from: start, primary.map(Self.screen))
      chain(from: top, [("detail", "detail column")] + detail.map(Self.screen))
      return start
    case .modal(let style, let path):
      let id = prefix + "modal:" + style.rawValue
      add(Node(id: id, label: "presented " + style.rawValue, detail: nil, kind: .modal, column: 1))
      chain(from: id, path.map(Self.screen))
      return id
    case .action(let name):
      let id = prefix + "action:" + name
      add(Node(id: id, label: "action " + name, detail: nil, kind: .action, column: 1))
      return id
    }
  }

  private mutating func container(_ tab: String?, prefix: String, details: [String: String?]) -> String {
    guard let tab else {
      add(Node(id: prefix + "tab:", label: "the current tab", detail: nil, kind: .tab, column: 1))
      return prefix + "tab:"
    }
    add(Node(id: prefix + "tab:" + tab, label: "tab " + tab, detail: details[tab] ?? nil, kind: .tab, column: 1, tab: tab))
    return prefix + "tab:" + tab
  }

  /// A screen of a route's path: its identifier, and its text with parameters, `spot(spotID)`.
  private static func screen(_ template: ScreenTemplate) -> (id: String, label: String) {
    (template.id, template.description)
  }

  /// Screens pushed one after another from `start`, each a node of the route's own path.
  @discardableResult
  private mutating func chain(from start: String, _ screens: [(id: String, label: String)])
    -> String
  {
    var current = start
    let column = nodeIndex[start].map { nodes[$0].column } ?? 1
    for (offset, screen) in screens.enumerated() {
      let id = current + "/" + screen.id
      add(Node(id: id, label: screen.label, detail: nil, kind: .screen, column: column + offset + 1))
      edge(Edge(from: current, to: id, label: nil, isShortcut: false, route: self.current))
      current = id
    }
    return current
  }

  private mutating func add(_ node: Node) {
    guard nodeIndex[node.id] == nil else { return }
    nodeIndex[node.id] = nodes.count
    var node = node
    if node.column == 0 {
      node.row = shortcutCount
      shortcutCount += 1
    } else {
      node.row = row
    }
    nodes.append(node)
  }

  private mutating func edge(_ edge: Edge) {
    if edgeSet.insert(edge).inserted { edges.append(edge) }
  }

  /// How many items no route handles.
  public var unroutedCount: Int { nodes.filter(\.isUnrouted).count }
  /// How many routes no item uses.
  public var orphanCount: Int { nodes.filter(\.isOrphan).count }
}
