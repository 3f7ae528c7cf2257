/// A value a writer cannot express in its format; nothing is written.
public struct PlistWriteError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Where the value sits: `root`, then `.key` and `[index]` steps, as in `root.Items[2].When`.
  public var path: String
  /// Why the value cannot be written.
  public var message: String

  /// An error about the value at `path`.
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  public var description: String { "\(path): \(message)" }
}
