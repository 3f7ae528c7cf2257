import PropertyList

/// The URLs a route answers: a custom scheme (`qa://questions/:questionID as integer`) or a
/// universal link (`https://qa.example.com/questions/:questionID as integer`).
///
/// - The scheme and the host match without regard to case (RFC 3986 §3.1, §3.2.2); the path and
///   the query are case-sensitive. In a custom-scheme URL the host is the word after `//`
///   (`qa://questions/42` has host `questions`), as `URL.host` reads it.
/// - The host may be a pattern, for an app served from many domains: `*.example.com` matches
///   every subdomain of `example.com` and not `example.com` itself, as an Associated Domains
///   entry `applinks:*.example.com` does ("Supporting associated domains": "the period after
///   the asterisk" keeps the bare domain out); and `{mastodon.social,fosstodon.org}` matches
///   each listed host. A host written as it is beats a `*.` host, and of two `*.` hosts the
///   longer one wins, as Apple matches "the longest substring" of the entitlement's entries.
/// - Path segments are literals, typed `:parameters` or a trailing `*` (see ``SegmentPattern``),
///   compared percent-decoded; a trailing `/` is ignored.
/// - `?key=:name` requires the query item `key` and captures it; `?key=value` requires that
///   value. Other query items of the URL are ignored, and so is its fragment.
/// - The most specific pattern wins: compared segment by segment from the left, a literal beats
///   a typed parameter, which beats a string one, which beats the wildcard; the end of the path
///   beats a wildcard that would match nothing; then more query items win. Two equally specific
///   patterns that can match one URL are an error when the table is checked (``RouteTable/check()``).
public struct URLPattern: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// One required query item.
  public struct QueryItem: Sendable, Hashable {
    /// The name of the item (percent-decoded).
    public let key: String
    /// A literal value it must have, or a parameter it fills.
    public let value: SegmentPattern.Segment
  }

  /// The pattern as written.
  public let text: String
  /// Where it was written.
  public let location: SourceLocation
  /// The scheme, in lower case (ASCII letters only: RFC 3986 schemes are ASCII, and a host
  /// beyond ASCII reaches an app punycoded or percent-encoded).
  public let scheme: String
  /// The host (the authority, with a port if one is written), in lower case, as written: a
  /// name, `*.` and a domain, or a `{…}` list; empty for none.
  public let host: String
  /// The hosts the pattern matches, in lower case: its one host (which may be `*.` and a
  /// domain), or each host of its `{…}` list.
  public let hosts: [String]
  /// The path.
  public let path: SegmentPattern
  /// The query items it requires.
  public let query: [QueryItem]
  /// Why the pattern does not read, or nil; such a pattern matches nothing.
  let problem: String?

  /// A pattern read from `text`. One that does not read is kept with its problem, which
  /// ``RouteTable/check()`` (and reading a manifest) reports; it matches nothing.
  public init(_ text: String, location: SourceLocation = .unknown) {
    self.text = text
    self.location = location
    switch Self.parse(text) {
    case .success(let parts):
      (scheme, host, path, query) = parts
      hosts = Self.hostList(host)
      problem = nil
    case .failure(let why):
      (scheme, host, query, hosts) = ("", "", [], [])
      path = SegmentPattern(text: "", segments: [], wildcard: nil, problem: nil)
      problem = why.message
    }
  }

  public init(stringLiteral value: String) { self.init(value) }

  /// A pattern read from `text`, or an error at `location` saying what is wrong.
  public init(parsing text: String, at location: SourceLocation) throws(ManifestError) {
    self.init(text, location: location)
    if let error = syntaxError { throw error }
  }

  /// What is wrong with the pattern, at its location, or nil when it reads.
  public var syntaxError: ManifestError? {
    problem.map { ManifestError("URL pattern '\(text)': \($0)", at: location) }
  }

  public var description: String { text }

  /// The names of the values the pattern captures: path parameters, a named wildcard, query
  /// parameters.
  public var parameterNames: [String] {
    var names = path.parameterNames
    for case .parameter(let name, _) in query.map(\.value) { names.append(name) }
    return names
  }

  typealias Parts = (scheme: String, host: String, path: SegmentPattern, query: [QueryItem])

  static func parse(_ text: String) -> Result<Parts, SegmentPattern.SyntaxError> {
    typealias Failure = SegmentPattern.SyntaxError
    guard let colon = text.firstIndex(of: ":"), colon != text.startIndex else {
      return .failure(Failure(message: "no scheme; write scheme://host/path"))
    }
    let scheme = text[..<colon]
    // RFC 3986 §3.1: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
    guard let first = scheme.first, first.isASCII, first.isLetter,
      scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
    else {
      return .failure(
        Failure(
          message:
            "'\(scheme)' is not a URL scheme (a letter, then letters, digits, '+', '-' or '.')"))
    }
    var rest = text[text.index(after: colon)...]
    if rest.contains("#") {
      return .failure(Failure(message: "a fragment ('#…') is never matched; remove it"))
    }
    var host = Substring("")
    if rest.hasPrefix("//") {
      rest = rest.dropFirst(2)
      let end = rest.firstIndex { $0 == "/" || $0 == "?" } ?? rest.endIndex
      host = rest[..<end]
      rest = rest[end...]
      if let why = hostProblem(host) { return .failure(Failure(message: why)) }
    }
    let queryStart = rest.firstIndex(of: "?")
    let pathText = rest[..<(queryStart ?? rest.endIndex)]
    let path: SegmentPattern
    switch SegmentPattern.parse(pathText, percentDecoding: true) {
    case .success(let (segments, wildcard)):
      path = SegmentPattern(
        text: String(pathText), segments: segments, wildcard: wildcard, problem: nil)
    case .failure(let why): return .failure(why)
    }
    var query: [QueryItem] = []
    if let queryStart {
      for item in rest[rest.index(after: queryStart)...].split(
        separator: "&", omittingEmptySubsequences: false)
      {
        guard let equals = item.firstIndex(of: "="), equals != item.startIndex else {
          return .failure(
            Failure(message: "query item '\(item)' must be written key=:name or key=value"))
        }
        guard let key = PercentEncoding.decode(item[..<equals].utf8) else {
          return .failure(
            Failure(
              message:
                "query key '\(item[..<equals])' has a '%' that is not followed by two hex digits of UTF-8"
            ))
        }
        if query.contains(where: { $0.key == key }) {
          return .failure(Failure(message: "query item '\(key)' is written twice"))
        }
        switch SegmentPattern.segment(item[item.index(after: equals)...], percentDecoding: true) {
        case .success(let value): query.append(QueryItem(key: key, value: value))
        case .failure(let why): return .failure(why)
        }
      }
    }
    var seen = Set<String>()
    for name in path.parameterNames
      + query.compactMap({ if case .parameter(let n, _) = $0.value { n } else { nil } })
    {
      guard seen.insert(name).inserted else {
        return .failure(Failure(message: "parameter '\(name)' is captured twice"))
      }
    }
    return .success((scheme.asciiLowercased, host.asciiLowercased, path, query))
  }
}

