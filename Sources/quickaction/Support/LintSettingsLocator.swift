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
import QuickActionLint

/// Finds a project's lint settings file: in the linted file's folder or the nearest one above.
enum LintSettingsLocator {
  static var currentFolder: String { FileManager.default.currentDirectoryPath }

  static func folder(of path: String) -> String {
    let absolute = path.hasPrefix("/") ? path : currentFolder + "/" + path
    guard let slash = absolute.lastIndex(of: "/") else { return currentFolder }
    let folder = String(absolute[..<slash])
    return folder.isEmpty ? "/" : folder
  }

  /// The settings file nearest above `file` (standard input: the current folder), or nil.
  static func nearest(above file: String) -> String? {
    var folder = file == "-" ? currentFolder : folder(of: file)
    while true {
      for name in LintSettingsFile.names {
        let candidate = (folder == "/" ? "" : folder) + "/" + name
        if Console.fileKind(candidate) == S_IFREG { return candidate }
      }
      guard folder != "/", let slash = folder.lastIndex(of: "/") else { return nil }
      folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
    }
  }
}
