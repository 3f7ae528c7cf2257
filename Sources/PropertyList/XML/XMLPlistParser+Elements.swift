/// Tags: opening (with attributes, which property lists ignore) and closing.
extension XMLPlistParser {
  struct OpenTag {
    var tag: XMLTag?
    var nameStart: Int
    var nameLength: Int
    var selfClosing: Bool
  }

  @inline(__always)
  static func isNameByte(_ c: UInt8) -> Bool {
    // Letters, digits and most punctuation are common; the excluded bytes are all below 0x3F.
    if c > 0x3E { return true }
    // Control characters (NUL among them) are not part of an XML name.
    return
      !(c < 0x20 || ScalarText.isSpace(c) || c == 0x3E || c == 0x2F || c == 0x3D || c == 0x3C
      || c == 0x22
      || c == 0x27)
  }

  /// Reads `<name attr="v" …>` or `<name …/>` starting at the `<`.
  mutating func openTag() throws(PlistError) -> OpenTag {
    if let fast = plainOpenTag() { return fast }
    return try generalOpenTag()
  }

  /// Whether the input at `i` is the text `words` stands for (false too near the end of the
  /// input to read whole words, where the byte-by-byte readers decide).
  @inline(__always)
  func matches(_ words: TagWords, at i: Int) -> Bool {
    guard i + words.span <= end, let base = b.baseAddress else { return false }
    let raw = UnsafeRawPointer(base)
    let low = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
    guard low & words.lowMask == words.low else { return false }
    guard words.highMask != 0 else { return true }
    let high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self))
    return high & words.highMask == words.high
  }

  /// The common case without attributes: `<dict>`, `<string>`, `<true/>`…, recognised from the
  /// first letter and compared as words; nil sends the tag to the general reader.
  @inline(__always)
  mutating func plainOpenTag() -> OpenTag? {
    let n = pos + 1
    guard n < end else { return nil }
    let tag: XMLTag
    switch b[n] {
    case 0x6B: tag = .key
    case 0x73: tag = .string
    case 0x69: tag = .integer
    case 0x72: tag = .real
    case 0x74: tag = .true
    case 0x66: tag = .false
    case 0x61: tag = .array
    case 0x70: tag = .plist
    case 0x64:
      guard n + 3 < end else { return nil }
      switch (b[n + 2], b[n + 3]) {
      case (0x63, _): tag = .dict
      case (0x74, 0x65): tag = .date
      case (0x74, 0x61): tag = .data
      default: return nil
      }
    default: return nil
    }
    let length = tag.length
    if matches(tag.openWords, at: pos) {
      pos += length + 2
      return OpenTag(tag: tag, nameStart: n, nameLength: length, selfClosing: false)
    }
    if matches(tag.emptyWords, at: pos) {
      pos += length + 3
      return OpenTag(tag: tag, nameStart: n, nameLength: length, selfClosing: true)
    }
    let after = n + length
    guard after < end, XMLTag.match(b, n, length) == tag else { return nil }
    if b[after] == 0x3E {
      pos = after + 1
      return OpenTag(tag: tag, nameStart: n, nameLength: length, selfClosing: false)
    }
    if b[after] == 0x2F, after + 1 < end, b[after + 1] == 0x3E {
      pos = after + 2
      return OpenTag(tag: tag, nameStart: n, nameLength: length, selfClosing: true)
    }
    return nil
  }

  mutating func generalOpenTag() throws(PlistError) -> OpenTag {
    let start = pos
    let nameStart = pos + 1
    var i = nameStart
    while i < end && Self.isNameByte(b[i]) { i += 1 }
    let nameLength = i - nameStart
    guard nameLength > 0 else {
      throw fail(.malformedMarkup, "'<' must start an element name", at: start)
    }
    let tag = XMLTag.match(b, nameStart, nameLength)
    if i < end && b[i] == 0x3E {
      pos = i + 1
      return OpenTag(tag: tag, nameStart: nameStart, nameLength: nameLength, selfClosing: false)
    }
    // Attributes: name = "value" pairs, checked for shape and otherwise ignored.
    while true {
      while i < end && ScalarText.isSpace(b[i]) { i += 1 }
      guard i < end else {
        throw fail(
          .unclosedTag, "tag <\(name(nameStart, nameLength))> is not closed with '>'", at: start)
      }
      let c = b[i]
      if c == 0x3E {
        pos = i + 1
        return OpenTag(tag: tag, nameStart: nameStart, nameLength: nameLength, selfClosing: false)
      }
      if c == 0x2F {
        guard i + 1 < end, b[i + 1] == 0x3E else {
          if i + 1 >= end {
            throw fail(
              .unclosedTag, "tag <\(name(nameStart, nameLength))> is not closed with '>'", at: start
            )
          }
          throw fail(.malformedMarkup, "expected '>' after '/' in a tag", at: i)
        }
        pos = i + 2
        return OpenTag(tag: tag, nameStart: nameStart, nameLength: nameLength, selfClosing: true)
      }
      if c == 0x3C {
        throw fail(
          .unclosedTag, "tag <\(name(nameStart, nameLength))> is not closed with '>'", at: start)
      }
      let attributeStart = i
      while i < end && Self.isNameByte(b[i]) { i += 1 }
      if i < end && b[i] < 0x20 && !ScalarText.isSpace(b[i]) {
        throw fail(
          .malformedMarkup,
          "control character 0x\(TextDecoding.hex(b[i])) in tag <\(name(nameStart, nameLength))>",
          at: i)
      }
      guard i > attributeStart else {
        throw fail(
          .malformedMarkup, "unexpected character in tag <\(name(nameStart, nameLength))>", at: i)
      }
      while i < end && ScalarText.isSpace(b[i]) { i += 1 }
      guard i < end, b[i] == 0x3D else {
        if i >= end {
          throw fail(
            .unclosedTag, "tag <\(name(nameStart, nameLength))> is not closed with '>'", at: start)
        }
        throw fail(.malformedMarkup, "attribute has no '=\"value\"'", at: attributeStart)
      }
      i += 1
      while i < end && ScalarText.isSpace(b[i]) { i += 1 }
      guard i < end, b[i] == 0x22 || b[i] == 0x27 else {
        if i >= end {
          throw fail(
            .unclosedTag, "tag <\(name(nameStart, nameLength))> is not closed with '>'", at: start)
        }
        throw fail(.malformedMarkup, "attribute value must be quoted", at: i)
      }
      let quote = b[i]
      i += 1
      while i < end && b[i] != quote {
        // XML forbids '<' in attribute values (a well-formedness constraint, XML 1.0 §3.1).
        if b[i] == 0x3C { throw fail(.malformedMarkup, "'<' in an attribute value", at: i) }
        // XML allows '>' there, but CoreFoundation ends the tag at the first '>' even inside
        // quotes, and then reads another document (<key q=">">a</key> is the key "\">a" to it).
        // Found by the differential fuzz target; refused rather than read differently.
        if b[i] == 0x3E {
          throw fail(
            .malformedMarkup,
            "'>' in an attribute value: CoreFoundation ends the tag there and would read another document",
            at: i)
        }
        i += 1
      }
      guard i < end else {
        throw fail(
          .unclosedTag, "tag <\(name(nameStart, nameLength))> is not closed with '>'", at: start)
      }
      i += 1
    }
  }

  func name(_ start: Int, _ length: Int) -> String {
    String(decoding: b[start..<(start + length)], as: UTF8.self)
  }

  /// Reads `</name>` at `pos` and checks it closes `expected`, opened at `openedAt`.
  mutating func closeTag(_ expected: XMLTag, openedAt: SourceLocation) throws(PlistError) {
    // The common case, `</name>` exactly, compared as words.
    let n = expected.length
    if matches(expected.closeWords, at: pos)
      || (pos + 3 + n <= end && b[pos + 2 + n] == 0x3E && XMLTag.match(b, pos + 2, n) == expected)
    {
      pos += 3 + n
      return
    }
    let start = pos
    let nameStart = pos + 2
    var i = nameStart
    while i < end && Self.isNameByte(b[i]) { i += 1 }
    let length = i - nameStart
    while i < end && ScalarText.isSpace(b[i]) { i += 1 }
    guard i < end else {
      throw fail(
        .unclosedTag, "closing tag </\(name(nameStart, length))> is not closed with '>'", at: start)
    }
    guard b[i] == 0x3E else {
      throw fail(.malformedMarkup, "expected '>' to end the closing tag", at: i)
    }
    guard XMLTag.match(b, nameStart, length) == expected else {
      throw fail(
        .mismatchedTag,
        "</\(name(nameStart, length))> does not close <\(expected.name)> (opened at \(openedAt))",
        at: start, notes: [.init("<\(expected.name)> opened here", at: openedAt)])
    }
    pos = i + 1
  }
}