extension URLPattern {
  /// Why a pattern's host does not read, or nil: a host as it is, `*.` and a domain, or a
  /// `{…}` list of hosts as they are.
  static func hostProblem(_ host: Substring) -> String? {
    func plain(_ name: Substring) -> Bool {
      !name.isEmpty && !name.contains { $0 == " " || $0 == "*" || $0 == "@" || "{},".contains($0) }
    }
    if host.hasPrefix("{") {
      let names = host.dropFirst().dropLast().split(
        separator: ",", omittingEmptySubsequences: false)
      guard host.hasSuffix("}"), !names.isEmpty else {
        return "host list '\(host)' must be written {host,host,…}"
      }
      if let bad = names.first(where: { !plain($0) }) {
        return bad.hasPrefix("*.")
          ? "host list '\(host)' holds '\(bad)'; a list names hosts as they are, and a '*.' host is a pattern of its own"
          : "host '\(bad)' in the list '\(host)' must be written as it is, without spaces, '*' or a user"
      }
      let lower = names.map(\.asciiLowercased)
      if let twice = lower.enumerated().first(where: { lower[..<$0.offset].contains($0.element) }) {
        return "host list '\(host)' names '\(twice.element)' twice"
      }
      return nil
    }
    if host.hasPrefix("*."), plain(host.dropFirst(2)), host.dropFirst(2).contains(".") {
      return nil
    }
    if host.contains("*") {
      return
        "host '\(host)' may hold '*' only as '*.' before a domain (*.example.com: its subdomains)"
    }
    return plain(host) || host.isEmpty
      ? nil : "host '\(host)' must be written as it is, without spaces, '*' or a user"
  }

  /// The hosts of a host as written (which reads): each of a `{…}` list, or the one.
  static func hostList(_ host: String) -> [String] {
    guard host.hasPrefix("{") else { return [host] }
    return host.dropFirst().dropLast().split(separator: ",").map(String.init)
  }

  /// Whether `host` (a URL's, in any case) is one the pattern host `pattern` (from ``hosts``)
  /// matches: the same name, or a subdomain of a `*.` pattern's domain.
  public static func host(_ pattern: String, matches host: some StringProtocol) -> Bool {
    let host = host.asciiLowercased
    guard pattern.hasPrefix("*.") else { return host == pattern }
    return host.hasSuffix(pattern.dropFirst()) && host.count > pattern.count - 1
  }

  /// How well the pattern's host fits a URL it matches: a host as it is (or a list of them)
  /// above every `*.` host, a longer `*.` domain above a shorter one.
  var hostRank: Int {
    guard let first = hosts.first, first.hasPrefix("*.") else { return Int.max }
    return first.count
  }
}

extension StringProtocol {
  /// The text with ASCII capitals in lower case and every other character as it is: how URL
  /// schemes and hosts compare (RFC 3986 §6.2.2.1).
  var asciiLowercased: String {
    String(decoding: utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
  }
}
