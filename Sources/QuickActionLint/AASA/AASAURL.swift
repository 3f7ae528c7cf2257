/// A web URL split into the parts universal-link patterns match: the path (`/`), the query
/// (`?`) and the fragment (`#`), each kept percent-encoded as written (RFC 3986, section 3).
public struct AASAURL: Sendable, Hashable {
  /// The scheme, in lower case.
  public var scheme: String
  /// The host, in lower case, without user information or port.
  public var host: String
  /// The path as written; `/` when the URL has none (`https://example.com`).
  public var path: String
  /// The query without its `?`, or nil when the URL has none.
  public var query: String?
  /// The fragment without its `#`, or nil when the URL has none.
  public var fragment: String?

  /// Splits an absolute URL (`scheme://host/path?query#fragment`); nil when `text` is not one.
  public init?(_ text: String) {
    guard let colon = text.firstIndex(of: ":") else { return nil }
    let scheme = text[..<colon]
    guard let first = scheme.unicodeScalars.first, Self.isAlpha(first),
      scheme.unicodeScalars.allSatisfy({
        Self.isAlpha($0) || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)
      })
    else { return nil }
    var rest = text[text.index(after: colon)...]
    guard rest.hasPrefix("//") else { return nil }
    rest = rest.dropFirst(2)
    let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
    var authority = rest[..<authorityEnd]
    if let at = authority.lastIndex(of: "@") {
      authority = authority[authority.index(after: at)...]
    }
    if authority.hasPrefix("[") {
      if let close = authority.firstIndex(of: "]") { authority = authority[...close] }
    } else if let portColon = authority.lastIndex(of: ":") {
      authority = authority[..<portColon]
    }
    guard !authority.isEmpty else { return nil }
    rest = rest[authorityEnd...]
    var fragment: String? = nil
    if let hash = rest.firstIndex(of: "#") {
      fragment = String(rest[rest.index(after: hash)...])
      rest = rest[..<hash]
    }
    var query: String? = nil
    if let mark = rest.firstIndex(of: "?") {
      query = String(rest[rest.index(after: mark)...])
      rest = rest[..<mark]
    }
    self.scheme = scheme.lowercased()
    host = authority.lowercased()
    path = rest.isEmpty ? "/" : String(rest)
    self.query = query
    self.fragment = fragment
  }

  static func isAlpha(_ s: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(s) || ("A"..."Z").contains(s)
  }

  /// Whether iOS could treat the URL as a universal link: only `http` and `https` links are
  /// ("Allowing apps and websites to link to your content",
  /// https://developer.apple.com/documentation/xcode/allowing-apps-and-websites-to-link-to-your-content).
  public var isWebLink: Bool { scheme == "https" || scheme == "http" }

  /// The query's items, `name=value` split at `&`, as written (percent-encoded); an item without
  /// `=` has an empty value. `+` is not a space here, as in `NSURLQueryItem`.
  public var queryItems: [(name: String, value: String)] {
    guard let query, !query.isEmpty else { return [] }
    return query.split(separator: "&", omittingEmptySubsequences: true).map { item in
      if let eq = item.firstIndex(of: "=") {
        return (String(item[..<eq]), String(item[item.index(after: eq)...]))
      }
      return (String(item), "")
    }
  }

  /// `text` with its `%XX` escapes decoded as UTF-8; a `%` not followed by two hexadecimal digits
  /// stays as it is, and bytes that are not UTF-8 become U+FFFD.
  public static func percentDecoded(_ text: String) -> String {
    guard text.utf8.contains(0x25) else { return text }
    var bytes: [UInt8] = []
    let utf8 = Array(text.utf8)
    var i = 0
    while i < utf8.count {
      if utf8[i] == 0x25, i + 2 < utf8.count, let high = hex(utf8[i + 1]),
        let low = hex(utf8[i + 2])
      {
        bytes.append(high << 4 | low)
        i += 3
      } else {
        bytes.append(utf8[i])
        i += 1
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  static func hex(_ b: UInt8) -> UInt8? {
    switch b {
    case 0x30...0x39: return b - 0x30
    case 0x41...0x46: return b - 0x37
    case 0x61...0x66: return b - 0x57
    default: return nil
    }
  }
}
