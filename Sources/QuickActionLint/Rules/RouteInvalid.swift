/// `route-invalid`: `QuickActionRoutes` or `QuickActionNavigation` cannot be read.
enum RouteInvalid: LintRule {
  static let id = "route-invalid"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "QuickActionRoutes or QuickActionNavigation holds something that is not a route or a navigation map.",
    why: "A route table that cannot be read routes nothing; the error says which value and why.",
    example: "policy = keepUnsafed  →  did you mean 'keepUnsaved'?")

  static func check(_ context: LintContext) -> [Finding] {
    guard let error = context.routesError else { return [] }
    return [context.finding(Self.self, error.message, at: error.location, file: context.routesFile)]
  }
}
