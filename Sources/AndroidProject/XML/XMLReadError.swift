import PropertyList

/// An Android XML file that could not be read: what is wrong, and where.
public struct XMLReadError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The kinds of problem, stable for programs.
  public enum Kind: String, Sendable, Hashable {
    /// The file is larger than `XMLReader.Options.maxInputBytes`.
    case inputTooLarge
    /// Bytes that are not UTF-8 (or the UTF-16 a byte-order mark announces).
    case invalidEncoding
    /// Markup that is not well-formed XML.
    case malformed
    /// A DOCTYPE with an internal subset, an entity declaration, or an entity other than the
    /// five XML predefines: refused, and nothing is expanded or loaded.
    case unsafeDoctype
    /// Elements nested deeper than `XMLReader.Options.maxDepth`.
    case nestingTooDeep
  }

  /// The kind of problem.
  public var kind: Kind
  /// The problem, in a sentence.
  public var message: String
  /// Where it is.
  public var location: SourceLocation

  /// An error of `kind` at `location`.
  public init(_ kind: Kind, _ message: String, at location: SourceLocation) {
    self.kind = kind
    self.message = message
    self.location = location
  }

  public var description: String { "\(location): \(message)" }
}
