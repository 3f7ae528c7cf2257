import PropertyList

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// White space, comments, strings, data and dictionary entries, read byte by byte.
extension OpenStepReader {
  /// The characters of an unquoted string, as CF's `isValidUnquotedStringCharacter`
  /// (CFOldStylePList.c): ASCII letters and digits and `_ $ / : . -`. Bit k of the two words
  /// is character k (0–63, 64–127).
  private static let unquotedLow: UInt64 = 0x07FF_E010_0000_0000  // $ - . / 0-9 :
  private static let unquotedHigh: UInt64 = 0x07FF_FFFE_87FF_FFFE  // A-Z _ a-z

  @inline(__always)
  static func isUnquoted(_ c: UInt8) -> Bool {
    c < 0x40
      ? (unquotedLow >> UInt64(c)) & 1 != 0
      : c < 0x80 && (unquotedHigh >> UInt64(c & 0x3F)) & 1 != 0
  }

  /// Skips white space and comments as CF's `advanceToNonSpace` does: U+0009–U+000D, space,
  /// U+2028 and U+2029; `//` to the end of the line; `/* */` (an unclosed one is an error
  /// here; CF skips to the end of the file).
  @inline(__always)
  mutating func skipSpace() throws(PlistError) {
    while pos < end {
      let c = b[pos]
      if c == 0x20 || c == 0x09 {
        pos += 1
      } else if c == 0x0A {
        pos += 1
        line += 1
        lineStart = pos
      } else if c >= 0x0B && c <= 0x0D {
        pos += 1
      } else if c == 0x2F && pos + 1 < end && (b[pos + 1] == 0x2A || b[pos + 1] == 0x2F) {
        try skipComment()
      } else if c == 0xE2 && pos + 2 < end && b[pos + 1] == 0x80
        && (b[pos + 2] == 0xA8 || b[pos + 2] == 0xA9)
      {
        pos += 3
      } else {
        return
      }
    }
  }

  mutating func skipComment() throws(PlistError) {
    let start = pos
    if b[pos + 1] == 0x2F {
      pos += 2
      while pos < end {
        let c = b[pos]
        if c == 0x0A || c == 0x0D { return }
        if c == 0xE2 && pos + 2 < end && b[pos + 1] == 0x80
          && (b[pos + 2] == 0xA8 || b[pos + 2] == 0xA9)
        {
          return
        }
        pos += 1
      }
      return
    }
    var i = pos + 2
    while true {
      guard let star = find(0x2A, from: i) else {
        throw fail("comment is not closed with '*/'", at: start)
      }
      if star + 1 < end && b[star + 1] == 0x2F {
        pos = star + 2
        countLines(start + 2, star)
        return
      }
      i = star + 1
    }
  }

