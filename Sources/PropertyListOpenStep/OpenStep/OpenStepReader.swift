import PropertyList

/// A strict, non-recursive reader of OpenStep (old-style ASCII) property lists over UTF-8
/// bytes: `{ key = value; }` dictionaries, `( a, b, )` arrays, `<0fbd 77>` data, quoted and
/// unquoted strings, `//` and `/* */` comments. It is the format of `project.pbxproj`.
///
/// It reads what CoreFoundation's old-style parser reads (CFOldStylePList.c in
/// swift-corelibs-foundation, `parsePlistObject` and the functions it calls), with these
/// deliberate differences, each an error here where CF guesses: an unclosed `/* */` comment,
/// an unpaired surrogate escape (`\UD800`), text after a strings-file dictionary that is not
/// a key, and a key that a dictionary already has (unless `allowsDuplicateKeys`). Containers
/// live on an explicit stack, so nesting depth costs heap, not call stack.
struct OpenStepReader {
  let b: UnsafeBufferPointer<UInt8>
  let end: Int
  var pos: Int
  /// The line at `pos` and where it starts: every newline before `pos` is counted as it is
  /// passed (in white space, comments, quoted strings and data), so a value's location costs
  /// nothing. `lines` answers for other offsets (errors).
  var line = 1
  var lineStart = 0
  var lines: LineCursor
  /// Whether each byte may stand in an unquoted string (see `isUnquoted`), one byte per byte.
  let unquoted: UnsafePointer<Bool>
  // Written once, before its first use, and never again: safe to share among threads.
  nonisolated(unsafe) private static let unquotedTable: UnsafePointer<Bool> = {
    let table = UnsafeMutablePointer<Bool>.allocate(capacity: 256)
    for c in 0..<256 { table[c] = isUnquoted(UInt8(c)) }
    return UnsafePointer(table)
  }()
  let maxDepth: Int
  let allowsDuplicateKeys: Bool
  var duplicates: [PlistError] = []
  /// Decoded text of a quoted string with escapes.
  var scratch = EscapedText()
  /// One `String` for all the equal keys, and one for all the equal short values (a pbxproj
  /// repeats `isa`, `PBXBuildFile`, `fileRef` and the same references thousands of times).
  let keys = KeyTable()
  let values = KeyTable()
  /// The children of the open dictionaries and arrays (see `RunStack`).
  let entryRun = RunStack<PlistDictionary.Entry>()
  let valueRun = RunStack<PlistValue>()
  /// The hash of each key in `entryRun`.
  let keyHashes = KeyHashes()

  /// An open container and what it expects next.
  struct Frame {
    enum Kind { case root, dictionary, array, stringsFile }
    enum Expecting { case key, equals, value, semicolon, element, comma }
    var kind: Kind
    var expecting: Expecting
    var location: SourceLocation
    /// Where its children start in `entryRun` (a dictionary's) or `valueRun` (an array's).
    var start: Int
    /// A dictionary's key waiting for its value, and where the key stands.
    var pendingKey = ""
    var pendingKeyLocation = SourceLocation.unknown
    /// With lenient duplicate keys: the entry the pending key's value replaces.
    var replaces: Int? = nil
    /// The pending key's hash (see `KeyHashes`).
    var pendingHash: UInt64 = 0
    /// A dictionary's keys by their hashes, once it holds more than a handful.
    var index: KeyIndex? = nil
  }

  init(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, maxDepth: Int, allowsDuplicateKeys: Bool) {
    b = bytes
    end = bytes.count
    pos = start
    lines = LineCursor(bytes)
    self.maxDepth = maxDepth
    self.allowsDuplicateKeys = allowsDuplicateKeys
    unquoted = Self.unquotedTable
  }

  // MARK: Locations and errors

  @inline(__always) mutating func location(_ offset: Int) -> SourceLocation {
    lines.location(of: offset)
  }

  /// The location of `pos`, from the lines counted so far.
  @inline(__always) func here() -> SourceLocation {
    SourceLocation(offset: pos, line: line, column: pos - lineStart + 1)
  }

  /// Counts the newlines of `from..<to`, bytes that `pos` has just passed.
  @inline(__always) mutating func countLines(_ from: Int, _ to: Int) {
    var i = from
    while let newline = find(0x0A, from: i, limit: to) {
      line += 1
      lineStart = newline + 1
      i = newline + 1
    }
  }

  mutating func fail(
    _ message: String, at offset: Int, kind: PlistError.Kind = .openStepSyntax,
    notes: [PlistError.Note] = []
  ) -> PlistError {
    PlistError(kind, message, at: location(offset), notes: notes)
  }

  /// The character at `offset` for a message: `'x'`, or `U+0001` for a control character.
  func shown(_ offset: Int) -> String {
    let c = b[offset]
    if c < 0x20 || c == 0x7F { return "U+00" + TextDecoding.hex(c) }
    var k = offset + 1
    if c >= 0x80 {
      while k < end && k < offset + 4 && b[k] & 0xC0 == 0x80 { k += 1 }
    }
    return "'" + String(decoding: b[offset..<k], as: UTF8.self) + "'"
  }

  // MARK: Document

