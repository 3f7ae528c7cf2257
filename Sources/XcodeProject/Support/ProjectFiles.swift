import PropertyList

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

/// The file-system questions the project reader asks: read a file, is it there, what a folder
/// holds. Paths are joined and normalised as text (no symbolic link is resolved), the way Xcode
/// shows them.
enum ProjectFiles {
  /// The largest file read (a 1 MB pbxproj is large; this guards against a wrong path).
  static let maxBytes = 64 << 20

  /// The bytes of a regular file, or nil when there is none or it cannot be read (read straight
  /// into the array by `FileAccess`, which the Android and wiring readers share: a pbxproj may
  /// be megabytes, and no `Data` is made to copy it from).
  static func read(_ path: String) -> [UInt8]? { FileAccess.read(path, maxBytes: maxBytes) }

  /// Whether a file or folder is at `path`.
  static func exists(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0
  }

  /// Whether a folder is at `path`.
  static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
  }

  /// The names in a folder, sorted; empty when it cannot be listed.
  static func list(_ path: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
  }

  /// `base` joined with `relative`; an absolute `relative` stands alone. The result is
  /// normalised: `.` and empty components go, `..` removes the component before it (kept at
  /// the start of a relative path).
  static func join(_ base: String, _ relative: String) -> String {
    if relative.hasPrefix("/") || base.isEmpty {
      return normalize(relative.isEmpty ? "." : relative)
    }
    if relative.isEmpty { return normalize(base) }
    return normalize(base + "/" + relative)
  }

  /// The path with `.`, empty components and resolvable `..` removed.
  static func normalize(_ path: String) -> String {
    let absolute = path.hasPrefix("/")
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
        continue
      }
      if part == "..", absolute { continue }
      parts.append(part)
    }
    let joined = parts.joined(separator: "/")
    if absolute { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }

  /// The folder that holds `path` (`.` for a bare name).
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    if slash == path.startIndex { return "/" }
    return String(path[..<slash])
  }

  /// The last component of `path`.
  static func name(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }
}
