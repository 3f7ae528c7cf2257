import PropertyList

/// How a manifest route declares one door beside its quick action: the member that lists the
/// door's triggers, how one is read, and how one is written back. Each door defines its own in
/// its folder; ``Trigger/doors`` registers them, one line a door.
package struct TriggerDoor: Sendable {
  /// The door.
  package let kind: DoorKind
  /// The route's member that lists the door's triggers (`urls`, `activities`, …).
  package let key: String
  /// One trigger from its manifest value; the string names the route, for messages.
  package let read: @Sendable (_ value: PlistValue, _ what: String) throws(ManifestError) -> Trigger
  /// The manifest value of a trigger of this door; nil for another door's.
  package let write: @Sendable (Trigger) -> PlistValue?

  /// A door declared by `key`, read by `read` and written by `write`.
  package init(
    _ kind: DoorKind, key: String,
    read:
      @escaping @Sendable (_ value: PlistValue, _ what: String) throws(ManifestError) -> Trigger,
    write: @escaping @Sendable (Trigger) -> PlistValue?
  ) {
    self.kind = kind
    self.key = key
    self.read = read
    self.write = write
  }

  /// A manifest dictionary value with these members, in this order.
  static func dictionary(_ members: [(String, PlistValue)]) -> PlistValue {
    PlistValue(.dictionary(PlistDictionary(members.map { .init(key: $0.0, value: $0.1) })))
  }

  /// The `userInfo` member of a trigger that reads `reads`; none when it reads nothing.
  static func userInfo(_ reads: [String]) -> [(String, PlistValue)] {
    reads.isEmpty ? [] : [("userInfo", PlistValue(.array(reads.map { PlistValue(.string($0)) })))]
  }
}

extension Trigger {
  /// The doors a route declares beside its quick action (which is the route's own type), in the
  /// order a route's triggers are read and written. One line a door.
  package static let doors: [TriggerDoor] = [
    .url,
    .activity,
    .notification,
    .intent,
  ]
}
