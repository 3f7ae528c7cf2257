import PropertyList
import QuickActions

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension ScriptDoor {
  /// `item = TYPE`: a quick action of the catalog, with its `userInfo` and
  /// `targetContentIdentifier`.
  static let shortcut = ScriptDoor(
    kind: .shortcut, key: "item", fields: ["userInfo", "targetContentIdentifier"]
  ) {
    fields throws(ManifestError) in
    var shortcut = fields.item(fields.text, try fields.userInfo())
    if let target = try fields.string("targetContentIdentifier") {
      shortcut.targetContentIdentifier = target
    }
    return .shortcut(shortcut)
  }

  /// `url = LINK`: a custom scheme as an opened URL, an `https` link as a universal link.
  static let url = ScriptDoor(kind: .url, key: "url", fields: []) { fields throws(ManifestError) in
    try LaunchScript.link(fields.text, at: fields.value.location)
  }

  /// `activity = TYPE`, with its `userInfo`, `webpageURL`, `targetContentIdentifier` and
  /// `handoff` (read by the event itself).
  static let activity = ScriptDoor(
    kind: .activity, key: "activity",
    fields: ["userInfo", "webpageURL", "handoff", "targetContentIdentifier"]
  ) { fields throws(ManifestError) in
    let userInfo = try fields.userInfo()
    let target = try fields.string("targetContentIdentifier")
    let webpageURL = try fields.dict["webpageURL"].map { (v) throws(ManifestError) in
      try LaunchScript.url(try ManifestReader(v, "'webpageURL'").string(), at: v.location)
    }
    return .activity(
      UserActivity(
        activityType: fields.text, userInfo: userInfo, webpageURL: webpageURL,
        targetContentIdentifier: target))
  }

  /// `notification = CATEGORY` or `CATEGORY/ACTION`, with its `userInfo` and
  /// `targetContentIdentifier`.
  static let notification = ScriptDoor(
    kind: .notification, key: "notification", fields: ["userInfo", "targetContentIdentifier"]
  ) { fields throws(ManifestError) in
    let userInfo = try fields.userInfo()
    let target = try fields.string("targetContentIdentifier")
    guard
      case .notification(var response)? = Entry.notification(
        parsing: fields.text, userInfo: userInfo)
    else {
      throw ManifestError(
        "'notification' is CATEGORY or CATEGORY/ACTION, not '\(fields.text)'",
        at: fields.value.location)
    }
    response.targetContentIdentifier = target
    return .notification(response)
  }

  /// `intent = TypeName`, with its `parameters`, `contentIdentifier` and `targetsScene`.
  static let intent = ScriptDoor(
    kind: .intent, key: "intent", fields: ["parameters", "contentIdentifier", "targetsScene"]
  ) { fields throws(ManifestError) in
    try Trigger.intentTypeName(fields.text, of: "the event", at: fields.value.location)
    let parameters =
      try fields.dict["parameters"].map { (v) throws(ManifestError) in
        try ManifestReader(v, "'parameters'").dictionary()
      } ?? PlistDictionary()
    let targetsScene =
      try fields.dict["targetsScene"].map { (v) throws(ManifestError) in
        try ManifestReader(v, "'targetsScene'").bool()
      } ?? true
    return .intent(
      AppIntentInvocation(
        typeName: fields.text, parameters: parameters,
        contentIdentifier: try fields.string("contentIdentifier"), targetsScene: targetsScene))
  }
}
