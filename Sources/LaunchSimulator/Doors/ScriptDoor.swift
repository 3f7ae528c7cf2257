import PropertyList
import QuickActions

/// How a launch script writes one door's entry: the event key that holds it, the fields beside
/// it that belong to it, and how the entry is read. Each door defines its own in
/// `LaunchSimulator/Doors/`; ``LaunchScript/doors`` registers them, one line a door.
package struct ScriptDoor: Sendable {
  /// The door.
  package let kind: DoorKind
  /// The event key that holds the entry (`item`, `url`, `activity`, …).
  package let key: String
  /// The fields beside the event that belong to this door.
  let fields: [String]
  /// The entry, from the key's value and the fields beside it.
  let read: @Sendable (ScriptEntryFields) throws(ManifestError) -> Entry

  /// How `message`s name the door: `an 'activity'`, `a 'notification'`.
  var named: String { ("aeio".contains(key.prefix(1)) ? "an '" : "a '") + key + "'" }
}

/// What an event holds for its door's entry: the door key's text and value, the fields beside
/// it, and how the catalog makes a quick action of a type.
struct ScriptEntryFields {
  /// The door key's text (a shortcut type, a URL, an activity type, …).
  let text: String
  /// The door key's value, for its location.
  let value: PlistValue
  /// The event.
  let dict: PlistDictionary
  /// The quick action of a type with a userInfo, as the catalog declares it.
  let item: (String, PlistDictionary) -> ShortcutItem

  /// `userInfo`, or an empty dictionary.
  func userInfo() throws(ManifestError) -> PlistDictionary {
    try dict["userInfo"].map { (v) throws(ManifestError) in
      try ManifestReader(v, "'userInfo'").dictionary()
    } ?? PlistDictionary()
  }

  /// A string field, not empty; nil when it is absent.
  func string(_ field: String) throws(ManifestError) -> String? {
    guard let v = dict[field] else { return nil }
    let text = try ManifestReader(v, "'\(field)'").string()
    if text.isEmpty {
      throw ManifestError("'\(field)' is empty; leave it out for none", at: v.location)
    }
    return text
  }
}

extension LaunchScript {
  /// The doors a script's events come through, one line a door.
  package static let doors: [ScriptDoor] = [
    .shortcut,
    .url,
    .activity,
    .notification,
    .intent,
  ]

  /// The doors each field beside an event belongs to, and how a message names them: from the
  /// doors' own fields.
  static let fieldOwners: [String: (doors: [String], owners: String)] = {
    var owners: [String: [ScriptDoor]] = [:]
    for door in doors {
      for field in door.fields { owners[field, default: []].append(door) }
    }
    return owners.mapValues { list in
      let names = list.map(\.named)
      let text =
        names.count == 1
        ? names[0] : names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
      return (list.map(\.key), text)
    }
  }()
}
