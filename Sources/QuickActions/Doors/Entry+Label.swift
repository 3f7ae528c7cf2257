extension Entry {
  /// The entry in the fewest words, as timelines name it: a quick action's type, the URL, a
  /// universal link's URL, a Spotlight item's identifier, an activity's type, a notification's
  /// `CATEGORY/ACTION` (the action left out when it is the default one).
  public var label: String {
    switch self {
    case .shortcut(let item): return item.type
    case .url(let url): return url.absoluteString
    case .activity(let activity): return activity.label
    case .notification(let response): return response.label
    case .intent(let intent): return intent.typeName
    }
  }

  /// What timelines call it: a quick action is an "item", anything else an "entry".
  package var noun: String { shortcutItem == nil ? "entry" : "item" }
}
