/// Shares one `String` among all the equal dictionary keys of a document.
///
/// Info.plist-like files repeat the same few keys thousands of times; handing out one instance
/// saves an allocation and a copy per key, makes the tree smaller, and lets the duplicate-key
/// check compare most keys by identity. A class over memory of its own, allocated once: a
/// lookup touches no array, so it checks no uniqueness and no bounds.
package final class KeyTable {
  @usableFromInline static let slots = 512
  /// Strings longer than this are made afresh each time.
  @usableFromInline static let longest = 64
  /// Each slot's hash (0: empty), length in bytes (the hash alone does not tell a key from its
  /// own prefix), string, and a copy of its bytes (compared directly, cheaper than through the
  /// String).
  @usableFromInline let hashes = UnsafeMutablePointer<UInt64>.allocate(capacity: slots)
  @usableFromInline let lengths = UnsafeMutablePointer<Int>.allocate(capacity: slots)
  @usableFromInline let strings = UnsafeMutablePointer<String>.allocate(capacity: slots)
  @usableFromInline let pool = UnsafeMutablePointer<UInt8>.allocate(capacity: slots * longest)

  package init() {
    hashes.initialize(repeating: 0, count: Self.slots)
    lengths.initialize(repeating: -1, count: Self.slots)
    strings.initialize(repeating: "", count: Self.slots)
    pool.initialize(repeating: 0, count: Self.slots * Self.longest)
  }

  deinit {
    strings.deinitialize(count: Self.slots)
    hashes.deallocate()
    lengths.deallocate()
    strings.deallocate()
    pool.deallocate()
  }

  @inlinable package func key(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    let n = bytes.count
    guard n <= Self.longest, let base = bytes.baseAddress else {
      return String(decoding: bytes, as: UTF8.self)
    }
    var hash = UInt64(n) &* 0x9E37_79B9_7F4A_7C15
    if n >= 8 {
      // The first and last eight bytes tell keys apart well enough for a cache.
      let raw = UnsafeRawPointer(base)
      hash ^= raw.loadUnaligned(as: UInt64.self) &* 0xBF58_476D_1CE4_E5B9
      hash ^= raw.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self) &* 0x94D0_49BB_1331_11EB
    } else {
      for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
    }
    hash ^= hash >> 31
    hash |= 1  // 0 marks an empty slot
    let slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & (Self.slots - 1)
    let stored = pool + slot * Self.longest
    if hashes[slot] == hash && lengths[slot] == n
      && bytesEqual(UnsafeBufferPointer(start: stored, count: n), bytes)
    {
      return strings[slot]
    }
    let made = String(decoding: bytes, as: UTF8.self)
    hashes[slot] = hash
    lengths[slot] = n
    strings[slot] = made
    stored.update(from: base, count: n)
    return made
  }
}

/// Whether two strings have the same UTF-8 bytes (not Unicode canonical equivalence, which
/// Swift's `==` uses; CoreFoundation compares keys literally).
@inlinable @inline(__always)
package func sameBytes(_ a: String, _ b: String) -> Bool {
  guard a.utf8.count == b.utf8.count else { return false }
  if let result = a.utf8.withContiguousStorageIfAvailable({ pa in
    b.utf8.withContiguousStorageIfAvailable { pb in bytesEqual(pa, pb) }
  }), let same = result {
    return same
  }
  return a.utf8.elementsEqual(b.utf8)
}

/// Byte equality of two buffers of the same length, eight bytes at a time.
@inlinable @inline(__always)
package func bytesEqual(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
  let n = a.count
  guard n == b.count else { return false }
  guard n > 0, let pa = a.baseAddress, let pb = b.baseAddress else { return true }
  let ra = UnsafeRawPointer(pa)
  let rb = UnsafeRawPointer(pb)
  var i = 0
  while i + 8 <= n {
    if ra.loadUnaligned(fromByteOffset: i, as: UInt64.self)
      != rb.loadUnaligned(fromByteOffset: i, as: UInt64.self)
    {
      return false
    }
    i += 8
  }
  while i < n {
    if pa[i] != pb[i] { return false }
    i += 1
  }
  return true
}
