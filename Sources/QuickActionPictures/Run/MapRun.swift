import PropertyList
import QuickActionTooling
import QuickActions

/// One `quickaction map` run: the manifest's routes read, each universal link held against the
/// association files given, the map drawn (SVG, DOT or Mermaid), on standard output or written.
public enum MapRun {
  /// The format each extension of a written map stands for.
  public static let extensions = [
    "svg": "svg", "dot": "dot", "gv": "dot", "mmd": "mermaid", "mermaid": "mermaid",
  ]

  /// The map of `request.file` in `request.format` (default SVG); an association file that does
  /// not read has its problems said in `environment` and fails the run.
  public static func run(_ request: MapRequest, in environment: ToolEnvironment)
    throws(ToolRunError) -> ToolOutcome
  {
    if request.app != nil, request.associationFiles.isEmpty {
      throw .usage(
        "--app says which app an --aasa file is read for; give the file with --aasa")
    }
    let path = request.file
    let manifest = try ManifestFile.load(path, in: environment)
    let routes = try manifest.routes()
    var links: [String: LinkVerdict] = [:]
    // A file for every host first, so that a domain's own file decides for its links.
    let sites = request.associationFiles.map(site)
    for (domain, file) in sites.filter({ $0.domain == nil }) + sites.filter({ $0.domain != nil }) {
      guard
        let found = try verdicts(
          routes, aasa: file, domain: domain, app: request.app, environment)
      else { return ToolOutcome(output: nil, succeeded: false) }
      links.merge(found) { _, own in own }
    }
    let graph = NavigationGraph(
      routes: routes, items: manifest.staticItems() + manifest.declaredDynamicItems(),
      links: links)
    let text: String
    switch request.format {
    case "dot": text = MapDot.render(graph)
    case "mermaid": text = MapMermaid.render(graph)
    default: text = MapSVG.render(graph, title: path)
    }
    guard let output = request.output else { return ToolOutcome(output: text) }
    try environment.write(Array(text.utf8), output)
    environment.say(
      "wrote \(TerminalText.escape(output)): \(graph.nodes.count) nodes, \(graph.edges.count) arrows"
    )
    return ToolOutcome(output: nil)
  }
}
