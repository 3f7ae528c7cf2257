import QuickActionPictures
import QuickActionTooling

/// `quickaction preview`: the long-press menu drawn as iOS shows it, every language side by side
/// (`PreviewRun`, `PreviewPage`).
enum PreviewCommand: Command {
  static var spec: ArgumentSpec { table.spec }

  static func run(_ arguments: [String]) throws -> Int32 {
    var (request, args) = try table.parse(arguments, into: PreviewRequest())
    request.file = try args.positionals(atMost: 1).first ?? request.file
    request.format = try Arguments.outputFormat(
      output: request.output, outputOption: Self.output.name, stated: nil, formatOption: nil,
      extensions: ["html": "html", "svg": "svg"], default: "html")
    return try ToolRunning.finish { environment throws(ToolRunError) in
      try PreviewRun.run(request, in: environment)
    }
  }
}
