import QuickActionTooling
import QuickActions

/// The navigation graph drawn as SVG: one column per layer (doors, containers, then the screens
/// of each path), nodes as labelled boxes, and curves between them; each route is one path on
/// its own row, its quick action and each other trigger (URL pattern, activity, notification)
/// a box of its own, on the rows below, with an arrow into the path. Door arrows are blue and
/// labelled with the route's policy; items without a route are red, routes without an item are
/// dashed orange, and universal links the website's association file keeps out are dashed red
/// with the reason in their box and tooltip, with a legend. The doors' column is as wide as its
/// widest text, so a type, a pattern or a verdict is never cut.
public enum MapSVG {
  static let nodeWidth = 190.0
  /// The widest a column grows for its titles; a door's text (a type, a pattern, a verdict)
  /// grows it as far as it needs, so that it is never cut.
  static let widestLabel = 320.0
  static let nodeHeight = 44.0
  static let columnGap = 140.0
  static let rowGap = 18.0
  static let margin = 30.0
  static let top = 70.0

  /// The graph as a standalone SVG headed `title`.
  public static func render(_ graph: NavigationGraph, title: String) -> String {
    // Positions: a column per layer, as wide as its widest text; a row per route (`Node.row`).
    let columns = (graph.nodes.map(\.column).max() ?? 0) + 1
    var widths = Array(repeating: nodeWidth, count: columns)
    for node in graph.nodes {
      let whole = node.kind == .trigger || node.isOrphan
      let label = min(TextMetrics.width(node.label, size: 12), whole ? .infinity : widestLabel)
      let detail =
        node.detail.map {
          min(
            TextMetrics.width($0, size: 10),
            node.kind == .shortcut || whole ? .infinity : widestLabel)
        } ?? 0
      widths[node.column] = max(widths[node.column], max(label, detail) + 16)
    }
    var lefts: [Double] = []
    var x = margin
    for width in widths {
      lefts.append(x)
      x += width + columnGap
    }
    var positions: [String: (x: Double, y: Double, width: Double)] = [:]
    for node in graph.nodes {
      positions[node.id] = (
        lefts[node.column], top + Double(node.row) * (nodeHeight + rowGap), widths[node.column]
      )
    }
    let rowCount = (graph.nodes.map(\.row).max() ?? 0) + 1
    // As wide as the legend too, so that the legend is never cut.
    let key = legend(graph)
    let width = max(x - columnGap + margin, TextMetrics.width(key, size: 11) + margin * 2)
    let height = max(top + Double(rowCount) * (nodeHeight + rowGap) + 30, 220)
    var out =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"qa-map\" width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"\(MenuPicture.fontFamily)\">"
    out +=
      "<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0 0 L10 5 L0 10 Z\" fill=\"context-stroke\"/></marker></defs>"
    out += "<rect width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#FFFFFF\"/>"
    let heading = TextMetrics.truncated(
      "Navigation map: \(title)", width: width - margin * 2, size: 18)
    out +=
      "<text class=\"qa-text\" x=\"\(n(margin))\" y=\"32\" font-size=\"18\" fill=\"#1D1D1F\" data-max-width=\"\(n(width - margin * 2))\">\(Markup.escape(heading))</text>"
    out +=
      "<text class=\"qa-text qa-legend\" x=\"\(n(margin))\" y=\"52\" font-size=\"11\" fill=\"#6E6E73\" data-max-width=\"\(n(width - margin * 2))\">\(Markup.escape(key))</text>"
    // Edges under the nodes.
    for edge in graph.edges {
      guard let from = positions[edge.from], let to = positions[edge.to] else { continue }
      let x1 = from.x + from.width
      let y1 = from.y + nodeHeight / 2
      let x2 = to.x
      let y2 = to.y + nodeHeight / 2
      let bend = max((x2 - x1) / 2, 40)
      let toGate = edge.isShortcut && edge.label == nil
      let colour = edge.isBlocked ? "#D70015" : toGate ? "#B25000" : "#0A64D6"
      let dash = toGate || edge.isBlocked ? " stroke-dasharray=\"5 4\"" : ""
      let route = edge.route.map { " data-route=\"\(Markup.escape($0))\"" } ?? ""
      let entry = edge.isShortcut ? " data-entry=\"true\"" : ""
      out +=
        "<path class=\"qa-edge\"\(entry) data-from=\"\(Markup.escape(edge.from))\" data-to=\"\(Markup.escape(edge.to))\"\(route) d=\"M\(n(x1)) \(n(y1)) C\(n(x1 + bend)) \(n(y1)) \(n(x2 - bend)) \(n(y2)) \(n(x2)) \(n(y2))\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"\(edge.isShortcut ? "1.6" : "1.2")\"\(dash) marker-end=\"url(#arrow)\"/>"
    }
    // Labels of the quick-action arrows, near their start, over a white backing.
    for edge in graph.edges {
      guard let label = edge.label, let from = positions[edge.from] else { continue }
      let maxWidth = columnGap - 8
      let text = TextMetrics.truncated(label, width: maxWidth, size: 9)
      let x = from.x + from.width + 6
      let y = from.y + nodeHeight / 2 - 5
      out +=
        "<rect x=\"\(n(x - 2))\" y=\"\(n(y - 9))\" width=\"\(n(TextMetrics.width(text, size: 9) + 4))\" height=\"12\" fill=\"#FFFFFF\" fill-opacity=\"0.85\"/>"
      out +=
        "<text class=\"qa-text qa-edge-label\" x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"9\" fill=\"\(edge.isBlocked ? "#D70015" : "#0A64D6")\" data-max-width=\"\(n(maxWidth))\">\(Markup.escape(text))</text>"
    }
    // An item without a route has no arrow: where its arrow would start, a red word says so.
    for node in graph.nodes where node.isUnrouted {
      guard let p = positions[node.id] else { continue }
      let text = TextMetrics.truncated("no route: does nothing", width: columnGap - 8, size: 9)
      out +=
        "<text class=\"qa-text qa-unrouted-label\" x=\"\(n(p.x + p.width + 6))\" y=\"\(n(p.y + nodeHeight / 2 + 3))\" font-size=\"9\" fill=\"#D70015\" data-max-width=\"\(n(columnGap - 8))\">\(Markup.escape(text))</text>"
    }
    for node in graph.nodes {
      guard let p = positions[node.id] else { continue }
      out += box(node, x: p.x, y: p.y, width: p.width)
    }
    return out + "</svg>\n"
  }

