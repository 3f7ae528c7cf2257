#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A strict, non-recursive reader of XML property lists over UTF-8 bytes.
///
/// It understands exactly the XML that property lists use: a prolog (declaration, comments,
/// processing instructions, the plist DOCTYPE), one `<plist>` element, the value elements,
/// character and predefined entity references, CDATA sections and comments. Containers live on
/// an explicit stack, so nesting depth costs heap, not call stack, and is checked on every open.
struct XMLPlistParser {
  let b: UnsafeBufferPointer<UInt8>
  let end: Int
  var pos: Int
  var lines: LineCursor
  let maxDepth: Int
  /// Decoded text when content holds references or CDATA (the slow path).
  var scratch: [UInt8] = []
  let keys = KeyTable()
  let sharedStrings = KeyTable()

  /// An open container; the innermost one's state lives in `top`, the others' on the stack.
  struct Frame {
    var tag: XMLTag
    var location: SourceLocation
    /// Where its children start in `entryRun` (a dict's) or `valueRun` (an array's).
    var start: Int
    /// A dict's key waiting for its value, and where the key stands.
    var pendingKey: String? = nil
    var pendingKeyLocation = SourceLocation.unknown
    /// With lenient duplicate keys: the entry the pending key's value replaces.
    var replaces: Int? = nil
    /// A dict's keys by their bytes, once it holds more than a handful.
    var index: [ByteKey: Int]? = nil
  }

  /// The children of the open dicts and arrays (see `RunStack`).
  let entryRun = RunStack<PlistDictionary.Entry>()
  let valueRun = RunStack<PlistValue>()

  /// Whether a duplicate key is recorded in `duplicates` (and the last value kept) rather than
  /// thrown.
  let allowsDuplicateKeys: Bool
  var duplicates: [PlistError] = []

  init(
    _ bytes: UnsafeBufferPointer<UInt8>, start: Int, maxDepth: Int,
    allowsDuplicateKeys: Bool = false
  ) {
    self.allowsDuplicateKeys = allowsDuplicateKeys
    b = bytes
    end = bytes.count
    pos = start
    lines = LineCursor(bytes)
    self.maxDepth = maxDepth
  }

  // MARK: Locations and errors

  mutating func location(_ offset: Int) -> SourceLocation { lines.location(of: offset) }

  mutating func fail(
    _ kind: PlistError.Kind, _ message: String, at offset: Int,
    notes: [PlistError.Note] = []
  ) -> PlistError {
    PlistError(kind, message, at: location(offset), notes: notes)
  }

  @inline(__always) func at(_ i: Int) -> UInt8 { i < end ? b[i] : 0 }

  @inline(__always) func hasPrefix(_ s: StaticString, at i: Int) -> Bool {
    let n = s.utf8CodeUnitCount
    guard i + n <= end else { return false }
    let p = s.utf8Start
    for k in 0..<n where b[i + k] != p[k] { return false }
    return true
  }

  @inline(__always) mutating func skipSpace() {
    while pos < end && ScalarText.isSpace(b[pos]) { pos += 1 }
  }

  /// Finds `terminator` from `from`; the offset of its first byte, or nil at end of input.
  func find(_ terminator: StaticString, from: Int) -> Int? {
    let n = terminator.utf8CodeUnitCount
    let first = terminator.utf8Start[0]
    var i = from
    while i + n <= end {
      if b[i] == first && hasPrefix(terminator, at: i) { return i }
      i += 1
    }
    return nil
  }

  // MARK: Document

  mutating func parseDocument() throws(PlistError) -> PlistValue {
    try parseProlog()
    let rootStart = pos
    guard pos < end else {
      throw fail(
        .emptyFile, "the file holds no property list (it is empty or only white space)", at: pos)
    }
    guard b[pos] == 0x3C else { throw notXML() }
    let open = try openTag()
    guard open.tag == .plist else {
      let name = String(
        decoding: b[open.nameStart..<(open.nameStart + open.nameLength)], as: UTF8.self)
      throw fail(.invalidRoot, "the root element must be <plist>, found <\(name)>", at: rootStart)
    }
    if open.selfClosing {
      throw fail(.invalidRoot, "<plist> holds no value", at: rootStart)
    }
    let root = try parseBody(plistAt: location(rootStart))
    try parseEpilog()
    return root
  }

