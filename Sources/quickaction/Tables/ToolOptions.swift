/// The options of `quickaction` itself: those every command takes too (`--color`, `--help`),
/// and those only the tool takes (`--version`, `--generate-completion-script`). The tool's
/// help, the parser of `--color`, the commands' `--help` and the completions are made from
/// this table.
enum ToolOptions {
  /// What the tool's own options set: nothing is kept, each is acted on where it is read.
  struct Request {}

  typealias Option = CommandOption<Request>

  static let color = Option(
    name: "--color", placeholder: "WHEN",
    help: """
      colour: auto (default: on a terminal), always or never; with auto,
      NO_COLOR turns it off and FORCE_COLOR on; every command takes it
      """, repeats: false, choices: ColourChoice.allCases.map(\.rawValue)
  ) { _, _ in }
  static let completionScript = Option(
    name: "--generate-completion-script", placeholder: "SHELL",
    help: "a completion script for bash, zsh or fish", repeats: false,
    choices: CompletionScript.Shell.allCases.map(\.rawValue)
  ) { _, _ in }
  static let version = Option(name: "--version", help: "the version", repeats: false) { _, _ in }
  static let help = Option(
    name: "--help", short: "-h",
    help: "this help; `quickaction help <command>` for a command's", repeats: false
  ) { _, _ in }

  /// The tool's options, in its help's order.
  static let table = OptionTable<Request>(options: [color, completionScript, version, help])
  /// The options every command takes besides its own.
  static let everyCommand = [color, help]
}
