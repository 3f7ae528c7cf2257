import PropertyList

/// A reader of old-style `.strings` files: `"key" = "value";` entries, unquoted keys, `/* */`
/// and `//` comments, and the escapes of the OpenStep format (`\n`, `\"`, `\U20AC`, octal) as
/// CoreFoundation's `getSlashedChar` reads them (CFOldStylePList.c), since that is what iOS
/// shows: octal in the NeXTSTEP encoding, only an upper-case `\U`, and any other escaped
/// character standing for itself.
struct StringsFileParser {
  let b: UnsafeBufferPointer<UInt8>
  let end: Int
  var pos: Int
  var lines: LineCursor

  let allowsDuplicateKeys: Bool
  var duplicates: [PlistError] = []

  init(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, allowsDuplicateKeys: Bool = false) {
    self.allowsDuplicateKeys = allowsDuplicateKeys
    b = bytes
    end = bytes.count
    pos = start
    lines = LineCursor(bytes)
  }

  mutating func fail(
    _ message: String, at offset: Int, kind: PlistError.Kind = .stringsSyntax,
    notes: [PlistError.Note] = []
  ) -> PlistError {
    PlistError(kind, message, at: lines.location(of: offset), notes: notes)
  }

  mutating func parse() throws(PlistError) -> PlistDictionary {
    var entries: [PlistDictionary.Entry] = []
    var seen: [ByteKey: Int] = [:]
    while true {
      try skipSpaceAndComments()
      guard pos < end else { return PlistDictionary(entries) }
      let keyStart = pos
      let key = try readString(role: "key")
      let keyLocation = lines.location(of: keyStart)
      try skipSpaceAndComments()
      var value = PlistValue(.string(key), at: keyLocation)
      if pos < end && b[pos] == 0x3D {
        pos += 1
        try skipSpaceAndComments()
        guard pos < end else { throw fail("expected a value after '='", at: pos) }
        let valueStart = pos
        let text = try readString(role: "value")
        value = PlistValue(.string(text), at: lines.location(of: valueStart))
        try skipSpaceAndComments()
      }
      guard pos < end, b[pos] == 0x3B else {
        throw fail("expected ';' after the entry for '\(key)'", at: pos)
      }
      pos += 1
      if let first = seen[ByteKey(key)] {
        let error = PlistError.duplicateKey(key, at: keyLocation, first: entries[first].keyLocation)
        guard allowsDuplicateKeys else { throw error }
        duplicates.append(error)
        entries[first].value = value
        continue
      }
      seen[ByteKey(key)] = entries.count
      entries.append(.init(key: key, keyLocation: keyLocation, value: value))
    }
  }

  mutating func skipSpaceAndComments() throws(PlistError) {
    while pos < end {
      let c = b[pos]
      if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0C || c == 0x0B {
        pos += 1
      } else if c == 0x2F && pos + 1 < end && b[pos + 1] == 0x2A {
        let start = pos
        pos += 2
        while pos + 1 < end && !(b[pos] == 0x2A && b[pos + 1] == 0x2F) { pos += 1 }
        guard pos + 1 < end else { throw fail("comment is not closed with '*/'", at: start) }
        pos += 2
      } else if c == 0x2F && pos + 1 < end && b[pos + 1] == 0x2F {
        while pos < end && b[pos] != 0x0A { pos += 1 }
      } else {
        return
      }
    }
  }

  static func isUnquoted(_ c: UInt8) -> Bool {
    switch c {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x24, 0x2B, 0x2F, 0x3A, 0x2E, 0x2D:
      return true
    default: return false
    }
  }

  mutating func readString(role: String) throws(PlistError) -> String {
    guard pos < end else { throw fail("expected a \(role)", at: pos) }
    if b[pos] != 0x22 {
      let start = pos
      while pos < end && Self.isUnquoted(b[pos]) { pos += 1 }
      guard pos > start else {
        throw fail(
          "expected a quoted string or a word as the \(role), found '\(Character(Unicode.Scalar(b[pos])))'",
          at: pos)
      }
      return String(decoding: b[start..<pos], as: UTF8.self)
    }
    let open = pos
    pos += 1
    var text = EscapedText()
    switch SlashedString.read(b, from: &pos, end: end, quote: 0x22, into: &text) {
    case .closed(let string): return string
    case .unpairedSurrogate(let offset): throw fail("unpaired surrogate escape", at: offset)
    case .unclosed: throw fail("string is not closed with '\"'", at: open)
    }
  }
}