  private static func box(_ node: NavigationGraph.Node, x: Double, y: Double, width: Double)
    -> String
  {
    let (fill, stroke, dash): (String, String, String)
    switch node.kind {
    case .shortcut: (fill, stroke, dash) = ("#E8F0FE", "#0A64D6", "")
    case .trigger: (fill, stroke, dash) = ("#E6F6F7", "#0E7C86", "")
    case .tab: (fill, stroke, dash) = ("#F2F2F7", "#3C3C43", "")
    case .modal: (fill, stroke, dash) = ("#F3E8FD", "#8944AB", "")
    case .action: (fill, stroke, dash) = ("#E9F7EC", "#248A3D", "")
    case .gate: (fill, stroke, dash) = ("#FFF4E5", "#B25000", "")
    case .screen: (fill, stroke, dash) = ("#FFFFFF", "#8E8E93", "")
    }
    var f = fill
    var s = stroke
    var d = dash
    var strokeWidth = "1.2"
    if node.isUnrouted { (f, s, strokeWidth) = ("#FDE7E9", "#D70015", "2.5") }
    if node.isOrphan { (s, d, strokeWidth) = ("#B25000", " stroke-dasharray=\"6 3\"", "2") }
    if node.isBlocked {
      (f, s, d, strokeWidth) = ("#FDE7E9", "#D70015", " stroke-dasharray=\"6 3\"", "2")
    }
    var flags =
      (node.isUnrouted ? " data-unrouted=\"true\"" : "")
      + (node.isOrphan ? " data-orphan=\"true\"" : "")
      + (node.isBlocked ? " data-blocked=\"true\"" : "")
      + (node.kind == .shortcut
        ? " data-type=\"\(Markup.escape(node.isOrphan ? node.label : node.detail ?? ""))\"" : "")
    if let route = node.route { flags += " data-route=\"\(Markup.escape(route))\"" }
    if node.kind == .trigger {
      flags +=
        " data-label=\"\(Markup.escape(node.label))\" data-detail=\"\(Markup.escape(node.detail ?? ""))\""
    }
    var out =
      "<g class=\"qa-node\" data-id=\"\(Markup.escape(node.id))\" data-kind=\"\(node.kind.rawValue)\"\(flags)>"
    out +=
      "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"\(n(nodeHeight))\" rx=\"\(node.kind == .shortcut || node.kind == .trigger ? 12 : 4)\" fill=\"\(f)\" stroke=\"\(s)\" stroke-width=\"\(strokeWidth)\"\(d)/>"
    let textWidth = width - 16
    let label = TextMetrics.truncated(node.label, width: textWidth, size: 12)
    let hasDetail = node.detail != nil
    out +=
      "<text class=\"qa-text qa-label\" x=\"\(n(x + 8))\" y=\"\(n(y + (hasDetail ? 18 : 27)))\" font-size=\"12\" fill=\"#1D1D1F\" data-max-width=\"\(n(textWidth))\">\(Markup.escape(label))</text>"
    if let detail = node.detail {
      let text = TextMetrics.truncated(detail, width: textWidth, size: 10)
      out +=
        "<text class=\"qa-text qa-detail\" x=\"\(n(x + 8))\" y=\"\(n(y + 34))\" font-size=\"10\" fill=\"\(node.isUnrouted || node.isBlocked ? "#D70015" : "#6E6E73")\" data-max-width=\"\(n(textWidth))\">\(Markup.escape(text))</text>"
    }
    out +=
      "<title>\(Markup.escape(([node.label] + [node.detail, node.note].compactMap { $0 }).joined(separator: "\n")))</title>"
    return out + "</g>"
  }

  /// The legend's one line: what the colours mean, and how many of each there are.
  private static func legend(_ graph: NavigationGraph) -> String {
    var parts = ["blue: each door's route, labelled with its modal policy"]
    if graph.triggerCount > 0 {
      parts.append(
        "\(graph.triggerCount) URL, activity and notification trigger\(graph.triggerCount == 1 ? "" : "s") (teal)"
      )
    }
    parts.append(
      "\(graph.unroutedCount) item\(graph.unroutedCount == 1 ? "" : "s") without a route (red)")
    parts.append(
      "\(graph.orphanCount) route\(graph.orphanCount == 1 ? "" : "s") without an item (dashed orange)"
    )
    if graph.blockedCount > 0 {
      parts.append(
        "\(graph.blockedCount) universal link\(graph.blockedCount == 1 ? "" : "s") the AASA keeps out (dashed red)"
      )
    }
    return parts.joined(separator: " · ")
  }

  private static func n(_ value: Double) -> String { Markup.number(value) }
}
