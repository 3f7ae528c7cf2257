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
  public static func excerpt(at location: SourceLocation, in source: [UInt8]) -> (
    line: String, caret: String
  )? {
    var scanned = 0
    return excerpt(at: location, in: source, scanned: &scanned)
  }

  /// `excerpt(at:in:)`, adding to `scanned` the bytes it looked at: at most `maxWidth + 1`
  /// characters each side of the column (4 bytes each at most), whatever the length of the
  /// line. The line is never scanned to its start or end, so 16,000 findings on
  /// one line of megabytes cost 16,000 small windows, not 16,000 passes over the line; every
  /// reporter that shows source lines (`render`, the lint reporters) goes through here, so they
  /// all clip alike.
  package static func excerpt(at location: SourceLocation, in source: [UInt8], scanned: inout Int)
    -> (line: String, caret: String)?
  {
    guard location.hasLineAndColumn, location.offset <= source.count else { return nil }
    // At most `maxWidth` characters each side are ever shown; count character starts (bytes
    // that are not UTF-8 continuation bytes), so an ASCII line costs `maxWidth` bytes a side.
    let window = source.withUnsafeBufferPointer { b -> (from: Int, to: Int) in
      var from = location.offset
      var characters = 0
      while from > 0 && b[from - 1] != 0x0A && characters <= maxWidth {
        from -= 1
        if b[from] & 0xC0 != 0x80 { characters += 1 }
      }
      var to = location.offset
      characters = 0
      while to < b.count && b[to] != 0x0A && b[to] != 0x0D && characters <= maxWidth {
        if b[to] & 0xC0 != 0x80 { characters += 1 }
        to += 1
      }
      return (from, to)
    }
    var from = window.from
    var to = window.to
    scanned += (location.offset - from) + (to - location.offset)
    // Stopped by the window, not by a line break: the line goes on beyond what is shown.
    let clippedStart = from > 0 && source[from - 1] != 0x0A
    let clippedEnd = to < source.count && source[to] != 0x0A && source[to] != 0x0D
    // Whole characters only: step over continuation bytes at the window's edges.
    while from < location.offset && source[from] & 0xC0 == 0x80 { from += 1 }
    while to > location.offset && to < source.count && source[to] & 0xC0 == 0x80 { to -= 1 }
    if source[from..<to].allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 }) {
      return asciiExcerpt(
        source, from: from, at: location.offset, to: to,
        clippedStart: clippedStart, clippedEnd: clippedEnd)
    }
    let before = Array(
      String(decoding: source[from..<location.offset], as: UTF8.self).unicodeScalars)
    let after = Array(String(decoding: source[location.offset..<to], as: UTF8.self).unicodeScalars)
    // Clip: up to half the width before the column, the rest after it.
    let keepBefore = min(before.count, max(maxWidth / 2, maxWidth - after.count))
    let keepAfter = min(after.count, maxWidth - keepBefore)
    let clippedBefore = keepBefore < before.count || clippedStart
    var line = clippedBefore ? "…" : ""
    var caret = clippedBefore ? " " : ""
    for scalar in before[(before.count - keepBefore)...] {
      let shown = scalar == "\t" ? "\t" : TerminalText.escape(String(scalar))
      line += shown
      // Tabs stay tabs so the caret lines up; everything else takes its shown width.
      caret += scalar == "\t" ? "\t" : String(repeating: " ", count: shown.unicodeScalars.count)
    }
    for scalar in after[..<keepAfter] {
      line += scalar == "\t" ? "\t" : TerminalText.escape(String(scalar))
    }
    if keepAfter < after.count || clippedEnd { line += "…" }
    return (line, caret + "^")
  }

  /// The excerpt of a window of printable ASCII and tabs (most source lines), cut as the
  /// general case cuts it, without decoding it character by character: nothing in it needs
  /// escaping, and each byte is one column.
  static func asciiExcerpt(
    _ source: [UInt8], from: Int, at offset: Int, to: Int,
    clippedStart: Bool, clippedEnd: Bool
  ) -> (line: String, caret: String) {
    let beforeCount = offset - from
    let afterCount = to - offset
    let keepBefore = min(beforeCount, max(maxWidth / 2, maxWidth - afterCount))
    let keepAfter = min(afterCount, maxWidth - keepBefore)
    let clippedBefore = keepBefore < beforeCount || clippedStart
    let shown = source[(offset - keepBefore)..<(offset + keepAfter)]
    var line = clippedBefore ? "…" : ""
    line += String(decoding: shown, as: UTF8.self)
    if keepAfter < afterCount || clippedEnd { line += "…" }
    var caret = clippedBefore ? " " : ""
    caret += String(
      decoding: source[(offset - keepBefore)..<offset].map { $0 == 0x09 ? 0x09 : 0x20 },
      as: UTF8.self)
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
    var out = heading(
      path: path, severity: severity, message: TerminalText.escape(message), location: location)
    if let (text, caret) = excerpt(at: location, in: source) {
      out += "\n" + text + "\n" + caret
    }
    for note in notes {
      out +=
        "\n"
        + render(
          path: path, source: source, severity: "note", message: note.message,
          location: note.location)
    }
    return out
  }

  /// Renders a parse error the compiler way.
  public static func render(_ error: PlistError, path: String, source: [UInt8]) -> String {
    render(
      path: path, source: PropertyList.sourceText(source), severity: "error",
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
