import PropertyList
import QuickActions

/// `url-route-scheme-undeclared`: a route answers URLs of a custom scheme the Info.plist does
/// not declare.
enum URLRouteSchemeUndeclared: LintRule {
  static let id = "url-route-scheme-undeclared"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "A route's URL pattern has a custom scheme that no CFBundleURLTypes entry declares (when routes are given).",
    why:
      "iOS opens an app only for the schemes its Info.plist declares (\"Defining a custom URL scheme for your app\"): the route is never reached.",
    example:
      "route compose with urls = (\"qa://compose\"), and CFBundleURLSchemes lists only 'qanda'  →  the scheme 'qa' is not declared"
  )

  static func check(_ context: LintContext) -> [Finding] {
    let declared = DeclaredDoors(
      root: context.document?.root, settings: context.configuration.buildSettings
    ).urlSchemes
    // A scheme hidden behind a build setting with no value may be the one: say nothing.
    guard !declared.contains(where: \.isUnresolved) else { return [] }
    let schemes = Set(declared.map { $0.value.lowercased() })
    return RoutedDoors(context.routes).customSchemeURLs.compactMap { url in
      guard !schemes.contains(url.pattern.scheme) else { return nil }
      let known =
        declared.isEmpty
        ? "it declares none"
        : "it declares \(declared.map { "'\($0.value)'" }.joined(separator: ", "))"
      let hint =
        Suggestion.nearest(to: url.pattern.scheme, in: declared.map(\.value)).map {
          "; did you mean '\($0)'?"
        } ?? ""
      return context.finding(
        Self.self,
        "route '\(url.route)' answers \(url.pattern.scheme): URLs, a scheme CFBundleURLTypes does not declare (\(known))\(hint)",
        at: url.pattern.location, file: context.routesFile)
    }
  }
}
