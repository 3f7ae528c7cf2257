import PropertyList
import QuickActions

/// `universal-link-blocked`: the domain's `apple-app-site-association` file keeps a universal-link
/// route's URLs out of the app.
enum UniversalLinkBlocked: LintRule {
  static let id = "universal-link-blocked"
  static let severity = Finding.Severity.warning
  static let documentation = doc(
    "A route answers universal links that the domain's apple-app-site-association file does not let through: a URL the route's pattern matches (each parameter given a value of its type) is excluded by a component, or matched by none. The blocking component is named. Runs when the files and the app's identifier are known.",
    why:
      "iOS matches each link against the file before it opens the app (first match wins, exclude ends the scan); a blocked link opens Safari and the route is never reached.",
    example:
      "urls = (\"https://example.com/help/website/:page\") and a component {\"/\": \"/help/website/*\", \"exclude\": true}  →  blocked by detail 0, component 2"
  )

  static func check(_ context: LintContext) -> [Finding] {
    guard let setup = context.configuration.universalLinks, let app = setup.applicationIdentifier
    else { return [] }
    // Each host of a `{…}` list is held against its own site's file; a `*.` host against the
    // file of its domain when that is the one given (Apple's "Supporting associated domains"
    // does not say which subdomain's file iOS reads for a wildcard entry: the domain's is the
    // one an app's team controls, and it is only read when it was given).
    let hosts = RoutedDoors(context.routes).urls.flatMap { url in
      url.pattern.hosts.map { host in
        (url: url, host: String(host.prefix { $0 != ":" }.dropFirst(host.hasPrefix("*.") ? 2 : 0)))
      }
    }
    return hosts.compactMap { url, host in
      guard ["https", "http"].contains(url.pattern.scheme),
        let site = setup.site(for: host),
        site.association.applinks?.appIDs.contains(app) == true,
        let example = AASAURL(UniversalLinkSetup.example(url.pattern))
      else { return nil }
      let decision = AASAMatcher(site.association).decide(example, appID: app)
      guard !decision.opensApp else { return nil }
      var notes: [Finding.Note] = []
      if let step = decision.decidingStep {
        notes.append(
          Finding.Note("the \(step.kind) that blocks it", at: step.location, file: site.file))
      }
      return context.finding(
        Self.self,
        "route '\(url.route)' answers URLs the apple-app-site-association file of '\(site.domain)' keeps out of the app: \(decision.reason)",
        at: url.pattern.location, notes: notes, file: context.routesFile)
    }
  }
}
