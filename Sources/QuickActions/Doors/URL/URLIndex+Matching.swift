extension URLIndex {
  /// The number of the most specific pattern `url` matches, or nil; the URL is read as
  /// `URLParts` reads it (the scheme up to the first `:`, the fragment ignored, a trailing `/`
  /// dropped).
  func firstMatch(_ url: String) -> Int? {
    var url = url
    return url.withUTF8 { match($0) }
  }

  /// One path segment: where its text is, in the URL or (decoded) in the scratch buffer.
  struct SegmentRef {
    var start: Int32, end: Int32
    /// 0: in the URL; 1: decoded, in the scratch buffer; 2: does not decode.
    var kind: UInt8
  }

  func match(_ url: UnsafeBufferPointer<UInt8>) -> Int? {
    let colonASCII = UInt8(ascii: ":")
    let slash = UInt8(ascii: "/")
    let question = UInt8(ascii: "?")
    guard let colon = url.firstIndex(of: colonASCII), colon > 0 else { return nil }
    let end = url[(colon + 1)...].firstIndex(of: UInt8(ascii: "#")) ?? url.count
    var position = colon + 1
    var hostStart = position
    var hostEnd = position
    if end - position >= 2, url[position] == slash, url[position + 1] == slash {
      hostStart = position + 2
      hostEnd = hostStart
      while hostEnd < end, url[hostEnd] != slash, url[hostEnd] != question { hostEnd += 1 }
      position = hostEnd
    }
    let root = root(url, schemeEnd: colon, host: hostStart..<hostEnd)
    guard root != nil || !subdomainHosts.isEmpty else { return nil }
    let pathEnd = url[position..<end].firstIndex(of: question) ?? end
    let query = pathEnd < end ? (pathEnd + 1)..<end : end..<end

    // The segments, as `split(omittingEmptySubsequences: false)` then dropping an empty first
    // and an empty last piece.
    var slashes = 0
    for i in position..<pathEnd where url[i] == slash { slashes += 1 }
    let dropFirst = pathEnd == position || url[position] == slash
    var count = slashes + 1 - (dropFirst ? 1 : 0)
    if count > 0, url[pathEnd - 1] == slash { count -= 1 }
    let kept = min(count, depth + 1)
    return withUnsafeTemporaryAllocation(of: SegmentRef.self, capacity: max(kept, 1)) { segments in
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(url.count, 1)) { scratch in
        var start = dropFirst ? min(position + 1, pathEnd) : position
        var used = 0
        for i in 0..<kept {
          var stop = start
          var escaped = false
          while stop < pathEnd, url[stop] != slash {
            if url[stop] == UInt8(ascii: "%") { escaped = true }
            stop += 1
          }
          var ref = SegmentRef(start: Int32(start), end: Int32(stop), kind: 0)
          if escaped {
            if let length = Self.decode(url, start..<stop, into: scratch, at: used) {
              ref = SegmentRef(start: Int32(used), end: Int32(used + length), kind: 1)
              used += length
            } else {
              ref.kind = 2
            }
          }
          segments[i] = ref
          start = stop + 1
        }
        var walk = Walk(
          index: self, url: url, segments: UnsafeBufferPointer(rebasing: segments[0..<kept]),
          scratch: UnsafeBufferPointer(scratch), count: count, query: query)
        if let root, let found = walk.visit(root, depth: 0) { return Int(found) }
        // The `*.` hosts, longest first (a host as it is wins over them; see `URLPattern`).
        for entry in subdomainHosts
        where Self.isSubdomain(url, schemeEnd: colon, host: hostStart..<hostEnd, of: entry, bytes) {
          if let found = walk.visit(entry.node, depth: 0) { return Int(found) }
        }
        return nil
      }
    }
  }

  private func root(_ url: UnsafeBufferPointer<UInt8>, schemeEnd: Int, host: Range<Int>) -> Int32? {
    do {
      for entry in hosts
      where Int(entry.schemeLength) == schemeEnd && Int(entry.length) == schemeEnd + 1 + host.count
      {
        let key = Int(entry.offset)
        var same = true
        for i in 0..<schemeEnd where Self.lower(url[i]) != bytes[key + i] {
          same = false
          break
        }
        let hostKey = key + schemeEnd + 1
        for i in 0..<host.count
        where same && Self.lower(url[host.lowerBound + i]) != bytes[hostKey + i] {
          same = false
        }
        if same { return entry.node }
      }
      return nil
    }
  }

  /// Whether the URL's scheme is `entry`'s and its host a subdomain of its `*.domain`: it ends
  /// with `.domain` and has more before it.
  static func isSubdomain(
    _ url: UnsafeBufferPointer<UInt8>, schemeEnd: Int, host: Range<Int>, of entry: Host,
    _ bytes: UnsafeMutableBufferPointer<UInt8>
  ) -> Bool {
    let key = Int(entry.offset)
    guard Int(entry.schemeLength) == schemeEnd else { return false }
    for i in 0..<schemeEnd where lower(url[i]) != bytes[key + i] { return false }
    // The key's host is `*.domain`; the URL's host must end with `.domain`.
    let suffixStart = key + schemeEnd + 2
    let suffixLength = Int(entry.length) - schemeEnd - 2
    guard host.count > suffixLength else { return false }
    let start = host.upperBound - suffixLength
    for i in 0..<suffixLength where lower(url[start + i]) != bytes[suffixStart + i] {
      return false
    }
    return true
  }

  static func lower(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte }

  /// Decodes `url[range]` into `scratch` from `at`; its length, or nil when a `%` is not
  /// followed by two hex digits or the bytes are not UTF-8.
  static func decode(
    _ url: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
    into scratch: UnsafeMutableBufferPointer<UInt8>,
    at start: Int
  ) -> Int? {
    var out = start
    var i = range.lowerBound
    while i < range.upperBound {
      if url[i] == UInt8(ascii: "%") {
        guard i + 2 < range.upperBound, let high = PercentEncoding.hex(url[i + 1]),
          let low = PercentEncoding.hex(url[i + 2])
        else {
          return nil
        }
        scratch[out] = high << 4 | low
        i += 3
      } else {
        scratch[out] = url[i]
        i += 1
      }
      out += 1
    }
    var iterator = UnsafeBufferPointer(rebasing: scratch[start..<out]).makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue: continue
      case .emptyInput: return out - start
      case .error: return nil
      }
    }
  }

  /// Whether a segment (or a query value), decoded, is a value of `type`: the bytes are
  /// checked directly when that is plainly right, and by `ParameterType.accepts` otherwise.
  static func accepts(_ type: ParameterType, _ text: UnsafeBufferPointer<UInt8>) -> Bool {
    switch type {
    case .string:
      guard !text.isEmpty else { return false }
      // White space is never printable ASCII: one such character and the text is not blank.
      if text.contains(where: { $0 > 0x20 && $0 < 0x7F }) {
        return !(text.count <= 2 && text.allSatisfy { $0 == UInt8(ascii: ".") })
      }
    case .integer:
      let digits =
        text.first == UInt8(ascii: "-") || text.first == UInt8(ascii: "+")
        ? text.dropFirst() : text[...]
      if !digits.isEmpty, digits.count <= 18, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
        return true
      }
    case .boolean:
      return text.elementsEqual("true".utf8) || text.elementsEqual("false".utf8)
    case .uuid:
      return UUIDText.isUUID(text)
    }
    return type.accepts(String(decoding: text, as: UTF8.self))
  }

  /// A depth-first walk of the tree over one URL's segments.
  struct Walk {
    let index: URLIndex
    let url: UnsafeBufferPointer<UInt8>
    let segments: UnsafeBufferPointer<SegmentRef>
    let scratch: UnsafeBufferPointer<UInt8>
    /// How many segments the path has (more than `segments` holds when it is deeper than any
    /// pattern).
    let count: Int
    let query: Range<Int>

    func text(_ ref: SegmentRef) -> UnsafeBufferPointer<UInt8> {
      UnsafeBufferPointer(rebasing: (ref.kind == 1 ? scratch : url)[Int(ref.start)..<Int(ref.end)])
    }

    mutating func visit(_ number: Int32, depth: Int) -> Int32? {
      let node = index.nodes[Int(number)]
      if depth == count {
        if let found = first(node.endStart, node.endCount) { return found }
        return first(node.wildStart, node.wildCount)
      }
      if depth < segments.count, segments[depth].kind != 2 {
        let segment = text(segments[depth])
        if node.slotCount > 0, let child = literal(node, segment),
          let found = visit(child, depth: depth + 1)
        {
          return found
        }
        for t in Int(node.typedStart)..<Int(node.typedStart + node.typedCount) {
          let (type, child) = index.typed[t]
          if URLIndex.accepts(type, segment), let found = visit(child, depth: depth + 1) {
            return found
          }
        }
        if node.stringChild >= 0, URLIndex.accepts(.string, segment),
          let found = visit(node.stringChild, depth: depth + 1)
        {
          return found
        }
      }
      return first(node.wildStart, node.wildCount)
    }

    func literal(_ node: Node, _ segment: UnsafeBufferPointer<UInt8>) -> Int32? {
      let hash = URLIndex.hash(segment)
      let mask = Int(node.slotCount) - 1
      var slot = Int(truncatingIfNeeded: hash) & mask
      while true {
        let entry = index.slots[Int(node.slotStart) + slot]
        if entry < 0 { return nil }
        let literal = index.literals[Int(entry)]
        if literal.hash == hash, Int(literal.length) == segment.count,
          UnsafeBufferPointer(
            rebasing: index.bytes[Int(literal.offset)..<Int(literal.offset + literal.length)]
          ).elementsEqual(segment)
        {
          return literal.child
        }
        slot = (slot + 1) & mask
      }
    }

    /// The first of these patterns whose query items the URL has.
    func first(_ start: Int32, _ count: Int32) -> Int32? {
      for i in Int(start)..<Int(start + count) {
        let number = index.ends[i]
        if satisfiesQuery(index.patterns[Int(number)]) { return number }
      }
      return nil
    }

    func satisfiesQuery(_ pattern: Pattern) -> Bool {
      guard pattern.queryCount > 0 else { return true }
      let bytes = index.bytes
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(query.count, 1)) {
        scratch in
        for q in Int(pattern.queryStart)..<Int(pattern.queryStart + pattern.queryCount) {
          let item = index.queryItems[q]
          let key = UnsafeBufferPointer(
            rebasing: bytes[Int(item.keyOffset)..<Int(item.keyOffset + item.keyLength)])
          guard let raw = value(forKey: key, scratch: scratch),
            let length = URLIndex.decode(url, raw, into: scratch, at: 0)
          else { return false }
          let value = UnsafeBufferPointer(rebasing: scratch[0..<length])
          if let type = item.type {
            guard URLIndex.accepts(type, value) else { return false }
          } else {
            guard
              value.elementsEqual(
                bytes[Int(item.valueOffset)..<Int(item.valueOffset + item.valueLength)])
            else { return false }
          }
        }
        return true
      }
    }

    /// The raw value of the first query item whose decoded name is `key` (as `URLParts` reads
    /// the query: items split at `&`, empty ones skipped, a missing `=` an empty value).
    func value(forKey key: UnsafeBufferPointer<UInt8>, scratch: UnsafeMutableBufferPointer<UInt8>)
      -> Range<Int>?
    {
      var start = query.lowerBound
      while start < query.upperBound {
        var stop = start
        while stop < query.upperBound, url[stop] != UInt8(ascii: "&") { stop += 1 }
        if stop > start {
          var equals = start
          while equals < stop, url[equals] != UInt8(ascii: "=") { equals += 1 }
          if let length = URLIndex.decode(url, start..<equals, into: scratch, at: 0),
            UnsafeBufferPointer(rebasing: scratch[0..<length]).elementsEqual(key)
          {
            return equals < stop ? (equals + 1)..<stop : stop..<stop
          }
        }
        start = stop + 1
      }
      return nil
    }
  }
}
