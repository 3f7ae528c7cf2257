import PropertyList

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file system as the wiring reader uses it: one `readdir` walk (the entry's type comes
/// with its name, no `stat` per file), and files read straight into byte arrays (both
/// `FileAccess`'s).
enum SourceFolder {
  /// The largest source file read; a larger one is generated code, not an app's delegate.
  static let maxBytes = 4 << 20

  /// Regular files below `folder` (prefixed with it), sorted, never entering a folder `skip`
  /// accepts nor following links, at most 24 levels deep (`FileAccess`, the walk the Android
  /// reader shares).
  static func files(below folder: String, skip: (String) -> Bool) -> [String] {
    FileAccess.files(below: folder, skip: skip)
  }

  /// The bytes of a regular file of at most ``maxBytes``, or nil. Non-blocking, so that a FIFO
  /// in place of a file is refused instead of waited on.
  static func read(_ path: String) -> [UInt8]? { FileAccess.read(path, maxBytes: maxBytes) }

  /// Whether `path` is a folder (a link to one counts).
  static func isFolder(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
  }

  /// Whether `needle` occurs in `bytes` (`memchr` to each candidate first byte, then a
  /// comparison).
  static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
    guard let first = needle.first, needle.count <= bytes.count else { return false }
    return bytes.withUnsafeBufferPointer { haystack in
      needle.withUnsafeBufferPointer { wanted in
        guard let base = haystack.baseAddress, let sought = wanted.baseAddress else { return false }
        var start = 0
        let last = haystack.count - wanted.count
        while start <= last {
          guard let hit = memchr(base + start, Int32(first), last - start + 1) else { return false }
          let offset = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
          if memcmp(base + offset, sought, wanted.count) == 0 { return true }
          start = offset + 1
        }
        return false
      }
    }
  }
}
