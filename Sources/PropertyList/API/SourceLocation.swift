/// Where a value came from in its source file.
///
/// Lines and columns are 1-based; columns count UTF-8 bytes from the start of the line, the way
/// clang and swiftc count them, so a caret drawn under the line lands on the right byte. For
/// binary property lists the line is 0 and `offset` is the object's byte offset in the file.
/// Stored compactly (three 32-bit fields) because every node of a parsed tree carries one.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  private let storedOffset: UInt32
  private let storedLine: UInt32
  private let storedColumn: UInt32

  /// The byte offset from the start of the (UTF-8) text, or of the binary file.
  public var offset: Int { Int(storedOffset) }
  /// The 1-based line, or 0 when the source has no lines (binary property lists).
  public var line: Int { Int(storedLine) }
  /// The 1-based column in UTF-8 bytes, or 0 when the source has no lines.
  public var column: Int { Int(storedColumn) }

  /// A location at a byte offset, 1-based line and column (0 for binary input).
  public init(offset: Int, line: Int, column: Int) {
    storedOffset = UInt32(clamping: offset)
    storedLine = UInt32(clamping: line)
    storedColumn = UInt32(clamping: column)
  }

  /// A location in a binary file, which has an offset but no lines.
  public static func binary(offset: Int) -> SourceLocation {
    SourceLocation(offset: offset, line: 0, column: 0)
  }

  /// The location of values made in code rather than parsed.
  public static let unknown = SourceLocation(offset: 0, line: 0, column: 0)

  /// Whether the location names a line and column.
  public var hasLineAndColumn: Bool { storedLine > 0 }

  public var description: String {
    hasLineAndColumn ? "\(line):\(column)" : "offset \(offset)"
  }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    lhs.offset < rhs.offset
  }
}
