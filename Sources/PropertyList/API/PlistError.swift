/// A property list that could not be read: what is wrong, and where.
public struct PlistError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The kinds of problem, stable for programs (the linter maps them to rule ids).
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// The input has no bytes, or only whitespace.
    case emptyFile
    /// The input is larger than `PropertyList.Options.maxInputBytes`.
    case inputTooLarge
    /// The bytes are not valid in the document's encoding (UTF-8, UTF-16 or the declared one).
    case invalidEncoding
    /// The XML declaration names an encoding the reader does not support.
    case unsupportedEncoding
    /// The input is neither XML, binary, nor the requested format.
    case notXML
    /// The document's root is not `<plist>` holding one value.
    case invalidRoot
    /// Markup that is not well-formed XML: a broken tag, attribute or comment.
    case malformedMarkup
    /// A tag that is never closed.
    case unclosedTag
    /// The input ends inside a value.
    case unexpectedEndOfFile
    /// A closing tag that does not close the element open there.
    case mismatchedTag
    /// An element that is not part of the property-list format.
    case unknownTag
    /// Text where only elements may be (outside `<string>`, `<key>` and the scalars).
    case unexpectedText
    /// An `<integer>` that is not a decimal or hexadecimal number.
    case invalidInteger
    /// An `<integer>` outside the signed and unsigned 64-bit range.
    case integerOverflow
    /// A `<real>` that is not a number.
    case invalidReal
    /// A `<date>` that is not an ISO 8601 UTC date, or one outside the representable range.
    case invalidDate
    /// A `<data>` whose Base64 is invalid.
    case invalidBase64
    /// A `<true/>` or `<false/>` with content.
    case nonEmptyBoolean
    /// A `<key>` that is the last thing in its dictionary.
    case keyWithoutValue
    /// A value in a dictionary that has no `<key>` before it.
    case valueWithoutKey
    /// A key that its dictionary already has.
    case duplicateKey
    /// An `&` that does not start an entity or character reference.
    case bareAmpersand
    /// An entity reference other than the five XML predefines.
    case undefinedEntity
    /// A character reference to a code point XML does not allow.
    case invalidCharacterReference
    /// A DOCTYPE with an internal subset, entities or another document type, which CoreFoundation would read differently.
    case unsafeDoctype
    /// Values nested deeper than `PropertyList.Options.maxDepth`.
    case nestingTooDeep
    /// Content after the root value.
    case trailingContent
    /// A binary property list whose structure is broken (trailer, offsets, object sizes).
    case malformedBinary
    /// A binary property list whose containers refer to themselves.
    case binaryCycle
    /// A `.strings` file that is not `"key" = "value";` pairs and comments.
    case stringsSyntax
    /// An OpenStep (old-style) property list, such as `project.pbxproj`, that is not
    /// dictionaries, arrays, data and strings as CoreFoundation reads them.
    case openStepSyntax
    /// An OpenStep or `.strings` file read without `PropertyListOpenStep`, whose readers they are.
    case unsupportedFormat
  }

  /// A second place that belongs to the error, such as the first of two duplicate keys.
  public struct Note: Sendable, Hashable {
    /// What the note says.
    public var message: String
    /// Where the note points.
    public var location: SourceLocation

    /// A note saying `message` about `location`.
    public init(_ message: String, at location: SourceLocation) {
      self.message = message
      self.location = location
    }
  }

  /// The kind of problem, for programs.
  public var kind: Kind
  /// The problem, in a sentence for people.
  public var message: String
  /// Where the problem is.
  public var location: SourceLocation
  /// Other places that belong to the problem.
  public var notes: [Note]

  /// An error of `kind` at `location`, with its message and notes.
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
    PlistError(
      .duplicateKey,
      "duplicate key '\(key)' in this dictionary (the common parsers silently keep the last value)",
      at: location, notes: [.init("'\(key)' first defined here", at: first)])
  }

  /// `line:col: message`, without a path; see `SourceExcerpt` for the compiler-style rendering.
  public var description: String { "\(location): \(message)" }
}
