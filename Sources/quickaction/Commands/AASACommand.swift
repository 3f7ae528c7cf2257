import PropertyList
import QuickActionLint

/// `quickaction aasa`: check a website's `apple-app-site-association` file, and explain whether
/// a URL opens an app from it.
enum AASACommand: Command {
  static var spec: ArgumentSpec { table.spec }

  static func run(_ arguments: [String]) throws -> Int32 {
    try SiteFileCommand.run(arguments, table: table, kind: kind)
  }

  /// The apple-app-site-association file as `SiteFileCommand` reads it (`AASAReader`,
  /// `AASAMatcher`).
  static let kind = SiteFileKind(
    command: name, appOption: app.name, fileNoun: "apple-app-site-association", platform: "iOS",
    noApp: "(no app)"
  ) { bytes in
    let reading = AASAReader.read(bytes)
    let problems = reading.problems.map(problem)
    let decide = reading.file.map(AASAMatcher.init).map { matcher in
      { (url: AASAURL, app: String?) in
        (app.map { [matcher.decide(url, appID: $0)] } ?? matcher.decideForEveryApp(url))
          .map { SiteFileKind.Decision(opensApp: $0.opensApp, outline: $0.outline, json: $0.json) }
      }
    }
    return SiteFileKind.Reading(problems: problems, contents: contents(reading), decide: decide)
  }

  /// A problem as `SiteFileCommand` prints it.
  static func problem(_ problem: AASAProblem) -> SiteFileKind.Problem {
    SiteFileKind.Problem(
      severity: problem.severity.rawValue, message: problem.message, location: problem.location,
      notes: problem.notes.map { PlistError.Note($0.message, at: $0.location) }, json: problem.json)
  }

  /// A problem the compiler way, as `validate` prints it (`map` prints them too).
  static func render(_ problem: AASAProblem, path: String, bytes: [UInt8]) -> String {
    SiteFileCommand.render(Self.problem(problem), path: path, bytes: bytes)
  }

  /// The summary's end: the applinks details and apps, or that there are none.
  static func contents(_ reading: AASAReading) -> String {
    guard let applinks = reading.file?.applinks else { return "no applinks" }
    let (details, apps) = (applinks.details.count, applinks.appIDs.count)
    return
      "applinks: \(details) detail\(details == 1 ? "" : "s") for \(apps) app\(apps == 1 ? "" : "s")"
  }
}
