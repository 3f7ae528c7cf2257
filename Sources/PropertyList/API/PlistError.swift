/// A property list that could not be read: what is wrong, and where.
public struct PlistError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The kinds of problem, stable for programs (the linter maps them to rule ids).
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    case emptyFile
    case inputTooLarge
    case invalidEncoding
    case unsupportedEncoding
    case notXML
    case invalidRoot
    case malformedMarkup
    case unclosedTag
    case unexpectedEndOfFile
    case mismatchedTag
    case unknownTag
    case unexpectedText
    case invalidInteger
    case integerOverflow
    case invalidReal
    case invalidDate
    case invalidBase64
    case nonEmptyBoolean
    case keyWithoutValue
    case valueWithoutKey
    case duplicateKey
    case bareAmpersand
    case undefinedEntity
    case invalidCharacterReference
    case unsafeDoctype
    case nestingTooDeep
    case trailingContent
    case malformedBinary
    case binaryCycle
    case stringsSyntax
  }

  /// A second place that belongs to the error, such as the first of two duplicate keys.
  public struct Note: Sendable, Hashable {
    public var message: String
    public var location: SourceLocation

    public init(_ message: String, at location: SourceLocation) {
      self.message = message
      self.location = location
    }
  }

  public var kind: Kind
  public var message: String
  public var location: SourceLocation
  public var notes: [Note]

  public init(_ kind: Kind, _ message: String, at location: SourceLocation, notes: [Note] = []) {
    self.kind = kind
    self.message = message
    self.location = location
    self.notes = notes
  }

  /// A key that a dictionary already has, with the first one's place as a note.
  public static func duplicateKey(_ key: String, at location: SourceLocation, first: SourceLocation)
    -> PlistError
  {
    PlistError(.duplicateKey,
               "duplicate key '\(key)' in this dictionary (the common parsers silently keep the last value)",
               at: location, notes: [.init("'\(key)' first defined here", at: first)])
  }

  /// `line:col: message`, without a path; see `SourceExcerpt` for the compiler-style rendering.
  public var description: String { "\(location): \(message)" }
}
