import QuickActionLint
import QuickActionTooling

/// `quickaction lint`: checks property lists and prints findings for Xcode, CI or a program.
enum LintCommand: Command {
  static var spec: ArgumentSpec { table.spec }

  /// The command line as a `LintRequest`, run by `LintRun`; the outcome as the exit status.
  static func run(_ arguments: [String]) throws -> Int32 {
    var (request, args) = try table.parse(arguments, into: LintRequest())
    request.files = args.positionals
    request.colour = Console.colourOnStandardOutput
    let outcome: LintOutcome
    do { outcome = try LintRun.run(request, in: ToolRunning.environment) } catch {
      return try ToolRunning.fail(error)
    }
    if let output = outcome.output { Console.out(output) }
    switch outcome.status {
    case .passed: return ExitStatus.success
    case .failed: return ExitStatus.failure
    case .unreadableInput: return ExitStatus.noInput
    }
  }
}
