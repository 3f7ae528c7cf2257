#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The files below a folder, as a project's strings and assets are searched: sorted, never
/// following a symbolic link (`attributesOfItem` reads the link itself), never entering
/// `LocalizedStrings.skippedFolders` or an `.xcarchive`, at most 32 levels deep.
package enum FileWalk {
  /// Relative paths of the files (and, with `includingFolders`, the folders) below `directory`.
  package static func paths(below directory: String, includingFolders: Bool = false) -> [String] {
    let fm = FileManager.default
    let base = directory.hasSuffix("/") ? directory : directory + "/"
    var found: [String] = []
    var pending: [(relative: String, depth: Int)] = [("", 0)]
    while let (relative, depth) = pending.popLast() {
      guard
        let names = try? fm.contentsOfDirectory(
          atPath: relative.isEmpty ? directory : base + relative)
      else { continue }
      for name in names.sorted() {
        let path = relative.isEmpty ? name : relative + "/" + name
        let type = (try? fm.attributesOfItem(atPath: base + path))?[.type] as? FileAttributeType
        if type == .typeDirectory {
          guard !LocalizedStrings.skippedFolders.contains(name), !name.hasSuffix(".xcarchive")
          else { continue }
          if includingFolders { found.append(path) }
          if depth < 32 { pending.append((path, depth + 1)) }
        } else if type == .typeRegular {
          found.append(path)
        }
      }
    }
    return found
  }
}
