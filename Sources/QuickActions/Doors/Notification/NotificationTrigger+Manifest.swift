import PropertyList

extension TriggerDoor {
  /// A route's `notifications`: a `category` or a `content` identifier, the `action` and the
  /// `userInfo` keys it reads.
  package static let notification = TriggerDoor(.notification, key: "notifications") {
    value, what throws(ManifestError) in
    .notification(try Trigger.notification(value, in: what))
  } write: { trigger in
    guard case .notification(let notification) = trigger else { return nil }
    var members: [(String, PlistValue)]
    switch notification.source {
    case .category(let category): members = [("category", PlistValue(.string(category)))]
    case .content(let content): members = [("content", PlistValue(.string(content)))]
    }
    if notification.action != NotificationResponse.defaultActionIdentifier {
      members.append(("action", PlistValue(.string(notification.actionName))))
    }
    return dictionary(members + userInfo(notification.reads))
  }
}

extension Trigger {
  /// `{category = C | content = ID; action = default|dismiss|ID; userInfo = (K…);}`.
  static func notification(_ value: PlistValue, in what: String) throws(ManifestError)
    -> NotificationTrigger
  {
    let item = "a notification of \(what)"
    let dict = try ManifestReader(value, item).dictionary()
    try ManifestReader.checkKeys(
      dict, known: ["category", "content", "action", "userInfo"], in: item)
    let source: NotificationTrigger.Source
    switch (dict["category"], dict["content"]) {
    case (let category?, nil):
      let text = try ManifestReader(category, "the category of \(item)").string()
      try nonEmpty(text, "the category", of: what, at: category.location)
      source = .category(text)
    case (nil, let content?):
      let text = try ManifestReader(content, "the content identifier of \(item)").string()
      try nonEmpty(text, "the content identifier", of: what, at: content.location)
      source = .content(text)
    case (.some, .some):
      throw ManifestError(
        "\(item) has both 'category' and 'content'; it answers one of them", at: value.location)
    case (nil, nil):
      throw ManifestError(
        "\(item) needs a 'category' or a 'content' (a target content identifier)",
        at: value.location)
    }
    var action = NotificationResponse.defaultActionIdentifier
    if let actionValue = dict["action"] {
      let text = try ManifestReader(actionValue, "the action of \(item)").string()
      try nonEmpty(text, "the action", of: what, at: actionValue.location)
      action = NotificationTrigger.actionIdentifier(named: text)
    }
    return NotificationTrigger(
      source, action: action, reads: try keys(dict, in: item), location: value.location)
  }
}

extension NotificationTrigger {
  /// `default` and `dismiss` name UserNotifications' two system actions; any other text is a
  /// `UNNotificationAction` identifier.
  static func actionIdentifier(named name: String) -> String {
    switch name {
    case "default": return NotificationResponse.defaultActionIdentifier
    case "dismiss": return NotificationResponse.dismissActionIdentifier
    default: return name
    }
  }

  /// The action as a manifest writes it: `default`, `dismiss`, or the identifier.
  var actionName: String {
    switch action {
    case NotificationResponse.defaultActionIdentifier: return "default"
    case NotificationResponse.dismissActionIdentifier: return "dismiss"
    default: return action
    }
  }
}
