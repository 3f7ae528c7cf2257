/// The navigation graph in Graphviz's DOT language (`dot -Tsvg map.dot`): the doors (quick
/// actions and the other triggers) in the first rank, a universal link the association file
/// keeps out dashed red with its verdict as a tooltip.
public enum MapDot {
  /// The graph as a DOT `digraph`, a rank per column.
  public static func render(_ graph: NavigationGraph) -> String {
    var out =
      "digraph QuickActions {\n  rankdir=LR;\n  node [fontname=\"Helvetica\", fontsize=11];\n  edge [fontname=\"Helvetica\", fontsize=9];\n"
    let byColumn = Dictionary(grouping: graph.nodes, by: \.column)
    for column in byColumn.keys.sorted() {
      out += "  { rank=same;"
      for node in byColumn[column] ?? [] { out += " \(quote(node.id));" }
      out += " }\n"
    }
    for node in graph.nodes {
      var attributes = ["label=\(quote(node.detail.map { node.label + "\n" + $0 } ?? node.label))"]
      switch node.kind {
      case .shortcut:
        attributes.append("shape=box, style=\"rounded,filled\", fillcolor=\"#E8F0FE\"")
      case .trigger where node.isBlocked:
        attributes.append(
          "shape=box, style=\"rounded,dashed,filled\", fillcolor=\"#FDE7E9\", color=\"#D70015\", xlabel=\"blocked\""
        )
      case .trigger:
        attributes.append(
          "shape=box, style=\"rounded,filled\", fillcolor=\"#E6F6F7\", color=\"#0E7C86\"")
      case .tab: attributes.append("shape=folder")
      case .modal: attributes.append("shape=box3d")
      case .action: attributes.append("shape=cds")
      case .gate: attributes.append("shape=octagon, color=\"#B25000\"")
      case .screen: attributes.append("shape=box")
      }
      if node.isUnrouted {
        attributes.append(
          "color=\"#D70015\", penwidth=2, fillcolor=\"#FDE7E9\", xlabel=\"no route\"")
      }
      if node.isOrphan {
        attributes.append("color=\"#B25000\", style=\"rounded,dashed\", xlabel=\"no item\"")
      }
      if let note = node.note { attributes.append("tooltip=\(quote(note))") }
      out += "  \(quote(node.id)) [\(attributes.joined(separator: ", "))];\n"
    }
    for edge in graph.edges {
      var attributes: [String] = []
      if let label = edge.label { attributes.append("label=\(quote(label))") }
      if edge.isBlocked {
        attributes.append("color=\"#D70015\", style=dashed, fontcolor=\"#D70015\"")
      } else if edge.isShortcut, edge.label == nil {
        attributes.append("color=\"#B25000\", style=dashed")
      } else {
        attributes.append("color=\"#0A64D6\"")
      }
      out += "  \(quote(edge.from)) -> \(quote(edge.to)) [\(attributes.joined(separator: ", "))];\n"
    }
    return out + "}\n"
  }

  /// A DOT string: backslashes and quotes escaped, line breaks as `\n`, controls dropped.
  static func quote(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      case "\n": out += "\\n"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F: out += "\u{FFFD}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
