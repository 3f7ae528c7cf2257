import PropertyList
import QuickActionLint
import QuickActionTooling
import QuickActions

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `quickaction`: the command-line tool. Parses the command line, hands it to a command, and
/// turns the result into the exit status. Everything else lives in the libraries.
enum Tool {
  static var commands: [any Command.Type] {
    [
      LintCommand.self, ItemsCommand.self, RouteCommand.self, SimulateCommand.self,
      PreviewCommand.self, MapCommand.self,
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

    OPTIONS:
    \(ToolOptions.table.help())

    EXIT STATUS: 0 success; 1 lint errors (warnings too with --strict), or the shortcut was not
    handled; 64 bad command line (the mistake, then the usage); 66 an input file that cannot be
    read; 73 an output file that cannot be created; 74 a write to standard output or to an output
    file that failed.
    """
  }

  /// Runs the command line; a write to standard output that failed turns any status into 74,
  /// with one line on standard error: results that did not arrive are never a success.
  static func main(_ arguments: [String]) -> Int32 {
    let status = run(arguments)
    guard let reason = Console.standardOutputFailure else { return status }
    let command = arguments.first { name in commands.contains { $0.name == name } }
    let name = "quickaction" + (command.map { " " + $0 } ?? "")
    Console.error("\(name): cannot write to standard output: \(reason)")
    return ExitStatus.ioError
  }

  static func run(_ commandLine: [String]) -> Int32 {
    let arguments: [String]
    do {
      let (choice, rest) = try ColourChoice.extract(from: commandLine)
      Console.colourChoice = choice
      arguments = rest
    } catch {
      return usageError("quickaction", error.message, usage: usage, help: "quickaction --help")
    }
    guard let first = arguments.first else {
      let names = commands.map { $0.name }.joined(separator: ", ")
      return usageError(
        "quickaction", "no command (\(names))", usage: usage, help: "quickaction --help")
    }
    switch first {
    case ToolOptions.help.name, ToolOptions.help.short, "help":
      guard arguments.count > 1 else {
        Console.out(usage)
        return ExitStatus.success
      }
      guard let command = commands.first(where: { $0.name == arguments[1] }) else {
        return unknownCommand(arguments[1])
      }
      Console.out(command.usage)
      return ExitStatus.success
    case ToolOptions.version.name:
      Console.out("quickaction \(QuickActionLintVersion.current)")
      return ExitStatus.success
    case ToolOptions.completionScript.name:
      let shells = CompletionScript.Shell.allCases.map(\.rawValue)
      guard arguments.count == 2, let shell = CompletionScript.Shell(rawValue: arguments[1]) else {
        let given =
          arguments.count > 1
          ? "'\(MessageText.clip(arguments[1]))' is not a shell" : "a shell is needed"
        let message =
          "\(ToolOptions.completionScript.name): \(given) (\(shells.joined(separator: ", ")))"
        return usageError("quickaction", message, usage: usage, help: "quickaction --help")
      }
      Console.out(CompletionScript.script(shell, commands: commands))
      return ExitStatus.success
    default:
      break
    }
    guard let command = commands.first(where: { $0.name == first }) else {
      return unknownCommand(first)
    }
    let rest = Array(arguments.dropFirst())
    if command.wantsHelp(rest) {
      Console.out(command.usage)
      return ExitStatus.success
    }
    let name = "quickaction \(command.name)"
    do {
      return try command.run(rest)
    } catch let error as UsageError {
      return usageError(name, error.message, usage: command.usage, help: "\(name) --help")
    } catch let error as InputError {
      Console.error("\(name): cannot read '\(error.path)': \(error.reason)")
      return ExitStatus.noInput
    } catch let error as OutputError {
      Console.error("\(name): cannot write '\(TerminalText.escape(error.path))': \(error.reason)")
      return error.status
    } catch {
      Console.error("\(name): \(error)")
      return ExitStatus.failure
    }
  }

  /// A bad command line, as swift-argument-parser reports one (its `MessageInfo`): the mistake
  /// in one line, then the command's usage, then where the help is; exit status 64. The whole
  /// help never follows: the mistake stays in sight.
  static func usageError(_ name: String, _ message: String, usage text: String, help: String)
    -> Int32
  {
    Console.error(
      TerminalText.escape("\(name): \(message)") + "\n" + synopsis(text)
        + "\n  See '\(help)' for more information.")
    return ExitStatus.usage
  }

  /// The `USAGE:` lines of a help text, as `Usage:` (swift-argument-parser's word).
  static func synopsis(_ help: String) -> String {
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("USAGE:") }) else { return "" }
    let block = lines[start...].prefix { !$0.allSatisfy { $0 == " " } }
    return "Usage:" + block.joined(separator: "\n").dropFirst("USAGE:".count)
  }

  /// The unknown command, the nearest one by edit distance, and where the commands are listed.
  static func unknownCommand(_ name: String) -> Int32 {
    let message = DidYouMean.appending(
      to: "unknown command '\(MessageText.clip(name))'", for: name,
      among: commands.map { $0.name } + ["help"])
    return usageError("quickaction", message, usage: usage, help: "quickaction --help")
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
exit(Tool.main(Array(CommandLine.arguments.dropFirst())))
