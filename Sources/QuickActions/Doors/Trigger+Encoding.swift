import PropertyList

extension Trigger {
  /// The members of a route's manifest dictionary that list its triggers (`urls`, `activities`,
  /// `notifications`, `intents`), each present when the route has triggers of its door;
  /// `Trigger.decode` reads them back.
  static func encode(_ triggers: [Trigger]) -> [(String, PlistValue)] {
    doors.compactMap { door in
      let values = triggers.compactMap(door.write)
      return values.isEmpty ? nil : (door.key, PlistValue(.array(values)))
    }
  }
}
