#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
import QuickActions
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import PropertyList

/// Exit statuses (ARCHITECTURE.md): sysexits' EX_USAGE and EX_NOINPUT for the command line and input.
enum ExitStatus {
  static let success: Int32 = 0
  static let failure: Int32 = 1
  static let usage: Int32 = 64
  static let noInput: Int32 = 66
  /// sysexits.h `EX_CANTCREAT`: an output file that cannot be written.
  static let cannotCreate: Int32 = 73
}

/// An output file that cannot be written (it is left as it was); exit status 73.
struct OutputError: Error {
  var path: String
  var reason: String
}

/// A file that cannot be read; exit status 66.
struct InputError: Error {
  var path: String
  var reason: String
}

/// Standard output for results, standard error for messages; colour only on a terminal and
/// never with NO_COLOR.
enum Console {
  static func out(_ text: String) { write(1, text) }
  static func error(_ text: String) { write(2, text) }

  static func write(_ fd: Int32, _ text: String) {
    var bytes = Array(text.utf8)
    if bytes.last != 0x0A { bytes.append(0x0A) }
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let n = posixWrite(fd, raw.baseAddress.map { $0 + offset }, raw.count - offset)
        if n <= 0 { return }
        offset += n
      }
    }
  }

  /// Whether standard output takes colour.
  static var colourOnStandardOutput: Bool {
    isatty(1) == 1 && getenv("NO_COLOR") == nil && getenv("TERM").map { String(cString: $0) } != "dumb"
  }

  /// The largest input read, as `PropertyList.Options.maxInputBytes`: a larger file is refused
  /// from its size, before any of it is read.
  static let maxInputBytes = PropertyList.Options().maxInputBytes

  /// The whole file (`-` is standard input), or an input error naming why it cannot be read.
  static func read(_ path: String) throws(InputError) -> [UInt8] {
    if path == "-" { return try readStandardInput() }
    var info = stat()
    guard stat(path, &info) == 0 else { throw InputError(path: path, reason: "no such file") }
    guard info.st_mode & S_IFMT != S_IFDIR else { throw InputError(path: path, reason: "is a directory") }
    if info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) > maxInputBytes {
      throw InputError(path: path, reason: "is \(Int(info.st_size)) bytes, over the limit of \(maxInputBytes) bytes; nothing was read")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw InputError(path: path, reason: "permission denied or unreadable")
    }
    guard data.count <= maxInputBytes else {
      throw InputError(path: path, reason: "is over the limit of \(maxInputBytes) bytes")
    }
    return [UInt8](data)
  }

  /// Standard input, read to its end, refused as soon as it passes the limit.
  static func readStandardInput() throws(InputError) -> [UInt8] {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { posixRead(0, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw InputError(path: "-", reason: "standard input cannot be read")
      }
      if count == 0 { return bytes }
      bytes += buffer[..<count]
      if bytes.count > maxInputBytes {
        throw InputError(path: "-", reason: "standard input is over the limit of \(maxInputBytes) bytes")
      }
    }
  }

  /// Writes `text` to `path` whole or not at all (`AtomicFile`).
  static func writeAtomically(_ text: String, to path: String) throws(OutputError) {
    try writeAtomically(Array(text.utf8), to: path)
  }

  /// Writes `bytes` to `path` whole or not at all (`AtomicFile`).
  static func writeAtomically(_ bytes: [UInt8], to path: String) throws(OutputError) {
    let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
    guard folder.isEmpty || directoryExists(folder) else { throw OutputError(path: path, reason: "no such directory") }
    guard fileKind(path) != S_IFDIR else { throw OutputError(path: path, reason: "is a directory") }
    do { try AtomicFile.write(bytes, to: path) } catch {
      throw OutputError(path: path, reason: error.reason)
    }
  }

  static func directoryExists(_ path: String) -> Bool { fileKind(path) == S_IFDIR }

  /// The file-type bits of `stat(2)`, or nil when nothing is there.
  static func fileKind(_ path: String) -> mode_t? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return info.st_mode & S_IFMT
  }

  /// A file that does not read as what it should be (settings, a baseline, a store), the
  /// compiler way with its line, on standard error.
  static func fileError(path: String, bytes: [UInt8], message: String, at location: SourceLocation) {
    error(SourceExcerpt.render(path: path, source: PropertyList.sourceText(bytes), severity: "error",
                               message: message, location: location))
  }

  /// A parse error the compiler way, for messages on standard error.
  static func render(_ error: PlistError, path: String, bytes: [UInt8]) -> String {
    SourceExcerpt.render(error, path: path, source: bytes)
  }
}

@inline(__always)
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(fd, buffer, count)
}

@inline(__always)
private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(fd, buffer, count)
}
