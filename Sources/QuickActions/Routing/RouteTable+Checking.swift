import PropertyList

extension RouteTable {
  /// Checks the routes' triggers, as reading a manifest does (a table written in Swift calls it
  /// in a test): a route nothing leads to; a pattern that does not read; a trigger that does not supply a value its
  /// route's screens read; two equally specific URL patterns (or Spotlight identifier patterns)
  /// that can match one URL, named with an example URL; two triggers for the same activity type,
  /// the same notification and action, or the same intent type; a content identifier that names
  /// no parameter of the route's screen.
  ///
  /// Overlap is decided from the patterns alone: two patterns of equal specificity have, at
  /// each segment, the same kind (literal, typed parameter, string parameter); they can match
  /// one URL unless some segment or shared query item is two different literals, two
  /// parameters of different types (whose values never coincide), or a literal that the other
  /// side's type refuses. The error is at the later pattern and names the earlier one's position.
  public func check() throws(ManifestError) {
    for route in routes {
      if !route.handlesShortcut && route.triggers.isEmpty {
        throw ManifestError(
          "route '\(MessageText.clip(route.type))' takes no shortcut and has no triggers; nothing leads to it",
          at: route.location)
      }
      try Self.checkShape(of: route)
      for trigger in route.triggers { try Self.check(trigger, of: route) }
    }
    try checkShortcutTypes()
    try checkURLOverlaps()
    try checkActivityOverlaps()
    try checkNotificationOverlaps()
    try checkIntentOverlaps()
    try checkContentIdentifiers()
  }

  static func check(_ trigger: Trigger, of route: Route) throws(ManifestError) {
    let supplied: [String]
    let verb: String
    switch trigger {
    case .url(let pattern):
      if let error = pattern.syntaxError { throw error }
      supplied = pattern.parameterNames
      verb = "capture"
    case .activity(let activity):
      if let problem = activity.identifier?.problem {
        throw ManifestError(
          "Spotlight identifier pattern '\(activity.identifier?.text ?? "")': \(problem)",
          at: activity.location)
      }
      supplied = activity.reads + (activity.identifier?.parameterNames ?? [])
      verb = "read"
    case .notification(let notification):
      supplied = notification.reads
      verb = "read"
    case .intent(let intent):
      supplied = intent.supplies
      verb = "supply"
    }
    for screen in route.screens {
      for parameter in screen.parameters
      where parameter.constant == nil && !parameter.isOptional && !supplied.contains(parameter.key)
      {
        throw ManifestError(
          "\(trigger.summary) of route '\(MessageText.clip(route.type))' does not \(verb) '\(parameter.key)', which screen '\(screen.id)' reads",
          at: trigger.location)
      }
    }
  }
}

/// Whether two patterns can match one URL (or identifier), and an example if so.
enum PatternOverlap {
  /// An example URL both patterns match, or nil when none can; the patterns have the same
  /// scheme and host.
  static func url(_ a: URLPattern, _ b: URLPattern) -> String? {
    guard a.scheme == b.scheme, let host = a.hosts.first(where: b.hosts.contains),
      let path = path(a.path, b.path, percentEncoded: true)
    else { return nil }
    var items: [String] = []
    for item in a.query {
      if let other = b.query.first(where: { $0.key == item.key }) {
        guard let value = common(item.value, other.value) else { return nil }
        items.append(encode(item.key) + "=" + encode(value))
      } else {
        items.append(encode(item.key) + "=" + encode(sample(item.value)))
      }
    }
    for item in b.query where !a.query.contains(where: { $0.key == item.key }) {
      items.append(encode(item.key) + "=" + encode(sample(item.value)))
    }
    // A `*.` host stands for its subdomains: the witness names one.
    let named = host.hasPrefix("*.") ? "www" + host.dropFirst() : host
    let authority = host.isEmpty && path.isEmpty ? "" : "//" + named
    return a.scheme + ":" + authority + (path.isEmpty ? "" : "/" + path)
      + (items.isEmpty ? "" : "?" + items.joined(separator: "&"))
  }

  /// An example path both patterns match (without a leading `/`), or nil.
  static func path(_ a: SegmentPattern, _ b: SegmentPattern, percentEncoded: Bool) -> String? {
    let count = max(a.segments.count, b.segments.count)
    guard
      a.segments.count == b.segments.count
        || (a.segments.count < count && a.wildcard != nil)
        || (b.segments.count < count && b.wildcard != nil)
    else { return nil }
    var parts: [String] = []
    for i in 0..<count {
      let value: String?
      switch (
        i < a.segments.count ? a.segments[i] : nil, i < b.segments.count ? b.segments[i] : nil
      ) {
      case (let x?, let y?): value = common(x, y)
      case (let x?, nil), (nil, let x?): value = sample(x)
      case (nil, nil): value = nil
      }
      guard let value else { return nil }
      parts.append(percentEncoded ? encode(value) : value)
    }
    return parts.joined(separator: "/")
  }

  /// A value both segments accept, or nil.
  static func common(_ a: SegmentPattern.Segment, _ b: SegmentPattern.Segment) -> String? {
    switch (a, b) {
    case (.literal(let x), .literal(let y)): return x == y ? x : nil
    case (.literal(let x), .parameter(_, let type)), (.parameter(_, let type), .literal(let x)):
      return type.accepts(x) ? x : nil
    case (.parameter(_, let s), .parameter(_, let t)):
      if s == t || t == .string { return sample(a) }
      return s == .string ? sample(b) : nil
    }
  }

  static func sample(_ segment: SegmentPattern.Segment) -> String {
    switch segment {
    case .literal(let text): return text
    case .parameter(_, .string): return "x"
    case .parameter(_, .integer): return "1"
    case .parameter(_, .boolean): return "true"
    case .parameter(_, .uuid): return "00000000-0000-0000-0000-000000000000"
    }
  }

  /// Percent-encodes all but RFC 3986's unreserved characters and a few safe ones.
  static func encode(_ text: String) -> String {
    var out = ""
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"),
        UInt8(ascii: "~"), UInt8(ascii: ":"), UInt8(ascii: "@"), UInt8(ascii: "!"),
        UInt8(ascii: "$"),
        UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"),
        UInt8(ascii: "+"),
        UInt8(ascii: ","), UInt8(ascii: ";"):
        out.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let digits = Array("0123456789ABCDEF")
        out += "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 15)])
      }
    }
    return out
  }
}

extension SourceLocation {
  /// ` (12:5)` after a name in a message: where it was declared, or nothing for a route made in
  /// Swift, whose location is unknown.
  var parenthesized: String { hasLineAndColumn ? " (\(self))" : "" }
}
