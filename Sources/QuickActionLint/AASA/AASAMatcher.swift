/// Decides whether a URL opens an app as a universal link, the way iOS reads the domain's
/// `apple-app-site-association` file.
///
/// The order is Apple's ("Supporting associated domains",
/// https://developer.apple.com/documentation/xcode/supporting-associated-domains, and WWDC19
/// "What's new in universal links", https://developer.apple.com/videos/play/wwdc2019/717/):
/// - the details that name the app are read in file order; in each, the components in order;
///   the first component that matches decides, and one with `exclude` keeps the URL out and
///   ends the scan;
/// - a detail with `components` is read by them alone: iOS 13 and later ignore `paths` when
///   `components` is present (WWDC19); otherwise its legacy `paths` are read in order, a
///   `NOT ` path excluding, the first match deciding;
/// - a component leaves out a part's pattern to mean `*`; `exclude`, `caseSensitive` and
///   `percentEncoded`, and the patterns too, come from the component, else the detail's
///   `defaults`, else the file's `applinks.defaults`, else `false`, `true` and `true`
///   ("applinks.Defaults": "the more specific definition overrides the less specific");
/// - with `percentEncoded` true a pattern is compared with the URL's part as written; with false,
///   with the part percent-decoded;
/// - a `?` dictionary matches when every item it names matches: each URL item of that name must
///   match ("the operating system will require that all instances of a given query item name
///   match your pattern", WWDC19), an item the URL lacks is matched as an empty value (so `*`
///   accepts it and `?*` does not, WWDC20 "What's new in universal links",
///   https://developer.apple.com/videos/play/wwdc2020/10098/), and items it does not name are
///   free.
///
/// Where Apple is silent, this reads on: when no component of a detail matches, the next detail
/// that names the app is read (not observed on a device; `swcutil` needs macOS). Legacy paths
/// match the path as written, case-sensitively, with no defaults.
public struct AASAMatcher: Sendable {
  /// The file's `applinks`.
  public let applinks: AASAAppLinks?
  let variables: [String: [String]]

  /// A matcher for this file.
  public init(_ file: AASAFile) {
    applinks = file.applinks
    var variables: [String: [String]] = [:]
    for variable in file.applinks?.substitutionVariables ?? [] where variables[variable.name] == nil
    {
      variables[variable.name] = variable.values
    }
    self.variables = variables
  }

  /// Whether `url` opens `appID`, and why.
  public func decide(_ url: AASAURL, appID: String) -> AASADecision {
    let address = Self.describe(url)
    guard url.isWebLink else {
      return AASADecision(
        appID: appID, verdict: .notWebLink, steps: [],
        reason:
          "\(address) is not a universal link: only http and https links are, not '\(url.scheme)'")
    }
    guard let applinks else {
      return AASADecision(
        appID: appID, verdict: .noApplinks, steps: [],
        reason: "\(address) does not open \(appID): the file has no applinks service")
    }
    let details = applinks.details.filter { $0.appIDs.contains { $0.value == appID } }
    guard !details.isEmpty else {
      let listed = applinks.appIDs
      let others = listed.isEmpty ? "it names no app" : "it names \(listed.joined(separator: ", "))"
      return AASADecision(
        appID: appID, verdict: .appNotListed, steps: [],
        reason:
          "\(address) does not open \(appID): no detail of the file names that app (\(others))")
    }
    var steps: [AASADecision.Step] = []
    for detail in details {
      if let components = detail.components {
        for component in components {
          let settings = resolve(component, detail: detail, global: applinks.defaults)
          let (matched, explanation) = check(settings, url)
          steps.append(
            .init(
              kind: "component", detail: detail.index, index: component.index,
              location: component.location,
              matched: matched, excludes: settings.exclude, explanation: explanation))
          if matched { return decided(steps, appID: appID, address: address) }
        }
      } else if let paths = detail.paths {
        for rule in paths {
          let matched = AASAPattern(rule.pattern, variables: [:]).matches(url.path)
          let explanation =
            "path '\(url.path)' \(matched ? "matches" : "does not match") '\(rule.pattern)'"
          steps.append(
            .init(
              kind: "path", detail: detail.index, index: rule.index, location: rule.location,
              matched: matched, excludes: rule.isExclusion, explanation: explanation))
          if matched { return decided(steps, appID: appID, address: address) }
        }
      }
    }
    let tried = details.map { "detail \($0.index)" }.joined(separator: ", ")
    let count = steps.count
    return AASADecision(
      appID: appID, verdict: .noMatch, steps: steps,
      reason:
        "\(address) does not open \(appID): nothing in \(tried) matches (\(count) pattern\(count == 1 ? "" : "s") tried)"
    )
  }

  /// The decision for every app the file names, in the order they first appear.
  public func decideForEveryApp(_ url: AASAURL) -> [AASADecision] {
    (applinks?.appIDs ?? []).map { decide(url, appID: $0) }
  }

