#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Writes a file so that a reader (or a crash) sees the old contents or the new, never a part:
/// the bytes go to a temporary file beside the target, are flushed to disk, and the temporary
/// file is renamed over the target (`rename(2)` is atomic on one file system).
public enum AtomicFile {
  /// A write that did not happen; the target is as it was.
  public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file that was to be written.
    public var path: String
    /// Why it was not (the system's error).
    public var reason: String
    public var description: String { "\(path): \(reason)" }
  }

  /// Writes `bytes` to `path`: a reader sees the old file or the new, never a part of it.
  public static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
    try write(bytes, to: path, afterFirstHalf: nil)
  }

  /// `afterFirstHalf` runs once half the bytes are in the temporary file; tests throw from it to
  /// stand for a crash in the middle of the write.
  static func write(_ bytes: [UInt8], to path: String, afterFirstHalf: (() throws -> Void)?)
    throws(Failure)
  {
    // A name of this save's own (`store.plist.tmp-<pid>-XXXXXX`): concurrent saves never share
    // a temporary file, and the pid lets a later load tell an orphan from a save in progress.
    var template = Array("\(path)\(temporaryMarker)\(getpid())-XXXXXX".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      return mkstemp(base)
    }
    let temporary = template.withUnsafeBufferPointer { buffer in
      String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    guard fd >= 0 else {
      throw Failure(path: path, reason: "cannot create \(temporary): \(errorText())")
    }
    fchmod(fd, 0o644)  // mkstemp makes it 0600
    var closed = false
    defer {
      if !closed { close(fd) }
    }
    func writeAll(_ slice: ArraySlice<UInt8>) -> Bool {
      slice.withUnsafeBytes { raw in
        var offset = 0
        while offset < raw.count {
          let n = posixWrite(fd, raw.baseAddress.map { $0 + offset }, raw.count - offset)
          if n <= 0 { return false }
          offset += n
        }
        return true
      }
    }
    let half = bytes.count / 2
    guard writeAll(bytes[..<half]) else {
      unlink(temporary)
      throw Failure(path: path, reason: "cannot write \(temporary): \(errorText())")
    }
    if let afterFirstHalf {
      do { try afterFirstHalf() } catch {
        // Interrupted: what is on disk is a partial temporary file, never the target.
        throw Failure(path: path, reason: "interrupted: \(error)")
      }
    }
    guard writeAll(bytes[half...]), fsync(fd) == 0 else {
      unlink(temporary)
      throw Failure(path: path, reason: "cannot write \(temporary): \(errorText())")
    }
    close(fd)
    closed = true
    guard rename(temporary, path) == 0 else {
      unlink(temporary)
      throw Failure(path: path, reason: "cannot rename \(temporary) over it: \(errorText())")
    }
  }

  /// What temporary files are named after: `<path>.tmp-<pid>-<unique>`.
  static let temporaryMarker = ".tmp-"

  /// Removes the temporary files that saves to `path` left when their process died (a crash or
  /// `kill -9` between creating the file and renaming it); returns their paths. Files of live
  /// processes (a save in progress) are left alone.
  public static func removeOrphans(of path: String) -> [String] {
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[..<$0]) } ?? "."
    let prefix = (slash.map { String(path[path.index(after: $0)...]) } ?? path) + temporaryMarker
    guard
      let names = try? FileManager.default.contentsOfDirectory(
        atPath: directory.isEmpty ? "/" : directory)
    else {
      return []
    }
    var removed: [String] = []
    for name in names.sorted() where name.hasPrefix(prefix) {
      let rest = name.dropFirst(prefix.count)
      guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]) else { continue }
      guard kill(pid, 0) != 0 && errno == ESRCH else { continue }  // alive (or not ours to signal)
      let file = (slash == nil ? "" : directory + "/") + name
      if unlink(file) == 0 { removed.append(file) }
    }
    return removed
  }

  /// The size of the file at `path` in bytes, without reading it; nil when there is none.
  public static func size(of path: String) -> Int? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return Int(info.st_size)
  }

  /// Moves a file aside under a name that does not exist yet; returns the new path.
  public static func moveAside(_ path: String, suffix: String) -> String? {
    var candidate = path + "." + suffix
    var n = 1
    while access(candidate, F_OK) == 0 {
      n += 1
      candidate = path + "." + suffix + "-\(n)"
    }
    return rename(path, candidate) == 0 ? candidate : nil
  }

  static func errorText() -> String { String(cString: strerror(errno)) }
}

@inline(__always)
private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(fd, buffer, count)
}
