import PropertyList

/// A pattern of `/`-separated segments: a URL's path, or a Spotlight item identifier.
///
/// Each segment is a literal, a typed parameter `:name` or `:name as TYPE` (the types of screen
/// parameters: `string`, `integer`, `boolean`, `uuid`), and the last may be `*` (or `*name`, which
/// captures the rest), matching any number of further segments, none included. A trailing `/`
/// is ignored, in patterns and in what they match.
public struct SegmentPattern: Sendable, Hashable, CustomStringConvertible {
  /// One segment of a pattern.
  public enum Segment: Sendable, Hashable, CustomStringConvertible {
    /// Exactly this text (percent-decoded, in a URL).
    case literal(String)
    /// A value of `type`, captured as `name`.
    case parameter(String, ParameterType)

    /// `questions`, `:id`, `:id as integer`.
    public var description: String {
      switch self {
      case .literal(let text): return text
      case .parameter(let name, .string): return ":\(name)"
      case .parameter(let name, let type): return ":\(name) as \(type.rawValue)"
      }
    }
  }

  /// The pattern as written.
  public let text: String
  /// The segments before any wildcard.
  public let segments: [Segment]
  /// A trailing wildcard: nil for none, `""` for `*`, a name for `*name`.
  public let wildcard: String?
  /// Why the pattern does not read, or nil.
  let problem: String?

  public var description: String { text }

  init(text: String, segments: [Segment], wildcard: String?, problem: String?) {
    self.text = text
    self.segments = segments
    self.wildcard = wildcard
    self.problem = problem
  }

  /// A Spotlight identifier pattern; a pattern that does not read keeps its problem, which
  /// ``RouteTable/check()`` reports, and matches nothing.
  init(identifier: String, location: SourceLocation) {
    switch Self.parse(Substring(identifier), percentDecoding: false) {
    case .success(let (segments, wildcard)):
      self.init(text: identifier, segments: segments, wildcard: wildcard, problem: nil)
    case .failure(let why):
      self.init(text: identifier, segments: [], wildcard: nil, problem: why.message)
    }
  }

  /// The names of the values the pattern captures, in order.
  public var parameterNames: [String] {
    var names: [String] = []
    for case .parameter(let name, _) in segments { names.append(name) }
    if let wildcard, !wildcard.isEmpty { names.append(wildcard) }
    return names
  }

  struct SyntaxError: Error { var message: String }

  /// The segments of `path` (which may start with `/`), and a trailing wildcard.
  static func parse(_ path: Substring, percentDecoding: Bool) -> Result<
    ([Segment], String?), SyntaxError
  > {
    var parts = path.split(separator: "/", omittingEmptySubsequences: false)
    if parts.first == "" { parts.removeFirst() }
    if parts.last == "" { parts.removeLast() }
    var segments: [Segment] = []
    var wildcard: String? = nil
    for (i, part) in parts.enumerated() {
      if part.first == "*" {
        guard i == parts.count - 1 else {
          return .failure(
            SyntaxError(message: "'\(part)' must be the last segment; a wildcard takes the rest"))
        }
        let name = part.dropFirst()
        guard name.allSatisfy(Self.isNameCharacter) else {
          return .failure(SyntaxError(message: "'\(part)' is not a wildcard; write '*' or '*name'"))
        }
        wildcard = String(name)
        continue
      }
      switch segment(part, percentDecoding: percentDecoding) {
      case .success(let segment): segments.append(segment)
      case .failure(let why): return .failure(why)
      }
    }
    return .success((segments, wildcard))
  }

  /// One segment or query value: `:name`, `:name as TYPE`, or a literal.
  static func segment(_ part: Substring, percentDecoding: Bool) -> Result<Segment, SyntaxError> {
    if part.isEmpty {
      return .failure(SyntaxError(message: "an empty segment ('//') matches nothing"))
    }
    if part.first == ":" {
      let words = part.dropFirst().split(separator: " ", omittingEmptySubsequences: false)
      let name = words[0]
      guard !name.isEmpty, name.allSatisfy(Self.isNameCharacter) else {
        return .failure(
          SyntaxError(
            message: "parameter '\(part)' needs a name of letters, digits and '_' after ':'"))
      }
      if words.count == 1 { return .success(.parameter(String(name), .string)) }
      guard words.count == 3, words[1] == "as" else {
        return .failure(
          SyntaxError(message: "parameter '\(part)' must be written ':name' or ':name as TYPE'"))
      }
      guard let type = ParameterType(rawValue: String(words[2])) else {
        let hint =
          Suggestion.nearest(to: String(words[2]), in: ParameterType.allCases.map(\.rawValue))
          .map { "; did you mean '\($0)'?" } ?? ""
        return .failure(
          SyntaxError(
            message: "unknown parameter type '\(words[2])' (string, integer, boolean, uuid)\(hint)")
        )
      }
      return .success(.parameter(String(name), type))
    }
    if part.contains(where: { $0 == " " || $0.isNewline || $0 == "\t" }) {
      return .failure(SyntaxError(message: "'\(part)' holds white space; percent-encode it (%20)"))
    }
    guard percentDecoding else { return .success(.literal(String(part))) }
    guard let decoded = PercentEncoding.decode(part.utf8) else {
      return .failure(
        SyntaxError(message: "'\(part)' has a '%' that is not followed by two hex digits of UTF-8"))
    }
    return .success(.literal(decoded))
  }

  static func isNameCharacter(_ c: Character) -> Bool {
    c == "_" || (c.isASCII && (c.isLetter || c.isNumber))
  }
}

/// Percent-decoding of URL text, as `URLComponents` reads a path or a query value
/// (RFC 3986 §2.1); `+` stays a plus sign, as `URLComponents.queryItems` keeps it.
enum PercentEncoding {
  /// The decoded text, or nil when a `%` is not followed by two hex digits or the bytes are not
  /// UTF-8.
  static func decode(_ bytes: some Collection<UInt8>) -> String? {
    guard bytes.contains(UInt8(ascii: "%")) else { return String(decoding: bytes, as: UTF8.self) }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var i = bytes.startIndex
    while i != bytes.endIndex {
      let byte = bytes[i]
      if byte == UInt8(ascii: "%") {
        let h = bytes.index(after: i)
        guard h != bytes.endIndex else { return nil }
        let l = bytes.index(after: h)
        guard l != bytes.endIndex, let high = hex(bytes[h]), let low = hex(bytes[l]) else {
          return nil
        }
        out.append(high << 4 | low)
        i = bytes.index(after: l)
      } else {
        out.append(byte)
        i = bytes.index(after: i)
      }
    }
    // Decoding replaces bytes that are not UTF-8; text that changed did not decode.
    let text = String(decoding: out, as: UTF8.self)
    return text.utf8.elementsEqual(out) ? text : nil
  }

  static func hex(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}
