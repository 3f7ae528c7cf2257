#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file system as the wiring reader uses it: one `readdir` walk (the entry's type comes
/// with its name, no `stat` per file), and files read straight into byte arrays.
enum SourceFolder {
  /// The largest source file read; a larger one is generated code, not an app's delegate.
  static let maxBytes = 4 << 20

  /// Regular files below `folder` (prefixed with it), sorted, never entering a folder `skip`
  /// accepts nor following links, at most 24 levels deep.
  static func files(below folder: String, skip: (String) -> Bool) -> [String] {
    var found: [String] = []
    var pending: [(String, Int)] = [(folder, 0)]
    while let (directory, depth) = pending.popLast() {
      guard let stream = opendir(directory) else { continue }
      defer { closedir(stream) }
      while let entry = readdir(stream) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw -> String? in
          guard let base = raw.baseAddress else { return nil }
          return String(validatingCString: base.assumingMemoryBound(to: CChar.self))
        }
        guard let name, name != ".", name != ".." else { continue }
        let path = directory == "." ? name : directory + "/" + name
        var type = Int32(entry.pointee.d_type)
        if type == Int32(DT_UNKNOWN) {
          var info = stat()
          guard lstat(path, &info) == 0 else { continue }
          let mode = info.st_mode & S_IFMT
          type = mode == S_IFDIR ? Int32(DT_DIR) : mode == S_IFREG ? Int32(DT_REG) : -1
        }
        if type == Int32(DT_DIR) {
          if !skip(name) && depth < 24 { pending.append((path, depth + 1)) }
        } else if type == Int32(DT_REG) {
          found.append(path)
        }
      }
    }
    return found.sorted()
  }

  /// The bytes of a regular file of at most ``maxBytes``, or nil. Non-blocking, so that a FIFO
  /// in place of a file is refused instead of waited on.
  static func read(_ path: String) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) <= maxBytes
    else { return nil }
    let size = Int(info.st_size)
    var failed = false
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
      var done = 0
      while done < size {
        let n = systemRead(fd, buffer.baseAddress.map { $0 + done }, size - done)
        if n < 0 && errno == EINTR { continue }
        if n <= 0 {
          failed = n < 0
          break
        }
        done += n
      }
      count = done
    }
    return failed ? nil : bytes
  }

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

/// `read(2)`, named apart from the methods called `read`.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutablePointer<UInt8>?, _ count: Int) -> Int {
  read(fd, buffer, count)
}
