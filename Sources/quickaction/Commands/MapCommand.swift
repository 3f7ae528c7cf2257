import PropertyList
import QuickActionLint
import QuickActionPictures
import QuickActions

/// `quickaction map`: the app's navigation and every door into each route, as a picture.
enum MapCommand: Command {
  static var spec: ArgumentSpec { table.spec }

  /// The format each extension of `--output` stands for.
  static let extensions = [
    "svg": "svg", "dot": "dot", "gv": "dot", "mmd": "mermaid", "mermaid": "mermaid",
  ]

  static func run(_ arguments: [String]) throws -> Int32 {
    var (request, args) = try table.parse(arguments, into: MapRequest())
    request.file = try args.positionals(atMost: 1).first ?? request.file
    let path = request.file
    let format = try Arguments.outputFormat(
      output: request.output, outputOption: Self.output.name, stated: request.format,
      formatOption: Self.format.name, extensions: Self.extensions, default: "svg")
    if request.app != nil, request.associationFiles.isEmpty {
      throw UsageError(
        message:
          "\(Self.app.name) says which app an \(Self.aasa.name) file is read for; give the file with \(Self.aasa.name)"
      )
    }
    let graph: NavigationGraph
    do {
      let manifest = try Manifest.load(path)
      let routes = try manifest.routes()
      var links: [String: LinkVerdict] = [:]
      // A file for every host first, so that a domain's own file decides for its links.
      let sites = request.associationFiles.map(site)
      for (domain, file) in sites.filter({ $0.domain == nil }) + sites.filter({ $0.domain != nil })
      {
        guard let found = try verdicts(routes, aasa: file, domain: domain, app: request.app)
        else { return ExitStatus.failure }
        links.merge(found) { _, own in own }
      }
      graph = NavigationGraph(
        routes: routes, items: manifest.staticItems() + manifest.declaredDynamicItems(),
        links: links)
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
    guard let output = request.output else {
      Console.out(text)
      return ExitStatus.success
    }
    try Console.writeAtomically(text, to: output)
    Console.error(
      "wrote \(TerminalText.escape(output)): \(graph.nodes.count) nodes, \(graph.edges.count) arrows"
    )
    return ExitStatus.success
  }
}
