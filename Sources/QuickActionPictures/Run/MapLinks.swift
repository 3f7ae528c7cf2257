import PropertyList
import QuickActionLint
import QuickActionTooling
import QuickActions

/// What `map --aasa` draws of each universal link: the verdict of the association file.
extension MapRun {
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
  static func verdicts(
    _ routes: RouteTable, aasa path: String, domain: String?, app: String?,
    _ environment: ToolEnvironment
  ) throws(ToolRunError) -> [String: LinkVerdict]? {
    let bytes = try environment.read(path)
    let reading = AASAReader.read(bytes)
    guard let file = reading.file else {
      for problem in reading.problems {
        environment.say(
          SourceExcerpt.render(
            path: path, source: PropertyList.sourceText(bytes),
            severity: problem.severity.rawValue, message: problem.message,
            location: problem.location,
            notes: problem.notes.map { PlistError.Note($0.message, at: $0.location) }))
      }
      return nil
    }
    let named = file.applinks?.appIDs ?? []
    guard let app = app ?? (named.count == 1 ? named.first : nil) else {
      let which =
        named.isEmpty
        ? "no app"
        : "\(named.count) apps (\(named.map { TerminalText.escape($0) }.joined(separator: ", ")))"
      throw .usage(
        "\(TerminalText.escape(path)) names \(which): say which app the map is for with --app TEAMID.bundle.id"
      )
    }
    if reading.hasErrors {
      environment.say(
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
