import QuickActionLint

/// `quickaction aasa`: check a website's `apple-app-site-association` file, and explain whether
/// a URL opens an app from it (`SiteFileRun` with `SiteFileKind.aasa`).
enum AASACommand: Command {
  static var spec: ArgumentSpec { table.spec }

  static func run(_ arguments: [String]) throws -> Int32 {
    try SiteFileArguments.run(arguments, table: table, kind: .aasa, option: app.name)
  }
}
