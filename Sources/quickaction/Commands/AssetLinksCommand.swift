import QuickActionLint

/// `quickaction assetlinks`: check a website's `assetlinks.json`, and explain whether a URL
/// opens an Android app from it (`SiteFileRun` with `SiteFileKind.assetLinks`), as `aasa` does
/// for iOS.
enum AssetLinksCommand: Command {
  static var spec: ArgumentSpec { table.spec }

  static func run(_ arguments: [String]) throws -> Int32 {
    try SiteFileArguments.run(arguments, table: table, kind: .assetLinks, option: app.name)
  }
}
