import PropertyList

/// Reading a route's triggers from its manifest dictionary:
///
/// ```
/// "question" = {
///   shortcut = false;                                   // no quick action takes this route
///   tab = questions; path = ("question(questionID as integer)");
///   urls = ("qa://questions/:questionID as integer",
///           "https://qa.example.com/questions/:questionID as integer");
///   activities = ({type = "com.example.qa.viewing-question"; userInfo = (questionID);},
///                 {spotlight = "questions/:questionID as integer";});
///   notifications = ({category = NEW_ANSWER; action = default; userInfo = (questionID);});
///   intents = ({type = OpenQuestionIntent; parameters = (questionID);});
/// };
/// ```
extension Trigger {
  /// The keys of a route that declare triggers.
  static let routeKeys = ["shortcut", "urls", "activities", "notifications", "intents"]

  /// The triggers of a route's dictionary, in the order written: URLs, activities,
  /// notifications.
  static func decode(_ dict: PlistDictionary, in what: String) throws(ManifestError) -> [Trigger] {
    var triggers: [Trigger] = []
    if let list = dict["urls"] {
      for value in try ManifestReader(list, "'urls' of \(what)").array() {
        let text = try ManifestReader(value, "a URL pattern of \(what)").string()
        triggers.append(.url(try URLPattern(parsing: text, at: value.location)))
      }
    }
    if let list = dict["activities"] {
      for value in try ManifestReader(list, "'activities' of \(what)").array() {
        triggers.append(.activity(try activity(value, in: what)))
      }
    }
    if let list = dict["notifications"] {
      for value in try ManifestReader(list, "'notifications' of \(what)").array() {
        triggers.append(.notification(try notification(value, in: what)))
      }
    }
    if let list = dict["intents"] {
      for value in try ManifestReader(list, "'intents' of \(what)").array() {
        triggers.append(.intent(try intent(value, in: what)))
      }
    }
    return triggers
  }

  /// `"TypeName"` or `{type = TypeName; parameters = (P…); url = "https://…";}`.
  static func intent(_ value: PlistValue, in what: String) throws(ManifestError) -> IntentTrigger {
    if let type = value.stringValue {
      try intentTypeName(type, of: what, at: value.location)
      return IntentTrigger(type, location: value.location)
    }
    let item = "an intent of \(what)"
    let dict = try ManifestReader(value, item).dictionary()
    try ManifestReader.checkKeys(dict, known: ["type", "parameters", "url"], in: item)
    guard let typeValue = dict["type"] else {
      throw ManifestError("\(item) needs a 'type' (the App Intent's type name, such as OpenQuestionIntent)", at: value.location)
    }
    let type = try ManifestReader(typeValue, "the intent type of \(what)").string()
    try intentTypeName(type, of: what, at: typeValue.location)
    var supplies: [String] = []
    if let list = dict["parameters"] {
      for name in try ManifestReader(list, "'parameters' of \(item)").array() {
        supplies.append(try ManifestReader(name, "a parameter of \(item)").string())
      }
    }
    let url = try dict["url"].map { (v) throws(ManifestError) in
      try URLPattern(parsing: try ManifestReader(v, "the URL representation of \(item)").string(), at: v.location)
    }
    return IntentTrigger(type, supplies: supplies, urlRepresentation: url, location: value.location)
  }

  /// A Swift type name: letters, digits and `_`, not starting with a digit, optionally qualified
  /// by a module (`Module.TypeName`).
  package static func intentTypeName(_ name: String, of what: String, at location: SourceLocation) throws(ManifestError) {
    try nonEmpty(name, "the intent type", of: what, at: location)
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    let valid = parts.allSatisfy { part in
      guard let first = part.first, !first.isNumber else { return false }
      return part.allSatisfy(SegmentPattern.isNameCharacter)
    }
    if !valid {
      throw ManifestError("'\(MessageText.clip(name))' is not a Swift type name; an intent trigger names the App Intent's type (such as OpenQuestionIntent)",
                          at: location)
    }
  }

  /// `"type"`, `{type = T; userInfo = (K…);}` or `{spotlight = "pattern"; userInfo = (K…);}`.
  static func activity(_ value: PlistValue, in what: String) throws(ManifestError) -> ActivityTrigger {
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
      let text = try ManifestReader(spotlight, "the Spotlight identifier pattern of \(what)").string()
      let trigger = ActivityTrigger(spotlight: text, reads: reads, location: spotlight.location)
      if let problem = trigger.identifier?.problem {
        throw ManifestError("Spotlight identifier pattern '\(text)': \(problem)", at: spotlight.location)
      }
      return trigger
    case (.some, .some):
      throw ManifestError("\(item) has both 'type' and 'spotlight'; a Spotlight result's type is \(UserActivity.searchableItemType)",
                          at: value.location)
    case (nil, nil):
      throw ManifestError("\(item) needs a 'type' (an activity type) or a 'spotlight' (an item identifier pattern)", at: value.location)
    }
  }

  /// `{category = C | content = ID; action = default|dismiss|ID; userInfo = (K…);}`.
  static func notification(_ value: PlistValue, in what: String) throws(ManifestError) -> NotificationTrigger {
    let item = "a notification of \(what)"
    let dict = try ManifestReader(value, item).dictionary()
    try ManifestReader.checkKeys(dict, known: ["category", "content", "action", "userInfo"], in: item)
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
      throw ManifestError("\(item) has both 'category' and 'content'; it answers one of them", at: value.location)
    case (nil, nil):
      throw ManifestError("\(item) needs a 'category' or a 'content' (a target content identifier)", at: value.location)
    }
    var action = NotificationResponse.defaultActionIdentifier
    if let actionValue = dict["action"] {
      let text = try ManifestReader(actionValue, "the action of \(item)").string()
      try nonEmpty(text, "the action", of: what, at: actionValue.location)
      action = NotificationTrigger.actionIdentifier(named: text)
    }
    return NotificationTrigger(source, action: action, reads: try keys(dict, in: item), location: value.location)
  }

  static func keys(_ dict: PlistDictionary, in item: String) throws(ManifestError) -> [String] {
    guard let list = dict["userInfo"] else { return [] }
    var keys: [String] = []
    for key in try ManifestReader(list, "'userInfo' of \(item)").array() {
      keys.append(try ManifestReader(key, "a userInfo key of \(item)").string())
    }
    return keys
  }

  static func nonEmpty(_ text: String, _ name: String, of what: String, at location: SourceLocation) throws(ManifestError) {
    if text.trimmingWhitespace.isEmpty { throw ManifestError("\(name) of \(what) is empty", at: location) }
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
