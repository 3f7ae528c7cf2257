/// The element tree inside `<plist>`, built with an explicit stack of open containers.
extension XMLPlistParser {
  mutating func parseBody(plistAt: SourceLocation) throws(PlistError) -> PlistValue {
    var stack: [Frame] = [Frame(tag: .plist, location: plistAt)]
    stack.reserveCapacity(16)
    var root: PlistValue? = nil
    while true {
      skipSpace()
      guard pos < end else { throw endOfFile(inside: stack) }
      guard b[pos] == 0x3C else { throw unexpectedText(at: pos) }
      let start = pos
      switch at(pos + 1) {
      case 0x2F:
        let frame = stack.removeLast()
        try closeTag(frame.tag, openedAt: frame.location)
        switch frame.tag {
        case .plist:
          guard let root else { throw fail(.invalidRoot, "<plist> holds no value", at: start) }
          return root
        case .array:
          try add(PlistValue(.array(frame.values), at: frame.location), to: &stack, root: &root)
        default:
          if let key = frame.pendingKey {
            throw PlistError(.keyWithoutValue, "key '\(key)' has no value before </dict>",
                             at: frame.pendingKeyLocation)
          }
          try add(PlistValue(.dictionary(PlistDictionary(frame.entries)), at: frame.location),
                  to: &stack, root: &root)
        }
        continue
      case 0x21:
        try skipDeclarationInBody()
        continue
      case 0x3F:
        guard let close = find("?>", from: pos + 2) else {
          throw fail(.unclosedTag, "processing instruction is not closed with '?>'", at: pos)
        }
        pos = close + 2
        continue
      default:
        break
      }
      let open = try openTag()
      guard let tag = open.tag else {
        throw fail(
          .unknownTag,
          "unknown element <\(name(open.nameStart, open.nameLength))>; property lists use dict, array, key, string, integer, real, true, false, date and data",
          at: start)
      }
      let loc = location(start)
      switch tag {
      case .plist:
        throw fail(.malformedMarkup, "<plist> cannot stand inside another element", at: start)
      case .dict, .array:
        if open.selfClosing {
          let value = tag == .dict ? PlistValue(.dictionary(PlistDictionary()), at: loc) : PlistValue(.array([]), at: loc)
          try add(value, to: &stack, root: &root)
        } else {
          guard stack.count <= maxDepth else {
            throw fail(.nestingTooDeep, "nesting is deeper than \(maxDepth) levels", at: start)
          }
          var frame = Frame(tag: tag, location: loc)
          // Info.plist dictionaries hold a handful of keys: one allocation for most of them.
          if tag == .dict { frame.entries.reserveCapacity(4) }
          stack.append(frame)
        }
      case .key:
        let top = stack.count - 1
        guard stack[top].tag == .dict else {
          throw fail(.malformedMarkup, "a <key> can only stand directly inside a <dict>", at: start)
        }
        if let previous = stack[top].pendingKey {
          throw PlistError(.keyWithoutValue, "key '\(previous)' has no value (another <key> follows)",
                           at: stack[top].pendingKeyLocation)
        }
        let key = open.selfClosing ? "" : try readKey(openedAt: loc)
        if let first = stack[top].firstEntry(forKey: key) {
          let error = PlistError.duplicateKey(key, at: loc, first: stack[top].entries[first].keyLocation)
          guard allowsDuplicateKeys else { throw error }
          duplicates.append(error)
          stack[top].replaces = first
        }
        stack[top].pendingKey = key
        stack[top].pendingKeyLocation = loc
      case .string:
        let s = open.selfClosing ? "" : try readString(.string, openedAt: loc)
        try add(PlistValue(.string(s), at: loc), to: &stack, root: &root)
      case .true, .false:
        if !open.selfClosing {
          guard hasPrefix("</", at: pos) else {
            throw fail(.nonEmptyBoolean, "<\(tag.name)> must be empty; write <\(tag.name)/>", at: pos)
          }
          try closeTag(tag, openedAt: loc)
        }
        try add(PlistValue(.bool(tag == .true), at: loc), to: &stack, root: &root)
      case .integer, .real, .date, .data:
        let kind = try readScalar(tag, selfClosing: open.selfClosing, openedAt: loc)
        try add(PlistValue(kind, at: loc), to: &stack, root: &root)
      }
    }
  }

