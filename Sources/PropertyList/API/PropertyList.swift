#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reading property lists: XML, binary (`bplist00`) and JSON; the OpenStep (`project.pbxproj`)
/// and `.strings` readers are in the `PropertyListOpenStep` module, which an app need not link.
///
/// ```swift
/// let root = try PropertyList.parse(Data(contentsOf: url))
/// for item in root["UIApplicationShortcutItems"]?.arrayValue ?? [] { … }
/// ```
public enum PropertyList {
  /// The formats this module reads.
  public enum Format: String, Sendable, CaseIterable {
    /// An XML property list (`<plist version="1.0">`), UTF-8, UTF-16 or a declared encoding.
    case xml
    /// A binary property list (`bplist00`).
    case binary
    /// An old-style `.strings` file (`"key" = "value";`), as `InfoPlist.strings` is.
    case strings
    /// JSON (objects, arrays, strings, numbers, booleans), for navigation states and scripts.
    case json
    /// An OpenStep (old-style ASCII) property list (`{ key = value; }`, `( a, b )`, `<0fbd>`),
    /// the format of `project.pbxproj`: UTF-8, or UTF-16 with a byte-order mark.
    case openStep
  }

  /// Limits that keep hostile input cheap to refuse, and how strict to be.
  public struct Options: Sendable, Hashable {
    /// The largest input accepted, in bytes.
    public var maxInputBytes: Int
    /// The deepest nesting of arrays and dictionaries accepted (CoreFoundation's limit is 512).
    public var maxDepth: Int
    /// When true a duplicate key is not an error: it is listed in the document's
    /// `duplicateKeys` and its last value kept, in the first one's place, as iOS and plistlib
    /// do. The linter reads this way so it can report every duplicate and still check the rest.
    public var allowsDuplicateKeys: Bool

    /// Options with these limits; the defaults refuse inputs over 256 MB and nesting over 512.
    public init(
      maxInputBytes: Int = 256 << 20, maxDepth: Int = 512, allowsDuplicateKeys: Bool = false
    ) {
      self.maxInputBytes = maxInputBytes
      self.maxDepth = maxDepth
      self.allowsDuplicateKeys = allowsDuplicateKeys
    }
  }

  /// Reads an XML or binary property list, telling them apart by the `bplist` magic.
  public static func parse(_ bytes: [UInt8], options: Options = Options()) throws(PlistError)
    -> PlistValue
  {
    try read(bytes, options: options).root
  }

  /// Reads an XML or binary property list, telling them apart by the `bplist` magic.
  public static func parse(_ data: Data, options: Options = Options()) throws(PlistError)
    -> PlistValue
  {
    try withBuffer(data) { (buffer) throws(PlistError) -> PlistValue in
      try read(buffer, format: nil, options: options).root
    }
  }

  /// Reads a file's bytes in the given format, or (nil) XML or binary by the `bplist` magic.
  public static func read(_ bytes: [UInt8], format: Format? = nil, options: Options = Options())
    throws(PlistError) -> PlistDocument
  {
    try bytes.withUnsafeBufferPointer { (buffer) throws(PlistError) -> PlistDocument in
      try read(buffer, format: format, options: options)
    }
  }

  /// Reads raw bytes in the given format, or (nil) XML or binary by the `bplist` magic.
  public static func read(
    _ buffer: UnsafeBufferPointer<UInt8>, format: Format? = nil, options: Options = Options()
  ) throws(PlistError) -> PlistDocument {
    try checkSize(buffer.count, options)
    let format = format ?? (BinaryPlistReader.hasMagic(buffer) ? .binary : .xml)
    switch format {
    case .binary:
      var reader = try BinaryPlistReader(buffer, options: options)
      let root = try reader.readRoot()
      return PlistDocument(root: root, format: .binary, duplicateKeys: reader.duplicates)
    case .xml:
      switch try TextDecoding.decode(buffer) {
      case .utf8(let start):
        return try readXML(buffer, start: start, options: options)
      case .transcoded(let text):
        return try text.withUnsafeBufferPointer { (t) throws(PlistError) -> PlistDocument in
          try readXML(t, start: 0, options: options)
        }
      }
    case .json:
      switch try TextDecoding.decode(buffer) {
      case .utf8(let start):
        try validateUTF8(buffer, from: start)
        var reader = JSONReader(buffer, start: start, maxDepth: options.maxDepth)
        return PlistDocument(root: try reader.parseDocument(), format: .json)
      case .transcoded(let text):
        return try text.withUnsafeBufferPointer { (t) throws(PlistError) -> PlistDocument in
          var reader = JSONReader(t, start: 0, maxDepth: options.maxDepth)
          return PlistDocument(root: try reader.parseDocument(), format: .json)
        }
      }
    case .openStep, .strings:
      // Their readers are in `PropertyListOpenStep`, which no app links: importing it gives
      // `read(_:format:options:)` with a non-optional format, preferred to this one.
      throw oldStyleRefusal(format)
    }
  }

