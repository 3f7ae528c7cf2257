import PropertyList

/// A mistake in an `assetlinks.json`: how bad, what, and where.
public struct AssetLinksProblem: Sendable, Hashable, CustomStringConvertible {
  /// How bad a problem is.
  public enum Severity: String, Sendable, Hashable {
    /// Android misreads or ignores part of the file; verification may fail.
    case error
    /// Likely a mistake.
    case warning
  }

  /// Error or warning.
  public var severity: Severity
  /// What is wrong and what to do.
  public var message: String
  /// Where it is.
  public var location: SourceLocation

  /// A problem of `severity` at `location`.
  public init(_ severity: Severity, _ message: String, at location: SourceLocation) {
    self.severity = severity
    self.message = message
    self.location = location
  }

  public var description: String { "\(location): \(severity.rawValue): \(message)" }
}

/// What reading a file gave: the file (nil when it is not JSON), and its problems in source order.
public struct AssetLinksReading: Sendable, Hashable {
  /// The file, when it is JSON.
  public var file: AssetLinksFile?
  /// The problems, in source order.
  public var problems: [AssetLinksProblem]

  /// Whether any problem is an error.
  public var hasErrors: Bool { problems.contains { $0.severity == .error } }
}
