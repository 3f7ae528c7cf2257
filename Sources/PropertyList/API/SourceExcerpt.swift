/// Compiler-style rendering of a message against its source text.
///
/// ```
/// Shortcuts.plist:12:3: error: duplicate key 'UIApplicationShortcutItemType'
///         <key>UIApplicationShortcutItemType</key>
///         ^
/// ```
public enum SourceExcerpt {
  /// The text of the line that holds `location`, without its line break, or nil.
  public static func line(containing location: SourceLocation, in source: [UInt8]) -> String? {
    guard location.hasLineAndColumn, location.offset <= source.count else { return nil }
    var start = location.offset
    while start > 0 && source[start - 1] != 0x0A { start -= 1 }
    var end = location.offset
    while end < source.count && source[end] != 0x0A && source[end] != 0x0D { end += 1 }
    return String(decoding: source[start..<end], as: UTF8.self)
  }

  /// The caret line: spaces (tabs kept as tabs, so it lines up) then `^`.
  public static func caret(under location: SourceLocation, in source: [UInt8]) -> String? {
    guard location.hasLineAndColumn, location.offset <= source.count else { return nil }
    var start = location.offset
    while start > 0 && source[start - 1] != 0x0A { start -= 1 }
    var pad = ""
    // One pad character per displayed character before the column (UTF-8 continuation bytes
    // do not take a column of their own).
    for byte in source[start..<location.offset] where byte & 0xC0 != 0x80 {
      pad.append(byte == 0x09 ? "\t" : " ")
    }
    return pad + "^"
  }

  /// `path:line:col: severity: message`, the source line and a caret, then each note the same way.
  public static func render(
    path: String, source: [UInt8], severity: String, message: String,
    location: SourceLocation, notes: [PlistError.Note] = []
  ) -> String {
    var out = heading(path: path, severity: severity, message: message, location: location)
    if let text = line(containing: location, in: source),
      let caret = caret(under: location, in: source)
    {
      out += "\n" + text + "\n" + caret
    }
    for note in notes {
      out += "\n" + render(path: path, source: source, severity: "note", message: note.message,
                           location: note.location)
    }
    return out
  }

  /// Renders a parse error the compiler way.
  public static func render(_ error: PlistError, path: String, source: [UInt8]) -> String {
    render(path: path, source: PropertyList.sourceText(source), severity: "error",
           message: error.message, location: error.location, notes: error.notes)
  }

  static func heading(path: String, severity: String, message: String, location: SourceLocation)
    -> String
  {
    if location.hasLineAndColumn {
      return "\(path):\(location.line):\(location.column): \(severity): \(message)"
    }
    return "\(path): \(severity): \(message) (at byte offset \(location.offset))"
  }
}
