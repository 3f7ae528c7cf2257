extension Entry {
  /// The entry in the fewest words, as timelines name it: a quick action's type, the URL, a
  /// universal link's URL, a Spotlight item's identifier, an activity's type, a notification's
  /// `CATEGORY/ACTION` (the action left out when it is the default one).
  public var label: String {
    switch self {
    case .shortcut(let item): return item.type
    case .url(let url): return url.absoluteString
    case .activity(let activity):
      if let link = activity.universalLink { return link.absoluteString }
      if let identifier = activity.searchableItemIdentifier { return "Spotlight \(identifier)" }
      return activity.activityType
    case .notification(let response):
      let category = response.categoryIdentifier
      return response.actionIdentifier == NotificationResponse.defaultActionIdentifier
        ? category : "\(category)/\(response.actionIdentifier)"
    case .intent(let intent): return intent.typeName
    }
  }

  /// What timelines call it: a quick action is an "item", anything else an "entry".
  package var noun: String { shortcutItem == nil ? "entry" : "item" }
}
