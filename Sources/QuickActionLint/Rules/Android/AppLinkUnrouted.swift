import AndroidProject
import QuickActions

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `app-link-unrouted`: an App Links host or path no route takes.
enum AppLinkUnrouted: AndroidRule {
  static let id = "app-link-unrouted"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "A host of an autoVerify filter for which no route has an http or https URL pattern, or a literal android:path (or pathPrefix) no route's pattern on that host takes, when routes are known.",
    why:
      "A verified link opens the app without asking (\"Verify Android App Links\", https://developer.android.com/training/app-links/verify-android-applinks): one no route takes lands at the app's start instead of the page the user tapped, where the website would have shown it.",
    example:
      "<data android:host=\"qa.example.com\" android:pathPrefix=\"/answers\"/> and no route for /answers/…  →  unrouted"
  )

  static func check(_ context: AndroidLintContext) -> [Finding] {
    guard let routes = context.routes else { return [] }
    let web = RoutedDoors(routes).webURLs
    var out: [Finding] = []
    var seenHosts: Set<String> = []
    for host in VerifiedLinks(context.app).hosts {
      // A route's host pattern (`*.example.com`, a `{…}` list) takes each host it matches.
      let patterns = web.filter {
        $0.pattern.hosts.contains { routeHost in
          VerifiedLinks.host(host.name, covers: routeHost) || routeHost == host.name
            || URLPattern.host(routeHost, matches: host.name)
        }
      }
      guard !patterns.isEmpty else {
        if seenHosts.insert(host.name).inserted {
          out.append(
            context.finding(
              Self.self,
              "no route has a URL pattern on \(host.name), an App Links host: its links open the app at its start",
              file: host.file, at: host.location))
        }
        continue
      }
      for rule in host.paths where rule.kind == "path" || rule.kind == "pathPrefix" {
        let path = rule.value.text
        let taken: Bool
        if rule.kind == "path" {
          taken =
            URL(string: "https://\(host.name)\(path)").map { routes.route(matching: $0) != nil }
            ?? false
        } else {
          // A prefix is taken when some pattern's fixed start lies inside it or reaches past it.
          taken = patterns.contains { p in
            let fixed =
              "/"
              + p.pattern.path.text.split(separator: "/").prefix { !$0.hasPrefix(":") && $0 != "*" }
              .joined(separator: "/")
            return fixed.hasPrefix(path) || path.hasPrefix(fixed == "/" ? "/" : fixed + "/")
              || path == fixed || p.pattern.path.text == "*"
          }
        }
        if !taken {
          out.append(
            context.finding(
              Self.self,
              "no route takes https://\(host.name)\(path) (the \(rule.kind) of an App Links filter)",
              file: host.file, at: rule.value.location))
        }
      }
    }
    return out
  }
}
