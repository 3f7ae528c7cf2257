import PropertyList
import QuickActionLint

/// The command line `aasa` and `assetlinks` share: `validate FILE`, or `match URL [OPTION
/// VALUE] FILE`, with the same messages for what is missing or wrong.
enum SiteFileArguments {
  /// What the command line asks.
  enum Request {
    case validate(file: String)
    case match(url: AASAURL, text: String, file: String)
  }

  /// The request of `args` for `command`, whose app option (`--app`, `--package`) is only for
  /// `match`, and whose file is named `fileNoun` in messages.
  static func parse(
    _ args: Arguments, app: String?, command: String, option: String, fileNoun: String
  ) throws(UsageError) -> Request {
    switch args.positionals.first {
    case "validate":
      guard app == nil else {
        throw UsageError(message: "\(option) is for '\(command) match'")
      }
      let positionals = try args.positionals(atMost: 2)
      guard positionals.count == 2 else {
        throw UsageError(message: "missing the FILE to validate")
      }
      return .validate(file: positionals[1])
    case "match":
      let positionals = try args.positionals(atMost: 3)
      guard positionals.count >= 2 else { throw UsageError(message: "missing the URL to match") }
      guard positionals.count == 3 else {
        throw UsageError(message: "missing the \(fileNoun) FILE")
      }
      guard let url = AASAURL(positionals[1]) else {
        throw UsageError(
          message:
            "'\(TerminalText.escape(positionals[1]))' is not an absolute URL such as https://example.com/path"
        )
      }
      return .match(url: url, text: positionals[1], file: positionals[2])
    case let other?:
      throw UsageError(
        message: "unknown \(command) command '\(TerminalText.escape(other))' (validate, match)")
    case nil:
      throw UsageError(message: "missing 'validate' or 'match'")
    }
  }
}
