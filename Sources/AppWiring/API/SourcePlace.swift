/// A place in a source file: the file, the 1-based line and column (in UTF-8 bytes), and the
/// byte offset.
public struct SourcePlace: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The file, as the reader was given it.
  public var file: String
  /// The 1-based line.
  public var line: Int
  /// The 1-based column, in UTF-8 bytes.
  public var column: Int
  /// The byte offset from the start of the file.
  public var offset: Int

  /// A place in `file`.
  public init(file: String, line: Int, column: Int, offset: Int) {
    self.file = file
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// `file:line:column`.
  public var description: String { "\(file):\(line):\(column)" }

  /// The file's last path component, then `:line`, as `simulate` prints a landing.
  public var short: String {
    let name = file.split(separator: "/").last.map(String.init) ?? file
    return "\(name):\(line)"
  }

  /// File order, then offset.
  public static func < (a: SourcePlace, b: SourcePlace) -> Bool {
    (a.file, a.offset) < (b.file, b.offset)
  }
}
