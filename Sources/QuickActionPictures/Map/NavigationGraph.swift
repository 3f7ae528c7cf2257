import QuickActions

/// The app's navigation as a graph: the doors on the left (the quick actions, and under each
/// route's item its other triggers: URL patterns, user activities, notifications), the
/// containers they reach (tabs with their stacks or split views, the modal styles, actions, the
/// gate) in the middle, and the screens of each route's path to the right. Each route is one path of its own, on its
/// own row: two routes into one tab are two paths (one to `list(listID)`, one to `settings`), never
/// two arrows into one shared box. Items without a route and routes without an item are flagged,
/// so that they stand out in every format; so are universal links a website's
/// `apple-app-site-association` file keeps out, when a ``LinkVerdict`` says so.
public struct NavigationGraph: Sendable, Hashable {
  /// What a node stands for.
  public enum Kind: String, Sendable, Hashable {
    /// A quick action (an item, or a route no item uses).
    case shortcut
    /// Another door into a route: a URL pattern, a user activity or a notification.
    case trigger
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
    /// 0 for quick actions and triggers, 1 for containers, 2 and up for the screens along a path.
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
    /// A universal link the website's association file keeps out of the app.
    public var isBlocked = false
    /// For a door (a quick action with a route, or a trigger), the route it opens.
    public var route: String? = nil
    /// More to say than the box holds (a universal link's verdict in full), for a tooltip.
    public var note: String? = nil
  }

  /// An arrow of the picture.
  public struct Edge: Sendable, Hashable {
    /// The node the arrow leaves.
    public var from: String
    /// The node it points at.
    public var to: String
    /// The route's policy and where the item waits, for an edge from a quick action.
    public var label: String?
    /// Whether it leaves a door, a quick action or another trigger (the first hop of a route).
    public var isShortcut: Bool
    /// The name of the route whose path the arrow is part of (its shortcut type, when it has one).
    public var route: String? = nil
    /// Whether it leaves a universal link the association file keeps out: iOS opens Safari.
    public var isBlocked = false
  }

  /// The boxes: quick actions first, in item order, then what the routes reach.
  public private(set) var nodes: [Node] = []
  /// The arrows.
  public private(set) var edges: [Edge] = []
  /// Where each node is in `nodes`, by identifier.
  private(set) var nodeIndex: [String: Int] = [:]
  private var edgeSet: Set<Edge> = []

  /// The graph of `routes` (and their map) with `items`, the static and declared dynamic quick
  /// actions. `links` holds what the website's association file does with each universal-link
  /// pattern, by the pattern's text; patterns it does not name are drawn without a verdict.
  public init(routes: RouteTable, items: [ShortcutItem], links: [String: LinkVerdict] = [:]) {
    let gate = routes.map?.launchState.gate
    // The doors, top to bottom: each item, then its route's other triggers; then the routes no
    // item leads to, each a dashed quick action (if it handles one) and its triggers.
    var placed = Set<String>()
    for item in items where nodeIndex["qa:" + item.type] == nil {
      let route = routes.route(for: item.type)
      add(
        Node(
          id: "qa:" + item.type, label: item.title, detail: item.type, kind: .shortcut, column: 0,
          isUnrouted: route == nil,
          route: route?.type))
      if let route, placed.insert(route.type).inserted { addDoors(route, links: links) }
    }
    for route in routes.routes where placed.insert(route.type).inserted {
      if route.handlesShortcut {
        add(
          Node(
            id: "qa:" + route.type, label: route.type, detail: "no item uses this route",
            kind: .shortcut, column: 0,
            isOrphan: true, route: route.type))
      }
      addDoors(route, links: links)
    }
    let details: [String: String?] = Dictionary(
      (routes.map?.tabs ?? []).map { ($0.id, Self.detail(of: $0)) }, uniquingKeysWith: { a, _ in a }
    )
    for route in routes.routes {
      let entries =
        (route.handlesShortcut ? ["qa:" + route.type] : [])
        + route.triggers.indices.map { Self.doorID(route, $0) }
      row = entries.first.flatMap { nodeIndex[$0] }.map { nodes[$0].row } ?? nodes.count
      current = route.type
      let first = steps(of: route, prefix: "route:" + route.type + "/", details: details)
      var label = route.policy.rawValue
      if let check = route.check { label += ", check " + check }
      if gate != nil { label += route.runsBehindGate ? ", behind the gate" : ", after the gate" }
      for entry in entries {
        let blocked = nodeIndex[entry].map { nodes[$0].isBlocked } ?? false
        edge(
          Edge(
            from: entry, to: first, label: blocked ? "blocked by the AASA" : label,
            isShortcut: true, route: route.type,
            isBlocked: blocked))
      }
    }
    current = nil
    // What no route reaches: the gate, and the tabs of the map without a route, each on a row
    // of its own.
    row = nodes.count
    if let gate {
      // Its effect is on each route's label ("after the gate"); arrows to it would cross them all.
      add(
        Node(
          id: "gate", label: "gate: \(gate.rawValue)", detail: "up at launch: items wait for it",
          kind: .gate, column: 1))
    }
    let reached = Set(nodes.compactMap { $0.tab })
    for tab in routes.map?.tabs ?? [] where !reached.contains(tab.id) {
      // A row of its own, under the gate's: boxes in one column never share a row.
      row = nodes.count
      add(
        Node(
          id: "tab:" + tab.id, label: "tab " + tab.id, detail: details[tab.id] ?? nil, kind: .tab,
          column: 1, tab: tab.id))
    }
    // Rows packed per column: the n-th distinct row used becomes row n.
    let used = Set(nodes.map(\.row)).sorted()
    let packed = Dictionary(uniqueKeysWithValues: used.enumerated().map { ($1, $0) })
    for index in nodes.indices { nodes[index].row = packed[nodes[index].row] ?? 0 }
  }

