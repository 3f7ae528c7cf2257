import PropertyList

/// Start tags in a shallow read: checked exactly as ``openTag(scope:)`` checks them (the same
/// errors, at the same places, in the same order), but no attribute is kept except the value
/// of the one `StringTable` reads, `name`. A `strings.xml` has thousands of `<string>`
/// elements; building each one's attributes cost more than reading it.
extension XMLScanner {
  /// The tag at `pos`: skimmed in a shallow read, read in full otherwise.
  mutating func open(scope: [String: String]) throws(XMLReadError) -> Open {
    shallow ? try skimTag(scope: scope) : try openTag(scope: scope)
  }

  /// `<name attr="v" …>` or `<name …/>` at `pos`, as ``openTag(scope:)`` reads it; the element
  /// has no attributes, and `nameValue` is what `attribute("name", namespace: nil)` would give.
  mutating func skimTag(scope parentScope: [String: String]) throws(XMLReadError) -> Open {
    let start = pos
    let nameStart = pos + 1
    var i = nameStart
    while i < end && Self.isNameByte(b[i]) { i += 1 }
    guard i > nameStart else { throw fail(.malformed, "'<' must start an element name", at: start) }
    let name = string(nameStart..<i)
    let elementLocation = location(start)
    skimmed.removeAll(keepingCapacity: true)
    // The values kept: `name`'s, and those of names with a colon (`xmlns:…` declarations).
    var plainName: String? = nil
    var values: [(name: Range<Int>, value: String)] = []
    var names: FirstOccurrences<String>? = nil
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
      let attribute = attributeStart..<i
      while i < end && Self.isSpace(b[i]) { i += 1 }
      guard i < end, b[i] == 0x3D else {
        throw fail(
          .malformed, "attribute '\(string(attribute))' has no '=\"value\"'", at: attributeStart)
      }
      i += 1
      while i < end && Self.isSpace(b[i]) { i += 1 }
      guard i < end, b[i] == 0x22 || b[i] == 0x27 else {
        throw fail(.malformed, "the value of '\(string(attribute))' must be quoted", at: i)
      }
      let quote = b[i]
      let valueStart = i + 1
      var k = valueStart
      var needsDecoding = false
      while k < end && b[k] != quote {
        if b[k] == 0x3C {
          throw fail(.malformed, "'<' in the value of '\(string(attribute))'", at: k)
        }
        if b[k] == 0x26 { needsDecoding = true }
        k += 1
      }
      guard k < end else {
        throw fail(
          .malformed, "the value of '\(string(attribute))' is not closed with its quote", at: i)
      }
      if skimmed.count == Self.linearAttributes {
        names = FirstOccurrences(skimmed.map { string($0) }, capacity: attributeEstimate(from: i))
      }
      let repeated =
        names != nil
        ? names?.insert(string(attribute), at: .unknown) != nil
        : skimmed.contains { sameName($0, attribute) }
      if repeated {
        throw fail(
          .malformed, "duplicate attribute '\(string(attribute))' in <\(name)>", at: attributeStart)
      }
      // A value is decoded (and so checked) whether or not it is kept, as `openTag` does.
      let decodedValue = needsDecoding ? try decoded(valueStart..<k) : nil
      if has("name", range: attribute) {
        plainName = decodedValue ?? string(valueStart..<k)
      } else if b[attribute].contains(0x3A) {
        values.append((attribute, decodedValue ?? string(valueStart..<k)))
      }
      skimmed.append(attribute)
      i = k + 1
    }
    // Namespace declarations hold for the element itself and everything inside it.
    var scope = parentScope
    for (attribute, value) in values {
      let text = string(attribute)
      if text.hasPrefix("xmlns:") { scope[String(text.dropFirst(6))] = value }
    }
    var nameValue: String? = nil
    for attribute in skimmed {
      guard b[attribute].contains(0x3A) else {
        if nameValue == nil && has("name", range: attribute) { nameValue = plainName }
        continue
      }
      // Split as `openTag` splits (by Character), on names that hold a colon byte.
      let text = string(attribute)
      guard let colon = text.firstIndex(of: ":") else { continue }
      let prefix = String(text[..<colon])
      guard prefix == "xmlns" || scope[prefix] != nil else {
        throw fail(
          .malformed,
          "the prefix '\(prefix)' of '\(text)' is not bound to a namespace (add xmlns:\(prefix)=\"…\")",
          at: attribute.lowerBound)
      }
      // `xmlns:name` has no namespace, so `attribute("name", namespace: nil)` finds it too.
      if nameValue == nil && prefix == "xmlns" && text[text.index(after: colon)...] == "name" {
        nameValue = values.first { $0.name == attribute }?.value
      }
    }
    return Open(
      element: XMLElement(name: name, location: elementLocation), scope: scope, nameValue: nameValue
    )
  }

  /// Whether the bytes of `range` are `text`'s, exactly.
  func has(_ text: StaticString, range: Range<Int>) -> Bool {
    range.count == text.utf8CodeUnitCount && has(text, at: range.lowerBound)
  }

  /// Whether two attribute names are the same String (the bytes, or, for names beyond ASCII,
  /// canonical equivalence, as `==` on String compares them).
  func sameName(_ a: Range<Int>, _ c: Range<Int>) -> Bool {
    if b[a].elementsEqual(b[c]) { return true }
    guard b[a].contains(where: { $0 >= 0x80 }) || b[c].contains(where: { $0 >= 0x80 }) else {
      return false
    }
    return string(a) == string(c)
  }
}
