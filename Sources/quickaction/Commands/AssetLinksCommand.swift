import AndroidProject
import PropertyList
import QuickActionLint

/// `quickaction assetlinks`: check a website's `assetlinks.json`, and explain whether a URL
/// opens an Android app from it (`AssetLinksReader`, `AssetLinksMatcher`), as `aasa` does for
/// iOS.
enum AssetLinksCommand: Command {
  static let name = "assetlinks"
  static let summary = "Validate an assetlinks.json file; explain whether a URL opens the Android app"
  static let usage = """
    USAGE: quickaction assetlinks validate FILE [--format text|json]
           quickaction assetlinks match URL [--package NAME] FILE [--format text|json]

    validate  reports what Android would misread or ignore in FILE, with its line and column:
              JSON errors, statements without relation or target, package names that are not
              application IDs, fingerprints that are not SHA-256, Android 15 dynamic rules of the
              wrong shape, unknown keys. Exit status 1 when there is an error.
    match     decides whether URL opens the app (--package; by default every package FILE
              grants handle_all_urls) by FILE: the statement that grants it, then its Android 15
              dynamic rules in order, the first match deciding, an exclude keeping the URL in the
              browser, no match keeping it out. It names the statement and the rule that decided,
              and each rule tried before it. Exit status 0 when the URL opens the app (any app
              without --package), 1 when it does not.

    OPTIONS:
      --package NAME        the application ID
      --format FORMAT       text (default) or json
    """

  static let spec = ArgumentSpec(valueOptions: ["--package", "--format"])

  static func run(_ arguments: [String]) throws -> Int32 {
    let args = try Arguments(arguments, spec: spec)
    let format = try args.choice("--format", ["text", "json"], default: "text")
    switch try SiteFileArguments.parse(args, command: name, option: "--package", fileNoun: "assetlinks.json") {
    case .validate(let file):
      return try validate(file, format: format)
    case .match(let url, let text, let file):
      return try match(url, text: text, package: args.value("--package"), path: file, format: format)
    }
  }

  static func validate(_ path: String, format: String) throws -> Int32 {
    let bytes = try Console.read(path)
    let reading = AssetLinksReader.read(bytes)
    let errors = reading.problems.filter { $0.severity == .error }.count
    let warnings = reading.problems.count - errors
    if format == "json" {
      Console.out(JSONValue.object([
        ("file", .string(path)),
        ("problems", .array(reading.problems.map {
          .object([("line", .int($0.location.line)), ("column", .int($0.location.column)), ("severity", .string($0.severity.rawValue)),
                   ("message", .string($0.message))])
        })),
        ("summary", .object([("errors", .int(errors)), ("warnings", .int(warnings))])),
      ]).serialized(pretty: true))
    } else {
      var out = reading.problems.map { render($0, path: path, bytes: bytes) }
      let counts = "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
      let statements = reading.file?.statements.count ?? 0
      let packages = reading.file?.appLinkPackages ?? []
      out.append("\(TerminalText.escape(path)): \(counts); \(statements) statement\(statements == 1 ? "" : "s"), App Links for \(packages.isEmpty ? "no package" : TerminalText.escape(packages.joined(separator: ", ")))")
      Console.out(out.joined(separator: "\n"))
    }
    return errors > 0 ? ExitStatus.failure : ExitStatus.success
  }

  static func match(_ url: AASAURL, text: String, package: String?, path: String, format: String) throws -> Int32 {
    let bytes = try Console.read(path)
    let reading = AssetLinksReader.read(bytes)
    guard let file = reading.file else {
      for problem in reading.problems { Console.error(render(problem, path: path, bytes: bytes)) }
      return ExitStatus.failure
    }
    let matcher = AssetLinksMatcher(file)
    var decisions = package.map { [matcher.decide(url, package: $0)] } ?? matcher.decideForEveryPackage(url)
    if decisions.isEmpty { decisions = [matcher.decide(url, package: "(no package)")] }
    let opens = decisions.contains { $0.opensApp }
    if format == "json" {
      Console.out(JSONValue.object([("url", .string(text)), ("opens", .bool(opens)), ("decisions", .array(decisions.map(\.json)))])
        .serialized(pretty: true))
    } else {
      Console.out(([TerminalText.escape(text)] + decisions.flatMap(\.outline)).joined(separator: "\n"))
    }
    if reading.hasErrors {
      Console.error("note: \(TerminalText.escape(path)) has errors that Android may read otherwise; see `quickaction assetlinks validate \(TerminalText.escape(path))`")
    }
    return opens ? ExitStatus.success : ExitStatus.failure
  }

  static func render(_ problem: AssetLinksProblem, path: String, bytes: [UInt8]) -> String {
    SourceExcerpt.render(path: path, source: PropertyList.sourceText(bytes), severity: problem.severity.rawValue,
                         message: problem.message, location: problem.location)
  }
}
