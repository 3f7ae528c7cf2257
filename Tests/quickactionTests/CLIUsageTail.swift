import Foundation

extension CLI {
  /// What follows the one-line mistake of a usage error for `arguments`: the `USAGE:` lines of
  /// the command's `--help` (of `quickaction --help` when the first argument names no command),
  /// as `Usage:`, and where the help is, as swift-argument-parser prints them.
  static func usageTail(_ arguments: [String]) throws -> String {
    let help = try run(["--help"]).stdout
    let commands = help.components(separatedBy: "\n").drop { $0 != "COMMANDS:" }.dropFirst()
      .prefix { !$0.isEmpty }.compactMap { $0.split(separator: " ").first.map(String.init) }
    let command = arguments.first.flatMap { commands.contains($0) ? $0 : nil }
    let text = command.map { try? run([$0, "--help"]).stdout } ?? help
    let lines = (text ?? "").components(separatedBy: "\n").drop { !$0.hasPrefix("USAGE:") }.prefix {
      !$0.isEmpty
    }
    let name = "quickaction" + (command.map { " " + $0 } ?? "")
    return "Usage:" + lines.joined(separator: "\n").dropFirst("USAGE:".count)
      + "\n  See '\(name) --help' for more information.\n"
  }
}
