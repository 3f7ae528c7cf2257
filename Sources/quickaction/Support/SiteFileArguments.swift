import PropertyList
import QuickActionLint
import QuickActionTooling

/// The command line `aasa` and `assetlinks` share: `validate FILE`, or `match URL [OPTION
/// VALUE] FILE`, with the same messages for what is missing or wrong.
enum SiteFileArguments {
  /// `request` with the file and URL of `args` for `kind`'s command, whose app option
  /// (`--app`, `--package`) is only for `match`.
  static func parse(
    _ args: Arguments, into request: SiteFileRequest, kind: SiteFileKind, option: String
  ) throws(UsageError) -> SiteFileRequest {
    var request = request
    switch args.positionals.first {
    case "validate":
      guard request.app == nil else {
        throw UsageError(message: "\(option) is for '\(kind.command) match'")
      }
      let positionals = try args.positionals(atMost: 2)
      guard positionals.count == 2 else {
        throw UsageError(message: "missing the FILE to validate")
      }
      request.file = positionals[1]
    case "match":
      let positionals = try args.positionals(atMost: 3)
      guard positionals.count >= 2 else { throw UsageError(message: "missing the URL to match") }
      guard positionals.count == 3 else {
        throw UsageError(message: "missing the \(kind.fileNoun) FILE")
      }
      (request.url, request.file) = (positionals[1], positionals[2])
    case let other?:
      throw UsageError(
        message:
          "unknown \(kind.command) command '\(TerminalText.escape(other))' (validate, match)")
    case nil:
      throw UsageError(message: "missing 'validate' or 'match'")
    }
    return request
  }

  /// Runs `arguments` as `kind`'s command with the options of `table` (`SiteFileRun`).
  static func run(
    _ arguments: [String], table: OptionTable<SiteFileRequest>, kind: SiteFileKind,
    option: String
  ) throws -> Int32 {
    let (parsed, args) = try table.parse(arguments, into: SiteFileRequest())
    let request = try parse(args, into: parsed, kind: kind, option: option)
    return try ToolRunning.finish { environment throws(ToolRunError) in
      try SiteFileRun.run(request, kind: kind, in: environment)
    }
  }
}
