import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The other parsers the benchmark runs side by side with ours.
enum Comparisons {
  /// Foundation's `PropertyListSerialization` on the same bytes; the tree, to keep.
  static func propertyListSerialization(_ data: Data) -> Any? {
    try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
  }

  typealias FromXML =
    @convention(c) (UnsafePointer<CChar>?, UInt32, UnsafeMutablePointer<UnsafeMutableRawPointer?>?)
    -> Void
  typealias Free = @convention(c) (UnsafeMutableRawPointer?) -> Void

  /// libplist's `plist_from_xml`, loaded at run time so the package builds without it.
  struct LibPlist {
    let fromXML: FromXML
    let free: Free

    static func load() -> LibPlist? {
      for name in [
        "libplist-2.0.so.3", "libplist.so.3", "libplist-2.0.so", "libplist.so",
        "libplist-2.0.dylib",
      ] {
        guard let handle = dlopen(name, RTLD_NOW) else { continue }
        guard let from = dlsym(handle, "plist_from_xml"), let free = dlsym(handle, "plist_free")
        else { continue }
        return LibPlist(
          fromXML: unsafeBitCast(from, to: FromXML.self), free: unsafeBitCast(free, to: Free.self))
      }
      return nil
    }

    /// The parsed tree; pass it to `release` once the clock has stopped.
    func parse(_ bytes: [UInt8]) -> UnsafeMutableRawPointer? {
      var root: UnsafeMutableRawPointer? = nil
      bytes.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) {
          fromXML($0.baseAddress, UInt32(buffer.count), &root)
        }
      }
      return root
    }

    func release(_ root: UnsafeMutableRawPointer?) { free(root) }
  }

  /// Python's `plistlib`, timed inside Python on the same file: MB/s, or nil without python3.
  static func plistlib(path: String, bytes: Int, runs: Int) -> Double? {
    let script = """
      import plistlib, sys, time
      data = open(sys.argv[1], 'rb').read()
      best = None
      for _ in range(int(sys.argv[2])):
          t = time.perf_counter(); tree = plistlib.loads(data); t = time.perf_counter() - t
          del tree
          best = t if best is None or t < best else best
      print(best)
      """
    guard
      let seconds = secondsPrinted(
        by: "/usr/bin/env", ["python3", "-c", script, path, String(runs)])
    else { return nil }
    return Double(bytes) / 1_000_000 / seconds
  }

  /// The number of seconds a child process prints on its standard output, or nil when it fails.
  static func secondsPrinted(by executable: String, _ arguments: [String]) -> Double? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let out = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return Double(
      String(decoding: out, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
  }
}
