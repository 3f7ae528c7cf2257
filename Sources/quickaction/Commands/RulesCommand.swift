import QuickActionLint

/// `quickaction rules`: every lint rule with its documentation (`RulesReport`).
enum RulesCommand: Command {
  static var spec: ArgumentSpec { table.spec }

  static func run(_ arguments: [String]) throws -> Int32 {
    let (request, args) = try table.parse(arguments, into: RulesRequest())
    _ = try args.positionals(atMost: 0)
    Console.out(RulesReport.run(request))
    return ExitStatus.success
  }
}
