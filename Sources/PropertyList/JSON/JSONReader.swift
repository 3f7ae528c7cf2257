/// A strict JSON reader (RFC 8259) that produces property-list values with the line and column
/// of every value, so JSON state files report errors like property lists do. `null` has no
/// property-list equivalent and is an error; numbers without a fraction or exponent are integers.
struct JSONReader {
  let b: UnsafeBufferPointer<UInt8>
  let end: Int
  var pos: Int
  var lines: LineCursor
  let maxDepth: Int

  init(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, maxDepth: Int) {
    b = bytes
    end = bytes.count
    pos = start
    lines = LineCursor(bytes)
    self.maxDepth = maxDepth
  }

  mutating func fail(
    _ kind: PlistError.Kind, _ message: String, at offset: Int, notes: [PlistError.Note] = []
  ) -> PlistError {
    PlistError(kind, message, at: lines.location(of: offset), notes: notes)
  }

  mutating func skipSpace() {
    while pos < end && (b[pos] == 0x20 || b[pos] == 0x0A || b[pos] == 0x0D || b[pos] == 0x09) {
      pos += 1
    }
  }

  mutating func parseDocument() throws(PlistError) -> PlistValue {
    skipSpace()
    guard pos < end else {
      throw fail(
        .emptyFile, "the file holds no JSON value (it is empty or only white space)", at: pos)
    }
    let value = try parseValue(depth: 0)
    skipSpace()
    if pos < end {
      throw fail(.trailingContent, "unexpected content after the JSON value", at: pos)
    }
    return value
  }

  mutating func parseValue(depth: Int) throws(PlistError) -> PlistValue {
    guard depth < maxDepth else {
      throw fail(.nestingTooDeep, "nesting is deeper than \(maxDepth) levels", at: pos)
    }
    guard pos < end else {
      throw fail(.unexpectedEndOfFile, "unexpected end of file; a value was expected", at: pos)
    }
    let start = pos
    let loc = lines.location(of: start)
    switch b[pos] {
    case 0x7B:
      pos += 1
      var entries: [PlistDictionary.Entry] = []
      var seen: [ByteKey: SourceLocation] = [:]
      skipSpace()
      if pos < end && b[pos] == 0x7D {
        pos += 1
        return PlistValue(.dictionary(PlistDictionary()), at: loc)
      }
      while true {
        skipSpace()
        guard pos < end, b[pos] == 0x22 else {
          throw expected("a string key", opened: "{", at: start)
        }
        let keyStart = pos
        let key = try parseString()
        let keyLocation = lines.location(of: keyStart)
        if let first = seen[ByteKey(key)] {
          throw PlistError.duplicateKey(key, at: keyLocation, first: first)
        }
        seen[ByteKey(key)] = keyLocation
        skipSpace()
        guard pos < end, b[pos] == 0x3A else {
          throw expected("':' after the key", opened: "{", at: start)
        }
        pos += 1
        skipSpace()
        let value = try parseValue(depth: depth + 1)
        entries.append(.init(key: key, keyLocation: keyLocation, value: value))
        skipSpace()
        guard pos < end else { throw expected("',' or '}'", opened: "{", at: start) }
        if b[pos] == 0x2C {
          pos += 1
          continue
        }
        if b[pos] == 0x7D {
          pos += 1
          break
        }
        throw expected("',' or '}'", opened: "{", at: start)
      }
      return PlistValue(.dictionary(PlistDictionary(entries)), at: loc)
    case 0x5B:
      pos += 1
      var values: [PlistValue] = []
      skipSpace()
      if pos < end && b[pos] == 0x5D {
        pos += 1
        return PlistValue(.array([]), at: loc)
      }
      while true {
        skipSpace()
        values.append(try parseValue(depth: depth + 1))
        skipSpace()
        guard pos < end else { throw expected("',' or ']'", opened: "[", at: start) }
        if b[pos] == 0x2C {
          pos += 1
          continue
        }
        if b[pos] == 0x5D {
          pos += 1
          break
        }
        throw expected("',' or ']'", opened: "[", at: start)
      }
      return PlistValue(.array(values), at: loc)
    case 0x22:
      return PlistValue(.string(try parseString()), at: loc)
    case 0x74:
      try literal("true")
      return PlistValue(.bool(true), at: loc)
    case 0x66:
      try literal("false")
      return PlistValue(.bool(false), at: loc)
    case 0x6E:
      try literal("null")
      throw fail(
        .unexpectedText, "null has no property-list equivalent; leave the key out instead",
        at: start)
    case 0x2D, 0x30...0x39:
      return PlistValue(try parseNumber(), at: loc)
    default:
      throw fail(
        .unexpectedText,
        "unexpected character '\(Character(Unicode.Scalar(b[pos])))'; a JSON value was expected",
        at: pos)
    }
  }

