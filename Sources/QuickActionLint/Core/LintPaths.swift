import PropertyList

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The paths of a lint run: written as the user gave them (relative to the current folder),
/// compared as standardized file URLs, so that `android/../android` and `./android` are one
/// folder and a search can tell whether it stays inside the folder it was given.
enum LintPaths {
  /// The process's current folder, where relative paths start.
  static var currentFolder: String { FileManager.default.currentDirectoryPath }

  /// Whether a folder is at `path` (a link to one counts).
  static func isDirectory(_ path: String) -> Bool { kind(path) == .typeDirectory }

  /// Whether a regular file is at `path` (a link to one counts).
  static func isFile(_ path: String) -> Bool { kind(path) == .typeRegular }

  /// The kind of what is at `path`, links followed, or nil when nothing is there.
  static func kind(_ path: String) -> FileAttributeType? {
    let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    return (try? FileManager.default.attributesOfItem(atPath: resolved))?[.type]
      as? FileAttributeType
  }

  /// `path` as an absolute, standardized file URL (relative paths start at `currentFolder`).
  static func url(_ path: String, in currentFolder: String) -> URL {
    let base = URL(fileURLWithPath: currentFolder, isDirectory: true)
    return URL(fileURLWithPath: path, relativeTo: path.hasPrefix("/") ? nil : base)
      .standardizedFileURL
  }

  /// The absolute folder `path` is in.
  static func folder(of path: String, in currentFolder: String) -> String {
    url(path, in: currentFolder).deletingLastPathComponent().path
  }

  /// Whether `path` is `folder` or inside it.
  static func isInside(_ path: String, _ folder: String, in currentFolder: String) -> Bool {
    let inner = url(path, in: currentFolder).pathComponents
    let outer = url(folder, in: currentFolder).pathComponents
    return inner.starts(with: outer)
  }

  /// A path written relative to the current folder when it is inside it, else absolute.
  static func relative(_ path: String, in currentFolder: String) -> String {
    let inner = url(path, in: currentFolder).pathComponents
    let here = url(".", in: currentFolder).pathComponents
    guard inner.starts(with: here) else { return url(path, in: currentFolder).path }
    let rest = inner.dropFirst(here.count)
    return rest.isEmpty ? "." : rest.joined(separator: "/")
  }

  /// `path` as a settings file in `settingsFolder` writes it: relative to that folder unless
  /// absolute, then written relative to the current folder.
  static func resolve(_ path: String, from settingsFile: String, in currentFolder: String) -> String
  {
    if path.hasPrefix("/") { return path }
    return relative(folder(of: settingsFile, in: currentFolder) + "/" + path, in: currentFolder)
  }

  /// The settings file (`LintSettingsFile.names`) in the folder of `file` or the nearest one
  /// above it (no file, or standard input: from the current folder), or nil. The search never
  /// leaves the project: it climbs no higher than the root of the git repository the current
  /// folder is in (a folder holding `.git`, where a project keeps its settings; an Xcode build
  /// phase runs in `$SRCROOT`, often below it), or the current folder outside a repository. A
  /// file outside that climbs to its own repository's root, or has only its folder looked in.
  /// So a settings file that happens to sit above the project (a shared temporary folder, the
  /// folder of several clones) is never read. (swift-format and ESLint climb to `/`, unless
  /// ESLint is told `root: true`: a stray file above the project then changes every run, which
  /// a linter in CI must not do.)
  static func nearestSettingsFile(above file: String?, currentFolder: String) -> String? {
    let start =
      file.map { $0 == "-" ? currentFolder : Self.folder(of: $0, in: currentFolder) }
      ?? currentFolder
    for folder in settingsSearchFolders(from: start, currentFolder: currentFolder) {
      for name in LintSettingsFile.names {
        let candidate = (folder == "/" ? "" : folder) + "/" + name
        if isFile(candidate) { return candidate }
      }
    }
    return nil
  }

  /// The folders the settings search looks in, nearest first (see `nearestSettingsFile`).
  static func settingsSearchFolders(from start: String, currentFolder: String) -> [String] {
    let here = url(".", in: currentFolder).path
    let from = url(start, in: currentFolder).path
    let chain = ancestors(of: from)
    let top: String
    if let index = chain.firstIndex(of: repositoryRoot(of: here) ?? here) {
      top = chain[index]
    } else if let root = repositoryRoot(of: from) {
      top = root
    } else {
      return [from]
    }
    return Array(chain.prefix { $0 != top }) + [top]
  }

  /// `folder` and the folders above it, nearest first, up to `/`.
  static func ancestors(of folder: String) -> [String] {
    var chain = [folder]
    var current = folder
    while current != "/", let slash = current.lastIndex(of: "/") {
      current = slash == current.startIndex ? "/" : String(current[..<slash])
      chain.append(current)
    }
    return chain
  }

  /// The nearest folder at or above `folder` that holds `.git` (a folder, or a file in a
  /// worktree or submodule), or nil.
  static func repositoryRoot(of folder: String) -> String? {
    ancestors(of: folder).first { FileManager.default.fileExists(atPath: $0 + "/.git") }
  }
}
