import PropertyList
import QuickActions

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Exit statuses (ARCHITECTURE.md): sysexits' EX_USAGE and EX_NOINPUT for the command line and input,
/// EX_CANTCREAT and EX_IOERR for output (sysexits.h, FreeBSD's sysexits(3)).
enum ExitStatus {
  static let success: Int32 = 0
  static let failure: Int32 = 1
  static let usage: Int32 = 64
  static let noInput: Int32 = 66
  /// sysexits.h `EX_CANTCREAT`: an output file that cannot be written.
  static let cannotCreate: Int32 = 73
  /// sysexits.h `EX_IOERR`: "an error occurred while doing I/O on some file": a write to
  /// standard output or to an output file that failed (a full disk, a closed device).
  static let ioError: Int32 = 74
}

/// An output file that cannot be written (a regular file is left as it was): exit status 73 when
/// it cannot be created, 74 when writing to it fails.
struct OutputError: Error {
  var path: String
  var reason: String
  var status: Int32 = ExitStatus.cannotCreate
}

/// A file that cannot be read; exit status 66.
struct InputError: Error {
  var path: String
  var reason: String
}

/// Standard output for results, standard error for messages; colour as ``ColourChoice`` decides.
enum Console {
  static func out(_ text: String) {
    if let reason = write(1, text), standardOutputFailure == nil { standardOutputFailure = reason }
  }

  /// A message on standard error; a failure to write it has nowhere to be told.
  static func error(_ text: String) { _ = write(2, text) }

  /// Why a write to standard output failed (the first failure), if one did: the tool then exits
  /// 74 with one line on standard error, never 0 with its results lost (`items > /dev/full`).
  ///
  /// Written by whichever thread prints (the main thread, or the one task `Blocking` runs while
  /// the main thread waits for it) and read by the main thread after that task: `Blocking`'s
  /// semaphore orders the write before the read.
  nonisolated(unsafe) static var standardOutputFailure: String?

  /// Writes `text` and a final newline to `fd`, whole; returns why not, if it could not.
  static func write(_ fd: Int32, _ text: String) -> String? {
    var bytes = Array(text.utf8)
    if bytes.last != 0x0A { bytes.append(0x0A) }
    return writeAll(fd, bytes)
  }

  /// Writes every byte to `fd` (again after an interrupted call); returns the system's reason
  /// when it could not.
  static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> String? {
    bytes.withUnsafeBytes { raw -> String? in
      var offset = 0
      while offset < raw.count {
        let n = posixWrite(fd, raw.baseAddress.map { $0 + offset }, raw.count - offset)
        if n < 0 && errno == EINTR { continue }
        guard n > 0 else { return n < 0 ? String(cString: strerror(errno)) : "nothing was written" }
        offset += n
      }
      return nil
    }
  }

  /// What `--color` chose; set once by `main` before any command runs or any thread starts.
  nonisolated(unsafe) static var colourChoice = ColourChoice.auto

  /// Whether standard output takes colour.
  static var colourOnStandardOutput: Bool { colour(on: 1) }

  /// Whether what goes to `fd` takes colour: ``ColourChoice/decide(environment:isTerminal:)``.
  static func colour(on fd: Int32) -> Bool {
    colourChoice.decide(
      environment: { getenv($0).map { String(cString: $0) } }, isTerminal: isatty(fd) == 1)
  }

  /// The largest input read, as `PropertyList.Options.maxInputBytes`: a larger file is refused
  /// from its size, before any of it is read.
  static let maxInputBytes = PropertyList.Options().maxInputBytes

  /// The whole file (`-` is standard input), or an input error naming why it cannot be read.
  static func read(_ path: String) throws(InputError) -> [UInt8] {
    if path == "-" { return try readStandardInput() }
    var info = stat()
    guard stat(path, &info) == 0 else { throw InputError(path: path, reason: "no such file") }
    guard info.st_mode & S_IFMT != S_IFDIR else {
      throw InputError(path: path, reason: "is a directory")
    }
    if info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) > maxInputBytes {
      throw InputError(
        path: path,
        reason:
          "is \(Int(info.st_size)) bytes, over the limit of \(maxInputBytes) bytes; nothing was read"
      )
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
        throw InputError(
          path: "-", reason: "standard input is over the limit of \(maxInputBytes) bytes")
      }
    }
  }

  /// Writes `text` to `path` whole or not at all (`AtomicFile`).
  static func writeAtomically(_ text: String, to path: String) throws(OutputError) {
    try writeAtomically(Array(text.utf8), to: path)
  }

  /// Writes `bytes` to `path` whole or not at all (`AtomicFile`). A path that is already there
  /// and is no regular file (a device such as `/dev/stdout` or `/dev/full`, a pipe) is written
  /// to in place: renaming a temporary file over it would replace the device with a file.
  static func writeAtomically(_ bytes: [UInt8], to path: String) throws(OutputError) {
    let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
    guard folder.isEmpty || directoryExists(folder) else {
      throw OutputError(path: path, reason: "no such directory")
    }
    let kind = fileKind(path)
    guard kind != S_IFDIR else { throw OutputError(path: path, reason: "is a directory") }
    if let kind, kind != S_IFREG { return try writeInPlace(bytes, to: path) }
    do { try AtomicFile.write(bytes, to: path) } catch {
      // AtomicFile says "cannot write" when write(2) or fsync(2) failed on the temporary file
      // (the disk is full): an I/O error. Anything else is a file that cannot be created.
      let failedWriting = error.reason.hasPrefix("cannot write ")
      throw OutputError(
        path: path, reason: error.reason,
        status: failedWriting ? ExitStatus.ioError : ExitStatus.cannotCreate)
    }
  }

  /// Writes `bytes` to the device or pipe at `path`; a failed write exits 74.
  static func writeInPlace(_ bytes: [UInt8], to path: String) throws(OutputError) {
    let fd = open(path, O_WRONLY)
    guard fd >= 0 else { throw OutputError(path: path, reason: String(cString: strerror(errno))) }
    defer { close(fd) }
    if let reason = writeAll(fd, bytes) {
      throw OutputError(path: path, reason: reason, status: ExitStatus.ioError)
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
  static func fileError(path: String, bytes: [UInt8], message: String, at location: SourceLocation)
  {
    error(
      SourceExcerpt.render(
        path: path, source: PropertyList.sourceText(bytes), severity: "error",
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
