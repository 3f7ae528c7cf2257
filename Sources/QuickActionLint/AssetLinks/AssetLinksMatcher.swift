import AndroidProject
import PropertyList

/// Whether a site's `assetlinks.json` lets a URL open an app, and why, as Android decides it:
/// which statement granted the package, and, with Android 15 dynamic rules, which rule decided.
///
/// The sources are "Configure website associations and dynamic rules"
/// (https://developer.android.com/training/app-links/configure-assetlinks) and AOSP:
/// - a file Android does not read at all (`AssetLinksFile.androidRejection`) opens nothing;
/// - the statement that decides is the first, in file order, that grants
///   `delegate_permission/common.handle_all_urls` to the package as an `android_app` target and
///   that Android keeps. The page says that with several rule sets for one app "Android does not
///   guarantee which dynamic rules configuration will be used"; AOSP's verifier takes one
///   matching statement, and this matcher takes the first (the reader warns about the others);
/// - a statement without rules, with an empty `dynamic_app_link_components` (AOSP
///   `DomainVerificationService.matchUriRelativeFilterGroups` lets every URL through when a host
///   has no groups), or whose rules Android 15 discards (an empty expression,
///   `DalComponentParser`) leaves the paths to the manifest's filters;
/// - otherwise each rule is a `UriRelativeFilterGroup`, tried in order, the first that matches
///   deciding (`matchGroupsToUri`): `exclude` keeps the URL out; no match keeps it out too. A
///   group's filters must all match (`UriRelativeFilterGroup.matchData`), and a group with no
///   filter never matches. `UriRelativeFilter.matchData` matches `/` against `Uri.getPath()` and
///   `#` against `getFragment()`, both decoded (so `%20` is a space, and a URL without `#` has a
///   null fragment, which no pattern matches, `*` included), and each `?` parameter against
///   every `name=value` of the decoded `getQuery()` split at `&` (at `;` when there is no `&`).
///   AOSP builds the parameter's filter from `name=pattern` (the conversion is in
///   `StatementUtils.createUriRelativeFilterGroup`, not among the sources read; the query filter
///   matching one `name=value` at a time is `UriRelativeFilter`'s). Each pattern is a
///   `DalPattern` (no backtracking).
/// - dynamic rules hold for Android 15 and later with Google services; Android 14 and earlier
///   ignore them, and the manifest's filters decide there.
public struct AssetLinksMatcher: Sendable {
  /// The file.
  public let file: AssetLinksFile

  /// A matcher for this file.
  public init(_ file: AssetLinksFile) { self.file = file }

  static let android15 = "Android 15 and later"
  static let beforeAndroid15 =
    "on Android 14 and earlier, which ignore dynamic rules, it opens "
    + "the app wherever the manifest's filters take it"

  /// Whether `url` opens `package`, and why.
  public func decide(_ url: AASAURL, package: String) -> AssetLinksDecision {
    let address = AASAMatcher.describe(url)
    var decision = AssetLinksDecision(
      package: package, verdict: .notWebLink, statement: nil,
      steps: [], reason: "")
    guard url.isWebLink else {
      decision.reason =
        "\(address) is not an App Link: only http and https links are, not "
        + "'\(url.scheme)'"
      return decision
    }
    if let rejection = file.androidRejection {
      decision.verdict = .fileIgnored
      decision.androidVersions = rejection.versions
      decision.reason =
        "\(address) does not open \(package): \(rejection.versions ?? "Android") "
        + "reads none of the file (\(rejection.location): \(rejection.reason))"
      return decision
    }
    let granting = file.statements.first {
      !$0.androidIgnores && $0.grants(AssetLinksFile.handleAllURLs)
        && $0.app?.packageName.text == package
    }
    guard let statement = granting else {
      let listed = file.appLinkPackages
      decision.verdict = .packageNotListed
      let granted =
        listed.isEmpty
        ? "the file grants no package" : "it grants " + listed.joined(separator: ", ")
      decision.reason =
        "\(address) does not open \(package): no statement grants it "
        + "handle_all_urls (\(granted))"
      return decision
    }
    decision.statement = statement.index
    decision.verdict = .opens
    let grant = "statement \(statement.index) (\(statement.location)) grants handle_all_urls"
    guard let rules = statement.dynamicComponents, !rules.isEmpty else {
      let none =
        statement.dynamicComponents == nil
        ? "with no dynamic rules"
        : "with an empty "
          + "'dynamic_app_link_components'"
      decision.reason =
        "\(address) opens \(package): \(grant) \(none), so the manifest's filters "
        + "decide the paths"
      return decision
    }
    if let empty = rules.first(where: { Self.hasEmptyExpression($0) }) {
      decision.androidVersions = Self.android15
      decision.reason =
        "\(address) opens \(package): \(grant), but rule \(empty.index) "
        + "(\(empty.location)) has an empty pattern, so Android 15 and later discard the dynamic "
        + "rules and the manifest's filters decide the paths"
      return decision
    }
    decision.androidVersions = Self.android15
    decision.beforeAndroid15 = Self.beforeAndroid15
    let parts = AndroidURIParts(url)
    for rule in rules {
      let (matched, explanation) = check(rule, parts)
      decision.steps.append(
        AASADecision.Step(
          kind: "rule", detail: statement.index,
          index: rule.index, location: rule.location,
          matched: matched, excludes: rule.exclude == true,
          explanation: explanation))
      guard matched else { continue }
      let what = "statement \(statement.index), rule \(rule.index) (\(rule.location))"
      if rule.exclude == true {
        decision.verdict = .excluded
        decision.reason =
          "\(address) does not open \(package): \(what) excludes it "
          + "(\(explanation)), and the scan stops there"
      } else {
        decision.reason = "\(address) opens \(package): \(what) matches (\(explanation))"
      }
      return decision
    }
    decision.verdict = .noMatch
    decision.reason =
      "\(address) does not open \(package): no dynamic rule of statement "
      + "\(statement.index) matches (\(rules.count) tried), and a URL no rule matches stays in "
      + "the browser"
    return decision
  }

