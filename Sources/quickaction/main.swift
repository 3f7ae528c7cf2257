#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import PropertyList
import QuickActionLint
import QuickActions

/// `quickaction`: the command-line tool. Parses the command line, hands it to a command, and
/// turns the result into the exit status. Everything else lives in the libraries.
enum Tool {
  static var commands: [any Command.Type] {
    [
      LintCommand.self, ItemsCommand.self, RouteCommand.self, SimulateCommand.self, PreviewCommand.self, MapCommand.self,
      RulesCommand.self, AASACommand.self, AssetLinksCommand.self, AndroidCommand.self,
    ]
  }

  static var usage: String {
    """
    quickaction \(QuickActionLintVersion.current): Home Screen quick actions, checked, routed and simulated.

    USAGE: quickaction <command> [options]

    COMMANDS:
    \(commands.map { "  " + $0.name.padding(11) + $0.summary }.joined(separator: "\n"))

    With no FILE, commands read ./Shortcuts.plist. `quickaction <command> --help` for each.

    EXIT STATUS: 0 success; 1 lint errors (warnings too with --strict), or the shortcut was not
    handled; 64 bad command line; 66 an input file that cannot be read; 73 an output file that
    cannot be written.
    """
  }

  static func run(_ arguments: [String]) -> Int32 {
    guard let first = arguments.first else {
      Console.error("quickaction: no command (\(commands.map { $0.name }.joined(separator: ", "))); see 'quickaction --help'")
      return ExitStatus.usage
    }
    switch first {
    case "--help", "-h", "help":
      guard arguments.count > 1 else {
        Console.out(usage)
        return ExitStatus.success
      }
      guard let command = commands.first(where: { $0.name == arguments[1] }) else {
        Console.error(unknownCommand(arguments[1]))
        return ExitStatus.usage
      }
      Console.out(command.usage)
      return ExitStatus.success
    case "--version":
      Console.out("quickaction \(QuickActionLintVersion.current)")
      return ExitStatus.success
    default:
      break
    }
    guard let command = commands.first(where: { $0.name == first }) else {
      Console.error(unknownCommand(first))
      return ExitStatus.usage
    }
    let rest = Array(arguments.dropFirst())
    if command.wantsHelp(rest) {
      Console.out(command.usage)
      return ExitStatus.success
    }
    do {
      return try command.run(rest)
    } catch let error as UsageError {
      // One line and a pointer to the help, never the whole help: the mistake stays in sight.
      Console.error("quickaction \(command.name): \(TerminalText.escape(error.message)); see 'quickaction \(command.name) --help'")
      return ExitStatus.usage
    } catch let error as InputError {
      Console.error("quickaction \(command.name): cannot read '\(error.path)': \(error.reason)")
      return ExitStatus.noInput
    } catch let error as OutputError {
      Console.error("quickaction \(command.name): cannot write '\(TerminalText.escape(error.path))': \(error.reason)")
      return ExitStatus.cannotCreate
    } catch {
      Console.error("quickaction \(command.name): \(error)")
      return ExitStatus.failure
    }
  }

  /// One line: the unknown command, the nearest one, and where the commands are listed.
  static func unknownCommand(_ name: String) -> String {
    let hint = closest(name).map { "; did you mean '\($0)'?" } ?? ""
    return "quickaction: unknown command '\(TerminalText.escape(MessageText.clip(name)))'\(hint); see 'quickaction --help'"
  }

  static func closest(_ name: String) -> String? {
    commands.map { $0.name }.first { $0.hasPrefix(name) || name.hasPrefix($0) }
  }
}

extension String {
  /// The string padded with spaces to `width` display columns.
  func padding(_ width: Int) -> String {
    let w = DisplayWidth.of(self)
    return w >= width ? self + " " : self + String(repeating: " ", count: width - w)
  }
}

// A synchronous main: commands that need concurrency start it themselves (`Blocking`), so
// `lint` does not pay for the concurrency runtime at start-up.
exit(Tool.run(Array(CommandLine.arguments.dropFirst())))
