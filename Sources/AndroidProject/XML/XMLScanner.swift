import PropertyList

/// The reader's machinery: one pass over UTF-8 bytes, elements on an explicit stack.
struct XMLScanner {
  let b: UnsafeBufferPointer<UInt8>
  let end: Int
  var pos: Int
  var lines: LineCursor
  let maxDepth: Int

  /// An element being read, with the namespace bindings in force inside it.
  struct Open {
    var element: XMLElement
    var scope: [String: String]
    /// Where the element's content starts (after its start tag).
    var contentStart = 0
    /// In a shallow read, the value of the element's `name` attribute.
    var nameValue: String? = nil
  }

  init(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, maxDepth: Int) {
    b = bytes
    end = bytes.count
    pos = start
    lines = LineCursor(bytes)
    self.maxDepth = maxDepth
  }

  mutating func location(_ offset: Int) -> SourceLocation { lines.location(of: offset) }

  mutating func fail(_ kind: XMLReadError.Kind, _ message: String, at offset: Int) -> XMLReadError {
    XMLReadError(kind, message, at: location(offset))
  }

  func has(_ s: StaticString, at i: Int) -> Bool {
    let n = s.utf8CodeUnitCount
    guard i + n <= end else { return false }
    for k in 0..<n where b[i + k] != s.utf8Start[k] { return false }
    return true
  }

  func find(_ s: StaticString, from: Int) -> Int? {
    var i = from
    while i + s.utf8CodeUnitCount <= end {
      // To the next place the first byte is (`index(of:in:)` is `memchr`), then compare.
      guard let next = index(of: s.utf8Start[0], in: i..<(end - s.utf8CodeUnitCount + 1)) else {
        return nil
      }
      if has(s, at: next) { return next }
      i = next + 1
    }
    return nil
  }

