import PropertyList

extension Trigger {
  /// The `urls`, `activities`, `notifications` and `intents` members of a route's manifest dictionary,
  /// each present when the route has triggers of its kind; `Trigger.decode` reads them back.
  static func encode(_ triggers: [Trigger]) -> [(String, PlistValue)] {
    var urls: [PlistValue] = [], activities: [PlistValue] = [], notifications: [PlistValue] = [], intents: [PlistValue] = []
    func string(_ text: String) -> PlistValue { PlistValue(.string(text)) }
    func dictionary(_ members: [(String, PlistValue)]) -> PlistValue {
      PlistValue(.dictionary(PlistDictionary(members.map { .init(key: $0.0, value: $0.1) })))
    }
    func keys(_ reads: [String]) -> [(String, PlistValue)] {
      reads.isEmpty ? [] : [("userInfo", PlistValue(.array(reads.map(string))))]
    }
    for trigger in triggers {
      switch trigger {
      case .url(let pattern): urls.append(string(pattern.text))
      case .activity(let activity):
        if let identifier = activity.identifier {
          activities.append(dictionary([("spotlight", string(identifier.text))] + keys(activity.reads)))
        } else {
          activities.append(dictionary([("type", string(activity.activityType))] + keys(activity.reads)))
        }
      case .notification(let notification):
        var members: [(String, PlistValue)]
        switch notification.source {
        case .category(let category): members = [("category", string(category))]
        case .content(let content): members = [("content", string(content))]
        }
        if notification.action != NotificationResponse.defaultActionIdentifier {
          members.append(("action", string(notification.actionName)))
        }
        notifications.append(dictionary(members + keys(notification.reads)))
      case .intent(let intent):
        var members: [(String, PlistValue)] = [("type", string(intent.typeName))]
        if !intent.supplies.isEmpty { members.append(("parameters", PlistValue(.array(intent.supplies.map(string))))) }
        if let url = intent.urlRepresentation { members.append(("url", string(url.text))) }
        intents.append(dictionary(members))
      }
    }
    var members: [(String, PlistValue)] = []
    if !urls.isEmpty { members.append(("urls", PlistValue(.array(urls)))) }
    if !activities.isEmpty { members.append(("activities", PlistValue(.array(activities)))) }
    if !notifications.isEmpty { members.append(("notifications", PlistValue(.array(notifications)))) }
    if !intents.isEmpty { members.append(("intents", PlistValue(.array(intents)))) }
    return members
  }
}
