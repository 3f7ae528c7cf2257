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
    return RoutedDoors(context.routes).urls.compactMap { url in
      guard ["https", "http"].contains(url.pattern.scheme) else { return nil }
      let host = String(url.pattern.host.prefix { $0 != ":" })
      guard !applinks.contains(where: { $0.covers(host) }) else { return nil }
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
}
