import PropertyList

/// Reads an `assetlinks.json` (JSON, read by PropertyList's JSON reader so every value keeps its
/// line and column) into an `AssetLinksFile`, and reports what Android would misread or ignore,
/// each finding ending with what Android does: ignores the file, ignores the statement, or reads
/// a value no device matches.
///
/// The checks are those of the "Statement List Syntax" page
/// (https://developers.google.com/digital-asset-links/v1/statements), "Configure website
/// associations and dynamic rules"
/// (https://developer.android.com/training/app-links/configure-assetlinks), and what AOSP's
/// StatementService does with the file (frameworks/base/packages/StatementService):
/// `UrlFetcher` (at most `HTTP_CONTENT_SIZE_LIMIT_IN_BYTES`, 1 MB, read as UTF-8),
/// `network/retriever/StatementParser.kt` (statements, `include`, dynamic rules), `JsonParser`,
/// `AssetFactory`, `WebAsset.create`, `AndroidAppAsset.create` and `Relation.create`. Where the
/// page and AOSP disagree, the finding follows AOSP and says so.
public enum AssetLinksReader {
  static let statementKeys = ["relation", "target", "relation_extensions", "include"]
  static let componentKeys = ["/", "?", "#", "exclude", "comments"]

  /// Android's fetch limit: StatementRetriever's `HTTP_CONTENT_SIZE_LIMIT_IN_BYTES`, 1 MB; a
  /// larger file (by its Content-Length) is not read (`UrlFetcher`), so nothing is verified.
  public static let androidSizeLimit = 1 << 20

  /// Limits that keep hostile input cheap to refuse.
  public struct Options: Sendable, Hashable {
    /// The largest file read at all, in bytes. Larger files get one error and are not parsed.
    /// Files between Android's 1 MB limit and this are read, so every other problem is shown.
    public var maxInputBytes: Int

    /// Limits; by default 32 MB, 32 times what Android fetches.
    public init(maxInputBytes: Int = 32 << 20) { self.maxInputBytes = maxInputBytes }
  }

  /// Reads the bytes of a file.
  public static func read(_ bytes: [UInt8], options: Options = Options()) -> AssetLinksReading {
    let start = SourceLocation(offset: 0, line: 1, column: 1)
    guard bytes.count <= options.maxInputBytes else {
      let message =
        "the file is \(bytes.count) bytes, over the \(options.maxInputBytes)-byte "
        + "limit of this reader; Android reads at most \(androidSizeLimit) bytes (1 MB)"
      return rejected(message, at: start, consequence: .ignoresFile)
    }
    if let (message, location, consequence) = encodingProblem(bytes) {
      return rejected(message, at: location, consequence: consequence)
    }
    var reading: AssetLinksReading
    do {
      reading = read(try PropertyList.read(bytes, format: .json).root)
    } catch {
      let message =
        error.message.hasPrefix("null has no property-list equivalent")
        ? "null is a value AOSP's statement reader (JsonParser) refuses"
        : error.message + " (Android's JsonReader is strict as well)"
      return rejected(message, at: error.location, consequence: .ignoresFile)
    }
    if bytes.count > androidSizeLimit {
      let problem = AssetLinksProblem(
        .error,
        "the file is \(bytes.count) bytes, over Android's limit of \(androidSizeLimit) "
          + "(HTTP_CONTENT_SIZE_LIMIT_IN_BYTES, AOSP StatementRetriever)", at: start,
        consequence: .ignoresFile)
      reading.problems.insert(problem, at: 0)
      reading.file?.androidRejection = AndroidRejection(problem.message, at: start)
    }
    return reading
  }

  static func rejected(
    _ message: String, at location: SourceLocation,
    consequence: AssetLinksProblem.Consequence?
  ) -> AssetLinksReading {
    AssetLinksReading(
      file: nil,
      problems: [
        AssetLinksProblem(
          .error, message, at: location,
          consequence: consequence)
      ])
  }