  /// The decision for every package the file grants handle_all_urls, in order.
  public func decideForEveryPackage(_ url: AASAURL) -> [AssetLinksDecision] {
    file.appLinkPackages.map { decide(url, package: $0) }
  }

  static func hasEmptyExpression(_ rule: DynamicComponent) -> Bool {
    rule.path == "" || rule.fragment == "" || (rule.query ?? []).contains { $0.pattern.isEmpty }
  }

  /// One rule as a `UriRelativeFilterGroup`: every filter must match.
  func check(_ rule: DynamicComponent, _ url: AndroidURIParts) -> (Bool, String) {
    var said: [String] = []
    var filters = 0
    if let path = rule.path, let pattern = DalPattern(path) {
      filters += 1
      guard pattern.matches(url.path) else {
        return (false, "path '\(url.path)' does not match '\(path)'")
      }
      said.append("path '\(url.path)' matches '\(path)'")
    }
    for item in rule.query ?? [] {
      guard let pattern = DalPattern(item.name + "=" + item.pattern) else { continue }
      filters += 1
      guard let parameter = url.parameters.first(where: { pattern.matches($0) }) else {
        let shown =
          url.parameters.isEmpty
          ? "the URL has no query"
          : "no parameter of '"
            + (url.query ?? "") + "' does"
        return (false, "query parameter '\(item.name)=\(item.pattern)' does not match: \(shown)")
      }
      said.append("query parameter '\(parameter)' matches '\(item.name)=\(item.pattern)'")
    }
    if let fragment = rule.fragment, let pattern = DalPattern(fragment) {
      filters += 1
      guard let text = url.fragment else {
        return (false, "the URL has no fragment, which no pattern matches, '*' included")
      }
      guard pattern.matches(text) else {
        return (false, "fragment '\(text)' does not match '\(fragment)'")
      }
      said.append("fragment '\(text)' matches '\(fragment)'")
    }
    guard filters > 0 else {
      return (false, "it sets no '/', '?' or '#', and a rule without a part never matches")
    }
    return (true, said.joined(separator: "; "))
  }
}

/// A URL's parts as `android.net.Uri` gives them to `UriRelativeFilter`: the path and fragment
/// decoded, the query decoded and split into `name=value` parameters.
struct AndroidURIParts {
  var path: String
  var query: String?
  var parameters: [String]
  var fragment: String?

  init(_ url: AASAURL) {
    path = AASAURL.percentDecoded(url.path)
    fragment = url.fragment.map(AASAURL.percentDecoded)
    query = url.query.map(AASAURL.percentDecoded)
    guard let query else {
      parameters = []
      return
    }
    // UriRelativeFilter.matchQuery: split at '&'; when that gives one part, at ';'.
    var split = query.split(separator: "&", omittingEmptySubsequences: false)
    if split.count == 1 { split = query.split(separator: ";", omittingEmptySubsequences: false) }
    parameters = split.map(String.init)
  }
}
