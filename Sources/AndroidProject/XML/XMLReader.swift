import PropertyList

/// Reads the XML of Android's files (the manifest, `res/xml/*.xml`, `res/values*/strings.xml`)
/// into elements that each keep their line and column.
///
/// Safe on hostile input as the property-list reader is (see `PropertyList`): a DOCTYPE is
/// allowed only without an internal subset and is never loaded; `<!ENTITY` and every entity
/// but the five XML predefines are refused, so nothing is ever expanded (no billion laughs, no
/// external file); elements are kept on an explicit stack, so nesting costs heap, never call
/// stack, and is bounded (`Options.maxDepth`); the input size is bounded
/// (`Options.maxInputBytes`). Why not FoundationXML's `XMLParser`: on Linux it is not part of
/// FoundationEssentials and links libxml2, it reports a position only for the parser's current
/// place during a callback (the end of a start tag, not each attribute), and its entity and
/// DTD handling is libxml2's, not something this package states and tests.
public enum XMLReader {
  /// Limits that keep hostile input cheap to refuse.
  public struct Options: Sendable, Hashable {
    /// The largest input accepted, in bytes.
    public var maxInputBytes: Int
    /// The deepest nesting of elements accepted.
    public var maxDepth: Int

    /// Limits; the defaults refuse files over 16 MB (the largest real manifest in the corpus is
    /// 70 KB) and nesting over 256 (a layout is rarely ten deep).
    public init(maxInputBytes: Int = 16 << 20, maxDepth: Int = 256) {
      self.maxInputBytes = maxInputBytes
      self.maxDepth = maxDepth
    }
  }

  /// The root element of `bytes` (UTF-8, or UTF-16 with a byte-order mark).
  public static func read(_ bytes: [UInt8], options: Options = Options()) throws(XMLReadError)
    -> XMLElement
  {
    guard bytes.count <= options.maxInputBytes else {
      throw XMLReadError(
        .inputTooLarge, "input is \(bytes.count) bytes, over the limit of \(options.maxInputBytes)",
        at: SourceLocation(offset: 0, line: 1, column: 1))
    }
    let source = try text(bytes)
    return try source.text.withUnsafeBufferPointer { (buffer) throws(XMLReadError) -> XMLElement in
      if let bad = firstInvalidUTF8(in: buffer, from: source.start) {
        var lines = LineCursor(buffer)
        throw XMLReadError(
          .invalidEncoding, "invalid UTF-8 (byte 0x\(TextDecoding.hex(buffer[bad])))",
          at: lines.location(of: bad))
      }
      var scanner = XMLScanner(buffer, start: source.start, maxDepth: options.maxDepth)
      return try scanner.document()
    }
  }

  /// The text that locations refer to: the input, or its UTF-8 transcoding when it is UTF-16
  /// (when the UTF-16 cannot be decoded, the transcoding of the part before the fault, which
  /// is where the error points).
  public static func sourceText(_ bytes: [UInt8]) -> [UInt8] {
    bytes.withUnsafeBufferPointer { buffer in TextDecoding.shownText(buffer) } ?? bytes
  }

  static func text(_ bytes: [UInt8]) throws(XMLReadError) -> (text: [UInt8], start: Int) {
    do {
      switch try bytes.withUnsafeBufferPointer({ (b) throws(PlistError) in
        try TextDecoding.decode(b)
      }) {
      case .utf8(let start): return (bytes, start)
      case .transcoded(let text): return (text, 0)
      }
    } catch {
      throw XMLReadError(.invalidEncoding, error.message, at: error.location)
    }
  }
}
