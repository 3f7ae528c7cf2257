/// Text decoded from a quoted string with escapes (`.strings` and JSON): bytes as they come,
/// and UTF-16 surrogate escapes (`\uD83D\uDE00`) joined into one scalar. An unpaired surrogate
/// is refused rather than turned into a replacement character.
package struct EscapedText {
  @usableFromInline package internal(set) var bytes: [UInt8] = []
  @usableFromInline var pendingHigh: UInt32?

  /// Empty text.
  @inlinable package init() {}

  /// Appends a literal byte; false when a high surrogate escape still waits for its pair.
  @inlinable package mutating func append(byte: UInt8) -> Bool {
    guard pendingHigh == nil else { return false }
    bytes.append(byte)
    return true
  }

  /// Appends an escaped code point or UTF-16 code unit; false for an unpaired surrogate.
  @inlinable package mutating func append(escaped value: UInt32) -> Bool {
    if (0xD800...0xDBFF).contains(value) {
      guard pendingHigh == nil else { return false }
      pendingHigh = value
      return true
    }
    if (0xDC00...0xDFFF).contains(value) {
      guard let high = pendingHigh else { return false }
      pendingHigh = nil
      appendUTF8(0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00), to: &bytes)
      return true
    }
    guard pendingHigh == nil else { return false }
    appendUTF8(value, to: &bytes)
    return true
  }

  /// The text, or nil when it ends on an unpaired high surrogate.
  @inlinable package var string: String? {
    pendingHigh == nil ? String(decoding: bytes, as: UTF8.self) : nil
  }
}

/// The value of an ASCII hexadecimal digit (`\u` escapes of JSON, `.strings` and OpenStep), or
/// nil for any other byte.
@inlinable package func hexDigit(_ c: UInt8) -> UInt32? {
  switch c {
  case 0x30...0x39: return UInt32(c - 0x30)
  case 0x41...0x46: return UInt32(c - 0x41 + 10)
  case 0x61...0x66: return UInt32(c - 0x61 + 10)
  default: return nil
  }
}
