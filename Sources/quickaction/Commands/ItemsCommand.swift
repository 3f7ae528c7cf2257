import QuickActionPictures
import QuickActionTooling

/// `quickaction items`: the Home Screen menu as iOS would show it (`ItemsRun`, `ItemsReport`).
enum ItemsCommand: Command {
  static var spec: ArgumentSpec { table.spec }

  static func run(_ arguments: [String]) throws -> Int32 {
    var (request, args) = try table.parse(arguments, into: ItemsRequest())
    request.file = try args.positionals(atMost: 1).first ?? request.file
    return try ToolRunning.finish { environment throws(ToolRunError) in
      try ItemsRun.run(request, in: environment)
    }
  }
}
