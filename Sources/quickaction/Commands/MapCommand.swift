import QuickActionPictures
import QuickActionTooling

/// `quickaction map`: the app's navigation and every door into each route, as a picture
/// (`MapRun`).
enum MapCommand: Command {
  static var spec: ArgumentSpec { table.spec }

  static func run(_ arguments: [String]) throws -> Int32 {
    var (request, args) = try table.parse(arguments, into: MapRequest())
    request.file = try args.positionals(atMost: 1).first ?? request.file
    request.format = try Arguments.outputFormat(
      output: request.output, outputOption: Self.output.name, stated: request.format,
      formatOption: Self.format.name, extensions: MapRun.extensions, default: "svg")
    return try ToolRunning.finish { environment throws(ToolRunError) in
      try MapRun.run(request, in: environment)
    }
  }
}
