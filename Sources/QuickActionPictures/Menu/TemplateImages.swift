import PropertyList
import QuickActionTooling
import QuickActions

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The template images of an asset catalog, for the preview: each `NAME.imageset` below a
/// folder, as a `data:` URL of its largest PNG, JPEG or SVG (a PDF cannot be shown in a
/// browser's SVG, and is drawn as a placeholder).
public enum TemplateImages {
  /// Images over this size are not embedded (a quick-action icon is 35 pt, at most 105 px).
  static let largestFile = 1 << 20

  /// The images of the imagesets named in `names` below `directory`, by name.
  public static func load(directory: String, names: Set<String>) -> [String: String] {
    let base = directory.hasSuffix("/") ? directory : directory + "/"
    var found: [String: String] = [:]
    for path in FileWalk.paths(below: directory, includingFolders: true)
    where path.hasSuffix(".imageset") {
      let name = String((path.split(separator: "/").last ?? "").dropLast(".imageset".count))
      if names.contains(name), found[name] == nil, let url = dataURL(imageset: base + path) {
        found[name] = url
      }
    }
    return found
  }

  /// The imageset's largest embeddable image, by its `scale` in Contents.json.
  static func dataURL(imageset: String) -> String? {
    guard let data = FileManager.default.contents(atPath: imageset + "/Contents.json"),
      let root = try? PropertyList.read([UInt8](data), format: .json).root,
      case .array(let images)? = root.dictionaryValue?["images"]?.kind
    else { return nil }
    var best: (scale: Double, file: String, type: String)? = nil
    for image in images {
      guard let entry = image.dictionaryValue, case .string(let file)? = entry["filename"]?.kind
      else { continue }
      let lower = file.lowercased()
      let type: String
      if lower.hasSuffix(".png") {
        type = "image/png"
      } else if lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg") {
        type = "image/jpeg"
      } else if lower.hasSuffix(".svg") {
        type = "image/svg+xml"
      } else {
        continue
      }
      var scale = 1.0
      if case .string(let text)? = entry["scale"]?.kind, let value = Double(text.dropLast()) {
        scale = value
      }
      if file.contains("/") || file.hasPrefix(".") { continue }
      if best == nil || scale > best?.scale ?? 0 { best = (scale, file, type) }
    }
    guard let best, let bytes = FileManager.default.contents(atPath: imageset + "/" + best.file),
      bytes.count <= largestFile
    else { return nil }
    return "data:\(best.type);base64," + bytes.base64EncodedString()
  }
}
