extension TriggerIndex {
  /// The route of the first trigger with the response's action and its content identifier, else
  /// its category (content identifiers are sorted first).
  func match(_ response: NotificationResponse) -> Int? {
    for (route, trigger) in notifications where trigger.action == response.actionIdentifier {
      switch trigger.source {
      case .content(let id): if id == response.targetContentIdentifier { return route }
      case .category(let id): if id == response.categoryIdentifier { return route }
      }
    }
    return nil
  }
}
