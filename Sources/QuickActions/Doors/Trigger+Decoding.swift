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
  static let routeKeys = ["shortcut"] + doors.map(\.key)

  /// The triggers of a route's dictionary, in the order written: door by door, as ``doors``
  /// lists them.
  static func decode(_ dict: PlistDictionary, in what: String) throws(ManifestError) -> [Trigger] {
    var triggers: [Trigger] = []
    for door in doors {
      guard let list = dict[door.key] else { continue }
      for value in try ManifestReader(list, "'\(door.key)' of \(what)").array() {
        triggers.append(try door.read(value, what))
      }
    }
    return triggers
  }

  static func keys(_ dict: PlistDictionary, in item: String) throws(ManifestError) -> [String] {
    guard let list = dict["userInfo"] else { return [] }
    var keys: [String] = []
    for key in try ManifestReader(list, "'userInfo' of \(item)").array() {
      keys.append(try ManifestReader(key, "a userInfo key of \(item)").string())
    }
    return keys
  }

  static func nonEmpty(_ text: String, _ name: String, of what: String, at location: SourceLocation)
    throws(ManifestError)
  {
    if text.trimmingWhitespace.isEmpty {
      throw ManifestError("\(name) of \(what) is empty", at: location)
    }
  }
}
