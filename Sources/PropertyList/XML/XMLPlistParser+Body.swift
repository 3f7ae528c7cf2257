/// The element tree inside `<plist>`, built with an explicit stack of open containers.
extension XMLPlistParser {
  mutating func parseBody(plistAt: SourceLocation) throws(PlistError) -> PlistValue {
    // The innermost open container is `top`; the ones around it wait on `stack`.
    var top = Frame(tag: .plist, location: plistAt, start: 0)
    var stack: [Frame] = []
    stack.reserveCapacity(16)
    var root: PlistValue? = nil
    while true {
      skipSpace()
      guard pos < end else { throw endOfFile(inside: top) }
      guard b[pos] == 0x3C else { throw unexpectedText(at: pos) }
      let start = pos
      switch at(pos + 1) {
      case 0x2F:
        try closeTag(top.tag, openedAt: top.location)
        let value: PlistValue
        switch top.tag {
        case .plist:
          guard let root else { throw fail(.invalidRoot, "<plist> holds no value", at: start) }
          return root
        case .array:
          value = PlistValue(.array(valueRun.take(from: top.start)), at: top.location)
        default:
          if let key = top.pendingKey {
            throw PlistError(
              .keyWithoutValue, "key '\(key)' has no value before </dict>",
              at: top.pendingKeyLocation)
          }
          value = PlistValue(
            .dictionary(PlistDictionary(entryRun.take(from: top.start))), at: top.location)
        }
        top = stack.removeLast()
        try add(value, to: &top, root: &root)
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
          let value =
            tag == .dict
            ? PlistValue(.dictionary(PlistDictionary()), at: loc) : PlistValue(.array([]), at: loc)
          try add(value, to: &top, root: &root)
        } else {
          // The open containers are the stack and `top`.
          guard stack.count + 1 <= maxDepth else {
            throw fail(.nestingTooDeep, "nesting is deeper than \(maxDepth) levels", at: start)
          }
          stack.append(top)
          top = Frame(
            tag: tag, location: loc, start: tag == .dict ? entryRun.count : valueRun.count)
        }
      case .key:
        guard top.tag == .dict else {
          throw fail(.malformedMarkup, "a <key> can only stand directly inside a <dict>", at: start)
        }
        if let previous = top.pendingKey {
          throw PlistError(
            .keyWithoutValue, "key '\(previous)' has no value (another <key> follows)",
            at: top.pendingKeyLocation)
        }
        let key = open.selfClosing ? "" : try readKey(openedAt: loc)
        if let first = firstEntry(forKey: key, in: top) {
          let error = PlistError.duplicateKey(key, at: loc, first: entryRun[first].keyLocation)
          guard allowsDuplicateKeys else { throw error }
          duplicates.append(error)
          top.replaces = first
        }
        top.pendingKey = key
        top.pendingKeyLocation = loc
      case .string:
        let s = open.selfClosing ? "" : try readString(.string, openedAt: loc)
        try add(PlistValue(.string(s), at: loc), to: &top, root: &root)
      case .true, .false:
        if !open.selfClosing {
          guard hasPrefix("</", at: pos) else {
            throw fail(
              .nonEmptyBoolean, "<\(tag.name)> must be empty; write <\(tag.name)/>", at: pos)
          }
          try closeTag(tag, openedAt: loc)
        }
        try add(PlistValue(.bool(tag == .true), at: loc), to: &top, root: &root)
      case .integer, .real, .date, .data:
        let kind = try readScalar(tag, selfClosing: open.selfClosing, openedAt: loc)
        try add(PlistValue(kind, at: loc), to: &top, root: &root)
      }
    }
  }

  /// Puts a finished value into the innermost open container.
  @inline(__always)
  mutating func add(_ value: consuming PlistValue, to top: inout Frame, root: inout PlistValue?)
    throws(PlistError)
  {
    switch top.tag {
    case .array:
      valueRun.append(value)
    case .dict:
      guard let key = top.pendingKey else {
        throw PlistError(
          .valueWithoutKey, "<\(value.typeName)> in a <dict> has no <key> before it",
          at: value.location)
      }
      if let replaced = top.replaces {
        // A duplicate read leniently: the last value wins, in the first one's place, as with
        // CoreFoundation and plistlib.
        entryRun[replaced].value = value
        top.replaces = nil
      } else {
        appendEntry(.init(key: key, keyLocation: top.pendingKeyLocation, value: value), to: &top)
      }
      top.pendingKey = nil
    default:
      if root != nil {
        throw PlistError(.invalidRoot, "<plist> holds more than one value", at: value.location)
      }
      root = value
    }
  }

  /// Duplicate keys are found by their bytes (as CoreFoundation compares them), with a hashed
  /// index once a dictionary grows past a handful of keys. The entry's position in `entryRun`.
  func firstEntry(forKey key: String, in top: Frame) -> Int? {
    if let index = top.index { return index[ByteKey(key)] }
    for i in top.start..<entryRun.count where sameBytes(entryRun[i].key, key) { return i }
    return nil
  }

  func appendEntry(_ entry: consuming PlistDictionary.Entry, to top: inout Frame) {
    let position = entryRun.count
    if top.index != nil {
      top.index?[ByteKey(entry.key)] = position
    } else if position - top.start == 16 {
      var built: [ByteKey: Int] = [:]
      for i in top.start..<position { built[ByteKey(entryRun[i].key)] = i }
      built[ByteKey(entry.key)] = position
      top.index = built
    }
    entryRun.append(entry)
  }

  /// `<!-- … -->` is skipped; CDATA between elements is text out of place; declarations are
  /// refused.
  mutating func skipDeclarationInBody() throws(PlistError) {
    if hasPrefix("<!--", at: pos) {
      try skipComment()
    } else if hasPrefix("<![CDATA[", at: pos) {
      throw unexpectedText(at: pos)
    } else if hasPrefix("<!ENTITY", at: pos) || hasPrefix("<!DOCTYPE", at: pos) {
      throw fail(
        .unsafeDoctype, "declarations are refused inside a property list; nothing was expanded",
        at: pos)
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

  mutating func endOfFile(inside frame: Frame) -> PlistError {
    fail(
      .unexpectedEndOfFile,
      "end of file inside <\(frame.tag.name)> opened at \(frame.location)",
      at: end, notes: [.init("<\(frame.tag.name)> opened here", at: frame.location)])
  }
}

/// A string compared and hashed by its UTF-8 bytes, not by Unicode canonical equivalence.
/// `@inlinable`: the old-style readers of `PropertyListOpenStep` key their dictionaries with it.
package struct ByteKey: Hashable {
  package let string: String
  @inlinable package init(_ string: String) { self.string = string }
  @inlinable package static func == (a: ByteKey, b: ByteKey) -> Bool {
    sameBytes(a.string, b.string)
  }
  @inlinable package func hash(into hasher: inout Hasher) {
    // All the bytes in one call (a native string's are contiguous); byte by byte costs a call
    // per byte, a third of reading a pbxproj whose `objects` holds thousands of keys.
    let done: Void? = string.utf8.withContiguousStorageIfAvailable {
      hasher.combine(bytes: UnsafeRawBufferPointer($0))
    }
    if done == nil { Array(string.utf8).withUnsafeBytes { hasher.combine(bytes: $0) } }
  }
}
