import PropertyList

/// Start tags, attributes, namespaces and character data.
extension XMLScanner {
  /// `<name attr="v" …>` or `<name …/>` at `pos`; sets `selfClosed` for the second.
  mutating func openTag(scope parentScope: [String: String]) throws(XMLReadError) -> Open {
    let start = pos
    let nameStart = pos + 1
    var i = nameStart
    while i < end && Self.isNameByte(b[i]) { i += 1 }
    guard i > nameStart else { throw fail(.malformed, "'<' must start an element name", at: start) }
    let name = names.entry(b, nameStart..<i)?.name ?? string(nameStart..<i)
    let elementLocation = location(start)
    var raw:
      [(
        name: String, entry: XMLNames.Entry?, value: String, at: SourceLocation,
        valueAt: SourceLocation
      )] = []
    // Duplicate names: the first few by comparison (most elements have fewer), then by
    // hashing, one lookup per attribute, so an element with 400,000 attributes costs what
    // 400,000 elements do.
    var seen: FirstOccurrences<String>? = nil
    while true {
      while i < end && Self.isSpace(b[i]) { i += 1 }
      guard i < end else {
        throw fail(.malformed, "tag <\(name)> is not closed with '>'", at: start)
      }
      if b[i] == 0x3E {
        pos = i + 1
        selfClosed = false
        break
      }
      if b[i] == 0x2F {
        guard i + 1 < end, b[i + 1] == 0x3E else {
          throw fail(.malformed, "expected '>' after '/' in tag <\(name)>", at: i)
        }
        pos = i + 2
        selfClosed = true
        break
      }
      let attributeStart = i
      while i < end && Self.isNameByte(b[i]) { i += 1 }
      guard i > attributeStart else {
        throw fail(.malformed, "unexpected character in tag <\(name)>", at: i)
      }
      let entry = names.entry(b, attributeStart..<i)
      let attributeName = entry?.name ?? string(attributeStart..<i)
      while i < end && Self.isSpace(b[i]) { i += 1 }
      guard i < end, b[i] == 0x3D else {
        throw fail(
          .malformed, "attribute '\(attributeName)' has no '=\"value\"'", at: attributeStart)
      }
      i += 1
      while i < end && Self.isSpace(b[i]) { i += 1 }
      guard i < end, b[i] == 0x22 || b[i] == 0x27 else {
        throw fail(.malformed, "the value of '\(attributeName)' must be quoted", at: i)
      }
      let quote = b[i]
      let valueStart = i + 1
      var k = valueStart
      var needsDecoding = false
      while k < end && b[k] != quote {
        if b[k] == 0x3C { throw fail(.malformed, "'<' in the value of '\(attributeName)'", at: k) }
        if b[k] == 0x26 { needsDecoding = true }
        k += 1
      }
      guard k < end else {
        throw fail(
          .malformed, "the value of '\(attributeName)' is not closed with its quote", at: i)
      }
      let at = location(attributeStart)
      if raw.count == Self.linearAttributes {
        seen = FirstOccurrences(raw.map(\.name), capacity: attributeEstimate(from: i))
      }
      // `seen?.insert` works on the table in place (no copy of it per attribute).
      let repeated =
        seen != nil
        ? seen?.insert(attributeName, at: at) != nil
        : raw.contains { $0.name == attributeName }
      if repeated {
        throw XMLReadError(
          .malformed, "duplicate attribute '\(attributeName)' in <\(name)>", at: at)
      }
      let valueAt = location(valueStart)
      let value = needsDecoding ? try decoded(valueStart..<k) : string(valueStart..<k)
      raw.append((attributeName, entry, value, at, valueAt))
      i = k + 1
    }
    // Namespace declarations hold for the element itself and everything inside it.
    var scope = parentScope
    for attribute in raw where attribute.name.hasPrefix("xmlns:") {
      scope[String(attribute.name.dropFirst(6))] = attribute.value
    }
    var attributes: [XMLAttribute] = []
    attributes.reserveCapacity(raw.count)
    for attribute in raw {
      // The name's parts: the shared entry's, or split here (a name past the table's room).
      let (prefix, localName) =
        attribute.entry.map { ($0.prefix, $0.localName) }
        ?? XMLNames.Entry.split(attribute.name)
      if let prefix, prefix != "xmlns", scope[prefix] == nil {
        throw XMLReadError(
          .malformed,
          "the prefix '\(prefix)' of '\(attribute.name)' is not bound to a namespace (add xmlns:\(prefix)=\"…\")",
          at: attribute.at)
      }
      let namespace = prefix.flatMap { $0 == "xmlns" ? nil : scope[$0] }
      let qualified =
        attribute.entry?.qualified(in: namespace)
        ?? XMLAttribute.QualifiedName(name: attribute.name, namespace: namespace)
      attributes.append(
        XMLAttribute(
          qualified, localName: localName, value: attribute.value, location: attribute.at,
          valueLocation: attribute.valueAt))
    }
    return Open(
      element: XMLElement(name: name, attributes: attributes, location: elementLocation),
      scope: scope)
  }

