import PropertyList

/// The rest of a quoted string of an old-style property list (an OpenStep plist such as a
/// pbxproj, and a `.strings` file), from just after its opening quote, with its escapes read as
/// CoreFoundation's `getSlashedChar` reads them (CFOldStylePList.c), since that is what iOS and
/// Xcode see:
///
/// - `\a \b \f \n \r \t \v`;
/// - up to three octal digits, kept to eight bits (`\400` is U+0000), read in the NeXTSTEP
///   encoding: `\351` is "Ø";
/// - `\U` and up to four hexadecimal digits, a UTF-16 unit (with none, U+0000): a surrogate
///   pair is joined, an unpaired one refused;
/// - any other escaped character stands for itself: `\"`, `\\`, `\'`, and also `\u00AC` (CF
///   knows only `\U`: this is "u00AC") and `\xAB` ("xAB"). A byte of a multi-byte character is
///   kept, and the rest of the character follows as usual.
enum SlashedString {
  /// How a quoted string ended.
  enum End {
    /// At its closing quote, which the position is now after.
    case closed(String)
    /// At an unpaired UTF-16 surrogate: the offset of the escape, or of the byte, that leaves
    /// one unpaired.
    case unpairedSurrogate(at: Int)
    /// At the end of the input, before a closing quote.
    case unclosed
  }

  /// Reads from `pos` up to and past the closing `quote`, appending to `text` (which may hold
  /// the string's first bytes already).
  static func read(
    _ b: UnsafeBufferPointer<UInt8>, from pos: inout Int, end: Int, quote: UInt8,
    into text: inout EscapedText
  ) -> End {
    while pos < end {
      let c = b[pos]
      if c == quote {
        guard let string = text.string else { return .unpairedSurrogate(at: pos) }
        pos += 1
        return .closed(string)
      }
      if c != 0x5C {
        guard text.append(byte: c) else { return .unpairedSurrogate(at: pos) }
        pos += 1
        continue
      }
      let escapeStart = pos
      pos += 1
      guard pos < end else { break }
      let e = b[pos]
      pos += 1
      let scalar: UInt32
      switch e {
      case 0x61: scalar = 0x07
      case 0x62: scalar = 0x08
      case 0x66: scalar = 0x0C
      case 0x6E: scalar = 0x0A
      case 0x72: scalar = 0x0D
      case 0x74: scalar = 0x09
      case 0x76: scalar = 0x0B
      case 0x55:
        var v: UInt32 = 0
        var digits = 0
        while digits < 4 && pos < end, let d = hexDigit(b[pos]) {
          v = v << 4 | d
          pos += 1
          digits += 1
        }
        scalar = v
      case 0x30...0x37:
        var v = UInt32(e - 0x30)
        var digits = 1
        while digits < 3 && pos < end && b[pos] >= 0x30 && b[pos] <= 0x37 {
          v = v << 3 | UInt32(b[pos] - 0x30)
          pos += 1
          digits += 1
        }
        scalar = NeXTSTEP.scalar(UInt8(truncatingIfNeeded: v))
      default:
        guard text.append(byte: e) else { return .unpairedSurrogate(at: escapeStart) }
        continue
      }
      guard text.append(escaped: scalar) else { return .unpairedSurrogate(at: escapeStart) }
    }
    return .unclosed
  }
}