  /// Declaration, comments, processing instructions and the DOCTYPE before the root element.
  mutating func parseProlog() throws(PlistError) {
    while true {
      skipSpace()
      if hasPrefix("<?", at: pos) {
        guard let close = find("?>", from: pos + 2) else {
          throw fail(.unclosedTag, "processing instruction is not closed with '?>'", at: pos)
        }
        pos = close + 2
      } else if hasPrefix("<!--", at: pos) {
        try skipComment()
      } else if hasPrefix("<!DOCTYPE", at: pos) {
        try parseDoctype()
      } else if hasPrefix("<!ENTITY", at: pos) {
        throw fail(.unsafeDoctype, "entity declarations are refused; nothing was expanded", at: pos)
      } else {
        return
      }
    }
  }

  /// Accepts `<!DOCTYPE plist PUBLIC "…" "…">`; refuses an internal subset (where entities
  /// would be declared) and an external reference other than Apple's plist DTD. Nothing is
  /// ever loaded.
  mutating func parseDoctype() throws(PlistError) {
    let start = pos
    pos += 9
    var ids: [String] = []
    var keyword = ""
    while pos < end {
      let c = b[pos]
      if ScalarText.isSpace(c) {
        pos += 1
      } else if c == 0x3E {
        pos += 1
        if keyword == "SYSTEM", let system = ids.first, !Self.isAppleDTD(system) {
          throw fail(
            .unsafeDoctype,
            "external DTD reference '\(system)' is refused; property lists do not load DTDs",
            at: start)
        }
        return
      } else if c == 0x5B {
        throw fail(
          .unsafeDoctype,
          "an internal DTD subset is refused: it can declare entities (billion laughs, external files); nothing was expanded",
          at: pos)
      } else if c == 0x22 || c == 0x27 {
        let valueStart = pos + 1
        var k = valueStart
        while k < end && b[k] != c { k += 1 }
        guard k < end else { break }
        // Foundation ends a DOCTYPE at the first '>', quoted or not, and then reads a different
        // document than this parser would; such a DOCTYPE is refused so that both agree.
        if let gt = b[valueStart..<k].firstIndex(of: 0x3E) {
          throw fail(
            .unsafeDoctype,
            "'>' inside the DOCTYPE's quotes: Foundation ends the DOCTYPE there and reads another document; refused",
            at: gt)
        }
        ids.append(String(decoding: b[valueStart..<k], as: UTF8.self))
        pos = k + 1
      } else {
        let wordStart = pos
        while pos < end && !ScalarText.isSpace(b[pos]) && b[pos] != 0x3E && b[pos] != 0x5B
          && b[pos] != 0x22 && b[pos] != 0x27
        {
          pos += 1
        }
        let word = String(decoding: b[wordStart..<pos], as: UTF8.self)
        if keyword.isEmpty && (word == "PUBLIC" || word == "SYSTEM") { keyword = word }
      }
    }
    throw fail(.unclosedTag, "<!DOCTYPE is not closed with '>'", at: start)
  }

  static func isAppleDTD(_ id: String) -> Bool {
    id.hasPrefix("http://www.apple.com/DTDs/PropertyList")
      || id.hasPrefix("https://www.apple.com/DTDs/PropertyList")
  }

  mutating func skipComment() throws(PlistError) {
    guard let close = find("-->", from: pos + 4) else {
      throw fail(.unexpectedEndOfFile, "comment is not closed with '-->'", at: pos)
    }
    pos = close + 3
  }

  /// White space, comments and processing instructions after `</plist>`; anything else is an error.
  mutating func parseEpilog() throws(PlistError) {
    while true {
      skipSpace()
      if pos >= end { return }
      if hasPrefix("<!--", at: pos) {
        try skipComment()
      } else if hasPrefix("<?", at: pos) {
        guard let close = find("?>", from: pos + 2) else {
          throw fail(.unclosedTag, "processing instruction is not closed with '?>'", at: pos)
        }
        pos = close + 2
      } else {
        throw fail(.trailingContent, "unexpected content after </plist>", at: pos)
      }
    }
  }

  mutating func notXML() -> PlistError {
    let c = b[pos]
    if c == 0x7B || c == 0x5B {
      var k = pos + 1
      while k < end && ScalarText.isSpace(b[k]) { k += 1 }
      if c == 0x5B || k >= end || b[k] == 0x22 || b[k] == 0x7D {
        return fail(.notXML, "this looks like JSON, not an XML property list", at: pos)
      }
    }
    if c == 0x7B || c == 0x28 || c == 0x22 || c == 0x2F {
      return fail(
        .notXML,
        "this looks like an old-style (OpenStep or .strings) property list, not XML",
        at: pos)
    }
    return fail(
      .notXML, "not an XML property list: expected '<' at the start of the document", at: pos)
  }
}