  static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x0A || c == 0x09 || c == 0x0D }

  static func isNameByte(_ c: UInt8) -> Bool {
    if c > 0x3E { return true }
    return
      !(c < 0x21 || c == 0x3E || c == 0x2F || c == 0x3D || c == 0x3C || c == 0x22 || c == 0x27
      || c == 0x26)
  }

  mutating func skipSpace() { while pos < end && Self.isSpace(b[pos]) { pos += 1 } }

  func string(_ r: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: b[r]), as: UTF8.self)
  }

  // MARK: Document

  mutating func document() throws(XMLReadError) -> XMLElement {
    try misc(allowDoctype: true)
    guard pos < end else {
      throw fail(.malformed, "the file holds no element (it is empty or only white space)", at: pos)
    }
    guard b[pos] == 0x3C else {
      throw fail(.malformed, "expected '<' to start the root element", at: pos)
    }
    let root = try elements()
    try misc(allowDoctype: false)
    if pos < end {
      throw fail(.malformed, "unexpected content after the root element's end", at: pos)
    }
    return root
  }

  /// Comments, processing instructions, white space and (before the root) one DOCTYPE.
  mutating func misc(allowDoctype: Bool) throws(XMLReadError) {
    while true {
      skipSpace()
      if has("<?", at: pos) {
        guard let close = find("?>", from: pos + 2) else {
          throw fail(.malformed, "processing instruction is not closed with '?>'", at: pos)
        }
        pos = close + 2
      } else if has("<!--", at: pos) {
        try comment()
      } else if has("<!DOCTYPE", at: pos), allowDoctype {
        try doctype()
      } else if has("<!ENTITY", at: pos) {
        throw fail(.unsafeDoctype, "entity declarations are refused; nothing was expanded", at: pos)
      } else {
        return
      }
    }
  }

  /// `<!DOCTYPE name …>` is skipped, never loaded. An internal subset may declare only
  /// general entities with literal text (`<!ENTITY app "Termux">`), as aapt2 reads them in
  /// `strings.xml`: a value holding `&`, `%` or `<` (which could refer to another entity and
  /// so grow without bound), an external (`SYSTEM`/`PUBLIC`) or parameter entity, and every
  /// other declaration are refused. Expansion is bounded by `expansionBudget`.
  mutating func doctype() throws(XMLReadError) {
    let start = pos
    var i = pos + 9
    var quote: UInt8 = 0
    while i < end {
      let c = b[i]
      if quote != 0 {
        if c == quote { quote = 0 }
      } else if c == 0x22 || c == 0x27 {
        quote = c
      } else if c == 0x5B {
        i = try internalSubset(from: i + 1)
        continue
      } else if c == 0x3E {
        pos = i + 1
        return
      }
      i += 1
    }
    throw fail(.malformed, "<!DOCTYPE is not closed with '>'", at: start)
  }

  /// The declarations between `[` and `]`; returns the offset after the `]`.
  mutating func internalSubset(from start: Int) throws(XMLReadError) -> Int {
    var i = start
    while i < end {
      while i < end && Self.isSpace(b[i]) { i += 1 }
      guard i < end else { break }
      if b[i] == 0x5D { return i + 1 }
      if has("<!--", at: i) {
        guard let close = find("-->", from: i + 4) else {
          throw fail(.malformed, "comment is not closed with '-->'", at: i)
        }
        i = close + 3
        continue
      }
      guard has("<!ENTITY", at: i) else {
        throw fail(
          .unsafeDoctype,
          "only <!ENTITY name \"text\"> declarations are read in an internal DTD subset; nothing was expanded",
          at: i)
      }
      let declaration = i
      var k = i + 8
      while k < end && Self.isSpace(b[k]) { k += 1 }
      let nameStart = k
      while k < end && Self.isNameByte(b[k]) && b[k] != 0x25 { k += 1 }
      let name = string(nameStart..<k)
      while k < end && Self.isSpace(b[k]) { k += 1 }
      guard !name.isEmpty, k < end, b[k] == 0x22 || b[k] == 0x27 else {
        throw fail(
          .unsafeDoctype,
          "only entities with literal text are read (no parameter, SYSTEM or PUBLIC entity); nothing was loaded or expanded",
          at: declaration)
      }
      let quote = b[k]
      let valueStart = k + 1
      var e = valueStart
      while e < end && b[e] != quote {
        if b[e] == 0x26 || b[e] == 0x25 || b[e] == 0x3C {
          throw fail(
            .unsafeDoctype,
            "the entity '\(name)' refers to other text ('\(Character(Unicode.Scalar(b[e])))'): refused, so no entity can grow without bound (billion laughs)",
            at: e)
        }
        e += 1
      }
      guard e < end, e - valueStart <= 1024, entities.count < 256 else {
        throw fail(
          .unsafeDoctype,
          "the entity '\(name)' is unclosed, over 1024 bytes, or one too many (256); refused",
          at: declaration)
      }
      var close = e + 1
      while close < end && Self.isSpace(b[close]) { close += 1 }
      guard close < end, b[close] == 0x3E else {
        throw fail(.malformed, "<!ENTITY \(name) is not closed with '>'", at: declaration)
      }
      if entities[name] == nil { entities[name] = Array(b[valueStart..<e]) }
      i = close + 1
    }
    throw fail(.malformed, "the internal DTD subset is not closed with ']'", at: start - 1)
  }

  mutating func comment() throws(XMLReadError) {
    guard let close = find("-->", from: pos + 4) else {
      throw fail(.malformed, "comment is not closed with '-->'", at: pos)
    }
    pos = close + 3
  }

  // MARK: Elements

  /// The root element and everything in it, read with a stack (no recursion).
  mutating func elements() throws(XMLReadError) -> XMLElement {
    var stack: [Open] = [try open(scope: ["xml": "http://www.w3.org/XML/1998/namespace"])]
    if let done = try closeIfEmpty(&stack) { return done }
    while true {
      guard pos < end else {
        let open = stack[stack.count - 1].element
        throw fail(
          .malformed, "end of file inside <\(open.name)> opened at \(open.location)", at: end)
      }
      if b[pos] != 0x3C {
        if shallow { try skipText() } else { stack[stack.count - 1].element.text += try text() }
      } else if has("</", at: pos) {
        let open = stack.removeLast()
        let contentEnd = pos
        let element = try closeTag(open.element)
        if stack.isEmpty { return element }
        if !shallow {
          stack[stack.count - 1].element.children.append(element)
        } else if stack.count == 1 {
          kept.append(
            ShallowDocument.Child(
              name: element.name, nameValue: open.nameValue, location: element.location,
              content: open.contentStart..<contentEnd))
        }
      } else if has("<!--", at: pos) {
        try comment()
      } else if has("<![CDATA[", at: pos) {
        guard let close = find("]]>", from: pos + 9) else {
          throw fail(.malformed, "CDATA section is not closed with ']]>'", at: pos)
        }
        if !shallow { stack[stack.count - 1].element.text += string((pos + 9)..<close) }
        pos = close + 3
      } else if has("<?", at: pos) {
        guard let close = find("?>", from: pos + 2) else {
          throw fail(.malformed, "processing instruction is not closed with '?>'", at: pos)
        }
        pos = close + 2
      } else if has("<!", at: pos) {
        throw fail(
          has("<!ENTITY", at: pos) || has("<!DOCTYPE", at: pos) ? .unsafeDoctype : .malformed,
          "markup declarations are refused inside an element; nothing was expanded", at: pos)
      } else {
        guard stack.count < maxDepth else {
          throw fail(.nestingTooDeep, "elements are nested deeper than \(maxDepth)", at: pos)
        }
        stack.append(try open(scope: stack[stack.count - 1].scope))
        stack[stack.count - 1].contentStart = pos
        if let done = try closeIfEmpty(&stack) { return done }
      }
    }
  }

  /// After `<name …/>`: moves the element into its parent (or returns it, for the root).
  mutating func closeIfEmpty(_ stack: inout [Open]) throws(XMLReadError) -> XMLElement? {
    guard selfClosed else { return nil }
    selfClosed = false
    let open = stack.removeLast()
    let element = open.element
    if stack.isEmpty { return element }
    if !shallow {
      stack[stack.count - 1].element.children.append(element)
    } else if stack.count == 1 {
      kept.append(
        ShallowDocument.Child(
          name: element.name, nameValue: open.nameValue, location: element.location,
          content: pos..<pos))
    }
    return nil
  }

  var selfClosed = false
  /// Whether only the root's children are kept, skimmed (``XMLReader/readShallow(_:options:)``):
  /// everything is still read and checked as in a full read.
  var shallow = false
  /// In a shallow read, the children of the root, in order.
  var kept: [ShallowDocument.Child] = []
  /// In a shallow read, the current tag's attribute names (reused from tag to tag).
  var skimmed: [Range<Int>] = []
  /// The names met so far, each made once (`XMLNames`).
  var names = XMLNames()
  /// The internal subset's entities, by name: literal text only.
  var entities: [String: [UInt8]] = [:]
  /// How many more bytes entity references may add: four times the input, and at least 1 MB.
  lazy var expansionBudget = max(1 << 20, end * 4)

  /// `</name>`, which must close `open`.
  mutating func closeTag(_ open: XMLElement) throws(XMLReadError) -> XMLElement {
    let start = pos
    var i = pos + 2
    while i < end && Self.isNameByte(b[i]) { i += 1 }
    let name = string((pos + 2)..<i)
    while i < end && Self.isSpace(b[i]) { i += 1 }
    guard i < end, b[i] == 0x3E else {
      throw fail(.malformed, "closing tag </\(name)> is not closed with '>'", at: start)
    }
    guard name == open.name else {
      throw fail(
        .malformed, "</\(name)> does not close <\(open.name)> (opened at \(open.location))",
        at: start)
    }
    pos = i + 1
    return open
  }
}
