#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The image names an app bundle would find: `*.xcassets/…/NAME.imageset` (and
/// `NAME.symbolset`) folders, and plain image files (`NAME.png`, `NAME@2x.png`, `NAME.pdf`, …).
public struct AssetIndex: Sendable, Hashable {
  /// Every image name found.
  public var names: Set<String>

  /// An index of these names.
  public init(names: Set<String>) { self.names = names }

  /// Whether the app has an image of this name (with or without its file extension).
  public func contains(_ name: String) -> Bool {
    if names.contains(name) { return true }
    // An Info.plist may name the file with its extension.
    if let dot = name.lastIndex(of: ".") { return names.contains(String(name[..<dot])) }
    return false
  }

  /// Indexes every image below `directory`.
  public static func scan(directory: String) -> AssetIndex {
    let all = (try? FileManager.default.subpathsOfDirectory(atPath: directory)) ?? []
    var names = Set<String>()
    let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "pdf", "svg", "heic"]
    for path in all {
      guard let last = path.split(separator: "/").last else { continue }
      let file = String(last)
      guard let dot = file.lastIndex(of: ".") else { continue }
      let base = String(file[..<dot])
      let ext = file[file.index(after: dot)...].lowercased()
      if ext == "imageset" || ext == "symbolset" {
        names.insert(base)
      } else if imageExtensions.contains(ext) {
        // icon@2x.png and icon~ipad.png name the image "icon".
        let name = base.split(separator: "@").first.map(String.init) ?? base
        names.insert(name.split(separator: "~").first.map(String.init) ?? name)
      }
    }
    return AssetIndex(names: names)
  }
}
