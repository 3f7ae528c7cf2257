import PropertyList

/// Why a run of the tool's commands stopped before its report: the tool's exit statuses 64, 66,
/// 73, 74 and 1.
public enum ToolRunError: Error, Sendable, Equatable {
  /// The request does not make sense (exit status 64).
  case usage(String)
  /// An input that cannot be read (66).
  case unreadable(path: String, reason: String)
  /// An output that cannot be created (73): no such folder, no permission.
  case unwritable(path: String, reason: String)
  /// An output whose write failed (74): a full disk. The file is left as it was.
  case writeFailed(path: String, reason: String)
  /// A file that does not read as what it should be, rendered with its excerpt (exit status 1).
  case invalidFile(String)
}

/// How a run reaches the files and the user: the tool reads with its size limits and standard
/// input, writes atomically, and says things on standard error.
public struct ToolEnvironment: Sendable {
  /// The whole file at a path (`-`: standard input).
  public var read: @Sendable (String) throws(ToolRunError) -> [UInt8]
  /// Writes a file whole or not at all.
  public var write: @Sendable ([UInt8], String) throws(ToolRunError) -> Void
  /// A message for the user, one line or an excerpt (standard error).
  public var say: @Sendable (String) -> Void

  /// An environment of these parts.
  public init(
    read: @escaping @Sendable (String) throws(ToolRunError) -> [UInt8],
    write: @escaping @Sendable ([UInt8], String) throws(ToolRunError) -> Void,
    say: @escaping @Sendable (String) -> Void
  ) {
    self.read = read
    self.write = write
    self.say = say
  }
}

/// What a run ends with: the report for standard output, and whether it succeeded (exit status
/// 0, else 1).
public struct ToolOutcome: Sendable, Equatable {
  /// The report (standard output); nil when the run wrote a file instead.
  public var output: String?
  /// Whether the run did what it was asked: the routing handled, the files as declared.
  public var succeeded: Bool
  /// Messages for the user that come after the report (standard error): a "did you mean", what
  /// to run next. A terminal shows them below it.
  public var notes: [String]

  /// An outcome of this report, verdict and closing notes.
  public init(output: String?, succeeded: Bool = true, notes: [String] = []) {
    self.output = output
    self.succeeded = succeeded
    self.notes = notes
  }
}