  /// The identifier of the node of a route's `index`-th trigger.
  private static func doorID(_ route: Route, _ index: Int) -> String {
    "door:" + route.type + "/" + String(index)
  }

  /// A node for each of the route's triggers, under its quick action.
  private mutating func addDoors(_ route: Route, links: [String: LinkVerdict]) {
    for (index, trigger) in route.triggers.enumerated() {
      var node = Node(
        id: Self.doorID(route, index), label: "", detail: nil, kind: .trigger, column: 0,
        route: route.type)
      switch trigger {
      case .url(let pattern) where ["http", "https"].contains(pattern.scheme):
        node.label = "universal link"
        node.detail = pattern.text
        if let verdict = links[pattern.text] {
          node.label += verdict.opensApp ? ": the AASA " + verdict.summary : ": " + verdict.summary
          if let tried = verdict.tried { node.detail = pattern.text + " (tried " + tried + ")" }
          node.isBlocked = !verdict.opensApp
          node.note = verdict.reason
        }
      case .url(let pattern):
        node.label = "URL, custom scheme"
        node.detail = pattern.text
      case .activity(let activity):
        if let identifier = activity.identifier {
          node.label = "Spotlight result"
          node.detail = identifier.text
        } else {
          node.label = "user activity (Handoff)"
          node.detail = activity.activityType
        }
      case .notification(let notification):
        switch notification.action {
        case NotificationResponse.defaultActionIdentifier: node.label = "notification, tapped"
        case NotificationResponse.dismissActionIdentifier: node.label = "notification, dismissed"
        default: node.label = "notification, action " + notification.action
        }
        switch notification.source {
        case .category(let category): node.detail = "category " + category
        case .content(let content): node.detail = "content " + content
        }
      case .intent(let intent):
        node.label = "App Intent"
        node.detail = intent.typeName
      }
      add(node)
    }
  }

  /// The row new nodes are placed on, and the number of door nodes so far.
  private var row = 0
  private var shortcutCount = 0
  /// The route whose path is being added.
  var current: String? = nil

  /// How a tab of the map is drawn under its name: `stack, root spots`.
  private static func detail(of tab: NavigationMap.TabSpec) -> String? {
    (tab.isSplit ? "split view" : "stack") + (tab.root.map { ", root \($0)" } ?? "")
  }

  mutating func add(_ node: Node) {
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

  mutating func edge(_ edge: Edge) {
    if edgeSet.insert(edge).inserted { edges.append(edge) }
  }

  /// How many items no route handles.
  public var unroutedCount: Int { nodes.filter(\.isUnrouted).count }
  /// How many routes no item uses.
  public var orphanCount: Int { nodes.filter(\.isOrphan).count }
  /// How many triggers other than quick actions are drawn.
  public var triggerCount: Int { nodes.filter { $0.kind == .trigger }.count }
  /// How many universal links the association file keeps out.
  public var blockedCount: Int { nodes.filter(\.isBlocked).count }
}
