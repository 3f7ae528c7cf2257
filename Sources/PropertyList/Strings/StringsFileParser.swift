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

  mutating func fail(_ message: String, at offset: Int, kind: PlistError.Kind = .stringsSyntax,
                     notes: [PlistError.Note] = []) -> PlistError {
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
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x24, 0x2B, 0x2F, 0x3A, 0x2E, 0x2D: return true
    default: return false
    }
  }

  mutating func readString(role: String) throws(PlistError) -> String {
    guard pos < end else { throw fail("expected a \(role)", at: pos) }
    if b[pos] != 0x22 {
      let start = pos
      while pos < end && Self.isUnquoted(b[pos]) { pos += 1 }
      guard pos > start else {
        throw fail("expected a quoted string or a word as the \(role), found '\(Character(Unicode.Scalar(b[pos])))'", at: pos)
      }
      return String(decoding: b[start..<pos], as: UTF8.self)
    }
    let open = pos
    pos += 1
    var text = EscapedText()
    while pos < end {
      let c = b[pos]
      if c == 0x22 {
        guard let string = text.string else { throw fail("unpaired surrogate escape", at: pos) }
        pos += 1
        return string
      }
      if c != 0x5C {
        guard text.append(byte: c) else { throw fail("unpaired surrogate escape", at: pos) }
        pos += 1
        continue
      }
      let escapeStart = pos
      pos += 1
      guard pos < end else { break }
      let e = b[pos]
      pos += 1
      let scalar: UInt32
      switch e {
      case 0x6E: scalar = 0x0A
      case 0x74: scalar = 0x09
      case 0x72: scalar = 0x0D
      case 0x61: scalar = 0x07
      case 0x62: scalar = 0x08
      case 0x66: scalar = 0x0C
      case 0x76: scalar = 0x0B
      case 0x55:
        // `\U` and up to four hexadecimal digits; with none, CF's getSlashedChar gives U+0000.
        var v: UInt32 = 0
        var digits = 0
        while digits < 4 && pos < end, let d = Self.hexDigit(b[pos]) {
          v = v << 4 | d
          pos += 1
          digits += 1
        }
        scalar = v
      case 0x30...0x37:
        // Up to three octal digits, kept to eight bits (`\400` is 0), read in the NeXTSTEP
        // encoding as CF's getSlashedChar does (CFOldStylePList.c): `\351` is "Ø".
        var v = UInt32(e - 0x30)
        var digits = 1
        while digits < 3 && pos < end && (0x30...0x37).contains(b[pos]) {
          v = v << 3 | UInt32(b[pos] - 0x30)
          pos += 1
          digits += 1
        }
        scalar = NeXTSTEP.scalar(UInt8(truncatingIfNeeded: v))
      default:
        // Any other escaped character stands for itself, as in CF: `\"`, `\\`, `\'`, and also
        // `\u00AC` (CF knows only `\U`: this is "u00AC") and `\xAB` ("xAB"). A byte of a
        // multi-byte character is kept, and the rest of the character follows as usual.
        guard text.append(byte: e) else { throw fail("unpaired surrogate escape", at: escapeStart) }
        continue
      }
      guard text.append(escaped: scalar) else { throw fail("unpaired surrogate escape", at: escapeStart) }
    }
    throw fail("string is not closed with '\"'", at: open)
  }

  static func hexDigit(_ c: UInt8) -> UInt32? {
    switch c {
    case 0x30...0x39: return UInt32(c - 0x30)
    case 0x41...0x46: return UInt32(c - 0x41 + 10)
    case 0x61...0x66: return UInt32(c - 0x61 + 10)
    default: return nil
    }
  }
}
