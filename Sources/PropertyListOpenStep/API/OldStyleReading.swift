import PropertyList

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reading the old-style formats: OpenStep (`project.pbxproj`) and `.strings`. They live apart
/// from `PropertyList` so that an app that reads neither does not link their readers; the
/// linter, the project reader and the tool import this module.
extension PropertyList {
  /// Reads a file's bytes in `format`, the old-style formats included (`PropertyList`'s own
  /// `read` refuses those, naming this module).
  public static func read(_ bytes: [UInt8], format: Format, options: Options = Options())
    throws(PlistError) -> PlistDocument
  {
    try bytes.withUnsafeBufferPointer { (buffer) throws(PlistError) -> PlistDocument in
      try read(buffer, format: format, options: options)
    }
  }

  /// Reads raw bytes in `format`, the old-style formats included.
  public static func read(
    _ buffer: UnsafeBufferPointer<UInt8>, format: Format, options: Options = Options()
  ) throws(PlistError) -> PlistDocument {
    switch format {
    case .xml, .binary, .json:
      return try read(buffer, format: Optional(format), options: options)
    case .openStep:
      try checkSize(buffer.count, options)
      // CF's encodingForXMLData (CFPropertyList.c) picks the encoding before either parser
      // runs: a byte-order mark, else UTF-8 (an `<?xml` declaration means nothing here).
      let marked = try TextDecoding.byteOrderMark(buffer)
      // Without a mark, CF takes a zero among the first two bytes (of three or more) for UTF-16
      // and guesses its byte order; refused here rather than guessed.
      if marked == nil, buffer.count > 2, buffer[0] == 0 || buffer[1] == 0 {
        throw PlistError(
          .unsupportedEncoding,
          "UTF-16 text without a byte-order mark is not read; save the file as UTF-8",
          at: SourceLocation(offset: 0, line: 1, column: 1))
      }
      switch marked ?? .utf8(start: 0) {
      case .utf8(let start):
        return try readOpenStep(buffer, start: start, options: options)
      case .transcoded(let text):
        return try text.withUnsafeBufferPointer { (t) throws(PlistError) -> PlistDocument in
          try readOpenStep(t, start: 0, options: options)
        }
      }
    case .strings:
      try checkSize(buffer.count, options)
      switch try TextDecoding.decode(buffer) {
      case .utf8(let start):
        return try readStrings(buffer, start: start, options: options)
      case .transcoded(let text):
        return try text.withUnsafeBufferPointer { (t) throws(PlistError) -> PlistDocument in
          try readStrings(t, start: 0, options: options)
        }
      }
    }
  }

  /// Reads an old-style `.strings` file (`"key" = "value";`) such as `InfoPlist.strings` into a
  /// dictionary of strings, in UTF-8 or UTF-16 with a byte-order mark.
  public static func parseStrings(_ data: Data, options: Options = Options()) throws(PlistError)
    -> PlistDictionary
  {
    let document = try withBuffer(data) { (buffer) throws(PlistError) -> PlistDocument in
      try read(buffer, format: .strings, options: options)
    }
    return document.root.dictionaryValue ?? PlistDictionary()
  }

  /// Reads an OpenStep (old-style ASCII) property list such as `project.pbxproj`, in UTF-8 or
  /// UTF-16 with a byte-order mark. Every value is a string, data, an array or a dictionary.
  public static func parseOpenStep(_ data: Data, options: Options = Options()) throws(PlistError)
    -> PlistValue
  {
    try withBuffer(data) { (buffer) throws(PlistError) -> PlistValue in
      try read(buffer, format: .openStep, options: options).root
    }
  }

  static func readStrings(_ t: UnsafeBufferPointer<UInt8>, start: Int, options: Options)
    throws(PlistError) -> PlistDocument
  {
    try validateUTF8(t, from: start)
    var parser = StringsFileParser(
      t, start: start, allowsDuplicateKeys: options.allowsDuplicateKeys)
    let dict = try parser.parse()
    let root = PlistValue(.dictionary(dict), at: SourceLocation(offset: start, line: 1, column: 1))
    return PlistDocument(root: root, format: .strings, duplicateKeys: parser.duplicates)
  }

  static func readOpenStep(_ t: UnsafeBufferPointer<UInt8>, start: Int, options: Options)
    throws(PlistError) -> PlistDocument
  {
    // CF refuses zero bytes ("Cannot parse a NULL or zero-length data") but reads white space
    // alone as an empty dictionary.
    guard t.count > start else {
      throw PlistError(
        .emptyFile, "the file is empty", at: SourceLocation(offset: start, line: 1, column: 1))
    }
    try validateUTF8(t, from: start)
    var reader = OpenStepReader(
      t, start: start, maxDepth: options.maxDepth,
      allowsDuplicateKeys: options.allowsDuplicateKeys)
    let root = try reader.parseDocument()
    return PlistDocument(root: root, format: .openStep, duplicateKeys: reader.duplicates)
  }
}
