import PropertyList

/// A mistake in an `apple-app-site-association` file: how bad, what, and where.
public struct AASAProblem: Sendable, Hashable, CustomStringConvertible {
  /// An error makes iOS misread or ignore part of the file; a warning is likely a mistake.
  public var severity: Finding.Severity
  /// What is wrong and what to do, in a sentence.
  public var message: String
  /// Where it is.
  public var location: SourceLocation
  /// Other places that belong to it.
  public var notes: [Finding.Note]

  /// A problem of `severity` at `location`.
  public init(
    _ severity: Finding.Severity, _ message: String, at location: SourceLocation,
    notes: [Finding.Note] = []
  ) {
    self.severity = severity
    self.message = message
    self.location = location
    self.notes = notes
  }

  public var description: String { "\(location): \(severity.rawValue): \(message)" }
}

/// What reading a file gave: the file as iOS would read it (nil when it is not JSON at all),
/// and its problems in source order.
public struct AASAReading: Sendable, Hashable {
  /// The file, when it is JSON.
  public var file: AASAFile?
  /// The problems found, in source order.
  public var problems: [AASAProblem]

  /// Whether any problem is an error.
  public var hasErrors: Bool { problems.contains { $0.severity == .error } }
}
