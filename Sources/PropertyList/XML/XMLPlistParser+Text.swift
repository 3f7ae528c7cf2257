#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Element content: plain text is taken straight from the input; text with references, CDATA or
/// comments is decoded into a scratch buffer.
extension XMLPlistParser {
  /// Where the content of the element just read lies.
  enum Content {
    case plain(Range<Int>)
    case decoded
  }

  mutating func readContent(_ tag: XMLTag, openedAt: SourceLocation) throws(PlistError) -> Content {
    let start = pos
    var i = pos
    // Skip eight bytes at a time while none of them is '<' or '&'.
    if let base = b.baseAddress {
      let raw = UnsafeRawPointer(base)
      let low7 = UInt64(0x7F7F_7F7F_7F7F_7F7F)
      while i + 8 <= end {
        let w = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
        let lt = w ^ 0x3C3C_3C3C_3C3C_3C3C
        let amp = w ^ 0x2626_2626_2626_2626
        // Exactly the high bit of each byte that is '<' or '&': the first one is the lowest.
        let found = ~(((lt & low7) &+ low7) | lt | low7) | ~(((amp & low7) &+ low7) | amp | low7)
        if found != 0 {
          i += found.trailingZeroBitCount / 8
          break
        }
        i += 8
      }
    }
    while i < end {
      let c = b[i]
      if c == 0x3C {
        if i + 1 < end && b[i + 1] == 0x2F {
          pos = i
          try closeTag(tag, openedAt: openedAt)
          return .plain(start..<i)
        }
        break
      }
      if c == 0x26 { break }
      i += 1
    }
    scratch.removeAll(keepingCapacity: true)
    scratch.append(contentsOf: b[start..<i])
    while i < end {
      let c = b[i]
      if c == 0x26 {
        i = try decodeReference(at: i)
      } else if c == 0x3C {
        if i + 1 < end && b[i + 1] == 0x2F {
          pos = i
          try closeTag(tag, openedAt: openedAt)
          return .decoded
        } else if hasPrefix("<![CDATA[", at: i) {
          guard let close = find("]]>", from: i + 9) else {
            throw fail(.unexpectedEndOfFile, "CDATA section is not closed with ']]>'", at: i)
          }
          scratch.append(contentsOf: b[(i + 9)..<close])
          i = close + 3
        } else if hasPrefix("<!--", at: i) {
          pos = i
          try skipComment()
          i = pos
        } else {
          throw fail(.malformedMarkup, "an element cannot stand inside <\(tag.name)>", at: i)
        }
      } else {
        // A run of plain text, copied at once.
        var j = i + 1
        while j < end && b[j] != 0x26 && b[j] != 0x3C { j += 1 }
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: b[i..<j]))
        i = j
      }
    }
    throw fail(
      .unexpectedEndOfFile, "end of file inside <\(tag.name)> opened at \(openedAt)", at: end,
      notes: [.init("<\(tag.name)> opened here", at: openedAt)])
  }

  /// Foundation drops a U+FEFF at the start of a string's or key's text (observed by
  /// differential fuzzing against PropertyListSerialization); so does this, or a key read
  /// here would differ from the key iOS reads.
  @inline(__always)
  func droppingLeadingBOM(_ r: Range<Int>) -> Range<Int> {
    r.count >= 3 && b[r.lowerBound] == 0xEF && b[r.lowerBound + 1] == 0xBB
      && b[r.lowerBound + 2] == 0xBF
      ? (r.lowerBound + 3)..<r.upperBound : r
  }

  mutating func droppingLeadingBOMFromScratch() {
    if scratch.count >= 3 && scratch[0] == 0xEF && scratch[1] == 0xBB && scratch[2] == 0xBF {
      scratch.removeFirst(3)
    }
  }

  mutating func readString(_ tag: XMLTag, openedAt: SourceLocation) throws(PlistError) -> String {
    switch try readContent(tag, openedAt: openedAt) {
    case .plain(let whole):
      let r = droppingLeadingBOM(whole)
      // Strings of up to 15 bytes live inside the String value; longer ones that repeat (icon
      // names, shared titles) are shared like keys.
      if r.count > 15 && r.count <= 64 {
        return sharedStrings.key(UnsafeBufferPointer(rebasing: b[r]))
      }
      return String(decoding: UnsafeBufferPointer(rebasing: b[r]), as: UTF8.self)
    case .decoded:
      droppingLeadingBOMFromScratch()
      return String(decoding: scratch, as: UTF8.self)
    }
  }

  /// A `<key>`'s text, shared with the equal keys read before it.
  mutating func readKey(openedAt: SourceLocation) throws(PlistError) -> String {
    switch try readContent(.key, openedAt: openedAt) {
    case .plain(let whole):
      return keys.key(UnsafeBufferPointer(rebasing: b[droppingLeadingBOM(whole)]))
    case .decoded:
      droppingLeadingBOMFromScratch()
      return String(decoding: scratch, as: UTF8.self)
    }
  }

  /// `<integer>`, `<real>`, `<date>` or `<data>`: its text converted, or an error that points at
  /// the offending byte.
  mutating func readScalar(_ tag: XMLTag, selfClosing: Bool, openedAt: SourceLocation)
    throws(PlistError) -> PlistValue.Kind
  {
    let contentStart = pos
    let content: Content =
      selfClosing ? .plain(pos..<pos) : try readContent(tag, openedAt: openedAt)
    let result: Result<PlistValue.Kind, ScalarText.Failure>
    let base: Int
    switch content {
    case .plain(let r):
      base = r.lowerBound
      result = Self.convert(tag, UnsafeBufferPointer(rebasing: b[r]))
    case .decoded:
      base = contentStart
      result = scratch.withUnsafeBufferPointer { Self.convert(tag, $0) }
    }
    switch result {
    case .success(let kind):
      return kind
    case .failure(let failure):
      let offset = content.isPlain ? base + failure.offset : base
      let kind: PlistError.Kind
      switch tag {
      case .integer: kind = failure.isOverflow ? .integerOverflow : .invalidInteger
      case .real: kind = .invalidReal
      case .date: kind = .invalidDate
      default: kind = .invalidBase64
      }
      throw fail(kind, failure.message, at: offset)
    }
  }

  static func convert(_ tag: XMLTag, _ text: UnsafeBufferPointer<UInt8>)
    -> Result<PlistValue.Kind, ScalarText.Failure>
  {
    switch tag {
    case .integer: return ScalarText.integer(text).map { .integer($0) }
    case .real: return ScalarText.real(text).map { .real($0) }
    case .date: return ScalarText.date(text).map { .date($0) }
    default: return Base64.decode(text).map { .data($0) }
    }
  }

  /// Decodes `&name;` or `&#…;` at `i` into the scratch buffer; returns the offset after it.
  mutating func decodeReference(at i: Int) throws(PlistError) -> Int {
    var k = i + 1
    while k < end && k < i + 40 && b[k] != 0x3B && (Self.isNameByte(b[k]) || b[k] == 0x23) {
      k += 1
    }
    guard k < end, b[k] == 0x3B, k > i + 1 else {
      throw fail(.bareAmpersand, "'&' must be written as '&amp;' in text", at: i)
    }
    // The predefined entities, recognised from their bytes without building anything.
    let length = k - i - 1
    let c1 = b[i + 1]
    switch (length, c1) {
    case (2, 0x6C) where b[i + 2] == 0x74:
      scratch.append(0x3C)
      return k + 1  // lt
    case (2, 0x67) where b[i + 2] == 0x74:
      scratch.append(0x3E)
      return k + 1  // gt
    case (3, 0x61) where b[i + 2] == 0x6D && b[i + 3] == 0x70:
      scratch.append(0x26)
      return k + 1  // amp
    case (4, 0x71) where hasPrefix("quot", at: i + 1):
      scratch.append(0x22)
      return k + 1
    case (4, 0x61) where hasPrefix("apos", at: i + 1):
      scratch.append(0x27)
      return k + 1
    default: break
    }
    let body = b[(i + 1)..<k]
    guard c1 == 0x23 else {
      throw fail(
        .undefinedEntity,
        "undefined entity '&\(String(decoding: body, as: UTF8.self));'; only &lt; &gt; &amp; &quot; &apos; and numeric references are allowed",
        at: i)
    }
    let hexadecimal = length > 1 && (b[i + 2] | 0x20) == 0x78
    let digits = b[(i + (hexadecimal ? 3 : 2))..<k]
    var value: UInt32 = 0
    var valid = !digits.isEmpty
    for d in digits {
      let v: UInt32
      switch d {
      case 0x30...0x39: v = UInt32(d - 0x30)
      case 0x61...0x66 where hexadecimal: v = UInt32(d - 0x61 + 10)
      case 0x41...0x46 where hexadecimal: v = UInt32(d - 0x41 + 10)
      default:
        v = 0
        valid = false
      }
      value = value &* (hexadecimal ? 16 : 10) &+ v
      if value > 0x10FFFF { valid = false }
    }
    guard valid, Unicode.Scalar(value) != nil else {
      throw fail(
        .invalidCharacterReference,
        "'&\(String(decoding: body, as: UTF8.self));' is not a valid character reference", at: i)
    }
    appendUTF8(value, to: &scratch)
    return k + 1
  }
}

extension XMLPlistParser.Content {
  var isPlain: Bool {
    if case .plain = self { return true }
    return false
  }
}
