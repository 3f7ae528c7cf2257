extension RouteTable {
  /// The `NSUserActivity` types the table takes, in order: each activity trigger's type
  /// (Handoff, `CSSearchableItemActionType` for Spotlight results), and
  /// `NSUserActivityTypeBrowsingWeb` when a URL pattern is a universal link (`http` or `https`:
  /// iOS delivers universal links as browsing-web activities, "Supporting universal links in
  /// your app").
  ///
  /// A SwiftUI app registers `onContinueUserActivity(_:perform:)` for each: SwiftUI delivers a
  /// running scene's activity only to a handler registered for its type.
  public var continuedActivityTypes: [String] {
    var types: [String] = []
    for route in routes {
      for trigger in route.triggers {
        switch trigger {
        case .activity(let activity): types.append(activity.activityType)
        case .url(let pattern) where pattern.scheme == "https" || pattern.scheme == "http":
          types.append(UserActivity.browsingWebType)
        case .url, .notification, .intent: break
        }
      }
    }
    var seen = Set<String>()
    return types.filter { seen.insert($0).inserted }
  }
}