  /// Up to this many attributes, a duplicate is found by comparing names; past it, by hashing.
  static let linearAttributes = 8

  /// About how many attributes follow `from` in the tag: the `=` signs before the next `>`
  /// (one pass over the tag, so the table of names is sized once instead of growing).
  func attributeEstimate(from start: Int) -> Int {
    var count = Self.linearAttributes
    var i = start
    while i < end && b[i] != 0x3E {
      if b[i] == 0x3D { count += 1 }
      i += 1
    }
    return count
  }

  /// Character data from `pos` to the next `<`, references decoded.
  mutating func text() throws(XMLReadError) -> String {
    let start = pos
    var i = pos
    var needsDecoding = false
    while i < end && b[i] != 0x3C {
      if b[i] == 0x26 { needsDecoding = true }
      i += 1
    }
    pos = i
    return needsDecoding ? try decoded(start..<i) : string(start..<i)
  }

  /// The text of `r` with `&name;` and `&#…;` decoded; any entity but the five XML predefines
  /// is refused (Android's resource compiler knows no others, and nothing is ever expanded).
  mutating func decoded(_ r: Range<Int>) throws(XMLReadError) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(r.count)
    var i = r.lowerBound
    while i < r.upperBound {
      guard b[i] == 0x26 else {
        out.append(b[i])
        i += 1
        continue
      }
      var k = i + 1
      while k < r.upperBound && k < i + 80 && b[k] != 0x3B { k += 1 }
      guard k < r.upperBound, b[k] == 0x3B, k > i + 1 else {
        throw fail(.malformed, "'&' must be written as '&amp;'", at: i)
      }
      let body = string((i + 1)..<k)
      switch body {
      case "lt": out.append(0x3C)
      case "gt": out.append(0x3E)
      case "amp": out.append(0x26)
      case "quot": out.append(0x22)
      case "apos": out.append(0x27)
      default:
        if let text = entities[body] {
          expansionBudget -= text.count
          guard expansionBudget >= 0 else {
            throw fail(.unsafeDoctype, "entity references expand past the limit; refused", at: i)
          }
          out += text
          i = k + 1
          continue
        }
        guard body.hasPrefix("#") else {
          throw fail(
            .unsafeDoctype,
            "undefined entity '&\(body);'; only &lt; &gt; &amp; &quot; &apos; and numeric references are allowed",
            at: i)
        }
        let hex = body.hasPrefix("#x") || body.hasPrefix("#X")
        let digits = body.dropFirst(hex ? 2 : 1)
        guard !digits.isEmpty, let value = UInt32(digits, radix: hex ? 16 : 10), value != 0,
          Unicode.Scalar(value) != nil
        else {
          throw fail(.malformed, "'&\(body);' is not a valid character reference", at: i)
        }
        appendUTF8(value, to: &out)
      }
      i = k + 1
    }
    return String(decoding: out, as: UTF8.self)
  }
}
