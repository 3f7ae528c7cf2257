/// Finds the first byte that is not part of well-formed UTF-8 (overlong forms, surrogates and
/// code points past U+10FFFF included), or nil when all is well. ASCII runs go eight bytes at a
/// time, since property lists are mostly ASCII.
package func firstInvalidUTF8(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
  var i = start
  let n = bytes.count
  guard let base = bytes.baseAddress else { return nil }
  let raw = UnsafeRawPointer(base)
  while i < n {
    // Sixteen ASCII bytes at a time, then eight.
    while i + 16 <= n {
      let a = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
      let b = raw.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self)
      guard (a | b) & 0x8080_8080_8080_8080 == 0 else { break }
      i += 16
    }
    guard i < n else { break }
    if i + 8 <= n {
      let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
      if word & 0x8080_8080_8080_8080 == 0 {
        i += 8
        continue
      }
    }
    let b0 = bytes[i]
    if b0 < 0x80 {
      i += 1
      continue
    }
    let length: Int
    var lower: UInt8 = 0x80
    var upper: UInt8 = 0xBF
    switch b0 {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      lower = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      upper = 0x9F
    case 0xF0:
      length = 4
      lower = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      upper = 0x8F
    default: return i
    }
    guard i + length <= n else { return i }
    let b1 = bytes[i + 1]
    guard b1 >= lower && b1 <= upper else { return i }
    for k in 2..<length where bytes[i + k] & 0xC0 != 0x80 { return i }
    i += length
  }
  return nil
}

/// Appends the UTF-8 form of a code point already known to be a Unicode scalar value.
@inlinable @inline(__always)
package func appendUTF8(_ scalar: UInt32, to out: inout [UInt8]) {
  switch scalar {
  case ..<0x80:
    out.append(UInt8(scalar))
  case ..<0x800:
    out.append(UInt8(0xC0 | (scalar >> 6)))
    out.append(UInt8(0x80 | (scalar & 0x3F)))
  case ..<0x10000:
    out.append(UInt8(0xE0 | (scalar >> 12)))
    out.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
    out.append(UInt8(0x80 | (scalar & 0x3F)))
  default:
    out.append(UInt8(0xF0 | (scalar >> 18)))
    out.append(UInt8(0x80 | ((scalar >> 12) & 0x3F)))
    out.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
    out.append(UInt8(0x80 | (scalar & 0x3F)))
  }
}
