#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file system as the readers built on this module use it (the Xcode project, the Android
/// app, the app's wiring): one `readdir` walk, where the entry's type comes with its name (no
/// `stat` per file), and files read straight into byte arrays (no `Data` to copy from). A real
/// app has hundreds of files; FileManager's attributes dictionary per file and its `Data` per
/// read cost more than the reading did.
///
/// Package-only: the one walk and the one read that `XcodeProject`, `AndroidProject` and
/// `AppWiring` share. It lives here because this is the one module all three import (DESIGN.md:
/// imports point down; `QuickActionTooling` is above them and imports `QuickActions`).
package enum FileAccess {
  /// What a directory entry is (a link is never followed: it is `other`).
  package enum EntryType: Sendable { case directory, regular, other }

  /// Regular files below `folder` (each path prefixed with it; `.` gives bare relative paths),
  /// sorted, never entering a folder whose name `skip` accepts nor following links, at most
  /// `maxDepth` levels deep.
  package static func files(
    below folder: String, maxDepth: Int = 24, skip: (String) -> Bool
  ) -> [String] {
    var found: [String] = []
    var pending: [(String, Int)] = [(folder, 0)]
    while let (directory, depth) = pending.popLast() {
      for (name, type) in entries(of: directory) {
        let path = directory == "." ? name : directory + "/" + name
        switch type ?? self.type(of: path) {
        case .directory:
          if !skip(name) && depth < maxDepth { pending.append((path, depth + 1)) }
        case .regular:
          found.append(path)
        case .other:
          continue
        }
      }
    }
    return found.sorted()
  }

  /// The names in `directory` (not `.` nor `..`) with their types when the file system gives
  /// them (nil: ask `lstat`); empty when it cannot be listed. A name that is not UTF-8 is left
  /// out: no path made of it would name the file.
  package static func entries(of directory: String) -> [(String, EntryType?)] {
    guard let stream = opendir(directory) else { return [] }
    defer { closedir(stream) }
    var out: [(String, EntryType?)] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw -> String? in
        guard let base = raw.baseAddress else { return nil }
        return String(validatingCString: base.assumingMemoryBound(to: CChar.self))
      }
      guard let name, name != ".", name != ".." else { continue }
      let type: EntryType?
      switch Int32(entry.pointee.d_type) {
      case Int32(DT_DIR): type = .directory
      case Int32(DT_REG): type = .regular
      case Int32(DT_UNKNOWN): type = nil
      default: type = .other
      }
      out.append((name, type))
    }
    return out
  }

  /// The type of `path` itself (a link is not followed).
  package static func type(of path: String) -> EntryType {
    var info = stat()
    guard lstat(path, &info) == 0 else { return .other }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: return .directory
    case S_IFREG: return .regular
    default: return .other
    }
  }

  /// The bytes of the regular file at `path`, or nil when there is none, it cannot be read, or
  /// it holds more than `maxBytes`.
  package static func read(_ path: String, maxBytes: Int = .max) -> [UInt8]? {
    // Non-blocking, so that a FIFO in place of a file is refused (by `fstat` below) instead of
    // waiting for a writer; a regular file reads as it would without the flag.
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) <= maxBytes
    else { return nil }
    // One byte more than `fstat` says, so that the end of the file is seen in one read; more
    // room while the file keeps giving bytes (it grew since).
    var capacity = max(Int(info.st_size), 0) + 1
    var failed = false
    var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
      count = fill(buffer, from: 0, fd: fd, failed: &failed)
    }
    while !failed && bytes.count == capacity {
      guard capacity <= maxBytes else { return nil }
      capacity *= 2
      bytes.reserveCapacity(capacity)
      let old = bytes.count
      bytes.append(contentsOf: repeatElement(0, count: capacity - old))
      let count = bytes.withUnsafeMutableBufferPointer {
        fill($0, from: old, fd: fd, failed: &failed)
      }
      bytes.removeLast(capacity - count)
    }
    return failed || bytes.count > maxBytes ? nil : bytes
  }

  /// Reads `fd` into `buffer` from `start` until the buffer is full or the file ends; the
  /// count of bytes in the buffer then.
  static func fill(
    _ buffer: UnsafeMutableBufferPointer<UInt8>, from start: Int, fd: Int32, failed: inout Bool
  ) -> Int {
    var done = start
    while done < buffer.count {
      let n = systemRead(fd, buffer.baseAddress.map { $0 + done }, buffer.count - done)
      if n < 0 && errno == EINTR { continue }
      if n < 0 { failed = true }
      if n <= 0 { break }
      done += n
    }
    return done
  }
}

/// `read(2)`, named apart from the enum's own `read`.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutablePointer<UInt8>?, _ count: Int) -> Int {
  read(fd, buffer, count)
}
