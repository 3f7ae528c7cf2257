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

  /// What Android does with a file that has the problem (AOSP StatementService).
  public enum Consequence: String, Sendable, Hashable {
    /// Android reads none of the file: verification fails for the host.
    case ignoresFile = "ignores-file"
    /// Android 12 and later read none of the file; Android 11 and earlier drop the statement.
    case ignoresFileOrStatement = "ignores-file-or-statement"
    /// Android drops the statement.
    case ignoresStatement = "ignores-statement"
    /// Android reads the value, and no device matches it: the app is not verified by it.
    case failsVerification = "fails-verification"
    /// Android 15 and later discard the dynamic rules: the manifest's filters decide.
    case discardsDynamicRules = "discards-dynamic-rules"
    /// Android ignores the value and reads the rest.
    case ignoresValue = "ignores-value"

    /// The consequence as a message ends with it.
    public var sentence: String {
      switch self {
      case .ignoresFile: return "Android ignores the whole file, so verification fails for the host"
      case .ignoresFileOrStatement:
        return "Android 12 and later ignore the whole file (verification fails for the host), "
          + "Android 11 and earlier this statement"
      case .ignoresStatement: return "Android ignores the statement"
      case .failsVerification: return "no device matches it, so it verifies no app"
      case .discardsDynamicRules:
        return "Android 15 and later discard the dynamic rules, and the manifest's filters decide"
      case .ignoresValue: return "Android ignores it"
      }
    }
  }

  /// Error or warning.
  public var severity: Severity
  /// What is wrong and what to do; it ends with what Android does, when that is known.
  public var message: String
  /// Where it is.
  public var location: SourceLocation
  /// What Android does with the file, when the problem changes what it reads.
  public var consequence: Consequence?

  /// A problem of `severity` at `location`; the consequence's sentence ends the message.
  public init(
    _ severity: Severity, _ message: String, at location: SourceLocation,
    consequence: Consequence? = nil
  ) {
    self.severity = severity
    self.message = consequence.map { message + ": " + $0.sentence } ?? message
    self.location = location
    self.consequence = consequence
  }

  public var description: String { "\(location): \(severity.rawValue): \(message)" }
}

/// What reading a file gave: the file (nil when it is not JSON), and its problems in source order.
public struct AssetLinksReading: Sendable, Hashable {
  /// The file, when it is JSON.
  public var file: AssetLinksFile?
  /// The problems, in source order.
  public var problems: [AssetLinksProblem]

  /// A reading of `file` with `problems`.
  public init(file: AssetLinksFile?, problems: [AssetLinksProblem]) {
    self.file = file
    self.problems = problems
  }

  /// Whether any problem is an error.
  public var hasErrors: Bool { problems.contains { $0.severity == .error } }
}