  /// The root value. Like CoreFoundation, a document of only white space and comments is an
  /// empty dictionary, and a document that starts with a string and goes on is a strings file
  /// (`key = value;` pairs without braces).
  mutating func parseDocument() throws(PlistError) -> PlistValue {
    let start = pos
    try skipSpace()
    let rootLocation = here()
    guard pos < end else {
      return PlistValue(.dictionary(PlistDictionary()), at: location(start))
    }
    let first = b[pos]
    if first != 0x7B && first != 0x28 && first != 0x3C {
      // A string: alone it is the root; followed by anything it starts a strings file
      // (CF reparses from the top as dictionary content, `__CFCreateOldStylePropertyListOrStringsFile`).
      let value = try readStringValue(role: "value")
      try skipSpace()
      if pos == end { return value }
      pos = start
      line = 1
      lineStart = 0
      return try parseContainers(
        Frame(kind: .stringsFile, expecting: .key, location: here(), start: 0))
    }
    let root = try parseContainers(nil)
    try skipSpace()
    if pos < end {
      throw fail(
        "unexpected \(shown(pos)) after the root value (opened at \(rootLocation))", at: pos,
        kind: .trailingContent)
    }
    return root
  }

  /// Reads values, with `initial` open (a strings file) or none (the root value next), until
  /// the outermost container closes; returns it.
  mutating func parseContainers(_ initial: Frame?) throws(PlistError) -> PlistValue {
    // The innermost open container is `top`; the ones around it wait on `stack`, whose bottom
    // is the root frame that takes the first finished value (absent for a strings file).
    var stack: [Frame] = []
    stack.reserveCapacity(16)
    var top = initial ?? Frame(kind: .root, expecting: .value, location: .unknown, start: 0)
    var depth = initial == nil ? 0 : 1
    while true {
      try skipSpace()
      guard pos < end else {
        if top.kind == .stringsFile {
          switch top.expecting {
          case .key:
            return PlistValue(
              .dictionary(PlistDictionary(entryRun.take(from: top.start))), at: top.location)
          case .semicolon:
            throw fail(
              "expected ';' after the value of '\(top.pendingKey)', found the end of the file",
              at: pos)
          default:
            throw fail(
              "expected '=' or ';' after the key '\(top.pendingKey)', found the end of the file",
              at: pos)
          }
        }
        let what = top.kind == .array ? "array" : "dictionary"
        throw fail(
          "end of file inside the \(what) opened at \(top.location)", at: pos,
          kind: .unexpectedEndOfFile, notes: [.init("the \(what) opens here", at: top.location)])
      }
      let c = b[pos]
      var finished: PlistValue
      switch top.expecting {
      case .key:
        if c == 0x7D && top.kind == .dictionary {
          pos += 1
          finished = PlistValue(
            .dictionary(PlistDictionary(entryRun.take(from: top.start))), at: top.location)
          top = stack.removeLast()
          depth -= 1
        } else {
          try readKey(into: &top)
          continue
        }
      case .equals:
        if c == 0x3D {
          pos += 1
          top.expecting = .value
          continue
        }
        guard c == 0x3B else {
          throw fail(
            "expected '=' or ';' after the key '\(top.pendingKey)', found \(shown(pos))", at: pos)
        }
        // `key;` stands for `key = key;` (CF's parsePlistDictContent: "a strings file using
        // the shortcut format", accepted in every dictionary).
        pos += 1
        try add(PlistValue(.string(top.pendingKey), at: top.pendingKeyLocation), to: &top)
        top.expecting = .key
        continue
      case .semicolon:
        guard c == 0x3B else {
          throw fail(
            "expected ';' after the value of '\(top.pendingKey)', found \(shown(pos))", at: pos)
        }
        pos += 1
        top.expecting = .key
        continue
      case .comma:
        if c == 0x2C {
          pos += 1
          top.expecting = .element
          continue
        }
        guard c == 0x29 else {
          throw fail("expected ',' or ')' after an array element, found \(shown(pos))", at: pos)
        }
        pos += 1
        finished = PlistValue(.array(valueRun.take(from: top.start)), at: top.location)
        top = stack.removeLast()
        depth -= 1
      case .element, .value:
        if c == 0x29 && top.expecting == .element {
          // An empty array, or a trailing comma, which CF accepts: `( a, b, )`.
          pos += 1
          finished = PlistValue(.array(valueRun.take(from: top.start)), at: top.location)
          top = stack.removeLast()
          depth -= 1
        } else if c == 0x7B || c == 0x28 {
          guard depth < maxDepth else {
            throw fail("nesting is deeper than \(maxDepth) levels", at: pos, kind: .nestingTooDeep)
          }
          let loc = here()
          pos += 1
          stack.append(top)
          depth += 1
          top =
            c == 0x7B
            ? Frame(kind: .dictionary, expecting: .key, location: loc, start: entryRun.count)
            : Frame(kind: .array, expecting: .element, location: loc, start: valueRun.count)
          continue
        } else if c == 0x3C {
          finished = try readData()
        } else if c == 0x22 || c == 0x27 || Self.isUnquoted(c) {
          finished = try readStringValue(role: "value")
        } else {
          let expected = top.expecting == .element ? "a value or ')'" : "a value"
          throw fail(
            "expected \(expected) (a dictionary, array, data or string), found \(shown(pos))",
            at: pos)
        }
      }
      if top.kind == .root { return finished }
      try add(finished, to: &top)
    }
  }
}
