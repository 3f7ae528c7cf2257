import AndroidProject
import PropertyList

/// Whether a site's `assetlinks.json` lets a URL open an app, and why: which statement granted
/// the package, and, with Android 15 dynamic rules, which rule decided.
///
/// The rules are "Configure website associations and dynamic rules"
/// (https://developer.android.com/training/app-links/configure-assetlinks) and the App Links
/// FAQ (https://developer.android.com/training/app-links/faq):
/// - the statements that grant `delegate_permission/common.handle_all_urls` to the package (as
///   an `android_app` target) are read in file order;
/// - one without `dynamic_app_link_components` lets every URL of the host open the app (the
///   manifest's filters decide which paths: "the rules defined in your manifest set the maximum
///   allowed scope");
/// - with them (Android 15 and later), the rules are tried in order and the first that matches
///   decides: `exclude: true` keeps the URL in the browser; when no rule matches, the URL does
///   not open the app;
/// - a rule's `/`, `#` and each `?` parameter are patterns in which `*` matches any run of
///   characters and `?` one character, the whole part having to match; the patterns are matched
///   as AASA patterns are (`AASAPattern`, case-sensitive, against the URL as written).
///
/// Where the pages are silent: a `?` parameter the URL lacks does not match (so an exclusion on
/// a parameter never keeps out URLs without it), and a part a rule leaves out matches anything.
public struct AssetLinksMatcher: Sendable {
  /// The file.
  public let file: AssetLinksFile

  /// A matcher for this file.
  public init(_ file: AssetLinksFile) { self.file = file }

  /// Whether `url` opens `package`, and why.
  public func decide(_ url: AASAURL, package: String) -> AssetLinksDecision {
    let address = AASAMatcher.describe(url)
    guard url.isWebLink else {
      return AssetLinksDecision(package: package, verdict: .notWebLink, statement: nil, steps: [],
                                reason: "\(address) is not an App Link: only http and https links are, not '\(url.scheme)'")
    }
    let granting = file.statements.filter { $0.grants(AssetLinksFile.handleAllURLs) && $0.app?.packageName.text == package }
    guard let statement = granting.first(where: { $0.dynamicComponents != nil }) ?? granting.first else {
      let listed = file.appLinkPackages
      return AssetLinksDecision(package: package, verdict: .packageNotListed, statement: nil, steps: [],
                                reason: "\(address) does not open \(package): no statement grants it handle_all_urls (\(listed.isEmpty ? "the file grants no package" : "it grants \(listed.joined(separator: ", "))"))")
    }
    guard let rules = statement.dynamicComponents else {
      return AssetLinksDecision(package: package, verdict: .opens, statement: statement.index, steps: [],
                                reason: "\(address) opens \(package): statement \(statement.index) (\(statement.location)) grants handle_all_urls with no dynamic rules, so the manifest's filters decide the paths")
    }
    var steps: [AASADecision.Step] = []
    for rule in rules {
      let (matched, explanation) = check(rule, url)
      steps.append(AASADecision.Step(kind: "rule", detail: statement.index, index: rule.index, location: rule.location, matched: matched,
                                     excludes: rule.exclude == true, explanation: explanation))
      guard matched else { continue }
      let what = "statement \(statement.index), rule \(rule.index) (\(rule.location))"
      if rule.exclude == true {
        return AssetLinksDecision(package: package, verdict: .excluded, statement: statement.index, steps: steps,
                                  reason: "\(address) does not open \(package): \(what) excludes it (\(explanation)), and the scan stops there")
      }
      return AssetLinksDecision(package: package, verdict: .opens, statement: statement.index, steps: steps,
                                reason: "\(address) opens \(package): \(what) matches (\(explanation))")
    }
    return AssetLinksDecision(package: package, verdict: .noMatch, statement: statement.index, steps: steps,
                              reason: "\(address) does not open \(package): no dynamic rule of statement \(statement.index) matches (\(rules.count) tried), and a URL no rule matches stays in the browser")
  }

  /// The decision for every package the file grants handle_all_urls, in order.
  public func decideForEveryPackage(_ url: AASAURL) -> [AssetLinksDecision] { file.appLinkPackages.map { decide(url, package: $0) } }

  func check(_ rule: DynamicComponent, _ url: AASAURL) -> (Bool, String) {
    var said: [String] = []
    if let path = rule.path {
      guard AASAPattern(path).matches(url.path) else { return (false, "path '\(url.path)' does not match '\(path)'") }
      said.append("path '\(url.path)' matches '\(path)'")
    }
    for item in rule.query ?? [] {
      let values = url.queryItems.filter { $0.name == item.name }.map(\.value)
      guard !values.isEmpty else { return (false, "query parameter '\(item.name)' is missing") }
      guard let value = values.first(where: { AASAPattern(item.pattern).matches($0) }) else {
        return (false, "query parameter '\(item.name)' is '\(values[0])', which does not match '\(item.pattern)'")
      }
      said.append("query parameter '\(item.name)' is '\(value)', matching '\(item.pattern)'")
    }
    if let fragment = rule.fragment {
      let text = url.fragment ?? ""
      guard AASAPattern(fragment).matches(text) else {
        return (false, url.fragment == nil ? "no fragment, which does not match '\(fragment)'" : "fragment '\(text)' does not match '\(fragment)'")
      }
      said.append("fragment '\(text)' matches '\(fragment)'")
    }
    return (true, said.isEmpty ? "it sets no pattern, so it matches every URL" : said.joined(separator: "; "))
  }
}

/// Whether a URL opens an app by a site's `assetlinks.json`, and why.
public struct AssetLinksDecision: Sendable, Hashable {
  /// The kinds of answer.
  public enum Verdict: String, Sendable, Hashable {
    /// A statement grants the package, and no dynamic rule keeps the URL out.
    case opens
    /// A dynamic rule with `exclude` matched first.
    case excluded
    /// The statement has dynamic rules and none matches.
    case noMatch
    /// No statement grants the package handle_all_urls.
    case packageNotListed
    /// Not an http or https URL.
    case notWebLink
  }

  /// The package asked about.
  public var package: String
  /// The answer.
  public var verdict: Verdict
  /// The statement that granted the package, when one did.
  public var statement: Int?
  /// The dynamic rules tried, the deciding one last (`kind` is `rule`, `detail` the statement).
  public var steps: [AASADecision.Step]
  /// The answer and its reason in a sentence.
  public var reason: String

  /// Whether the URL opens the app.
  public var opensApp: Bool { verdict == .opens }

  /// The decision as a person reads it; text from the file escaped for a terminal.
  public var outline: [String] {
    var lines = ["\(package): \(opensApp ? "opens the app" : "does not open the app") (\(verdict.rawValue))", "  " + reason]
    if !steps.isEmpty {
      lines.append("  tried in order:")
      for step in steps {
        let answer = step.matched ? (step.excludes ? "matches, and excludes" : "matches") : "no match"
        lines.append("    statement \(step.detail), rule \(step.index) (\(step.location)): \(answer): \(step.explanation)")
      }
    }
    return lines.map(TerminalText.escape)
  }

  /// The decision for programs (`assetlinks match --format json`).
  public var json: JSONValue {
    var members: [(String, JSONValue)] = [("package", .string(package)), ("opens", .bool(opensApp)), ("verdict", .string(verdict.rawValue)),
                                          ("reason", .string(reason))]
    if let statement { members.append(("statement", .int(statement))) }
    members.append(("steps", .array(steps.map(\.json))))
    return .object(members)
  }
}
