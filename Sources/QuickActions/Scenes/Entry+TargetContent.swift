extension Entry {
  /// The string iOS evaluates each scene's activation predicates against for this door, or nil.
  ///
  /// - A quick action: its `targetContentIdentifier` ("The object that determines which scene
  ///   handles the quick action", `UIApplicationShortcutItem`).
  /// - An opened URL: the URL's text. `UISceneActivationConditions.h`: the predicates "are used to
  ///   match against targetContentIdentifier NSStrings wherever they occur, for example in
  ///   UNNotificationContent, as well as against NSString text of URL links the user may tap if
  ///   the application handles URLs".
  /// - An activity: its `targetContentIdentifier`; a universal link without one, the link's text
  ///   (a URL link the user tapped, as above).
  /// - A notification response: its content's `targetContentIdentifier`.
  /// - An App Intent: its `contentIdentifier` (by default the intent's type name).
  public var targetContentIdentifier: String? {
    switch self {
    case .shortcut(let item): return item.targetContentIdentifier
    case .url(let url): return url.absoluteString
    case .activity(let activity):
      return activity.targetContentIdentifier ?? activity.universalLink?.absoluteString
    case .notification(let response): return response.targetContentIdentifier
    case .intent(let intent): return intent.contentIdentifier
    }
  }
}
