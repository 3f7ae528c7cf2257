/// Compiler-style rendering of a message against its source text.
///
/// ```
/// Shortcuts.plist:12:3: error: duplicate key 'UIApplicationShortcutItemType'
///         <key>UIApplicationShortcutItemType</key>
///         ^
/// ```
public enum SourceExcerpt {
  /// At most this many characters of a source line are shown, around the column: a one-line
  /// file of megabytes must not print a megabyte per finding.
  public static let maxWidth = 160

  /// The line that holds `location` (clipped around the column with `…`, control characters
  /// escaped as `TerminalText` does) and the caret line under the column, or nil.
  public static func excerpt(at location: SourceLocation, in source: [UInt8]) -> (line: String, caret: String)? {
    guard location.hasLineAndColumn, location.offset <= source.count else { return nil }
    var start = location.offset
    while start > 0 && source[start - 1] != 0x0A { start -= 1 }
    var end = location.offset
    while end < source.count && source[end] != 0x0A && source[end] != 0x0D { end += 1 }
    // Only a window of bytes around the column is decoded (4 bytes per character at most), so
    // a finding on a huge line costs no more than one on a short one.
    var from = max(start, location.offset - maxWidth * 4)
    while from > start && from < source.count && source[from] & 0xC0 == 0x80 { from -= 1 }
    var to = min(end, location.offset + maxWidth * 4)
    while to < end && source[to] & 0xC0 == 0x80 { to += 1 }
    let before = Array(String(decoding: source[from..<location.offset], as: UTF8.self).unicodeScalars)
    let after = Array(String(decoding: source[location.offset..<to], as: UTF8.self).unicodeScalars)
    // Clip: up to half the width before the column, the rest after it.
    let keepBefore = min(before.count, max(maxWidth / 2, maxWidth - after.count))
    let keepAfter = min(after.count, maxWidth - keepBefore)
    let clippedBefore = keepBefore < before.count || from > start
    var line = clippedBefore ? "…" : ""
    var caret = clippedBefore ? " " : ""
    for scalar in before[(before.count - keepBefore)...] {
      let shown = scalar == "\t" ? "\t" : TerminalText.escape(String(scalar))
      line += shown
      // Tabs stay tabs so the caret lines up; everything else takes its shown width.
      caret += scalar == "\t" ? "\t" : String(repeating: " ", count: shown.unicodeScalars.count)
    }
    for scalar in after[..<keepAfter] { line += scalar == "\t" ? "\t" : TerminalText.escape(String(scalar)) }
    if keepAfter < after.count || to < end { line += "…" }
    return (line, caret + "^")
  }

  /// The text of the line that holds `location`, without its line break, clipped and escaped;
  /// or nil.
  public static func line(containing location: SourceLocation, in source: [UInt8]) -> String? {
    excerpt(at: location, in: source)?.line
  }

  /// The caret line: spaces (tabs kept as tabs, so it lines up) then `^`.
  public static func caret(under location: SourceLocation, in source: [UInt8]) -> String? {
    excerpt(at: location, in: source)?.caret
  }

  /// `path:line:col: severity: message`, the source line and a caret, then each note the same way.
  public static func render(
    path: String, source: [UInt8], severity: String, message: String,
    location: SourceLocation, notes: [PlistError.Note] = []
  ) -> String {
    var out = heading(path: path, severity: severity, message: TerminalText.escape(message), location: location)
    if let (text, caret) = excerpt(at: location, in: source) {
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
