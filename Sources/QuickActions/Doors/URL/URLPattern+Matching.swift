/// A URL taken apart the way a pattern is compared with it: scheme, host, raw path segments
/// (a trailing `/` dropped) and raw query items; the fragment is ignored.
struct URLParts {
  var scheme: Substring
  var host: Substring
  var segments: [Substring]
  var query: [(key: Substring, value: Substring)]

  /// The parts of `text`, or nil when it has no scheme. Read byte by byte (every delimiter is
  /// ASCII), not character by character.
  init?(_ text: String) {
    let bytes = text.utf8
    guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon != bytes.startIndex else {
      return nil
    }
    scheme = text[..<colon]
    var rest = text[text.utf8.index(after: colon)...]
    if let hash = rest.utf8.firstIndex(of: UInt8(ascii: "#")) { rest = rest[..<hash] }
    host = ""
    if rest.utf8.starts(with: "//".utf8) {
      rest = rest[rest.utf8.index(rest.startIndex, offsetBy: 2)...]
      let end =
        rest.utf8.firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") } ?? rest.endIndex
      host = rest[..<end]
      rest = rest[end...]
    }
    let queryStart = rest.utf8.firstIndex(of: UInt8(ascii: "?"))
    let path = rest[..<(queryStart ?? rest.endIndex)]
    var parts: [Substring] = []
    var start = path.startIndex
    for i in path.utf8.indices where path.utf8[i] == UInt8(ascii: "/") {
      parts.append(path[start..<i])
      start = path.utf8.index(after: i)
    }
    parts.append(path[start...])
    if parts.first?.isEmpty == true { parts.removeFirst() }
    if parts.last?.isEmpty == true { parts.removeLast() }
    segments = parts
    query = []
    if let queryStart {
      var items = rest[rest.utf8.index(after: queryStart)...]
      while true {
        let end = items.utf8.firstIndex(of: UInt8(ascii: "&")) ?? items.endIndex
        let item = items[..<end]
        if !item.isEmpty {
          let equals = item.utf8.firstIndex(of: UInt8(ascii: "=")) ?? item.endIndex
          query.append(
            (
              item[..<equals],
              equals == item.endIndex ? "" : item[item.utf8.index(after: equals)...]
            ))
        }
        guard end != items.endIndex else { break }
        items = items[items.utf8.index(after: end)...]
      }
    }
  }
}

extension URLPattern {
  /// The values the pattern captures from `url`, by name, or nil when it does not match.
  func match(_ url: URLParts) -> [String: String]? {
    guard problem == nil, url.scheme.asciiLowercased == scheme,
      hosts.contains(where: { Self.host($0, matches: url.host) })
    else { return nil }
    guard var captures = path.match(url.segments, percentDecoding: true) else { return nil }
    for item in query {
      guard
        let raw = url.query.first(where: { PercentEncoding.decode($0.key.utf8) == item.key })?
          .value,
        let value = PercentEncoding.decode(raw.utf8), let captured = item.value.match(value)
      else { return nil }
      if let captured { captures[captured.name] = captured.value }
    }
    return captures
  }
}

extension URLPattern {
  /// Whether this pattern wins over `other` when both match one URL (see ``URLPattern``).
  public func isMoreSpecific(than other: URLPattern) -> Bool {
    URLSpecificity(self) > URLSpecificity(other)
  }

  /// The values the pattern captures from a URL it is known to match (the tree found it): only
  /// the parameters are read.
  func captures(from url: URLParts) -> [String: String] {
    var captures: [String: String] = [:]
    for (segment, raw) in zip(path.segments, url.segments) {
      if case .parameter(let name, _) = segment {
        captures[name] = PercentEncoding.decode(raw.utf8)
      }
    }
    if let wildcard = path.wildcard, !wildcard.isEmpty, url.segments.count >= path.segments.count {
      captures[wildcard] = url.segments[path.segments.count...].joined(separator: "/")
    }
    for item in query {
      guard case .parameter(let name, _) = item.value,
        let raw = url.query.first(where: { PercentEncoding.decode($0.key.utf8) == item.key })?.value
      else { continue }
      captures[name] = PercentEncoding.decode(raw.utf8)
    }
    return captures
  }
}

extension SegmentPattern {
  /// The values captured from `parts`, or nil when they do not match.
  func match(_ parts: [Substring], percentDecoding: Bool) -> [String: String]? {
    guard problem == nil,
      parts.count == segments.count || (wildcard != nil && parts.count >= segments.count)
    else { return nil }
    var captures: [String: String] = [:]
    for (segment, raw) in zip(segments, parts) {
      guard let text = percentDecoding ? PercentEncoding.decode(raw.utf8) : String(raw),
        let captured = segment.match(text)
      else { return nil }
      if let captured { captures[captured.name] = captured.value }
    }
    if let wildcard, !wildcard.isEmpty {
      captures[wildcard] = parts[segments.count...].joined(separator: "/")
    }
    return captures
  }
}

extension SegmentPattern.Segment {
  /// Whether `text` fits: `.some(nil)` for a literal, `.some(capture)` for a parameter, nil for
  /// no match.
  func match(_ text: String) -> (name: String, value: String)?? {
    switch self {
    case .literal(let literal): return literal == text ? .some(nil) : nil
    case .parameter(let name, let type): return type.accepts(text) ? .some((name, text)) : nil
    }
  }
}

extension ParameterType {
  /// Whether a URL segment or an identifier's segment is a value of this type: what the screen
  /// parameter of the same type accepts from a string (see `ScreenTemplate.Parameter`), and
  /// never `.` or `..`, which name no thing.
  func accepts(_ text: String) -> Bool {
    switch self {
    case .string: return !text.trimmingWhitespace.isEmpty && text != "." && text != ".."
    case .integer: return Int64(text) != nil || UInt64(text) != nil
    case .boolean: return text == "true" || text == "false"
    case .uuid: return UUIDText.isUUID(text.utf8)
    }
  }
}

/// The text form `UUID(uuidString:)` reads: 8-4-4-4-12 hex digits, either case.
enum UUIDText {
  static func isUUID(_ bytes: some Collection<UInt8>) -> Bool {
    guard bytes.count == 36 else { return false }
    for (i, byte) in bytes.enumerated() {
      if i == 8 || i == 13 || i == 18 || i == 23 {
        guard byte == UInt8(ascii: "-") else { return false }
      } else {
        guard PercentEncoding.hex(byte) != nil else { return false }
      }
    }
    return true
  }
}
