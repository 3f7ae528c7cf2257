import PropertyList

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file system as `AndroidApp` reads it: one walk of a folder with `readdir` (the entry's
/// type comes with its name, so no `stat` per file), and files read straight into byte
/// arrays, both `FileAccess`'s, which the Xcode project and wiring readers share. A real app
/// has hundreds of XML files; FileManager's attributes dictionary per file and its `Data` per
/// read cost more than the reading did.
enum AppFolder {
  /// Relative paths below `folder` (prefixed with it), sorted, never entering `skippedFolders`
  /// nor following links, at most 24 levels deep. Only regular files are listed.
  static func files(below folder: String, skipping skippedFolders: Set<String>) -> [String] {
    FileAccess.files(below: folder) { skippedFolders.contains($0) }
  }

  typealias EntryType = FileAccess.EntryType

  /// The names in `directory` with their types when the file system gives them (nil: ask
  /// `lstat`); empty when it cannot be listed.
  static func entries(of directory: String) -> [(String, EntryType?)] {
    FileAccess.entries(of: directory)
  }

  /// The type of `path` itself (a link is not followed).
  static func type(of path: String) -> EntryType { FileAccess.type(of: path) }

  /// The bytes of the file at `path`, or nil when it cannot be read (a FIFO is refused, not
  /// waited on).
  static func read(_ path: String) -> [UInt8]? { FileAccess.read(path) }

  /// The offset of the first NUL byte of `bytes`, or nil (`memchr`: the tables of an app are
  /// megabytes).
  static func firstNUL(_ bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress, let hit = memchr(base, 0, buffer.count) else {
        return nil
      }
      return UnsafeRawPointer(hit) - UnsafeRawPointer(base)
    }
  }
}
