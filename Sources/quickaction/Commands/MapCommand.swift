import PropertyList
import QuickActionPictures
import QuickActions

/// `quickaction map`: the app's navigation and where each quick action leads, as a picture.
enum MapCommand: Command {
  static let name = "map"
  static let summary = "Draw the navigation map and each quick action's route (SVG, DOT or Mermaid)"
  static let usage = """
    USAGE: quickaction map [FILE] [--format svg|dot|mermaid] [--output FILE]

    Draws the navigation of FILE (default ./Shortcuts.plist): its tabs with their stacks and
    split views, the modal destinations and the gate, and an arrow from each quick action to
    its destination, labelled with the route's modal policy. Items without a route and routes
    without an item stand out. Writes to --output (whole or not at all) or standard output.

    OPTIONS:
      --format FORMAT       svg (default), dot (Graphviz) or mermaid (renders on GitHub)
      --output FILE         where to write the picture; its extension (.svg, .dot or .gv, .mmd
                            or .mermaid) gives the format, and must agree with --format
    """

  /// The format each extension of `--output` stands for.
  static let extensions = ["svg": "svg", "dot": "dot", "gv": "dot", "mmd": "mermaid", "mermaid": "mermaid"]

  static let spec = ArgumentSpec(valueOptions: ["--format", "--output"])

  static func run(_ arguments: [String]) throws -> Int32 {
    let args = try Arguments(arguments, spec: spec)
    let path = try args.positionals(atMost: 1).first ?? "Shortcuts.plist"
    _ = try args.choice("--format", ["svg", "dot", "mermaid"], default: "svg")
    let format = try args.outputFormat(output: args.value("--output"), extensions: Self.extensions, default: "svg")
    let graph: NavigationGraph
    do {
      let manifest = try Manifest.load(path)
      graph = NavigationGraph(routes: try manifest.routes(), items: manifest.staticItems() + manifest.declaredDynamicItems())
    } catch let invalid as Manifest.Invalid {
      Console.error(invalid.description)
      return ExitStatus.failure
    }
    let text: String
    switch format {
    case "dot": text = MapDot.render(graph)
    case "mermaid": text = MapMermaid.render(graph)
    default: text = MapSVG.render(graph, title: path)
    }
    guard let output = args.value("--output") else {
      Console.out(text)
      return ExitStatus.success
    }
    try Console.writeAtomically(text, to: output)
    Console.error("wrote \(TerminalText.escape(output)): \(graph.nodes.count) nodes, \(graph.edges.count) arrows")
    return ExitStatus.success
  }
}
