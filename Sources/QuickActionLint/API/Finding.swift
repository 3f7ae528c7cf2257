import PropertyList

/// One problem the linter found: which rule, how bad, what, and where.
public struct Finding: Sendable, Hashable {
  public enum Severity: String, Sendable, Hashable, Comparable {
    case warning
    case error

    public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
  }

  /// Another place that belongs to the finding, such as the first of two duplicates.
  public struct Note: Sendable, Hashable {
    public var message: String
    public var location: SourceLocation
    /// The file of the note when it is not the finding's own (a route table, a strings file).
    public var file: String?

    public init(_ message: String, at location: SourceLocation, file: String? = nil) {
      self.message = message
      self.location = location
      self.file = file
    }
  }

  public var rule: String
  public var severity: Severity
  public var message: String
  public var file: String
  public var location: SourceLocation
  public var notes: [Note]
  /// The text that would fix the problem in place of the value at `location`, when one is known.
  public var fixIt: String?

  init(rule: String, severity: Severity, message: String, file: String, location: SourceLocation,
       notes: [Note] = [], fixIt: String? = nil) {
    self.rule = rule
    self.severity = severity
    self.message = message
    self.file = file
    self.location = location
    self.notes = notes
    self.fixIt = fixIt
  }
}
