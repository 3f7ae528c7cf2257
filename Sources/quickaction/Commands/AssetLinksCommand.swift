import AndroidProject
import PropertyList
import QuickActionLint

/// `quickaction assetlinks`: check a website's `assetlinks.json`, and explain whether a URL
/// opens an Android app from it (`AssetLinksReader`, `AssetLinksMatcher`), as `aasa` does for
/// iOS.
enum AssetLinksCommand: Command {
  static var spec: ArgumentSpec { table.spec }

  static func run(_ arguments: [String]) throws -> Int32 {
    try SiteFileCommand.run(arguments, table: table, kind: kind)
  }

  /// The assetlinks.json file as `SiteFileCommand` reads it (`AssetLinksReader`,
  /// `AssetLinksMatcher`).
  static let kind = SiteFileKind(
    command: name, appOption: app.name, fileNoun: "assetlinks.json", platform: "Android",
    noApp: "(no package)"
  ) { bytes in
    let reading = AssetLinksReader.read(bytes)
    let problems = reading.problems.map { problem in
      let (line, column) = (problem.location.line, problem.location.column)
      return SiteFileKind.Problem(
        severity: problem.severity.rawValue, message: problem.message, location: problem.location,
        json: .object([
          ("line", .int(line)), ("column", .int(column)),
          ("severity", .string(problem.severity.rawValue)),
          ("message", .string(problem.message)),
        ]))
    }
    let decide = reading.file.map(AssetLinksMatcher.init).map { matcher in
      { (url: AASAURL, package: String?) in
        (package.map { [matcher.decide(url, package: $0)] } ?? matcher.decideForEveryPackage(url))
          .map { SiteFileKind.Decision(opensApp: $0.opensApp, outline: $0.outline, json: $0.json) }
      }
    }
    let statements = reading.file?.statements.count ?? 0
    let packages = reading.file?.appLinkPackages ?? []
    let named =
      packages.isEmpty ? "no package" : TerminalText.escape(packages.joined(separator: ", "))
    let contents = "\(statements) statement\(statements == 1 ? "" : "s"), App Links for \(named)"
    return SiteFileKind.Reading(problems: problems, contents: contents, decide: decide)
  }
}
