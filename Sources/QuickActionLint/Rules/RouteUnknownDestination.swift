import QuickActions

/// `route-unknown-destination`: a route names a tab or screen the navigation map lacks, or shows
/// a detail in a tab without a split view.
enum RouteUnknownDestination: LintRule {
  static let id = "route-unknown-destination"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "A route names a tab or screen that QuickActionNavigation does not list.",
    why:
      "The route cannot be carried out: at run time it fails as unreachable and the quick action does nothing.",
    example: "tab = feed; but the tabs are questions, spots, profile")

  static func check(_ context: LintContext) -> [Finding] {
    guard let routes = context.routes, let map = routes.map else { return [] }
    var out: [Finding] = []
    for route in routes.routes {
      if let tab = route.destination.tab, map.tab(tab) == nil {
        let hint =
          Suggestion.nearest(to: tab, in: map.tabs.map(\.id)).map {
            "; did you mean '\(MessageText.clip($0))'?"
          } ?? ""
        out.append(
          context.finding(
            Self.self,
            "route '\(MessageText.clip(route.type))' names tab '\(MessageText.clip(tab))', which the navigation map lacks\(hint)",
            at: route.location, file: context.routesFile))
      } else if let tab = route.destination.tab, case .detail = route.destination,
        map.tab(tab)?.isSplit == false
      {
        out.append(
          context.finding(
            Self.self,
            "route '\(MessageText.clip(route.type))' shows a detail in tab '\(MessageText.clip(tab))', which holds no split view",
            at: route.location, file: context.routesFile))
      }
      for screen in route.screens where !map.screens.contains(screen.id) {
        let hint =
          Suggestion.nearest(to: screen.id, in: map.screens).map {
            "; did you mean '\(MessageText.clip($0))'?"
          } ?? ""
        out.append(
          context.finding(
            Self.self,
            "route '\(MessageText.clip(route.type))' names screen '\(MessageText.clip(screen.id))', which the navigation map lacks\(hint)",
            at: route.location, file: context.routesFile))
      }
    }
    return out
  }
}
