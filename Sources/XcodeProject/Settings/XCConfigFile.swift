import PropertyList

/// A build configuration file (`.xcconfig`) with the files it includes, flattened into the
/// assignments Xcode reads, in order.
///
/// The format, from Apple's "Configuration Settings File (xcconfig) format"
/// (help.apple.com/xcode/mac/current/en.lproj/dev745c5c974.html) and "Adding a build
/// configuration file to your project": one `NAME = value` per line, optionally conditional
/// (`NAME[sdk=iphoneos*] = value`); `//` starts a comment anywhere on a line (so a URL needs
/// `/$()/`); a trailing `;` is ignored; `#include "path"` reads another file at that point,
/// relative to the including file, and fails when it is missing; `#include? "path"` does not.
public struct XCConfigFile: Sendable, Hashable {
  /// The file's path.
  public var path: String
  /// Every assignment of the file and the files it includes, in the order Xcode reads them.
  public var assignments: [SettingAssignment]
  /// The files read, this one first.
  public var files: [String]
  /// Optional includes (`#include?`) whose file is not there, with where they are written.
  public var missingOptionalIncludes: [ProjectLocation]
  /// What did not read: a missing required include, a line that is not an assignment, a cycle.
  public var problems: [ProjectError]

  /// Reads the file at `path` and what it includes.
  public init(path: String) {
    self.path = path
    assignments = []
    files = []
    missingOptionalIncludes = []
    problems = []
    guard let bytes = ProjectFiles.read(path) else {
      let location = ProjectLocation(file: path, location: .unknown)
      problems.append(
        ProjectError(
          "the configuration file is not there", at: location, kind: .missingFile(path: path)))
      return
    }
    read(path: path, bytes: bytes, stack: [])
  }

  /// Reads `bytes` as the file at `path` (its includes are looked up next to `path`).
  public init(path: String, bytes: [UInt8]) {
    self.path = path
    assignments = []
    files = []
    missingOptionalIncludes = []
    problems = []
    read(path: path, bytes: bytes, stack: [])
  }

  mutating func read(path: String, bytes: [UInt8], stack: [String]) {
    files.append(path)
    let folder = ProjectFiles.folder(of: path)
    var line = 1
    var start = 0
    while start <= bytes.count {
      var end = start
      while end < bytes.count && bytes[end] != 0x0A { end += 1 }
      readLine(
        bytes[start..<end], offset: start, line: line, path: path, folder: folder, stack: stack)
      line += 1
      start = end + 1
    }
  }

  mutating func readLine(
    _ text: ArraySlice<UInt8>, offset: Int, line: Int, path: String, folder: String, stack: [String]
  ) {
    func at(_ index: Int) -> ProjectLocation {
      ProjectLocation(
        file: path, location: SourceLocation(offset: index, line: line, column: index - offset + 1))
    }
    var i = text.startIndex
    func skipSpace() {
      while i < text.endIndex && (text[i] == 0x20 || text[i] == 0x09 || text[i] == 0x0D) { i += 1 }
    }
    // A UTF-8 byte-order mark at the very start.
    if offset == 0, text.starts(with: [0xEF, 0xBB, 0xBF]) { i += 3 }
    skipSpace()
    guard i < text.endIndex else { return }
    if text[i] == UInt8(ascii: "/"), i + 1 < text.endIndex, text[i + 1] == UInt8(ascii: "/") {
      return
    }
    if text[i] == UInt8(ascii: "#") {
      let directive = String(decoding: text[i...], as: UTF8.self)
      let optional = directive.hasPrefix("#include?")
      guard directive.hasPrefix("#include") else {
        problems.append(
          ProjectError(
            "unknown directive; an xcconfig file knows only #include and #include?", at: at(i)))
        return
      }
      i += optional ? 9 : 8
      skipSpace()
      guard i < text.endIndex, text[i] == UInt8(ascii: "\""),
        let close = text[(i + 1)...].firstIndex(of: UInt8(ascii: "\""))
      else {
        problems.append(ProjectError("expected a quoted path after #include", at: at(i)))
        return
      }
      let relative = String(decoding: text[(i + 1)..<close], as: UTF8.self)
      include(relative, optional: optional, at: at(i + 1), folder: folder, stack: stack + [path])
      return
    }
    // NAME[conditions] = value
    let keyStart = i
    // The '=' that ends the key is outside the conditions' brackets.
    var inBrackets = false
    while i < text.endIndex && (inBrackets || text[i] != UInt8(ascii: "=")) {
      if text[i] == UInt8(ascii: "[") {
        inBrackets = true
      } else if text[i] == UInt8(ascii: "]") {
        inBrackets = false
      }
      i += 1
    }
    guard i < text.endIndex else {
      problems.append(
        ProjectError("expected 'NAME = value', #include or a // comment", at: at(keyStart)))
      return
    }
    let keyText = String(decoding: text[keyStart..<i], as: UTF8.self)
    guard let (name, conditions) = SettingAssignment.parseKey(Substring(keyText).trimmingSpaces),
      Self.isName(name)
    else {
      problems.append(
        ProjectError(
          "'\(keyText.trimmingCharacters())' is not a build setting name", at: at(keyStart)))
      return
    }
    i += 1
    skipSpace()
    let valueStart = i
    var valueEnd = text.endIndex
    var j = i
    while j + 1 < text.endIndex {
      if text[j] == UInt8(ascii: "/") && text[j + 1] == UInt8(ascii: "/") {
        valueEnd = j
        break
      }
      j += 1
    }
    var value = Substring(String(decoding: text[valueStart..<valueEnd], as: UTF8.self))
      .trimmingSpaces
    if value.hasSuffix(";") { value = Substring(value.dropLast()).trimmingSpaces }
    assignments.append(
      SettingAssignment(name: name, conditions: conditions, value: value, location: at(valueStart)))
  }

  mutating func include(
    _ relative: String, optional: Bool, at location: ProjectLocation, folder: String,
    stack: [String]
  ) {
    let target = ProjectFiles.join(folder, relative)
    if stack.contains(target) {
      problems.append(
        ProjectError(
          "'\(relative)' includes itself (through \(stack.map(ProjectFiles.name(of:)).joined(separator: " -> ")))",
          at: location))
      return
    }
    guard let bytes = ProjectFiles.read(target) else {
      if optional {
        missingOptionalIncludes.append(location)
      } else {
        let message = "the included file '\(relative)' is not there (looked for \(target))"
        problems.append(ProjectError(message, at: location, kind: .missingFile(path: target)))
      }
      return
    }
    read(path: target, bytes: bytes, stack: stack)
  }

  /// A build setting name: a letter or `_`, then letters, digits and `_`.
  static func isName(_ name: String) -> Bool {
    guard let first = name.utf8.first,
      first == 0x5F || (first | 0x20) >= 0x61 && (first | 0x20) <= 0x7A
    else { return false }
    return name.utf8.allSatisfy {
      $0 == 0x5F || ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A || $0 >= 0x30 && $0 <= 0x39
    }
  }
}

extension String {
  func trimmingCharacters() -> String { Substring(self).trimmingSpaces }
}