  func decided(_ steps: [AASADecision.Step], appID: String, address: String) -> AASADecision {
    guard let last = steps.last else { preconditionFailure("decided without a step") }
    let what = "detail \(last.detail), \(last.kind) \(last.index) (\(last.location))"
    if last.excludes {
      return AASADecision(
        appID: appID, verdict: .excluded, steps: steps,
        reason:
          "\(address) does not open \(appID): \(what) excludes it (\(last.explanation)), and the scan stops there"
      )
    }
    return AASADecision(
      appID: appID, verdict: .opens, steps: steps,
      reason: "\(address) opens \(appID): \(what) matches (\(last.explanation))")
  }

  /// A component's patterns and switches after the defaults.
  struct Settings {
    var path: String
    var query: AASAComponent.Query
    var fragment: String
    var exclude: Bool
    var caseSensitive: Bool
    var percentEncoded: Bool
    /// The parts the component (or a default) spells out, for the explanation.
    var explicit: Set<String>
  }

  func resolve(_ c: AASAComponent, detail: AASADetail, global: AASAComponent?) -> Settings {
    let levels = [c, detail.defaults, global].compactMap { $0 }
    func first<T>(_ key: KeyPath<AASAComponent, T?>) -> T? {
      levels.lazy.compactMap { $0[keyPath: key] }.first
    }
    var explicit: Set<String> = []
    if first(\.path) != nil { explicit.insert("/") }
    if first(\.query) != nil { explicit.insert("?") }
    if first(\.fragment) != nil { explicit.insert("#") }
    return Settings(
      path: first(\.path) ?? "*", query: first(\.query) ?? .pattern("*"),
      fragment: first(\.fragment) ?? "*",
      exclude: first(\.exclude) ?? false, caseSensitive: first(\.caseSensitive) ?? true,
      percentEncoded: first(\.percentEncoded) ?? true, explicit: explicit)
  }

  /// Whether the URL matches the settings, and the sentence that says which part decided.
  func check(_ s: Settings, _ url: AASAURL) -> (Bool, String) {
    func text(_ raw: String) -> String { s.percentEncoded ? raw : AASAURL.percentDecoded(raw) }
    func pattern(_ p: String) -> AASAPattern {
      AASAPattern(p, caseSensitive: s.caseSensitive, variables: variables)
    }
    var said: [String] = []
    let how =
      (s.caseSensitive ? "" : ", ignoring case") + (s.percentEncoded ? "" : ", percent-decoded")
    let path = text(url.path)
    if !pattern(s.path).matches(path) {
      return (false, "path '\(path)' does not match '\(s.path)'\(how)")
    }
    if s.explicit.contains("/") { said.append("path '\(path)' matches '\(s.path)'") }
    switch s.query {
    case .pattern(let p):
      let query = text(url.query ?? "")
      if !pattern(p).matches(query) {
        return (
          false,
          (url.query == nil ? "no query, which does not match" : "query '\(query)' does not match")
            + " '\(p)'\(how)"
        )
      }
      if s.explicit.contains("?") {
        said.append(
          (url.query == nil ? "no query, which matches" : "query '\(query)' matches") + " '\(p)'")
      }
    case .items(let items):
      let present = url.queryItems.map { (name: text($0.name), value: text($0.value)) }
      for item in items {
        let compiled = pattern(item.pattern)
        let name = s.caseSensitive ? item.name : item.name.lowercased()
        let values = present.filter { (s.caseSensitive ? $0.name : $0.name.lowercased()) == name }
          .map(\.value)
        if values.isEmpty {
          guard compiled.matches("") else {
            return (
              false,
              "query item '\(item.name)' is missing (matched as empty) and '\(item.pattern)' needs a value\(how)"
            )
          }
          said.append("query item '\(item.name)' is missing, which '\(item.pattern)' allows")
          continue
        }
        if let bad = values.first(where: { !compiled.matches($0) }) {
          return (
            false,
            "query item '\(item.name)' is '\(bad)', which does not match '\(item.pattern)'\(how)"
          )
        }
        said.append(
          "query item '\(item.name)' is '\(values.joined(separator: "', '"))', matching '\(item.pattern)'"
        )
      }
    }
    let fragment = text(url.fragment ?? "")
    if !pattern(s.fragment).matches(fragment) {
      return (
        false,
        (url.fragment == nil
          ? "no fragment, which does not match" : "fragment '\(fragment)' does not match")
          + " '\(s.fragment)'\(how)"
      )
    }
    if s.explicit.contains("#") {
      said.append(
        (url.fragment == nil ? "no fragment, which matches" : "fragment '\(fragment)' matches")
          + " '\(s.fragment)'")
    }
    if said.isEmpty { said.append("it sets no pattern, so it matches every URL") }
    return (true, said.joined(separator: "; ") + how)
  }

  /// The URL as the reason names it.
  static func describe(_ url: AASAURL) -> String {
    "\(url.scheme)://\(url.host)\(url.path)" + (url.query.map { "?" + $0 } ?? "")
      + (url.fragment.map { "#" + $0 } ?? "")
  }
}
