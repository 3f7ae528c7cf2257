import PropertyList
import QuickActions

/// `universal-link-domain-undeclared`: a universal-link route on a host no `applinks:` entry
/// of the entitlements covers.
enum UniversalLinkDomainUndeclared: LintRule {
  static let id = "universal-link-domain-undeclared"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "A route answers https URLs of a host that no applinks: entry of the Associated Domains entitlement covers ('*.example.com' covers the subdomains, not example.com itself). Runs when the entitlements are known.",
    why:
      "iOS opens an app for a universal link only on the domains its entitlement names (\"Supporting associated domains\"): the route is never reached from a link, which opens Safari.",
    example:
      "urls = (\"https://qa.example.com/questions/:id\") with only applinks:example.com  →  'qa.example.com' is not covered"
  )

  static func check(_ context: LintContext) -> [Finding] {
    guard let setup = context.configuration.universalLinks, setup.associatedDomains != nil,
      !setup.hasUnreadableDomains
    else { return [] }
    let applinks = setup.applinks
    // Each host of a `{…}` list is held on its own.
    let hosts = RoutedDoors(context.routes).urls.flatMap { url in
      url.pattern.hosts.map { (url: url, host: String($0.prefix { $0 != ":" })) }
    }
    return hosts.compactMap { url, host in
      guard ["https", "http"].contains(url.pattern.scheme) else { return nil }
      guard !applinks.contains(where: { Self.entry($0, covers: host) }) else { return nil }
      let named =
        applinks.isEmpty
        ? "it names no applinks: domain"
        : "it names \(applinks.map { "applinks:\($0.isWildcard ? "*." : "")\($0.domain)" }.joined(separator: ", "))"
      // Which entitlements, when a project's apps sign with different ones.
      let notes =
        setup.entitlementsFile.map {
          [
            Finding.Note(
              "the entitlements",
              at: applinks.first?.location ?? SourceLocation(offset: 0, line: 1, column: 1),
              file: $0)
          ]
        } ?? []
      return context.finding(
        Self.self,
        "route '\(url.route)' answers universal links on '\(host)', which the Associated Domains entitlement does not cover (\(named))",
        at: url.pattern.location, notes: notes, file: context.routesFile)
    }
  }

  /// Whether `entry` lets links on the route's `host` in: a host as it is when the entry covers
  /// it; a `*.domain` host when the entry is `*.` of that domain or of a domain above it, or
  /// names one of its subdomains (some of the links the route takes then reach the app; the
  /// others open Safari, as the entitlement means them to).
  static func entry(_ entry: AssociatedDomain, covers host: String) -> Bool {
    guard host.hasPrefix("*.") else { return entry.covers(host) }
    let domain = String(host.dropFirst(2)).lowercased()
    return entry.isWildcard
      ? domain == entry.domain || domain.hasSuffix("." + entry.domain)
      : entry.domain.hasSuffix("." + domain)
  }
}
