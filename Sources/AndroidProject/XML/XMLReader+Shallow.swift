import PropertyList

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file read and checked whole, of which only the root's name and its children's names,
/// `name` attributes and places are kept: a `strings.xml` of thousands of strings in a hundred languages,
/// of which the rules read a few, costs one pass and no text until a string is asked for.
struct ShallowDocument {
  /// A child of the root.
  struct Child {
    /// The element's name, as written.
    var name: String
    /// What `attribute("name", namespace: nil)?.value` gives for the element.
    var nameValue: String?
    /// Where the element's `<` is.
    var location: SourceLocation
    /// Its content, between its start and end tags (empty for `<name/>`).
    var content: Range<Int>
  }

  /// The root, without attributes, children or text.
  var root: XMLElement
  /// The children of the root, in order.
  var children: [Child]
  /// The text the places refer to.
  var source: XMLSource
}

/// The text of a file that was read, to take an element's text from when it is asked for.
final class XMLSource: Sendable {
  /// The text (UTF-8; the transcoding of a UTF-16 file).
  let text: [UInt8]
  /// The entities the file's internal DTD subset declares, by name.
  let entities: [String: [UInt8]]

  init(text: [UInt8], entities: [String: [UInt8]]) {
    self.text = text
    self.entities = entities
  }

  /// What `XMLElement.allText` gives for the element whose content is `range`: its own text
  /// (references decoded, CDATA included, comments left out), then that of each element
  /// inside it, in the order they start.
  func allText(_ range: Range<Int>) -> String {
    text.withUnsafeBufferPointer { buffer in
      var scanner = XMLScanner(buffer, start: range.lowerBound, maxDepth: Int.max)
      scanner.entities = entities
      return scanner.allText(upTo: range.upperBound)
    }
  }
}

extension XMLReader {
  /// `bytes` read and checked as ``read(_:options:)`` does (the same errors at the same places),
  /// keeping only the root, its children and where each child's content is.
  static func readShallow(_ bytes: [UInt8], options: Options = Options()) throws(XMLReadError)
    -> ShallowDocument
  {
    guard bytes.count <= options.maxInputBytes else {
      throw XMLReadError(
        .inputTooLarge, "input is \(bytes.count) bytes, over the limit of \(options.maxInputBytes)",
        at: SourceLocation(offset: 0, line: 1, column: 1))
    }
    let source = try text(bytes)
    return try source.text.withUnsafeBufferPointer {
      (buffer) throws(XMLReadError) -> ShallowDocument in
      if let bad = firstInvalidUTF8(in: buffer, from: source.start) {
        var lines = LineCursor(buffer)
        throw XMLReadError(
          .invalidEncoding, "invalid UTF-8 (byte 0x\(TextDecoding.hex(buffer[bad])))",
          at: lines.location(of: bad))
      }
      var scanner = XMLScanner(buffer, start: source.start, maxDepth: options.maxDepth)
      scanner.shallow = true
      let root = try scanner.document()
      return ShallowDocument(
        root: root, children: scanner.kept,
        source: XMLSource(text: source.text, entities: scanner.entities))
    }
  }
}

extension XMLScanner {
  /// Character data from `pos` to the next `<`, checked as ``text()`` checks it, not kept.
  mutating func skipText() throws(XMLReadError) {
    let start = pos
    // `memchr`: the text of a hundred string tables is megabytes.
    let stop = index(of: 0x3C, in: start..<end) ?? end
    pos = stop
    if index(of: 0x26, in: start..<stop) != nil { _ = try decoded(start..<stop) }
  }

  /// The offset of the first `byte` in `range`, or nil.
  func index(of byte: UInt8, in range: Range<Int>) -> Int? {
    guard !range.isEmpty, let base = b.baseAddress,
      let hit = memchr(base + range.lowerBound, Int32(byte), range.count)
    else {
      return nil
    }
    return UnsafeRawPointer(hit) - UnsafeRawPointer(base)
  }

  /// The text from `pos` to `limit`, content already read and checked, as `allText` gives it:
  /// the text directly in it, then that of each element in it in the order they start.
  mutating func allText(upTo limit: Int) -> String {
    // One slot per element, in the order they start (the content's own first), and the
    // slots of the elements open at `pos`.
    var slots: [String] = [""]
    var open: [Int] = [0]
    while pos < limit {
      if b[pos] != 0x3C {
        let start = pos
        var i = pos
        while i < limit && b[i] != 0x3C { i += 1 }
        let piece = (try? text()) ?? string(start..<i)
        pos = i
        slots[open[open.count - 1]] += piece
      } else if has("<!--", at: pos) {
        pos = (find("-->", from: pos + 4) ?? limit) + 3
      } else if has("<![CDATA[", at: pos) {
        let close = max(find("]]>", from: pos + 9) ?? limit, pos + 9)
        slots[open[open.count - 1]] += string((pos + 9)..<close)
        pos = close + 3
      } else if has("<?", at: pos) {
        pos = (find("?>", from: pos + 2) ?? limit) + 2
      } else if has("</", at: pos) {
        if open.count > 1 { open.removeLast() }
        pos = tagEnd(from: pos)
      } else {
        pos = tagEnd(from: pos)
        slots.append("")
        if b[pos - 2] != 0x2F { open.append(slots.count - 1) }
      }
    }
    return slots.joined()
  }

  /// The offset after the `>` that ends the tag at `start` (quoted values may hold `>`).
  func tagEnd(from start: Int) -> Int {
    var i = start + 1
    var quote: UInt8 = 0
    while i < end {
      let c = b[i]
      if quote != 0 {
        if c == quote { quote = 0 }
      } else if c == 0x22 || c == 0x27 {
        quote = c
      } else if c == 0x3E {
        return i + 1
      }
      i += 1
    }
    return end
  }
}
