#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
import PropertyList

extension LaunchScript {
  /// Reads one event: exactly one of `eventKeys`, with the fields its kind takes.
  static func decodeEvent(
    _ value: PlistValue, knownScreens: Set<String>?, item: (String, PlistDictionary) -> ShortcutItem
  ) throws(ManifestError) -> Event {
    let dict = try ManifestReader(value, "an event").dictionary()
    try ManifestReader.checkKeys(dict, known: eventKeys + itemKeys, in: "an event")
    let launching = dict["launch"] != nil
    // A launch names its door with one of the entry keys, which are not kinds of their own then.
    let kinds = eventKeys.filter { dict[$0] != nil && !(launching && entryKeys.contains($0)) }
    guard kinds.count == 1, let kind = kinds.first else {
      throw ManifestError(kinds.isEmpty ? "an event needs one of \(eventKeys.map { "'\($0)'" }.joined(separator: ", "))"
                          : "an event has both '\(kinds[0])' and '\(kinds[1])'; write one event per entry", at: value.location)
    }
    guard let payload = dict[kind] else { throw ManifestError("an event needs a value", at: value.location) }
    let door = launching ? entryKeys.filter { dict[$0] != nil } : (entryKeys.contains(kind) ? [kind] : [])
    if launching && door.count != 1 {
      throw ManifestError(door.isEmpty ? "a launch needs one of \(entryKeys.map { "'\($0)'" }.joined(separator: ", "))"
                          : "a launch has both '\(door[0])' and '\(door[1])'; a launch comes through one door", at: value.location)
    }
    for key in itemKeys {
      guard let entry = dict.entry(forKey: key) else { continue }
      let fits = key == "userInfo" ? door.contains { $0 != "url" } : door == ["activity"]
      if !fits {
        let owners = key == "userInfo" ? "an 'item', an 'activity' or a 'notification'" : "an 'activity'"
        throw ManifestError("'\(key)' belongs to \(owners) event", at: entry.keyLocation)
      }
    }
    let userInfo = try dict["userInfo"].map { (v) throws(ManifestError) in try ManifestReader(v, "'userInfo'").dictionary() }
      ?? PlistDictionary()
    func entry() throws(ManifestError) -> Entry {
      let key = door[0]
      guard let value = dict[key] else { throw ManifestError("an event needs a value", at: value.location) }
      let text = try ManifestReader(value, "'\(key)'").string()
      switch key {
      case "item": return .shortcut(item(text, userInfo))
      case "url": return try Self.link(text, at: value.location)
      case "activity":
        let webpageURL = try dict["webpageURL"].map { (v) throws(ManifestError) in
          try Self.url(try ManifestReader(v, "'webpageURL'").string(), at: v.location)
        }
        return .activity(UserActivity(activityType: text, userInfo: userInfo, webpageURL: webpageURL))
      default:
        guard let response = Entry.notification(parsing: text, userInfo: userInfo) else {
          throw ManifestError("'notification' is CATEGORY or CATEGORY/ACTION, not '\(text)'", at: value.location)
        }
        return response
      }
    }
    func flag() throws(ManifestError) {
      guard try ManifestReader(payload, "'\(kind)'").bool() else {
        throw ManifestError("'\(kind)' must be <true/> (true); leave the event out otherwise", at: payload.location)
      }
    }
    let handoff = try dict["handoff"].map { (v) throws(ManifestError) in try ManifestReader(v, "'handoff'").bool() } ?? false
    switch kind {
    case "launch":
      let launch = try ManifestReader(payload, "launch").choice(LaunchScenario.Launch.self)
      let arrived = try entry()
      if handoff, case .activity(let activity) = arrived { return .handoff(launch, activity) }
      if let item = arrived.shortcutItem { return .launch(launch, item) }
      return .launchEntry(launch, arrived)
    case "item":
      guard let item = try entry().shortcutItem else { throw ManifestError("an event needs a value", at: value.location) }
      return .item(item)
    case "url", "activity", "notification":
      let arrived = try entry()
      if handoff, case .activity(let activity) = arrived { return .handoff(nil, activity) }
      return .entry(arrived)
    case "onOpenURL": return .onOpenURL(try Self.url(try ManifestReader(payload, "'onOpenURL'").string(), at: payload.location))
    case "gateOpens": try flag(); return .gateOpens
    case "background": try flag(); return .background
    case "foreground": try flag(); return .foreground
    case "discard": return .discardAnswer(try ManifestReader(payload, "'discard' (the user's answer)").bool())
    case "sizeClass": return .sizeClass(compact: try ManifestReader(payload, "size class").choice(SizeClass.self) == .compact)
    default: return .present(try NavigationState.decodePresentation(payload, knownScreens.flatMap { $0.isEmpty ? nil : $0 }))
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
      throw ManifestError("'\(text)' is not a URL with a scheme (such as qa://compose or https://example.com/q/1)", at: location)
    }
    return url
  }
}