  mutating func expected(_ what: String, opened: String, at start: Int) -> PlistError {
    let openedAt = lines.location(of: start)
    if pos >= end {
      return fail(
        .unexpectedEndOfFile, "unexpected end of file; expected \(what)", at: pos,
        notes: [.init("'\(opened)' opened here", at: openedAt)])
    }
    return fail(.unexpectedText, "expected \(what)", at: pos)
  }

  mutating func literal(_ word: StaticString) throws(PlistError) {
    let n = word.utf8CodeUnitCount
    let p = word.utf8Start
    for k in 0..<n where pos + k >= end || b[pos + k] != p[k] {
      throw fail(.unexpectedText, "unexpected text; did you mean '\(word)'?", at: pos)
    }
    pos += n
  }

  mutating func parseString() throws(PlistError) -> String {
    let open = pos
    pos += 1
    var text = EscapedText()
    while pos < end {
      let c = b[pos]
      if c == 0x22 {
        guard let string = text.string else {
          throw fail(.invalidCharacterReference, "unpaired surrogate escape", at: pos)
        }
        pos += 1
        return string
      }
      if c < 0x20 {
        throw fail(
          .unexpectedText, "control character in a string; write it as an escape such as \\n",
          at: pos)
      }
      if c != 0x5C {
        guard text.append(byte: c) else {
          throw fail(.invalidCharacterReference, "unpaired surrogate escape", at: pos)
        }
        pos += 1
        continue
      }
      let escape = pos
      guard pos + 1 < end else { break }
      let e = b[pos + 1]
      pos += 2
      let scalar: UInt32
      switch e {
      case 0x22, 0x5C, 0x2F: scalar = UInt32(e)
      case 0x62: scalar = 0x08
      case 0x66: scalar = 0x0C
      case 0x6E: scalar = 0x0A
      case 0x72: scalar = 0x0D
      case 0x74: scalar = 0x09
      case 0x75:
        guard pos + 4 <= end else {
          throw fail(.invalidCharacterReference, "\\u needs four hexadecimal digits", at: escape)
        }
        var v: UInt32 = 0
        for k in 0..<4 {
          guard let d = hexDigit(b[pos + k]) else {
            throw fail(.invalidCharacterReference, "\\u needs four hexadecimal digits", at: escape)
          }
          v = v << 4 | d
        }
        pos += 4
        scalar = v
      default:
        throw fail(
          .invalidCharacterReference, "unknown escape '\\\(Character(Unicode.Scalar(e)))'",
          at: escape)
      }
      guard text.append(escaped: scalar) else {
        throw fail(.invalidCharacterReference, "unpaired surrogate escape", at: escape)
      }
    }
    throw fail(.unexpectedEndOfFile, "string is not closed with '\"'", at: open)
  }

  mutating func parseNumber() throws(PlistError) -> PlistValue.Kind {
    let start = pos
    if b[pos] == 0x2D { pos += 1 }
    func digits() -> Int {
      let s = pos
      while pos < end && b[pos] >= 0x30 && b[pos] <= 0x39 { pos += 1 }
      return pos - s
    }
    let intStart = pos
    let n = digits()
    guard n > 0 else { throw fail(.invalidReal, "a number needs digits", at: start) }
    if n > 1 && b[intStart] == 0x30 {
      throw fail(.invalidInteger, "a JSON number cannot start with 0", at: intStart)
    }
    var isInteger = true
    if pos < end && b[pos] == 0x2E {
      pos += 1
      isInteger = false
      guard digits() > 0 else {
        throw fail(.invalidReal, "a fraction needs digits after '.'", at: pos)
      }
    }
    if pos < end && (b[pos] | 0x20) == 0x65 {
      pos += 1
      isInteger = false
      if pos < end && (b[pos] == 0x2B || b[pos] == 0x2D) { pos += 1 }
      guard digits() > 0 else { throw fail(.invalidReal, "an exponent needs digits", at: pos) }
    }
    let text = UnsafeBufferPointer(rebasing: b[start..<pos])
    if isInteger {
      switch ScalarText.integer(text) {
      case .success(let i): return .integer(i)
      case .failure(let f): throw fail(.integerOverflow, f.message, at: start)
      }
    }
    switch ScalarText.real(text) {
    case .success(let r): return .real(r)
    case .failure(let f): throw fail(.invalidReal, f.message, at: start)
    }
  }
}
