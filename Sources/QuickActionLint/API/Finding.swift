import PropertyList

/// One problem the linter found: which rule, how bad, what, and where.
public struct Finding: Sendable, Hashable {
  /// How serious a finding is.
  public enum Severity: String, Sendable, Hashable, Comparable {
    /// Worth fixing; fails the run only with `--strict`.
    case warning
    /// Wrong: iOS ignores or misreads something. Fails the run.
    case error

    public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
  }

  /// Another place that belongs to the finding, such as the first of two duplicates.
  public struct Note: Sendable, Hashable {
    /// What the note says.
    public var message: String
    /// Where it points.
    public var location: SourceLocation
    /// The file of the note when it is not the finding's own (a route table, a strings file).
    public var file: String?

    /// A note at `location` in `file` (by default the finding's own file).
    public init(_ message: String, at location: SourceLocation, file: String? = nil) {
      self.message = message
      self.location = location
      self.file = file
    }
  }

  /// The rule's id, such as `plist-duplicate-key`.
  public var rule: String
  /// Error or warning.
  public var severity: Severity
  /// What is wrong and what to do, in a sentence or two.
  public var message: String
  /// The file the finding is in.
  public var file: String
  /// Where in the file.
  public var location: SourceLocation
  /// Other places that belong to the finding.
  public var notes: [Note]
  /// The text that would fix the problem in place of the value at `location`, when one is known.
  public var fixIt: String?

  init(
    rule: String, severity: Severity, message: String, file: String, location: SourceLocation,
    notes: [Note] = [], fixIt: String? = nil
  ) {
    self.rule = rule
    self.severity = severity
    self.message = message
    self.file = file
    self.location = location
    self.notes = notes
    self.fixIt = fixIt
  }
}