  /// The offset of the next `byte` from `from` and before `limit` (default: the end), eight
  /// bytes at a time.
  @inline(__always)
  func find(_ byte: UInt8, from: Int, limit: Int? = nil) -> Int? {
    let end = limit ?? self.end
    var i = from
    if let base = b.baseAddress {
      let raw = UnsafeRawPointer(base)
      let pattern = UInt64(byte) &* 0x0101_0101_0101_0101
      let low7 = UInt64(0x7F7F_7F7F_7F7F_7F7F)
      while i + 8 <= end {
        let v =
          UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) ^ pattern
        let marks = ~(((v & low7) &+ low7) | v | low7)
        if marks != 0 { return i + marks.trailingZeroBitCount / 8 }
        i += 8
      }
    }
    while i < end {
      if b[i] == byte { return i }
      i += 1
    }
    return nil
  }

  // MARK: Dictionary entries

  /// Reads a key (a quoted or unquoted string) into `top`, checking it against the keys before.
  mutating func readKey(into top: inout Frame) throws(PlistError) {
    let c = b[pos]
    guard c == 0x22 || c == 0x27 || Self.isUnquoted(c) else {
      let closing = top.kind == .dictionary ? " or '}'" : ""
      throw fail(
        "expected a key (a quoted string or a word)\(closing), found \(shown(pos))", at: pos)
    }
    let loc = here()
    let key = try readString(table: keys)
    let hash = keyHashes.hash(key)
    if let first = firstEntry(forKey: key, hash: hash, in: top) {
      let error = PlistError.duplicateKey(key, at: loc, first: entryRun[first].keyLocation)
      guard allowsDuplicateKeys else { throw error }
      duplicates.append(error)
      top.replaces = first
    }
    top.pendingKey = key
    top.pendingHash = hash
    top.pendingKeyLocation = loc
    top.expecting = .equals
  }

  /// Puts a finished value into the innermost open container (not the root frame).
  @inline(__always)
  mutating func add(_ value: consuming PlistValue, to top: inout Frame) throws(PlistError) {
    if top.kind == .array {
      valueRun.append(value)
      top.expecting = .comma
      return
    }
    if let replaced = top.replaces {
      // A duplicate read leniently: the last value wins, in the first one's place, as with
      // CoreFoundation's CFDictionarySetValue.
      entryRun[replaced].value = value
      top.replaces = nil
    } else {
      let position = entryRun.count
      keyHashes.set(top.pendingHash, at: position)
      if let index = top.index {
        index.insert(position, hash: top.pendingHash, rehashingFrom: keyHashes)
      } else if position - top.start == 16 {
        top.index = KeyIndex(keyHashes, from: top.start, to: position + 1)
      }
      entryRun.append(.init(key: top.pendingKey, keyLocation: top.pendingKeyLocation, value: value))
    }
    top.expecting = .semicolon
  }

  /// Duplicate keys are found by their bytes (as CoreFoundation compares them): hashes first,
  /// through the index once a dictionary grows past a handful of keys.
  func firstEntry(forKey key: String, hash: UInt64, in top: Frame) -> Int? {
    let entries = entryRun
    if let index = top.index {
      return index.find(hash, keyHashes) { sameBytes(entries[$0].key, key) }
    }
    for i in top.start..<entries.count where keyHashes[i] == hash && sameBytes(entries[i].key, key)
    { return i }
    return nil
  }

  // MARK: Strings and data

  /// A quoted or unquoted string at `pos` as a value.
  mutating func readStringValue(role: String) throws(PlistError) -> PlistValue {
    let c = b[pos]
    guard c == 0x22 || c == 0x27 || Self.isUnquoted(c) else {
      throw fail(
        "expected a \(role) (a dictionary, array, data or string), found \(shown(pos))", at: pos)
    }
    let loc = here()
    return PlistValue(.string(try readString(table: values)), at: loc)
  }

  /// A quoted string (`"…"` or `'…'`, with CF's escapes) or an unquoted one at `pos`.
  mutating func readString(table: KeyTable) throws(PlistError) -> String {
    let quote = b[pos]
    if quote != 0x22 && quote != 0x27 {
      let start = pos
      while pos < end && unquoted[Int(b[pos])] { pos += 1 }
      let bytes = UnsafeBufferPointer(rebasing: b[start..<pos])
      // A pbxproj's object ids (24 characters) are mostly unique or far apart, which a small
      // cache only churns on: made afresh. The words around them repeat: shared.
      return pos - start == 24 ? String(decoding: bytes, as: UTF8.self) : table.key(bytes)
    }
    let open = pos
    pos += 1
    let start = pos
    // The fast path: no escape before the closing quote.
    while pos < end {
      let c = b[pos]
      if c == quote {
        pos += 1
        countLines(start, pos)
        return table.key(UnsafeBufferPointer(rebasing: b[start..<(pos - 1)]))
      }
      if c == 0x5C { break }
      pos += 1
    }
    guard pos < end else {
      throw fail("string is not closed with \(quote == 0x22 ? "'\"'" : "\"'\"")", at: open)
    }
    scratch = EscapedText()
    for k in start..<pos { _ = scratch.append(byte: b[k]) }
    switch SlashedString.read(b, from: &pos, end: end, quote: quote, into: &scratch) {
    case .closed(let string):
      countLines(start, pos)
      return string
    case .unpairedSurrogate(let offset): throw fail("unpaired surrogate escape", at: offset)
    case .unclosed:
      throw fail("string is not closed with \(quote == 0x22 ? "'\"'" : "\"'\"")", at: open)
    }
  }

  /// `<0fbd 77>`: pairs of hexadecimal digits, with white space (space, tab, CR, LF, U+2028,
  /// U+2029) between pairs, as CF's `getDataBytes` reads them.
  mutating func readData() throws(PlistError) -> PlistValue {
    let open = pos
    let loc = here()
    pos += 1
    var bytes: [UInt8] = []
    while pos < end {
      let c = b[pos]
      if c == 0x3E {
        pos += 1
        return PlistValue(.data(Data(bytes)), at: loc)
      }
      if let high = hexDigit(c) {
        guard pos + 1 < end, let low = hexDigit(b[pos + 1]) else {
          throw fail("data has an odd number of hexadecimal digits in a group", at: pos)
        }
        bytes.append(UInt8(high << 4 | low))
        pos += 2
      } else if c == 0x20 || c == 0x09 || c == 0x0D {
        pos += 1
      } else if c == 0x0A {
        pos += 1
        line += 1
        lineStart = pos
      } else if c == 0xE2 && pos + 2 < end && b[pos + 1] == 0x80
        && (b[pos + 2] == 0xA8 || b[pos + 2] == 0xA9)
      {
        pos += 3
      } else {
        throw fail("unexpected \(shown(pos)) in data; data is pairs of hexadecimal digits", at: pos)
      }
    }
    throw fail("data is not closed with '>'", at: open)
  }
}
