import PropertyList
import QuickActionLint
import QuickActionTooling

/// `quickaction android shortcuts`: write (or check) an Android app's static shortcuts from the
/// iOS declaration (`AndroidShortcutsRun`).
enum AndroidCommand: Command {
  static var spec: ArgumentSpec { table.spec }

  static func run(_ arguments: [String]) throws -> Int32 {
    var (request, args) = try table.parse(arguments, into: AndroidShortcutsRequest())
    guard args.positionals.first == "shortcuts" else {
      throw UsageError(
        message: args.positionals.first.map {
          "unknown android command '\(TerminalText.escape($0))' (shortcuts)"
        } ?? "missing 'shortcuts'")
    }
    let positionals = try args.positionals(atMost: 2)
    if positionals.count > 1 { request.file = positionals[1] }
    return try ToolRunning.finish { environment throws(ToolRunError) in
      try AndroidShortcutsRun.run(request, in: environment)
    }
  }
}
