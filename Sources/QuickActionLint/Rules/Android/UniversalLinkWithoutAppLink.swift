import AndroidProject
import QuickActions

/// `universal-link-without-app-link`: a route's web link that Android opens in the browser.
enum UniversalLinkWithoutAppLink: AndroidRule {
  static let id = "universal-link-without-app-link"
  static let severity = Finding.Severity.warning
  static let documentation = doc(
    "A route's http or https URL pattern (a universal link on iOS) whose host no autoVerify filter of the Android app names, when an Android app is linted with routes. Say why not by disabling the rule for the project (.quickaction.json \"disable\").",
    why:
      "iOS opens the route's links in the app; without a verified filter for the host Android opens them in the browser or asks which app to use (\"About App Links\", https://developer.android.com/training/app-links/about).",
    example:
      "a route with https://qa.example.com/questions/:id and no <data android:host=\"qa.example.com\"/> in an autoVerify filter  →  browser on Android"
  )

  static func check(_ context: AndroidLintContext) -> [Finding] {
    guard let routes = context.routes, !context.app.manifests.isEmpty,
      let file = context.configuration.routesFile ?? context.ios?.file
    else { return [] }
    let verified = VerifiedLinks(context.app)
    var seen: Set<String> = []
    // Each host of a `{…}` list is its own; a `*.` host needs a `*.` filter (Android's
    // android:host="*.example.com", "Add intent filters for incoming links").
    let hosts = RoutedDoors(routes).webURLs.flatMap { route in
      route.pattern.hosts.map { (route: route, host: String($0.prefix { $0 != ":" })) }
    }
    return hosts.compactMap { route, host -> Finding? in
      guard !verified.covers(host), seen.insert(host).inserted else { return nil }
      return context.finding(
        Self.self,
        "the route '\(route.route)' opens \(route.pattern.text) as a universal link, but no autoVerify filter of the Android app names \(host): Android opens it in the browser",
        file: file, at: route.pattern.location)
    }
  }
}
