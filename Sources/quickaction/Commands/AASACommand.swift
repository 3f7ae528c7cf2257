import PropertyList
import QuickActionLint

/// `quickaction aasa`: check a website's `apple-app-site-association` file, and explain whether
/// a URL opens an app from it.
enum AASACommand: Command {
  static let name = "aasa"
  static let summary =
    "Validate an apple-app-site-association file; explain whether a URL opens the app"
  static let usage = """
    USAGE: quickaction aasa validate FILE [--format text|json]
           quickaction aasa match URL [--app TEAMID.bundle.id] FILE [--format text|json]

    validate  reports what iOS would misread or ignore in FILE, with its line and column:
              JSON errors, unknown keys, values of the wrong type, app IDs that are not
              TEAMID.bundle.id, both appIDs and appID, patterns that never match. Exit status 1
              when there is an error.
    match     decides whether URL opens the app (--app; by default every app FILE names) as a
              universal link, the way iOS reads FILE: the details that name the app in order,
              their components in order, the first match deciding and an exclude ending the
              scan. It names the detail and the component or path that decided, and each one
              tried before it. Exit status 0 when the URL opens the app (any app without
              --app), 1 when it does not.

    OPTIONS:
      --app ID              the app: its team ID, a dot, its bundle ID
      --format FORMAT       text (default) or json
    """

  static let spec = ArgumentSpec(valueOptions: ["--app", "--format"])

  static func run(_ arguments: [String]) throws -> Int32 {
    try SiteFileCommand.run(arguments, spec: spec, kind: kind)
  }

  /// The apple-app-site-association file as `SiteFileCommand` reads it (`AASAReader`,
  /// `AASAMatcher`).
  static let kind = SiteFileKind(
    command: name, appOption: "--app", fileNoun: "apple-app-site-association", platform: "iOS",
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