  /// Puts a finished value into the container on top of the stack.
  @inline(__always)
  mutating func add(_ value: PlistValue, to stack: inout [Frame], root: inout PlistValue?)
    throws(PlistError)
  {
    let top = stack.count - 1
    switch stack[top].tag {
    case .array:
      stack[top].values.append(value)
    case .dict:
      guard let key = stack[top].pendingKey else {
        throw PlistError(.valueWithoutKey, "<\(value.typeName)> in a <dict> has no <key> before it",
                         at: value.location)
      }
      if let replaced = stack[top].replaces {
        // A duplicate read leniently: the last value wins, in the first one's place, as with
        // CoreFoundation and plistlib.
        stack[top].entries[replaced].value = value
        stack[top].replaces = nil
      } else {
        stack[top].appendEntry(.init(key: key, keyLocation: stack[top].pendingKeyLocation, value: value))
      }
      stack[top].pendingKey = nil
    default:
      if root != nil {
        throw PlistError(.invalidRoot, "<plist> holds more than one value", at: value.location)
      }
      root = value
    }
  }

  /// `<!-- … -->` is skipped; CDATA between elements is text out of place; declarations are
  /// refused.
  mutating func skipDeclarationInBody() throws(PlistError) {
    if hasPrefix("<!--", at: pos) {
      try skipComment()
    } else if hasPrefix("<![CDATA[", at: pos) {
      throw unexpectedText(at: pos)
    } else if hasPrefix("<!ENTITY", at: pos) || hasPrefix("<!DOCTYPE", at: pos) {
      throw fail(.unsafeDoctype, "declarations are refused inside a property list; nothing was expanded", at: pos)
    } else {
      throw fail(.malformedMarkup, "unexpected '<!'", at: pos)
    }
  }

  mutating func unexpectedText(at offset: Int) -> PlistError {
    var k = offset
    while k < end && k < offset + 24 && b[k] != 0x3C && b[k] != 0x0A && b[k] != 0x0D { k += 1 }
    let shown = String(decoding: b[offset..<k], as: UTF8.self)
    return fail(.unexpectedText, "unexpected text '\(shown)' between elements", at: offset)
  }

  mutating func endOfFile(inside stack: [Frame]) -> PlistError {
    let frame = stack[stack.count - 1]
    return fail(
      .unexpectedEndOfFile,
      "end of file inside <\(frame.tag.name)> opened at \(frame.location)",
      at: end, notes: [.init("<\(frame.tag.name)> opened here", at: frame.location)])
  }
}

extension XMLPlistParser.Frame {
  /// Duplicate keys are found by their bytes (as CoreFoundation compares them), with a hashed
  /// index once a dictionary grows past a handful of keys.
  func firstEntry(forKey key: String) -> Int? {
    if let index { return index[ByteKey(key)] }
    for i in entries.indices where sameBytes(entries[i].key, key) { return i }
    return nil
  }

  mutating func appendEntry(_ entry: PlistDictionary.Entry) {
    if index != nil {
      index?[ByteKey(entry.key)] = entries.count
    } else if entries.count == 16 {
      var built: [ByteKey: Int] = [:]
      for (i, e) in entries.enumerated() { built[ByteKey(e.key)] = i }
      built[ByteKey(entry.key)] = entries.count
      index = built
    }
    entries.append(entry)
  }
}

/// A string compared and hashed by its UTF-8 bytes, not by Unicode canonical equivalence.
struct ByteKey: Hashable {
  let string: String
  init(_ string: String) { self.string = string }
  static func == (a: ByteKey, b: ByteKey) -> Bool { sameBytes(a.string, b.string) }
  func hash(into hasher: inout Hasher) {
    for byte in string.utf8 { hasher.combine(byte) }
  }
}
