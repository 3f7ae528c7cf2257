/// The navigation graph as a Mermaid flowchart, which GitHub renders in Markdown: quick actions
/// as stadiums, the other triggers as flags, a universal link the association file keeps out
/// dashed red with a dashed arrow.
public enum MapMermaid {
  /// The graph as a Mermaid `flowchart LR`.
  public static func render(_ graph: NavigationGraph) -> String {
    // Mermaid identifiers are plain words: nodes are numbered, and every label is quoted.
    var ids: [String: String] = [:]
    for (index, node) in graph.nodes.enumerated() { ids[node.id] = "n\(index)" }
    var out = "flowchart LR\n"
    for node in graph.nodes {
      let id = ids[node.id] ?? "n"
      let text =
        "\""
        + ([node.label] + [node.detail].compactMap { $0 }).map(escape).joined(separator: "<br>")
        + "\""
      switch node.kind {
      case .shortcut: out += "  \(id)([\(text)])\n"
      case .trigger: out += "  \(id)>\(text)]\n"
      case .gate: out += "  \(id){{\(text)}}\n"
      case .modal, .action: out += "  \(id)[[\(text)]]\n"
      case .tab, .screen: out += "  \(id)[\(text)]\n"
      }
      if node.isUnrouted { out += "  class \(id) unrouted\n" }
      if node.isOrphan { out += "  class \(id) orphan\n" }
      if node.isBlocked { out += "  class \(id) blocked\n" }
    }
    // Mermaid writes an arrow's label at its middle, where a route's doors meet: only the first
    // door of each route carries the policy (a blocked link always says so).
    var labelled = Set<String>()
    for edge in graph.edges {
      guard let from = ids[edge.from], let to = ids[edge.to] else { continue }
      let arrow =
        edge.isBlocked ? "-.->" : edge.isShortcut ? (edge.label == nil ? "-.->" : "==>") : "-->"
      let first =
        !edge.isShortcut || edge.isBlocked || labelled.insert(edge.route ?? edge.to).inserted
      if let label = edge.label, first {
        out += "  \(from) \(arrow)|\"\(escape(label))\"| \(to)\n"
      } else {
        out += "  \(from) \(arrow) \(to)\n"
      }
    }
    out += "  classDef unrouted stroke:#D70015,stroke-width:3px,fill:#FDE7E9\n"
    out += "  classDef orphan stroke:#B25000,stroke-width:2px,stroke-dasharray:5 3\n"
    if graph.blockedCount > 0 {
      out +=
        "  classDef blocked stroke:#D70015,stroke-width:2px,stroke-dasharray:5 3,fill:#FDE7E9\n"
    }
    return out
  }

  /// Text inside a quoted Mermaid label. Mermaid reads `#quot;`-style entities there, so
  /// every character that could end the label or start markup is written as one.
  private static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "#quot;"
      case "<": out += "#lt;"
      case ">": out += "#gt;"
      case "#": out += "#35;"
      case "|": out += "#124;"
      case "`": out += "#96;"
      case "&": out += "#amp;"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F: out += "\u{FFFD}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
