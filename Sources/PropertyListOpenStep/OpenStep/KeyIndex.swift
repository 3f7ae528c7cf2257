import PropertyList

/// The positions of a large dictionary's keys in the reader's entry run, found by a hash of
/// their bytes (open addressing, linear probing, at most half full).
///
/// Hashes are computed once per key and kept beside the entries (`KeyHashes`), so growing the
/// table never hashes a string again, and a small dictionary's scan compares hashes before
/// bytes. The hash is seeded per reader, so a file cannot be made of keys that all collide.
final class KeyIndex {
  private var slots: UnsafeMutablePointer<Int32>
  private var mask: Int
  private var count = 0

  /// An index of the entries `start..<end` whose hashes `hashes` holds.
  init(_ hashes: KeyHashes, from start: Int, to end: Int) {
    var capacity = 64
    while capacity < 4 * (end - start) { capacity *= 2 }
    mask = capacity - 1
    slots = .allocate(capacity: capacity)
    slots.initialize(repeating: -1, count: capacity)
    for position in start..<end { insert(position, hash: hashes[position]) }
  }

  deinit { slots.deallocate() }

  /// The first position whose hash is `hash` and whose key `matches`, or nil.
  @inline(__always)
  func find(_ hash: UInt64, _ hashes: KeyHashes, matches: (Int) -> Bool) -> Int? {
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let position = Int(slots[slot])
      if position < 0 { return nil }
      if hashes[position] == hash && matches(position) { return position }
      slot = (slot + 1) & mask
    }
  }

  /// Records the entry at `position`, growing the table (from the stored hashes) when half full.
  func insert(_ position: Int, hash: UInt64, rehashingFrom hashes: KeyHashes? = nil) {
    if 2 * (count + 1) > mask + 1, let hashes { grow(hashes) }
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] >= 0 { slot = (slot + 1) & mask }
    slots[slot] = Int32(truncatingIfNeeded: position)
    count += 1
  }

  private func grow(_ hashes: KeyHashes) {
    let old = slots
    let oldCapacity = mask + 1
    mask = 2 * oldCapacity - 1
    slots = .allocate(capacity: mask + 1)
    slots.initialize(repeating: -1, count: mask + 1)
    count = 0
    for slot in 0..<oldCapacity where old[slot] >= 0 {
      let position = Int(old[slot])
      insert(position, hash: hashes[position])
    }
    old.deallocate()
  }
}

/// The hash of each entry's key, parallel to the reader's entry run, and the seeded hash.
final class KeyHashes {
  private var base: UnsafeMutablePointer<UInt64>
  private var capacity: Int
  private(set) var count = 0
  let seed: UInt64

  init(capacity: Int = 256) {
    self.capacity = capacity
    base = .allocate(capacity: capacity)
    // A per-reader seed (from the system's random source) so that colliding keys cannot be
    // prepared in advance.
    seed = UInt64.random(in: 1...UInt64.max)
  }

  deinit { base.deallocate() }

  @inline(__always) subscript(position: Int) -> UInt64 { base[position] }

  /// Keeps `hash` at `position` (the entry run's count before its append).
  @inline(__always)
  func set(_ hash: UInt64, at position: Int) {
    while position >= capacity {
      let larger = UnsafeMutablePointer<UInt64>.allocate(capacity: capacity * 2)
      larger.update(from: base, count: capacity)
      base.deallocate()
      base = larger
      capacity *= 2
    }
    base[position] = hash
  }

  /// A hash of the key's UTF-8 bytes, eight at a time.
  @inline(__always)
  func hash(_ key: String) -> UInt64 {
    var key = key
    return key.withUTF8 { bytes -> UInt64 in
      let n = bytes.count
      var h = seed ^ (UInt64(n) &* 0x9E37_79B9_7F4A_7C15)
      guard let base = bytes.baseAddress else { return h }
      let raw = UnsafeRawPointer(base)
      var i = 0
      while i + 8 <= n {
        h = (h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
        h ^= h >> 31
        i += 8
      }
      var tail: UInt64 = 0
      var shift: UInt64 = 0
      while i < n {
        tail |= UInt64(base[i]) << shift
        shift += 8
        i += 1
      }
      h = (h ^ tail) &* 0x94D0_49BB_1331_11EB
      return h ^ (h >> 29)
    }
  }
}
