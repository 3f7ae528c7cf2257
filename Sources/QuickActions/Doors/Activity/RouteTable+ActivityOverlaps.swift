import PropertyList

extension RouteTable {
  /// Two triggers of this door that one arrival matches equally, one of which it would never
  /// take: an error at the later one, naming the earlier.
  func checkActivityOverlaps() throws(ManifestError) {
    var seen: [String: [(route: Route, trigger: ActivityTrigger)]] = [:]
    for route in routes {
      for case .activity(let trigger) in route.triggers {
        for earlier in seen[trigger.activityType] ?? [] {
          switch (earlier.trigger.identifier, trigger.identifier) {
          case (nil, nil):
            throw ManifestError(
              "activity '\(MessageText.clip(trigger.activityType))' leads to route '\(MessageText.clip(route.type))' and to route '\(MessageText.clip(earlier.route.type))'\(earlier.trigger.location.parenthesized); an activity type takes one route",
              at: trigger.location)
          case (let a?, let b?)
          where a.problem == nil && b.problem == nil && PathSpecificity(a) == PathSpecificity(b):
            guard let witness = PatternOverlap.path(a, b, percentEncoded: false) else { continue }
            throw ManifestError(
              "Spotlight identifier pattern '\(MessageText.clip(b.text))' of route '\(MessageText.clip(route.type))' and '\(MessageText.clip(a.text))' of route '\(MessageText.clip(earlier.route.type))'\(earlier.trigger.location.parenthesized) are equally specific and both match '\(MessageText.clip(witness))'; make one more specific or remove one",
              at: trigger.location)
          default: continue
          }
        }
        seen[trigger.activityType, default: []].append((route, trigger))
      }
    }
  }
}
