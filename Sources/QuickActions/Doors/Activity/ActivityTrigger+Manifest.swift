import PropertyList

extension TriggerDoor {
  /// A route's `activities`: an activity type, or a dictionary with a `type` or a `spotlight`
  /// identifier pattern, and the `userInfo` keys it reads.
  package static let activity = TriggerDoor(.activity, key: "activities") {
    value, what throws(ManifestError) in
    .activity(try Trigger.activity(value, in: what))
  } write: { trigger in
    guard case .activity(let activity) = trigger else { return nil }
    let kind =
      activity.identifier.map { ("spotlight", PlistValue(.string($0.text))) }
      ?? ("type", PlistValue(.string(activity.activityType)))
    return dictionary([kind] + userInfo(activity.reads))
  }
}

extension Trigger {
  /// `"type"`, `{type = T; userInfo = (K…);}` or `{spotlight = "pattern"; userInfo = (K…);}`.
  static func activity(_ value: PlistValue, in what: String) throws(ManifestError)
    -> ActivityTrigger
  {
    if let type = value.stringValue {
      try nonEmpty(type, "the activity type", of: what, at: value.location)
      return ActivityTrigger(type, location: value.location)
    }
    let item = "an activity of \(what)"
    let dict = try ManifestReader(value, item).dictionary()
    try ManifestReader.checkKeys(dict, known: ["type", "spotlight", "userInfo"], in: item)
    let reads = try keys(dict, in: item)
    switch (dict["type"], dict["spotlight"]) {
    case (let type?, nil):
      let text = try ManifestReader(type, "the activity type of \(what)").string()
      try nonEmpty(text, "the activity type", of: what, at: type.location)
      return ActivityTrigger(text, reads: reads, location: value.location)
    case (nil, let spotlight?):
      let text = try ManifestReader(spotlight, "the Spotlight identifier pattern of \(what)")
        .string()
      let trigger = ActivityTrigger(spotlight: text, reads: reads, location: spotlight.location)
      if let problem = trigger.identifier?.problem {
        throw ManifestError(
          "Spotlight identifier pattern '\(text)': \(problem)", at: spotlight.location)
      }
      return trigger
    case (.some, .some):
      throw ManifestError(
        "\(item) has both 'type' and 'spotlight'; a Spotlight result's type is \(UserActivity.searchableItemType)",
        at: value.location)
    case (nil, nil):
      throw ManifestError(
        "\(item) needs a 'type' (an activity type) or a 'spotlight' (an item identifier pattern)",
        at: value.location)
    }
  }
}