  /// The error for `.openStep` and `.strings` read without their module, naming it.
  static func oldStyleRefusal(_ format: Format) -> PlistError {
    let what = format == .openStep ? "an OpenStep property list" : "a .strings file"
    return PlistError(
      .unsupportedFormat,
      "\(what) is read by the PropertyListOpenStep module: import PropertyListOpenStep",
      at: SourceLocation(offset: 0, line: 1, column: 1))
  }

  /// The format of a file by its contents (binary magic) and name (`.strings`, `.json`,
  /// `.pbxproj`).
  public static func format(of bytes: [UInt8], path: String? = nil) -> Format {
    if bytes.starts(with: BinaryPlistReader.magic) { return .binary }
    if let path, path.hasSuffix(".strings") { return .strings }
    if let path, path.hasSuffix(".pbxproj") { return .openStep }
    if let path, path.hasSuffix(".json") { return .json }
    return .xml
  }

  /// The text that locations refer to: the input itself for UTF-8, its UTF-8 transcoding for
  /// UTF-16 and ISO-8859-1 (for UTF-16 that cannot be decoded, the transcoding of the part
  /// before the fault, where the error points), and nothing for binary input. Used to show
  /// error excerpts.
  public static func sourceText(_ bytes: [UInt8]) -> [UInt8] {
    if bytes.starts(with: BinaryPlistReader.magic) { return [] }
    return bytes.withUnsafeBufferPointer { buffer in TextDecoding.shownText(buffer) } ?? bytes
  }

  static func readXML(_ t: UnsafeBufferPointer<UInt8>, start: Int, options: Options)
    throws(PlistError) -> PlistDocument
  {
    try validateUTF8(t, from: start)
    var parser = XMLPlistParser(
      t, start: start, maxDepth: options.maxDepth,
      allowsDuplicateKeys: options.allowsDuplicateKeys)
    let root = try parser.parseDocument()
    return PlistDocument(root: root, format: .xml, duplicateKeys: parser.duplicates)
  }

  package static func validateUTF8(_ t: UnsafeBufferPointer<UInt8>, from start: Int)
    throws(PlistError)
  {
    if let bad = firstInvalidUTF8(in: t, from: start) {
      var cursor = LineCursor(t)
      throw PlistError(
        .invalidEncoding,
        "invalid UTF-8 (byte 0x\(TextDecoding.hex(t[bad])))", at: cursor.location(of: bad))
    }
  }

  package static func checkSize(_ count: Int, _ options: Options) throws(PlistError) {
    if count > options.maxInputBytes {
      throw PlistError(
        .inputTooLarge,
        "input is \(count) bytes, over the limit of \(options.maxInputBytes)",
        at: SourceLocation(offset: 0, line: 1, column: 1))
    }
  }

  package static func withBuffer<R>(
    _ data: Data, _ body: (UnsafeBufferPointer<UInt8>) throws(PlistError) -> R
  )
    throws(PlistError) -> R
  {
    let result: Result<R, PlistError> = data.withUnsafeBytes { raw in
      let buffer = raw.bindMemory(to: UInt8.self)
      do throws(PlistError) { return .success(try body(buffer)) } catch { return .failure(error) }
    }
    return try result.get()
  }
}

/// A property list as read: its root value, its format, and (when read leniently) the
/// duplicate keys that were found.
public struct PlistDocument: Sendable, Hashable {
  /// The root value.
  public var root: PlistValue
  /// The format the document was read in.
  public var format: PropertyList.Format
  /// Every duplicate key, in source order, each with the first occurrence as a note; empty
  /// unless `Options.allowsDuplicateKeys` was set (otherwise the first one is thrown).
  public var duplicateKeys: [PlistError]

  /// A document with this root, read in `format`.
  public init(root: PlistValue, format: PropertyList.Format, duplicateKeys: [PlistError] = []) {
    self.root = root
    self.format = format
    self.duplicateKeys = duplicateKeys
  }
}
