#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reading property lists: XML, binary (`bplist00`) and `.strings` files.
///
/// ```swift
/// let root = try PropertyList.parse(Data(contentsOf: url))
/// for item in root["UIApplicationShortcutItems"]?.arrayValue ?? [] { … }
/// ```
public enum PropertyList {
  /// The formats this module reads.
  public enum Format: String, Sendable, CaseIterable {
    case xml
    case binary
    case strings
  }

  /// Limits that keep hostile input cheap to refuse.
  public struct Options: Sendable, Hashable {
    /// The largest input accepted, in bytes.
    public var maxInputBytes: Int
    /// The deepest nesting of arrays and dictionaries accepted (CoreFoundation's limit is 512).
    public var maxDepth: Int

    public init(maxInputBytes: Int = 256 << 20, maxDepth: Int = 512) {
      self.maxInputBytes = maxInputBytes
      self.maxDepth = maxDepth
    }
  }

  /// Reads an XML or binary property list, telling them apart by the `bplist` magic.
  public static func parse(_ bytes: [UInt8], options: Options = Options()) throws(PlistError)
    -> PlistValue
  {
    try bytes.withUnsafeBufferPointer { (buffer) throws(PlistError) -> PlistValue in
      try parse(buffer, options: options)
    }
  }

  /// Reads an XML or binary property list, telling them apart by the `bplist` magic.
  public static func parse(_ data: Data, options: Options = Options()) throws(PlistError)
    -> PlistValue
  {
    try withBuffer(data) { (buffer) throws(PlistError) -> PlistValue in
      try parse(buffer, options: options)
    }
  }

  /// Reads an XML or binary property list from raw bytes.
  public static func parse(_ buffer: UnsafeBufferPointer<UInt8>, options: Options = Options())
    throws(PlistError) -> PlistValue
  {
    try checkSize(buffer.count, options)
    if BinaryPlistReader.hasMagic(buffer) {
      var reader = try BinaryPlistReader(buffer, options: options)
      return try reader.readRoot()
    }
    return try parseXML(buffer, options: options)
  }

  /// Reads an XML property list (UTF-8, UTF-16 with a byte-order mark, or a declared
  /// ISO-8859-1), keeping the line and column of every value.
  public static func parseXML(_ buffer: UnsafeBufferPointer<UInt8>, options: Options = Options())
    throws(PlistError) -> PlistValue
  {
    try checkSize(buffer.count, options)
    switch try TextDecoding.decode(buffer) {
    case .utf8(let start):
      return try parseUTF8XML(buffer, start: start, options: options)
    case .transcoded(let text):
      return try text.withUnsafeBufferPointer { (t) throws(PlistError) -> PlistValue in
        try parseUTF8XML(t, start: 0, options: options)
      }
    }
  }

  /// Reads an old-style `.strings` file (`"key" = "value";`) such as `InfoPlist.strings` into a
  /// dictionary of strings, in UTF-8 or UTF-16 with a byte-order mark.
  public static func parseStrings(_ data: Data, options: Options = Options()) throws(PlistError)
    -> PlistDictionary
  {
    try withBuffer(data) { (buffer) throws(PlistError) -> PlistDictionary in
      try checkSize(buffer.count, options)
      switch try TextDecoding.decode(buffer) {
      case .utf8(let start):
        try validateUTF8(buffer, from: start)
        var parser = StringsFileParser(buffer, start: start)
        return try parser.parse()
      case .transcoded(let text):
        return try text.withUnsafeBufferPointer { (t) throws(PlistError) -> PlistDictionary in
          var parser = StringsFileParser(t, start: 0)
          return try parser.parse()
        }
      }
    }
  }

  /// The format of a file by its contents (binary magic) and name (`.strings`).
  public static func format(of bytes: [UInt8], path: String? = nil) -> Format {
    if bytes.starts(with: Array("bplist".utf8)) { return .binary }
    if let path, path.hasSuffix(".strings") { return .strings }
    return .xml
  }

  /// The text that locations refer to: the input itself for UTF-8, its UTF-8 transcoding for
  /// UTF-16 and ISO-8859-1, and nothing for binary input. Used to show error excerpts.
  public static func sourceText(_ bytes: [UInt8]) -> [UInt8] {
    if bytes.starts(with: Array("bplist".utf8)) { return [] }
    return bytes.withUnsafeBufferPointer { buffer -> [UInt8] in
      switch try? TextDecoding.decode(buffer) {
      case .transcoded(let text): return text
      default: return bytes
      }
    }
  }

  static func parseUTF8XML(_ t: UnsafeBufferPointer<UInt8>, start: Int, options: Options)
    throws(PlistError) -> PlistValue
  {
    try validateUTF8(t, from: start)
    var parser = XMLPlistParser(t, start: start, maxDepth: options.maxDepth)
    return try parser.parseDocument()
  }

  static func validateUTF8(_ t: UnsafeBufferPointer<UInt8>, from start: Int) throws(PlistError) {
    if let bad = firstInvalidUTF8(in: t, from: start) {
      var cursor = LineCursor(t)
      throw PlistError(.invalidEncoding,
                       "invalid UTF-8 (byte 0x\(TextDecoding.hex(t[bad])))", at: cursor.location(of: bad))
    }
  }

  static func checkSize(_ count: Int, _ options: Options) throws(PlistError) {
    if count > options.maxInputBytes {
      throw PlistError(.inputTooLarge,
                       "input is \(count) bytes, over the limit of \(options.maxInputBytes)",
                       at: SourceLocation(offset: 0, line: 1, column: 1))
    }
  }

  static func withBuffer<R>(_ data: Data, _ body: (UnsafeBufferPointer<UInt8>) throws(PlistError) -> R)
    throws(PlistError) -> R
  {
    let result: Result<R, PlistError> = data.withUnsafeBytes { raw in
      let buffer = raw.bindMemory(to: UInt8.self)
      do throws(PlistError) { return .success(try body(buffer)) } catch { return .failure(error) }
    }
    return try result.get()
  }
}
