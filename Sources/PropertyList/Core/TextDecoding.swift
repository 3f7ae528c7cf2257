/// Brings XML property-list text to UTF-8: a UTF-8 byte-order mark is skipped, UTF-16 (with a
/// byte-order mark, or recognisable from `<?` without one) is transcoded, and an `encoding=`
/// in the XML declaration naming ISO-8859-1 or US-ASCII is honoured.
package enum TextDecoding {
  package enum Source {
    /// The input is UTF-8 already; parsing starts at `start` (after a byte-order mark).
    case utf8(start: Int)
    /// The input was transcoded; these are its UTF-8 bytes.
    case transcoded([UInt8])
  }

  package static func decode(_ bytes: UnsafeBufferPointer<UInt8>) throws(PlistError) -> Source {
    let n = bytes.count
    // UTF-32, with a byte-order mark or recognisable from "<" and three zero bytes: named
    // plainly rather than reported as a bad byte (decided: not read; Xcode never writes it).
    if n >= 4,
      (bytes[0] == 0 && bytes[1] == 0 && bytes[2] == 0xFE && bytes[3] == 0xFF)
        || (bytes[0] == 0xFF && bytes[1] == 0xFE && bytes[2] == 0 && bytes[3] == 0)
        || (bytes[0] == 0 && bytes[1] == 0 && bytes[2] == 0 && bytes[3] == 0x3C)
        || (bytes[0] == 0x3C && bytes[1] == 0 && bytes[2] == 0 && bytes[3] == 0)
    {
      throw PlistError(
        .unsupportedEncoding, "UTF-32 text is not read; save the file as UTF-8",
        at: .init(offset: 0, line: 1, column: 1))
    }
    if let marked = try byteOrderMark(bytes) { return marked }
    if n >= 4 && bytes[0] == 0 && bytes[1] == 0x3C && bytes[2] == 0 && bytes[3] == 0x3F {
      return .transcoded(try utf16(bytes, from: 0, bigEndian: true))
    }
    if n >= 4 && bytes[0] == 0x3C && bytes[1] == 0 && bytes[2] == 0x3F && bytes[3] == 0 {
      return .transcoded(try utf16(bytes, from: 0, bigEndian: false))
    }
    if let (name, at) = declaredEncoding(bytes) {
      switch name.lowercased() {
      case "utf-8", "utf8":
        break
      case "iso-8859-1", "iso8859-1", "latin1", "latin-1", "iso_8859-1":
        return .transcoded(latin1(bytes))
      case "us-ascii", "ascii":
        if let bad = bytes.firstIndex(where: { $0 >= 0x80 }) {
          var cursor = LineCursor(bytes)
          throw PlistError(
            .invalidEncoding, "byte 0x\(hex(bytes[bad])) is not US-ASCII, the declared encoding",
            at: cursor.location(of: bad))
        }
      default:
        var cursor = LineCursor(bytes)
        throw PlistError(
          .unsupportedEncoding,
          "unsupported encoding '\(name)'; use UTF-8, UTF-16 with a byte-order mark, or ISO-8859-1",
          at: cursor.location(of: at))
      }
    }
    return .utf8(start: 0)
  }

  /// The text after a UTF-8 or UTF-16 byte-order mark, or nil when there is none; UTF-32
  /// (with a mark) is refused.
  package static func byteOrderMark(_ bytes: UnsafeBufferPointer<UInt8>) throws(PlistError)
    -> Source?
  {
    let n = bytes.count
    if n >= 4,
      (bytes[0] == 0 && bytes[1] == 0 && bytes[2] == 0xFE && bytes[3] == 0xFF)
        || (bytes[0] == 0xFF && bytes[1] == 0xFE && bytes[2] == 0 && bytes[3] == 0)
    {
      throw PlistError(
        .unsupportedEncoding, "UTF-32 text is not read; save the file as UTF-8",
        at: .init(offset: 0, line: 1, column: 1))
    }
    if n >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
      return .utf8(start: 3)
    }
    if n >= 2 && bytes[0] == 0xFE && bytes[1] == 0xFF {
      return .transcoded(try utf16(bytes, from: 2, bigEndian: true))
    }
    if n >= 2 && bytes[0] == 0xFF && bytes[1] == 0xFE {
      return .transcoded(try utf16(bytes, from: 2, bigEndian: false))
    }
    return nil
  }

  /// The `encoding=` value of a leading `<?xml` declaration and its offset, found as
  /// CoreFoundation finds it (`encodingForXMLData` in CFPropertyList.c, swift-corelibs-foundation):
  /// the search stops at the first `?` or `>` after `<?xml`, whatever comes before it, and only
  /// `encoding=` followed at once by a quote counts (no space around the `=`). A name without
  /// its closing quote names nothing, and the text is UTF-8.
  private static func declaredEncoding(_ bytes: UnsafeBufferPointer<UInt8>) -> (String, Int)? {
    let n = bytes.count
    guard n >= 5, bytes[0] == 0x3C, bytes[1] == 0x3F, bytes[2] == 0x78,
      bytes[3] == 0x6D, bytes[4] == 0x6C
    else { return nil }
    let pattern = Array("encoding=".utf8)
    var i = 5
    while i < n {
      let c = bytes[i]
      if c == 0x3F || c == 0x3E { return nil }
      if c == 0x65 && i + pattern.count < n && bytes[i..<(i + pattern.count)].elementsEqual(pattern)
      {
        let quote = bytes[i + pattern.count]
        guard quote == 0x22 || quote == 0x27 else { return nil }
        let valueStart = i + pattern.count + 1
        var k = valueStart
        while k < n && bytes[k] != quote { k += 1 }
        guard k < n else { return nil }
        return (String(decoding: bytes[valueStart..<k], as: UTF8.self), valueStart)
      }
      i += 1
    }
    return nil
  }

  private static func latin1(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + bytes.count / 8)
    for b in bytes {
      if b < 0x80 {
        out.append(b)
      } else {
        out.append(0xC0 | (b >> 6))
        out.append(0x80 | (b & 0x3F))
      }
    }
    // The declaration still says ISO-8859-1; the text is UTF-8 now, which the parser expects.
    return out
  }

  private static func utf16(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, bigEndian: Bool)
    throws(PlistError) -> [UInt8]
  {
    let (text, failure) = utf16Prefix(bytes, from: start, bigEndian: bigEndian)
    guard let failure else { return text }
    // The location is in the transcoded text, which is what error excerpts show
    // (`sourceText`: for undecodable UTF-16, the transcoding of the part before the fault).
    let sofar = text.withUnsafeBufferPointer { text -> SourceLocation in
      var c = LineCursor(text)
      return c.location(of: text.count)
    }
    throw PlistError(
      .invalidEncoding, "\(failure.what) at byte offset \(failure.offset) of the UTF-16 input",
      at: sofar)
  }

  /// The UTF-8 transcoding of UTF-16 `bytes` from `start`, up to the first fault (an odd
  /// trailing byte or an unpaired surrogate), and that fault with its byte offset.
  private static func utf16Prefix(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, bigEndian: Bool
  )
    -> (text: [UInt8], failure: (what: String, offset: Int)?)
  {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count / 2 + 16)
    var i = start
    func unit(_ at: Int) -> UInt16 {
      bigEndian
        ? UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1])
        : UInt16(bytes[at + 1]) << 8 | UInt16(bytes[at])
    }
    while i < bytes.count {
      guard i + 1 < bytes.count else { return (out, ("odd trailing byte", i)) }
      let u = unit(i)
      let scalar: UInt32
      if u >= 0xD800 && u <= 0xDBFF {
        guard i + 3 < bytes.count else { return (out, ("unpaired surrogate", i)) }
        let low = unit(i + 2)
        guard low >= 0xDC00 && low <= 0xDFFF else { return (out, ("unpaired surrogate", i)) }
        scalar = 0x10000 + ((UInt32(u) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
        i += 4
      } else if u >= 0xDC00 && u <= 0xDFFF {
        return (out, ("unpaired surrogate", i))
      } else {
        scalar = UInt32(u)
        i += 2
      }
      appendUTF8(scalar, to: &out)
    }
    return (out, nil)
  }

  /// The text a reading error's location refers to, for excerpts: the input for UTF-8 (nil),
  /// its transcoding for UTF-16 and ISO-8859-1, and for UTF-16 that cannot be decoded, the
  /// transcoding of the part before the fault (where the error points). Never throws.
  package static func shownText(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
    do {
      switch try decode(bytes) {
      case .utf8: return nil
      case .transcoded(let text): return text
      }
    } catch {
      guard let (start, bigEndian) = utf16Layout(bytes) else { return nil }
      return utf16Prefix(bytes, from: start, bigEndian: bigEndian).text
    }
  }

  /// Where UTF-16 text starts and its byte order, when `bytes` is UTF-16 as `decode` reads it:
  /// with a byte-order mark, or recognisable from `<?`.
  private static func utf16Layout(_ bytes: UnsafeBufferPointer<UInt8>) -> (Int, Bool)? {
    let n = bytes.count
    if n >= 4
      && (bytes[0] == 0 && bytes[1] == 0 && bytes[2] == 0xFE && bytes[3] == 0xFF
        || bytes[0] == 0xFF && bytes[1] == 0xFE && bytes[2] == 0 && bytes[3] == 0)
    {
      return nil
    }
    if n >= 2 && bytes[0] == 0xFE && bytes[1] == 0xFF { return (2, true) }
    if n >= 2 && bytes[0] == 0xFF && bytes[1] == 0xFE { return (2, false) }
    if n >= 4 && bytes[0] == 0 && bytes[1] == 0x3C && bytes[2] == 0 && bytes[3] == 0x3F {
      return (0, true)
    }
    if n >= 4 && bytes[0] == 0x3C && bytes[1] == 0 && bytes[2] == 0x3F && bytes[3] == 0 {
      return (0, false)
    }
    return nil
  }

  package static func hex(_ b: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(b >> 4)], digits[Int(b & 0xF)]])
  }
}
