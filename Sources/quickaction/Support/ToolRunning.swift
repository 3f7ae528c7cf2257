import QuickActionTooling

/// The tool's side of a library run: the files and messages it runs with, and its errors and
/// outcome as exit statuses (ARCHITECTURE.md), the report on standard output.
enum ToolRunning {
  /// The tool's reads (size limit, standard input), atomic writes and standard error.
  static var environment: ToolEnvironment {
    ToolEnvironment(
      read: { path throws(ToolRunError) in
        try Result { () throws(InputError) in try Console.read(path) }
          .mapError { ToolRunError.unreadable(path: $0.path, reason: $0.reason) }.get()
      },
      write: { bytes, path throws(ToolRunError) in
        try Result { () throws(OutputError) in try Console.writeAtomically(bytes, to: path) }
          .mapError { error in
            error.status == ExitStatus.ioError
              ? ToolRunError.writeFailed(path: error.path, reason: error.reason)
              : ToolRunError.unwritable(path: error.path, reason: error.reason)
          }.get()
      },
      say: Console.error)
  }

  /// Runs `body` with the tool's environment: its report on standard output, 0 when it
  /// succeeded and 1 when not; a file that does not read is its excerpt and 1.
  static func finish(_ body: (ToolEnvironment) throws(ToolRunError) -> ToolOutcome) throws
    -> Int32
  {
    do { return report(try body(environment)) } catch { return try fail(error) }
  }

  /// As `finish(_:)`, for the runs that route (`route`, `simulate`).
  static func finishAsync(_ body: (ToolEnvironment) async throws(ToolRunError) -> ToolOutcome)
    async throws -> Int32
  {
    do { return report(try await body(environment)) } catch { return try fail(error) }
  }

  static func report(_ outcome: ToolOutcome) -> Int32 {
    if let output = outcome.output { Console.out(output) }
    for note in outcome.notes { Console.error(note) }
    return outcome.succeeded ? ExitStatus.success : ExitStatus.failure
  }

  /// The error as the tool's error (exit status 64, 66, 73 or 74), or its excerpt and 1.
  static func fail(_ error: ToolRunError) throws -> Int32 {
    switch error {
    case .usage(let message): throw UsageError(message: message)
    case .unreadable(let path, let reason): throw InputError(path: path, reason: reason)
    case .unwritable(let path, let reason): throw OutputError(path: path, reason: reason)
    case .writeFailed(let path, let reason):
      throw OutputError(path: path, reason: reason, status: ExitStatus.ioError)
    case .invalidFile(let excerpt):
      Console.error(excerpt)
      return ExitStatus.failure
    }
  }
}
