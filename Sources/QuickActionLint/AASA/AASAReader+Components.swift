import PropertyList
import QuickActions

/// Reading `applinks.Details.Components` and app identifier lists.
extension AASAReader.State {
  mutating func component(_ value: PlistValue, index: Int, what: String) -> AASAComponent? {
    guard let dict = dictionary(value, what) else { return nil }
    unknownKeys(dict, known: AASAReader.componentKeys, in: what, hints: AASAReader.componentHints)
    var c = AASAComponent(index: index, location: value.location)
    for entry in dict {
      c.keyLocations[entry.key] = entry.keyLocation
      let v = entry.value
      switch entry.key {
      case "/":
        c.path = string(v, "'/' of \(what)")
        if let p = c.path { checkPathPattern(p, at: v.location, legacy: false) }
      case "#":
        c.fragment = string(v, "'#' of \(what)")
        if let p = c.fragment, p.hasPrefix("#") {
          warning(
            "the fragment pattern '\(p)' starts with '#', but the fragment it is matched with does not include the '#'",
            at: v.location)
        }
      case "?":
        c.query = query(v, what: what)
      case "exclude": c.exclude = bool(v, "'exclude' of \(what)")
      case "caseSensitive": c.caseSensitive = bool(v, "'caseSensitive' of \(what)")
      case "percentEncoded": c.percentEncoded = bool(v, "'percentEncoded' of \(what)")
      case "comment": c.comment = string(v, "'comment' of \(what)")
      default: break
      }
    }
    return c
  }

  mutating func query(_ v: PlistValue, what: String) -> AASAComponent.Query? {
    if let s = v.stringValue {
      if s.hasPrefix("?"), s.contains("=") {
        warning(
          "the query pattern '\(s)' starts with '?', a one-character wildcard: the query it is matched with does not include the '?'",
          at: v.location)
      }
      return .pattern(s)
    }
    guard let dict = v.dictionaryValue else {
      error(
        "'?' of \(what) must be a string or a dictionary of query item names and patterns, not \(v.typeDescription)",
        at: v.location)
      return nil
    }
    var items: [AASAComponent.Item] = []
    for entry in dict {
      guard let pattern = string(entry.value, "the pattern of query item '\(entry.key)' in \(what)")
      else { continue }
      items.append(
        AASAComponent.Item(name: entry.key, pattern: pattern, location: entry.keyLocation))
    }
    return .items(items)
  }

  mutating func appIDList(_ value: PlistValue, _ what: String) -> [AASAAppID] {
    guard let list = array(value, what) else { return [] }
    if list.isEmpty { warning("\(what) is empty: it names no app", at: value.location) }
    var out: [AASAAppID] = []
    var seen: [String: SourceLocation] = [:]
    for item in list {
      guard let s = string(item, "an entry of \(what)") else { continue }
      checkAppID(s, at: item.location)
      if let first = seen[s] {
        warning(
          "'\(s)' appears twice in \(what)", at: item.location,
          notes: [Finding.Note("first here", at: first)])
      } else {
        seen[s] = item.location
      }
      out.append(AASAAppID(s, at: item.location))
    }
    return out
  }
}
