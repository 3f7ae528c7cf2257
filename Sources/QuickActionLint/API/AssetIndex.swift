import PropertyList
import QuickActionTooling
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

/// The image names an app bundle would find: `*.xcassets/…/NAME.imageset` (and
/// `NAME.symbolset`) folders, and plain image files (`NAME.png`, `NAME@2x.png`, `NAME.pdf`, …),
/// with what each image set's `Contents.json` and PNG headers say.
public struct AssetIndex: Sendable, Hashable {
  /// Every image name found.
  public var names: Set<String>
  /// The image sets by name, as read from their `Contents.json` and PNG headers.
  public var imageSets: [String: ImageSet] = [:]

  /// An image set of an asset catalog.
  public struct ImageSet: Sendable, Hashable {
    /// The `.imageset` folder.
    public var path: String
    /// `properties.template-rendering-intent`: `template`, `original`, or nil (Xcode's default).
    public var renderingIntent: String?
    /// `properties.preserves-vector-representation`.
    public var preservesVector: Bool
    /// The images the set lists, with a file.
    public var images: [Image]

    /// One image of the set.
    public struct Image: Sendable, Hashable {
      /// The file's name in the set's folder.
      public var file: String
      /// `scale` (1, 2 or 3); nil for a single-scale (vector) image.
      public var scale: Int?
      /// The PNG's size in pixels, from its header; nil for other formats or an unreadable file.
      public var pixelSize: (width: Int, height: Int)? {
        pixelWidth.flatMap { w in pixelHeight.map { (w, $0) } }
      }
      var pixelWidth: Int?
      var pixelHeight: Int?
      /// Whether the PNG has transparency (an alpha channel or a `tRNS` chunk); nil for others.
      public var hasAlpha: Bool?
      /// Whether the file is a PDF or SVG.
      public var isVector: Bool {
        file.lowercased().hasSuffix(".pdf") || file.lowercased().hasSuffix(".svg")
      }
    }
  }

  /// An index of these names.
  public init(names: Set<String>) { self.names = names }

  /// Whether the app has an image of this name (with or without its file extension).
  public func contains(_ name: String) -> Bool {
    imageName(name) != nil
  }

  /// The name as the index has it: itself, or without its file extension.
  public func imageName(_ name: String) -> String? {
    if names.contains(name) { return name }
    // An Info.plist may name the file with its extension.
    if let dot = name.lastIndex(of: "."), names.contains(String(name[..<dot])) {
      return String(name[..<dot])
    }
    return nil
  }

  /// Indexes every image below `directory`, outside dependencies and build products
  /// (`LocalizedStrings.skippedFolders`).
  public static func scan(directory: String) -> AssetIndex {
    var index = AssetIndex(names: [])
    let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "pdf", "svg", "heic"]
    for path in FileWalk.paths(below: directory, includingFolders: true) {
      guard let last = path.split(separator: "/").last else { continue }
      let file = String(last)
      guard let dot = file.lastIndex(of: ".") else { continue }
      let base = String(file[..<dot])
      let ext = file[file.index(after: dot)...].lowercased()
      if ext == "imageset" || ext == "symbolset" {
        index.names.insert(base)
        if ext == "imageset", index.imageSets[base] == nil {
          index.imageSets[base] = readImageSet(
            (directory.hasSuffix("/") ? directory : directory + "/") + path)
        }
      } else if imageExtensions.contains(ext) {
        // icon@2x.png and icon~ipad.png name the image "icon".
        let name = base.split(separator: "@").first.map(String.init) ?? base
        index.names.insert(name.split(separator: "~").first.map(String.init) ?? name)
      }
    }
    return index
  }

  /// An image set's `Contents.json` and its PNGs' headers; nil when it cannot be read.
  static func readImageSet(_ folder: String) -> ImageSet? {
    guard let data = FileManager.default.contents(atPath: folder + "/Contents.json"),
      let root = try? PropertyList.read([UInt8](data), format: .json).root
    else { return nil }
    let properties = root["properties"]
    var set = ImageSet(
      path: folder, renderingIntent: properties?["template-rendering-intent"]?.stringValue,
      preservesVector: properties?["preserves-vector-representation"]?.boolValue ?? false,
      images: [])
    for value in root["images"]?.arrayValue ?? [] {
      guard let file = value["filename"]?.stringValue, !file.contains("/") else { continue }
      let scale = value["scale"]?.stringValue.flatMap { Int($0.dropLast()) }
      var image = ImageSet.Image(file: file, scale: scale)
      if file.lowercased().hasSuffix(".png"), let header = PNGHeader.read(folder + "/" + file) {
        image.pixelWidth = header.width
        image.pixelHeight = header.height
        image.hasAlpha = header.hasAlpha
      }
      set.images.append(image)
    }
    return set
  }
}

/// The size and transparency of a PNG, from its header chunks (the file is read only up to its
/// first image data). PNG specification, sections 5.3 (chunk layout), 11.2.2 (IHDR: colour types
/// 4 and 6 have alpha) and 11.3.2 (tRNS).
enum PNGHeader {
  static func read(_ path: String) -> (width: Int, height: Int, hasAlpha: Bool)? {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes = [UInt8](repeating: 0, count: 1 << 16)
    var filled = 0
    while filled < bytes.count {
      let n = bytes.withUnsafeMutableBytes {
        readBytes(fd, $0.baseAddress.map { $0 + filled }, $0.count - filled)
      }
      if n <= 0 { break }
      filled += n
    }
    return parse(Array(bytes[..<filled]))
  }

  static func parse(_ bytes: [UInt8]) -> (width: Int, height: Int, hasAlpha: Bool)? {
    guard bytes.count >= 33, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
      bytes[12..<16].elementsEqual(Array("IHDR".utf8))
    else { return nil }
    func u32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    let width = u32(16)
    let height = u32(20)
    let colourType = bytes[25]
    var hasAlpha = colourType == 4 || colourType == 6
    var offset = 8
    while !hasAlpha, offset + 8 <= bytes.count {
      let length = u32(offset)
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      if type == "IDAT" || type == "IEND" { break }
      if type == "tRNS" { hasAlpha = true }
      offset += 12 + length
    }
    return (width, height, hasAlpha)
  }
}

@inline(__always)
private func readBytes(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(fd, buffer, count)
}
