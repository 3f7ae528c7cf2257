import PropertyList

/// An Xcode workspace (`.xcworkspace`): the projects its `contents.xcworkspacedata` lists.
///
/// Each `<FileRef location="…">` is a `group:` path (relative to the enclosing `<Group>`'s
/// location, or to the folder holding the workspace), a `container:` path (relative to that
/// folder), an `absolute:` path, or `self:` (the project a `project.xcworkspace` sits in).
/// `<Group location="…">` elements nest and resolve the same way.
public struct XcodeWorkspace: Sendable, Hashable {
  /// The `.xcworkspace` folder's path.
  public var path: String
  /// The projects (`.xcodeproj` paths) it lists, in order, each with where it is written.
  public var projects: [Reference]

  /// A file the workspace lists.
  public struct Reference: Sendable, Hashable {
    /// The path on disk.
    public var path: String
    /// Where the `location` attribute is written.
    public var location: ProjectLocation
  }

  /// Reads the workspace at `path`.
  public init(path: String) throws(ProjectError) {
    let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
    let file = trimmed + "/contents.xcworkspacedata"
    guard let bytes = ProjectFiles.read(file) else {
      throw ProjectError(
        "the workspace has no contents.xcworkspacedata",
        at: ProjectLocation(file: trimmed, location: .unknown))
    }
    try self.init(path: trimmed, bytes: bytes)
  }

  /// Reads a workspace whose `contents.xcworkspacedata` holds `bytes`.
  public init(path: String, bytes: [UInt8]) throws(ProjectError) {
    self.path = path
    let file = path + "/contents.xcworkspacedata"
    let container = ProjectFiles.folder(of: path)
    projects = []
    var groups: [String] = [container]
    for element in try WorkspaceXML.elements(bytes, file: file) {
      switch element.name {
      case "Group":
        let base = element.location.flatMap {
          Self.resolve($0, group: groups.last ?? container, container: container, own: path)
        }
        groups.append(base ?? groups.last ?? container)
      case "/Group":
        if groups.count > 1 { groups.removeLast() }
      case "FileRef":
        guard let location = element.location,
          let resolved = Self.resolve(
            location, group: groups.last ?? container, container: container, own: path)
        else { continue }
        if resolved.hasSuffix(".xcodeproj") {
          projects.append(
            Reference(
              path: resolved, location: ProjectLocation(file: file, location: element.position)))
        }
      default: continue
      }
    }
  }

  /// The path of a `kind:path` location; nil for a kind that names no file here (`developer:`).
  static func resolve(_ location: String, group: String, container: String, own: String) -> String?
  {
    guard let colon = location.firstIndex(of: ":") else {
      return ProjectFiles.join(group, location)
    }
    let kind = location[..<colon]
    let rest = String(location[location.index(after: colon)...])
    switch kind {
    case "group": return ProjectFiles.join(group, rest)
    case "container": return ProjectFiles.join(container, rest)
    case "absolute": return ProjectFiles.normalize(rest)
    // `self:` in `Foo.xcodeproj/project.xcworkspace` is the project itself.
    case "self": return ProjectFiles.folder(of: own)
    default: return nil
    }
  }
}

/// The few elements of `contents.xcworkspacedata` a reader needs: `<Group>`, `</Group>` and
/// `<FileRef>`, each with its `location` attribute decoded.
enum WorkspaceXML {
  struct Element {
    var name: String
    var location: String?
    var position: SourceLocation
  }

  static func elements(_ bytes: [UInt8], file: String) throws(ProjectError) -> [Element] {
    var out: [Element] = []
    var i = 0
    while i < bytes.count {
      guard bytes[i] == UInt8(ascii: "<") else {
        i += 1
        continue
      }
      let start = i
      var j = i + 1
      var quote: UInt8? = nil
      while j < bytes.count {
        let c = bytes[j]
        if let q = quote {
          if c == q { quote = nil }
        } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
          quote = c
        } else if c == UInt8(ascii: ">") {
          break
        }
        j += 1
      }
      guard j < bytes.count else {
        throw ProjectError(
          "the workspace's XML has a tag that is not closed",
          at: ProjectLocation(file: file, location: locate(start, in: bytes)))
      }
      let tag = Array(bytes[(start + 1)..<j])
      var nameEnd = 0
      while nameEnd < tag.count,
        ![0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "/")].contains(tag[nameEnd])
          || (nameEnd == 0 && tag[0] == UInt8(ascii: "/"))
      { nameEnd += 1 }
      let name = String(decoding: tag[..<nameEnd], as: UTF8.self)
      var location: String? = nil
      var valuePosition = locate(start, in: bytes)
      if let range = attribute("location", in: tag) {
        location = decode(tag[range])
        valuePosition = locate(start + 1 + range.lowerBound, in: bytes)
      }
      out.append(Element(name: name, location: location, position: valuePosition))
      i = j + 1
    }
    return out
  }

  /// The line and column of a byte offset (the file is small: counted from the start).
  static func locate(_ offset: Int, in bytes: [UInt8]) -> SourceLocation {
    var line = 1
    var lineStart = 0
    for i in 0..<offset where bytes[i] == 0x0A {
      line += 1
      lineStart = i + 1
    }
    return SourceLocation(offset: offset, line: line, column: offset - lineStart + 1)
  }

  /// The range of the value of `name="…"` in a tag's bytes.
  static func attribute(_ name: String, in tag: [UInt8]) -> Range<Int>? {
    let key = Array(name.utf8)
    var i = 0
    while i + key.count + 2 <= tag.count {
      let before = i == 0 ? UInt8(ascii: " ") : tag[i - 1]
      if before == 0x20 || before == 0x09 || before == 0x0A || before == 0x0D,
        Array(tag[i..<(i + key.count)]) == key
      {
        var j = i + key.count
        while j < tag.count && (tag[j] == 0x20 || tag[j] == 0x09) { j += 1 }
        if j < tag.count, tag[j] == UInt8(ascii: "=") {
          j += 1
          while j < tag.count
            && (tag[j] == 0x20 || tag[j] == 0x09 || tag[j] == 0x0A || tag[j] == 0x0D)
          { j += 1 }
          if j < tag.count, tag[j] == UInt8(ascii: "\"") || tag[j] == UInt8(ascii: "'") {
            let q = tag[j]
            if let close = tag[(j + 1)...].firstIndex(of: q) { return (j + 1)..<close }
          }
        }
      }
      i += 1
    }
    return nil
  }

  /// Decodes the five XML entities and numeric references.
  static func decode(_ bytes: ArraySlice<UInt8>) -> String {
    let text = String(decoding: bytes, as: UTF8.self)
    guard text.contains("&") else { return text }
    var out = ""
    var rest = Substring(text)
    while let amp = rest.firstIndex(of: "&") {
      out += rest[..<amp]
      guard let semi = rest[amp...].firstIndex(of: ";") else { break }
      let entity = rest[rest.index(after: amp)..<semi]
      switch entity {
      case "amp": out += "&"
      case "lt": out += "<"
      case "gt": out += ">"
      case "quot": out += "\""
      case "apos": out += "'"
      default:
        if entity.hasPrefix("#x"), let v = UInt32(entity.dropFirst(2), radix: 16),
          let s = Unicode.Scalar(v)
        {
          out.unicodeScalars.append(s)
        } else if entity.hasPrefix("#"), let v = UInt32(entity.dropFirst()),
          let s = Unicode.Scalar(v)
        {
          out.unicodeScalars.append(s)
        } else {
          out += rest[amp...semi]
        }
      }
      rest = rest[rest.index(after: semi)...]
    }
    return out + rest
  }
}
