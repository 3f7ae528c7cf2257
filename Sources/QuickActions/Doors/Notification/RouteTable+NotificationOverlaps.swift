import PropertyList

extension RouteTable {
  /// Two triggers of this door that one arrival matches equally, one of which it would never
  /// take: an error at the later one, naming the earlier.
  func checkNotificationOverlaps() throws(ManifestError) {
    var seen: [NotificationKey: (route: Route, trigger: NotificationTrigger)] = [:]
    for route in routes {
      for case .notification(let trigger) in route.triggers {
        let key = NotificationKey(source: trigger.source, action: trigger.action)
        if let earlier = seen[key] {
          throw ManifestError(
            "\(Trigger.notification(trigger).summary) with action '\(MessageText.clip(trigger.action))' leads to route '\(MessageText.clip(route.type))' and to route '\(MessageText.clip(earlier.route.type))'\(earlier.trigger.location.parenthesized); a notification and action take one route",
            at: trigger.location)
        }
        seen[key] = (route, trigger)
      }
    }
  }

  struct NotificationKey: Hashable {
    var source: NotificationTrigger.Source
    var action: String
  }
}
