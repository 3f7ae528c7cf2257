import PropertyList
import QuickActions

/// `aasa-app-missing`: a domain's `apple-app-site-association` file does not name the app.
enum AASAAppMissing: LintRule {
  static let id = "aasa-app-missing"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "The apple-app-site-association file of a domain the app's entitlement names under applinks: lists no detail for the app's TEAMID.bundle.id (as the project resolves the team and bundle identifier). Runs when the files are known.",
    why:
      "iOS associates an app with a domain only when the domain's file lists the app's identifier (\"Supporting associated domains\"): none of its universal links open the app.",
    example:
      "applinks.details[].appIDs = (\"ABCDE12345.com.example.qa.beta\") for an app ABCDE12345.com.example.qa"
  )

  static func check(_ context: LintContext) -> [Finding] {
    guard let setup = context.configuration.universalLinks, let app = setup.applicationIdentifier
    else { return [] }
    return setup.sites.compactMap { site in
      guard setup.applinks.contains(where: { $0.covers(site.domain) }) else { return nil }
      let listed = site.association.applinks?.appIDs ?? []
      guard !listed.contains(app) else { return nil }
      let hint = Suggestion.nearest(to: app, in: listed).map { "; did you mean '\($0)'?" } ?? ""
      let names = listed.isEmpty ? "it names no app" : "it names \(listed.joined(separator: ", "))"
      return context.finding(
        Self.self,
        "the apple-app-site-association file of '\(site.domain)' does not name the app '\(app)' (\(names))\(hint)",
        at: site.association.applinks?.location ?? SourceLocation(offset: 0, line: 1, column: 1),
        file: site.file)
    }
  }
}
