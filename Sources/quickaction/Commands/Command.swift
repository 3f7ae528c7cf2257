/// One subcommand of `quickaction`: its name, one-line summary, usage text and entry point.
protocol Command {
  static var name: String { get }
  static var summary: String { get }
  /// The full `--help` text.
  static var usage: String { get }
  /// The options it takes: its parser reads them, and the shell completions list them.
  static var spec: ArgumentSpec { get }
  /// Runs the command; returns the exit status. Throws `UsageError` (64), `InputError` (66)
  /// or `OutputError` (73, 74).
  static func run(_ arguments: [String]) throws -> Int32
}

extension Command {
  static func wantsHelp(_ arguments: [String]) -> Bool {
    let help = ToolOptions.help
    return arguments.contains(help.name) || help.short.map(arguments.contains) == true
  }
}
