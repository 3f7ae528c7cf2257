import PropertyList
import QuickActions

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension LaunchScript {
  /// Reads one event: exactly one of `eventKeys`, with the fields its kind takes. `scenes` are the
  /// names events may give, which a `connect` may add to.
  static func decodeEvent(
    _ value: PlistValue, knownScreens: Set<String>?, scenes: inout SceneNames,
    item: (String, PlistDictionary) -> ShortcutItem
  ) throws(ManifestError) -> Event {
    let dict = try ManifestReader(value, "an event").dictionary()
    try ManifestReader.checkKeys(dict, known: eventKeys + itemKeys, in: "an event")
    let launching = dict["launch"] != nil
    // A launch names its door with one of the entry keys, which are not kinds of their own then.
    let kinds = eventKeys.filter { dict[$0] != nil && !(launching && entryKeys.contains($0)) }
    guard kinds.count == 1, let kind = kinds.first else {
      throw ManifestError(
        kinds.isEmpty
          ? "an event needs one of \(eventKeys.map { "'\($0)'" }.joined(separator: ", "))"
          : "an event has both '\(kinds[0])' and '\(kinds[1])'; write one event per entry",
        at: value.location)
    }
    guard let payload = dict[kind] else {
      throw ManifestError("an event needs a value", at: value.location)
    }
    let door =
      launching ? entryKeys.filter { dict[$0] != nil } : (entryKeys.contains(kind) ? [kind] : [])
    if launching && door.count != 1 {
      throw ManifestError(
        door.isEmpty
          ? "a launch needs one of \(entryKeys.map { "'\($0)'" }.joined(separator: ", "))"
          : "a launch has both '\(door[0])' and '\(door[1])'; a launch comes through one door",
        at: value.location)
    }
    for key in itemKeys {
      guard let entry = dict.entry(forKey: key), let owner = fieldOwners[key] else { continue }
      if !door.contains(where: owner.doors.contains) {
        throw ManifestError("'\(key)' belongs to \(owner.owners) event", at: entry.keyLocation)
      }
    }
    let scene = try sceneField(dict, kind: kind, scenes: scenes)
    let event = try decodeKind(
      kind, payload, dict, door: door, at: value, knownScreens: knownScreens, scenes: &scenes,
      item: item)
    return scene.map { .inScene($0, event) } ?? event
  }

  /// The `scene` beside an event, checked: it names a known scene, and the event happens in one
  /// window.
  static func sceneField(_ dict: PlistDictionary, kind: String, scenes: SceneNames)
    throws(ManifestError) -> SceneID?
  {
    guard let entry = dict.entry(forKey: "scene") else { return nil }
    switch kind {
    case "gateOpens":
      throw ManifestError(
        "'scene' does not go with 'gateOpens': the gate is the app's, and opens in every window",
        at: entry.keyLocation)
    case "connect", "disconnect", "discardSession":
      throw ManifestError(
        "'scene' does not go with '\(kind)', which names its scene itself", at: entry.keyLocation)
    default:
      return try scenes.check(
        try ManifestReader(entry.value, "'scene'").string(), at: entry.value.location)
    }
  }

  static func decodeKind(
    _ kind: String, _ payload: PlistValue, _ dict: PlistDictionary, door: [String],
    at value: PlistValue, knownScreens: Set<String>?,
    scenes: inout SceneNames, item: (String, PlistDictionary) -> ShortcutItem
  ) throws(ManifestError) -> Event {
    func flag() throws(ManifestError) {
      guard try ManifestReader(payload, "'\(kind)'").bool() else {
        throw ManifestError(
          "'\(kind)' must be <true/> (true); leave the event out otherwise", at: payload.location)
      }
    }
    let handoff =
      try dict["handoff"].map { (v) throws(ManifestError) in
        try ManifestReader(v, "'handoff'").bool()
      } ?? false
    switch kind {
    case "launch":
      let launch = try ManifestReader(payload, "launch").choice(LaunchScript.Launch.self)
      let arrived = try entry(door[0], dict, at: value, item: item)
      if handoff, case .activity(let activity) = arrived { return .handoff(launch, activity) }
      if let item = arrived.shortcutItem { return .launch(launch, item) }
      return .launchEntry(launch, arrived)
    case "item":
      guard let item = try entry("item", dict, at: value, item: item).shortcutItem else {
        throw ManifestError("an event needs a value", at: value.location)
      }
      return .item(item)
    case _ where entryKeys.contains(kind):
      let arrived = try entry(kind, dict, at: value, item: item)
      if handoff, case .activity(let activity) = arrived { return .handoff(nil, activity) }
      return .entry(arrived)
    case "onOpenURL":
      return .onOpenURL(
        try Self.url(try ManifestReader(payload, "'onOpenURL'").string(), at: payload.location))
    case "gateOpens":
      try flag()
      return .gateOpens
    case "background":
      try flag()
      return .background
    case "foreground":
      try flag()
      return .foreground
    case "discard":
      return .discardAnswer(try ManifestReader(payload, "'discard' (the user's answer)").bool())
    case "sizeClass":
      return .sizeClass(
        compact: try ManifestReader(payload, "size class").choice(SizeClass.self) == .compact)
    case "connect":
      return .connect(
        try scenes.connect(try ManifestReader(payload, "'connect'").string(), at: payload.location))
    case "disconnect":
      return .disconnect(
        try scenes.check(try ManifestReader(payload, "'disconnect'").string(), at: payload.location)
      )
    case "discardSession":
      let id = try ManifestReader(payload, "'discardSession'").string()
      return .discardSession(try scenes.check(id, at: payload.location))
    default:
      return .present(
        try NavigationState.decodePresentation(
          payload, knownScreens.flatMap { $0.isEmpty ? nil : $0 }))
    }
  }

  /// The entry an event's door holds, read by the door's ``ScriptDoor``.
  static func entry(
    _ key: String, _ dict: PlistDictionary, at event: PlistValue,
    item: (String, PlistDictionary) -> ShortcutItem
  ) throws(ManifestError) -> Entry {
    guard let value = dict[key], let door = doors.first(where: { $0.key == key }) else {
      throw ManifestError("an event needs a value", at: event.location)
    }
    let text = try ManifestReader(value, "'\(key)'").string()
    return try withoutActuallyEscaping(item) { item throws(ManifestError) in
      try door.read(ScriptEntryFields(text: text, value: value, dict: dict, item: item))
    }
  }

  /// The entry iOS delivers for a link: an `https` link as a universal link (a browsing-web
  /// activity), a custom scheme as an opened URL (see `Entry.link(parsing:)`).
  static func link(_ text: String, at location: SourceLocation) throws(ManifestError) -> Entry {
    let url = try Self.url(text, at: location)
    return Entry.isUniversalLinkScheme(url) ? .activity(.universalLink(url)) : .url(url)
  }

  /// A URL with a scheme, as iOS opens them.
  static func url(_ text: String, at location: SourceLocation) throws(ManifestError) -> URL {
    guard case .url(let url)? = Entry.url(parsing: text) else {
      throw ManifestError(
        "'\(text)' is not a URL with a scheme (such as qa://compose or https://example.com/q/1)",
        at: location)
    }
    return url
  }
}
