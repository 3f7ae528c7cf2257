#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Strict base64 for `<data>`: white space may stand anywhere, padding is required and only at
/// the end, and any other character is an error at its own offset.
enum Base64 {
  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  private static let decodeTable: [UInt8] = {
    var table = [UInt8](repeating: 0xFF, count: 256)
    for (i, c) in alphabet.enumerated() { table[Int(c)] = UInt8(i) }
    return table
  }()

  static func decode(_ t: UnsafeBufferPointer<UInt8>) -> Result<Data, ScalarText.Failure> {
    // Decoded into temporary (for small data, stack) memory; `Data` keeps up to 14 bytes inline,
    // so a short value costs no allocation at all.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: t.count * 3 / 4 + 3) { out in
      decode(t, into: out)
    }
  }

  private static func decode(
    _ t: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>
  )
    -> Result<Data, ScalarText.Failure>
  {
    var n = 0
    var quad: UInt32 = 0
    var filled = 0
    var padding = 0
    var lastOffset = 0
    for i in 0..<t.count {
      let c = t[i]
      if ScalarText.isSpace(c) { continue }
      lastOffset = i
      if c == 0x3D {
        guard filled >= 2 else {
          return .failure(.init(offset: i, message: "misplaced '=' padding in base64 data"))
        }
        padding += 1
        filled += 1
        quad <<= 6
      } else {
        let v = decodeTable[Int(c)]
        guard v != 0xFF else {
          let shown =
            c >= 0x20 && c < 0x7F
            ? "'\(Character(Unicode.Scalar(c)))'" : "byte 0x\(TextDecoding.hex(c))"
          return .failure(.init(offset: i, message: "\(shown) is not a base64 character"))
        }
        guard padding == 0 else {
          return .failure(.init(offset: i, message: "base64 data continues after '=' padding"))
        }
        quad = quad << 6 | UInt32(v)
        filled += 1
      }
      if filled == 4 {
        out[n] = UInt8(truncatingIfNeeded: quad >> 16)
        n += 1
        if padding < 2 {
          out[n] = UInt8(truncatingIfNeeded: quad >> 8)
          n += 1
        }
        if padding < 1 {
          out[n] = UInt8(truncatingIfNeeded: quad)
          n += 1
        }
        if padding > 0 {
          // Padding ends the data; anything but white space after it is an error (checked above).
          quad = 0
          filled = 0
          padding = 3  // any further character is 'after padding'
          continue
        }
        quad = 0
        filled = 0
      }
    }
    guard filled == 0 else {
      return .failure(
        .init(
          offset: lastOffset, message: "base64 data is incomplete (length is not a multiple of 4)"))
    }
    return .success(Data(UnsafeBufferPointer(rebasing: out[..<n])))
  }

  static func encode(_ data: Data) -> String {
    var out = [UInt8]()
    out.reserveCapacity((data.count + 2) / 3 * 4)
    let bytes = [UInt8](data)
    var i = 0
    while i + 3 <= bytes.count {
      let v = UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2])
      out += [
        alphabet[Int(v >> 18)], alphabet[Int(v >> 12 & 63)], alphabet[Int(v >> 6 & 63)],
        alphabet[Int(v & 63)],
      ]
      i += 3
    }
    let rest = bytes.count - i
    if rest == 1 {
      let v = UInt32(bytes[i]) << 16
      out += [alphabet[Int(v >> 18)], alphabet[Int(v >> 12 & 63)], 0x3D, 0x3D]
    } else if rest == 2 {
      let v = UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8
      out += [
        alphabet[Int(v >> 18)], alphabet[Int(v >> 12 & 63)], alphabet[Int(v >> 6 & 63)], 0x3D,
      ]
    }
    return String(decoding: out, as: UTF8.self)
  }
}
