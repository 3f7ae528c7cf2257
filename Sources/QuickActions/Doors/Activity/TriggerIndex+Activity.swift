import PropertyList

extension TriggerIndex {
  /// The route of the first trigger of the activity's type that takes it (a Spotlight result
  /// takes the most specific identifier pattern it matches), and the values that fill its
  /// screens: the userInfo, with a pattern's captures.
  func match(_ activity: UserActivity) -> (route: Int, values: PlistDictionary)? {
    guard let candidates = activities[activity.activityType] else { return nil }
    let identifier = activity.searchableItemIdentifier
    for (route, trigger) in candidates {
      guard let pattern = trigger.identifier else { return (route, activity.userInfo) }
      guard let identifier else { continue }
      let parts = identifier.split(separator: "/", omittingEmptySubsequences: false)
      if let captures = pattern.match(SegmentPattern.trimmed(parts), percentDecoding: false) {
        var values = activity.userInfo
        for (key, value) in captures.sorted(by: { $0.key < $1.key }) {
          values.set(PlistValue(.string(value)), forKey: key)
        }
        return (route, values)
      }
    }
    return nil
  }
}
