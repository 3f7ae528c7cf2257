import QuickActions

/// `route-orphan`: a route whose type no static or declared dynamic item has. A route that no
/// shortcut takes (`shortcut = false`, reached by URLs, activities or notifications) is no orphan.
enum RouteOrphan: LintRule {
  static let id = "route-orphan"
  static let severity = Finding.Severity.warning
  static let documentation = doc(
    "A route whose type no static item, nor any declared dynamic item, has.",
    why: "Usually a renamed type: the route is dead and the item it was meant for is unrouted.",
    example: "QuickActionRoutes has com.example.Post, the item says com.example.post")

  static func check(_ context: LintContext) -> [Finding] {
    guard let routes = context.routes, context.parseError == nil else { return [] }
    let types = Set(context.staticItems.map(\.type) + context.dynamicItems.map(\.type))
    return routes.routes.compactMap { route in
      guard route.handlesShortcut, !types.contains(route.type) else { return nil }
      let hint =
        Suggestion.nearest(to: route.type, in: types).map {
          "; did you mean '\(MessageText.clip($0))'?"
        } ?? ""
      return context.finding(
        Self.self, "route '\(MessageText.clip(route.type))' matches no shortcut item\(hint)",
        at: route.location, file: context.routesFile)
    }
  }
}
