#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a file so that a reader (or a crash) sees the old contents or the new, never a part:
/// the bytes go to a temporary file beside the target, are flushed to disk, and the temporary
/// file is renamed over the target (`rename(2)` is atomic on one file system).
public enum AtomicFile {
  /// A write that did not happen; the target is as it was.
  public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "\(path): \(reason)" }
  }

  public static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
    try write(bytes, to: path, afterFirstHalf: nil)
  }

  /// `afterFirstHalf` runs once half the bytes are in the temporary file; tests throw from it to
  /// stand for a crash in the middle of the write.
  static func write(_ bytes: [UInt8], to path: String, afterFirstHalf: (() throws -> Void)?)
    throws(Failure)
  {
    let temporary = path + ".tmp-\(getpid())"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else { throw Failure(path: path, reason: "cannot create \(temporary): \(errorText())") }
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
