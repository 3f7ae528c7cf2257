/// Shares one `String` among all the equal dictionary keys of a document.
///
/// Info.plist-like files repeat the same few keys thousands of times; handing out one instance
/// saves an allocation and a copy per key, makes the tree smaller, and lets the duplicate-key
/// check compare most keys by identity.
struct KeyTable {
  private var hashes = [UInt64](repeating: 0, count: 512)
  private var strings = [String](repeating: "", count: 512)

  mutating func key(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
    hash |= 1  // 0 marks an empty slot
    let slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & 511
    if hashes[slot] == hash && sameBytes(strings[slot], bytes) { return strings[slot] }
    let made = String(decoding: bytes, as: UTF8.self)
    hashes[slot] = hash
    strings[slot] = made
    return made
  }
}

/// Whether a string's UTF-8 bytes are exactly these bytes.
@inline(__always)
func sameBytes(_ string: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
  guard string.utf8.count == bytes.count else { return false }
  if let result = string.utf8.withContiguousStorageIfAvailable({ $0.elementsEqual(bytes) }) {
    return result
  }
  return string.utf8.elementsEqual(bytes)
}

/// Whether two strings have the same UTF-8 bytes (not Unicode canonical equivalence, which
/// Swift's `==` uses; CoreFoundation compares keys literally).
@inline(__always)
func sameBytes(_ a: String, _ b: String) -> Bool {
  guard a.utf8.count == b.utf8.count else { return false }
  if let result = a.utf8.withContiguousStorageIfAvailable({ pa in
    b.utf8.withContiguousStorageIfAvailable { pb in pa.elementsEqual(pb) }
  }), let same = result {
    return same
  }
  return a.utf8.elementsEqual(b.utf8)
}