  /// What AOSP's `UrlFetcher` makes of bytes that are not plain UTF-8: it decodes them as UTF-8
  /// (`bufferedReader(Charset.forName("UTF-8"))`), so a byte-order mark stays in the text, which
  /// the strict `JsonReader` refuses, UTF-16 is not JSON, and invalid bytes become U+FFFD.
  static func encodingProblem(_ bytes: [UInt8])
    -> (String, SourceLocation, AssetLinksProblem.Consequence?)?
  {
    let start = SourceLocation(offset: 0, line: 1, column: 1)
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      return (
        "the file is UTF-16; Android reads it as UTF-8 (AOSP UrlFetcher), which is not JSON "
          + "then: save it as UTF-8", start, .ignoresFile
      )
    }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      return (
        "the file starts with a UTF-8 byte-order mark, which Android keeps (AOSP UrlFetcher) "
          + "and its strict JsonReader refuses: save it without the mark", start, .ignoresFile
      )
    }
    return bytes.withUnsafeBufferPointer { buffer in
      guard let bad = firstInvalidUTF8(in: buffer, from: 0) else {
        return nil as (String, SourceLocation, AssetLinksProblem.Consequence?)?
      }
      var lines = LineCursor(buffer)
      let byte = String(buffer[bad], radix: 16, uppercase: true)
      let message =
        "byte 0x\(byte.count == 1 ? "0" : "")\(byte) is not UTF-8; Android reads the "
        + "file as UTF-8 (AOSP UrlFetcher) and makes it U+FFFD, so no name or fingerprint holding "
        + "it matches: save the file as UTF-8"
      return (message, lines.location(of: bad), nil)
    }
  }

  /// Reads a file already parsed.
  public static func read(_ root: PlistValue) -> AssetLinksReading {
    var state = State()
    var file = state.file(root)
    file.androidRejection = state.rejection
    let problems = state.problems.enumerated().sorted {
      ($0.element.location.offset, $0.offset) < ($1.element.location.offset, $1.offset)
    }.map(\.element)
    return AssetLinksReading(file: file, problems: problems)
  }

  /// Whether `text` is a SHA-256 fingerprint: 32 hexadecimal pairs separated by colons.
  public static func isFingerprint(_ text: String) -> Bool { hexPairs(text) == 32 }

  /// How many hexadecimal pairs separated by `:` `text` is (`AB:CD` is 2), or nil when it is
  /// not such pairs; read byte by byte, as a 10 MB list of fingerprints asks.
  static func hexPairs(_ text: String) -> Int? {
    let n = text.utf8.count
    guard n >= 2, (n + 1) % 3 == 0 else { return nil }
    for (k, byte) in text.utf8.enumerated() {
      let hex =
        (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte)
        || (0x61...0x66).contains(byte)
      guard k % 3 == 2 ? byte == 0x3A : hex else { return nil }
    }
    return (n + 1) / 3
  }

  /// Whether `name` is an application ID: two or more dot-separated segments, each a letter then
  /// letters, digits and underscores ("Configure the app module", application ID,
  /// https://developer.android.com/build/configure-app-module#set-application-id).
  public static func isPackageName(_ name: String) -> Bool {
    let segments = name.split(separator: ".", omittingEmptySubsequences: false)
    return segments.count >= 2
      && segments.allSatisfy { s in
        guard let first = s.unicodeScalars.first, first.isASCIILetter else { return false }
        return s.unicodeScalars.allSatisfy {
          $0.isASCIILetter || ("0"..."9").contains($0) || $0 == "_"
        }
      }
  }

  /// Whether `text` is a relation Android's `Relation.create` takes: `kind/detail`, each
  /// matching `[a-z0-9_.]+`.
  public static func isRelation(_ text: String) -> Bool {
    guard let slash = text.firstIndex(of: "/") else { return false }
    let kind = text[..<slash]
    let detail = text[text.index(after: slash)...]
    let allowed = { (s: Substring) in
      !s.isEmpty
        && s.unicodeScalars.allSatisfy {
          ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "."
        }
    }
    return allowed(kind) && allowed(detail)
  }

  /// A value from the file as a message quotes it: at most 100 characters (a fingerprint is
  /// 95), then the length, so a 10 MB value costs one short line.
  static func quoted(_ text: String) -> String {
    guard text.utf8.count > 100, text.count > 100 else { return "'\(text)'" }
    return "'\(text.prefix(100))…' (\(text.count) characters)"
  }
}

extension Unicode.Scalar {
  var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
