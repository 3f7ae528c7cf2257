import PropertyList
import QuickActionLint

/// `quickaction aasa`: check a website's `apple-app-site-association` file, and explain whether
/// a URL opens an app from it.
enum AASACommand: Command {
  static let name = "aasa"
  static let summary = "Validate an apple-app-site-association file; explain whether a URL opens the app"
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
    let args = try Arguments(arguments, spec: spec)
    let format = try args.choice("--format", ["text", "json"], default: "text")
    switch try SiteFileArguments.parse(args, command: name, option: "--app", fileNoun: "apple-app-site-association") {
    case .validate(let file):
      return try validate(file, format: format)
    case .match(let url, let text, let file):
      return try match(url, text: text, app: args.value("--app"), path: file, format: format)
    }
  }

  static func validate(_ path: String, format: String) throws -> Int32 {
    let bytes = try Console.read(path)
    let reading = AASAReader.read(bytes)
    let errors = reading.problems.filter { $0.severity == .error }.count
    let warnings = reading.problems.count - errors
    if format == "json" {
      Console.out(JSONValue.object([
        ("file", .string(path)), ("problems", .array(reading.problems.map(\.json))),
        ("summary", .object([("errors", .int(errors)), ("warnings", .int(warnings))])),
      ]).serialized(pretty: true))
    } else {
      var out = reading.problems.map { render($0, path: path, bytes: bytes) }
      out.append(summary(reading, path: path, errors: errors, warnings: warnings))
      Console.out(out.joined(separator: "\n"))
    }
    return errors > 0 ? ExitStatus.failure : ExitStatus.success
  }

  static func match(_ url: AASAURL, text: String, app: String?, path: String, format: String) throws -> Int32 {
    let bytes = try Console.read(path)
    let reading = AASAReader.read(bytes)
    guard let file = reading.file else {
      for problem in reading.problems { Console.error(render(problem, path: path, bytes: bytes)) }
      return ExitStatus.failure
    }
    let matcher = AASAMatcher(file)
    var decisions = app.map { [matcher.decide(url, appID: $0)] } ?? matcher.decideForEveryApp(url)
    if decisions.isEmpty { decisions = [matcher.decide(url, appID: "(no app)")] }
    let opens = decisions.contains { $0.opensApp }
    if format == "json" {
      Console.out(JSONValue.object([
        ("url", .string(text)), ("opens", .bool(opens)), ("decisions", .array(decisions.map(\.json))),
      ]).serialized(pretty: true))
    } else {
      Console.out(([TerminalText.escape(text)] + decisions.flatMap(\.outline)).joined(separator: "\n"))
    }
    if reading.hasErrors {
      Console.error("note: \(TerminalText.escape(path)) has errors that iOS may read otherwise; see `quickaction aasa validate \(TerminalText.escape(path))`")
    }
    return opens ? ExitStatus.success : ExitStatus.failure
  }

  static func render(_ problem: AASAProblem, path: String, bytes: [UInt8]) -> String {
    SourceExcerpt.render(path: path, source: PropertyList.sourceText(bytes), severity: problem.severity.rawValue,
                         message: problem.message, location: problem.location,
                         notes: problem.notes.map { PlistError.Note($0.message, at: $0.location) })
  }

  static func summary(_ reading: AASAReading, path: String, errors: Int, warnings: Int) -> String {
    let counts = "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    guard let applinks = reading.file?.applinks else { return "\(TerminalText.escape(path)): \(counts); no applinks" }
    let apps = applinks.appIDs.count
    return "\(TerminalText.escape(path)): \(counts); applinks: \(applinks.details.count) detail\(applinks.details.count == 1 ? "" : "s") for \(apps) app\(apps == 1 ? "" : "s")"
  }
}
