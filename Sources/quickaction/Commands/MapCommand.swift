import PropertyList
import QuickActionLint
import QuickActionPictures
import QuickActions

/// `quickaction map`: the app's navigation and every door into each route, as a picture.
enum MapCommand: Command {
  static let name = "map"
  static let summary = "Draw the navigation map and each route's doors (SVG, DOT or Mermaid)"
  static let usage = """
    USAGE: quickaction map [FILE] [--aasa [DOMAIN=]FILE]… [--app TEAMID.bundle.id]
                           [--format svg|dot|mermaid] [--output FILE]

    Draws the navigation of FILE (default ./Shortcuts.plist): its tabs with their stacks and
    split views, the modal destinations and the gate, and each route as a path of its own, with
    an arrow into it from every door: its quick action, and its URL patterns (custom schemes
    and universal links), user activities (Handoff, Spotlight) and notifications, each labelled
    with the route's modal policy. Items without a route and routes without an item stand out.
    With --aasa, each universal link is checked against that apple-app-site-association file as
    iOS reads it (a pattern with parameters by a URL it matches, each parameter a value of its
    type, which the box names): a link the file keeps out is drawn dashed red with the detail
    and component that block it. Writes to --output (whole or not at all) or standard output.

    OPTIONS:
      --format FORMAT       svg (default), dot (Graphviz) or mermaid (renders on GitHub)
      --output FILE         where to write the picture; its extension (.svg, .dot or .gv, .mmd
                            or .mermaid) gives the format, and must agree with --format
      --aasa [DOMAIN=]FILE  a website's apple-app-site-association file: DOMAIN's, or without
                            DOMAIN every universal-link host's; repeat it for each domain
                            (links on a host with no file are drawn without a verdict)
      --app ID              the app the files are read for (TEAMID.bundle.id); by default the
                            one app each file names
    """

  /// The format each extension of `--output` stands for.
  static let extensions = [
    "svg": "svg", "dot": "dot", "gv": "dot", "mmd": "mermaid", "mermaid": "mermaid",
  ]

  static let spec = ArgumentSpec(
    valueOptions: ["--format", "--output", "--aasa", "--app"],
    repeatable: ArgumentSpec.repeatableOptions.union(["--aasa"]))

  static func run(_ arguments: [String]) throws -> Int32 {
    let args = try Arguments(arguments, spec: spec)
    let path = try args.positionals(atMost: 1).first ?? "Shortcuts.plist"
    _ = try args.choice("--format", ["svg", "dot", "mermaid"], default: "svg")
    let format = try args.outputFormat(
      output: args.value("--output"), extensions: Self.extensions, default: "svg")
    if args.value("--app") != nil, args.value("--aasa") == nil {
      throw UsageError(
        message: "--app says which app an --aasa file is read for; give the file with --aasa")
    }
    let graph: NavigationGraph
    do {
      let manifest = try Manifest.load(path)
      let routes = try manifest.routes()
      var links: [String: LinkVerdict] = [:]
      // A file for every host first, so that a domain's own file decides for its links.
      let sites = args.all("--aasa").map(site)
      for (domain, file) in sites.filter({ $0.domain == nil }) + sites.filter({ $0.domain != nil })
      {
        guard let found = try verdicts(routes, aasa: file, domain: domain, app: args.value("--app"))
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
    guard let output = args.value("--output") else {
      Console.out(text)
      return ExitStatus.success
    }
    try Console.writeAtomically(text, to: output)
    Console.error(
      "wrote \(TerminalText.escape(output)): \(graph.nodes.count) nodes, \(graph.edges.count) arrows"
    )
    return ExitStatus.success
  }

  /// `DOMAIN=FILE` split in two (the domain in lower case), or nil and the whole value when what
  /// comes before an `=` is not a host name.
  static func site(_ value: String) -> (domain: String?, file: String) {
    guard let equals = value.firstIndex(of: "="), equals != value.startIndex else {
      return (nil, value)
    }
    let domain = value[..<equals]
    guard
      domain.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") })
    else { return (nil, value) }
    return (domain.lowercased(), String(value[value.index(after: equals)...]))
  }

  /// What the association file at `path` does with each universal-link pattern of `routes` on
  /// `domain` (every host when nil), for `app` (by default the one app the file names); nil,
  /// with the file's problems on standard error, when the file does not read.
  static func verdicts(_ routes: RouteTable, aasa path: String, domain: String?, app: String?)
    throws -> [String: LinkVerdict]?
  {
    let bytes = try Console.read(path)
    let reading = AASAReader.read(bytes)
    guard let file = reading.file else {
      for problem in reading.problems {
        Console.error(AASACommand.render(problem, path: path, bytes: bytes))
      }
      return nil
    }
    let named = file.applinks?.appIDs ?? []
    guard let app = app ?? (named.count == 1 ? named.first : nil) else {
      let which =
        named.isEmpty
        ? "no app"
        : "\(named.count) apps (\(named.map { TerminalText.escape($0) }.joined(separator: ", ")))"
      throw UsageError(
        message:
          "\(TerminalText.escape(path)) names \(which): say which app the map is for with --app TEAMID.bundle.id"
      )
    }
    if reading.hasErrors {
      Console.error(
        "note: \(TerminalText.escape(path)) has errors that iOS may read otherwise; see `quickaction aasa validate \(TerminalText.escape(path))`"
      )
    }
    let matcher = AASAMatcher(file)
    var links: [String: LinkVerdict] = [:]
    for route in routes.routes {
      for case .url(let pattern) in route.triggers where ["http", "https"].contains(pattern.scheme)
      {
        // The host without a port, as the association file of a domain covers it.
        if let domain, pattern.host.prefix(while: { $0 != ":" }) != domain { continue }
        // A pattern with parameters stands for many links: one it matches is asked about, each
        // parameter a value of its type (as the linter's universal-link-blocked rule does).
        let example = UniversalLinkSetup.example(pattern)
        guard let url = AASAURL(example) else { continue }
        let decision = matcher.decide(url, appID: app)
        let tried = pattern.parameterNames.isEmpty && pattern.path.wildcard == nil ? nil : example
        links[pattern.text] = LinkVerdict(
          opensApp: decision.opensApp, summary: summary(decision), reason: decision.reason,
          tried: tried)
      }
    }
    return links
  }

  /// The decision in a few words, naming the component or path that decided.
  static func summary(_ decision: AASADecision) -> String {
    let step = decision.decidingStep.map { "detail \($0.detail), \($0.kind) \($0.index)" } ?? "?"
    switch decision.verdict {
    case .opens: return "lets it through (\(step))"
    case .excluded:
      return "blocked by \(step) (\(decision.decidingStep?.kind == "path" ? "NOT" : "exclude"))"
    case .noMatch: return "not covered: nothing in the AASA matches it"
    case .appNotListed: return "not covered: the AASA does not name \(decision.appID)"
    case .noApplinks: return "not covered: the AASA has no applinks"
    case .notWebLink: return "not a web link"
    }
  }
}
