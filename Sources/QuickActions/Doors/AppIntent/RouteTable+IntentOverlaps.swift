import PropertyList

extension RouteTable {
  /// Two routes for one intent type: the intent would take the first and never the second.
  func checkIntentOverlaps() throws(ManifestError) {
    var seen: [String: (route: Route, trigger: IntentTrigger)] = [:]
    for route in routes {
      for case .intent(let trigger) in route.triggers {
        if let earlier = seen[trigger.typeName] {
          throw ManifestError(
            "App Intent '\(MessageText.clip(trigger.typeName))' leads to route '\(MessageText.clip(route.type))' and to route '\(MessageText.clip(earlier.route.type))'\(earlier.trigger.location.parenthesized); an intent type takes one route",
            at: trigger.location)
        }
        seen[trigger.typeName] = (route, trigger)
      }
    }
  }
}
