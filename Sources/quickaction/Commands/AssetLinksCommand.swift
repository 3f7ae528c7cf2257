import AndroidProject
import PropertyList
import QuickActionLint

/// `quickaction assetlinks`: check a website's `assetlinks.json`, and explain whether a URL
/// opens an Android app from it (`AssetLinksReader`, `AssetLinksMatcher`), as `aasa` does for
/// iOS.
enum AssetLinksCommand: Command {
  static let name = "assetlinks"
  static let summary =
    "Validate an assetlinks.json file; explain whether a URL opens the Android app"
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
    try SiteFileCommand.run(arguments, spec: spec, kind: kind)
  }

  /// The assetlinks.json file as `SiteFileCommand` reads it (`AssetLinksReader`,
  /// `AssetLinksMatcher`).
  static let kind = SiteFileKind(
    command: name, appOption: "--package", fileNoun: "assetlinks.json", platform: "Android",
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
