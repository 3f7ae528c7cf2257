import PropertyList
import QuickActionLint

/// What `aasa` and `assetlinks` know of their file kind: its names, how it reads and how a URL
/// is decided by it. The rest of the two commands is `SiteFileCommand`.
struct SiteFileKind: Sendable {
  /// One problem of a file, as both commands print it.
  struct Problem {
    var severity: String
    var message: String
    var location: SourceLocation
    var notes: [PlistError.Note] = []
    /// Its entry in `validate --format json`.
    var json: JSONValue
  }

  /// One app's answer for a URL.
  struct Decision {
    var opensApp: Bool
    var outline: [String]
    var json: JSONValue
  }

  /// A file, read.
  struct Reading {
    var problems: [Problem]
    /// What the file holds, after the counts of the `validate` summary line.
    var contents: String
    /// The decisions for a URL and an app (nil: every app the file names); nil when the file
    /// does not read.
    var decide: ((AASAURL, String?) -> [Decision])?
  }

  /// The command's name (`aasa`), its app option (`--app`) and the file's name in messages.
  var command: String
  var appOption: String
  var fileNoun: String
  /// Who reads the file (`iOS`, `Android`), and the app decided for when the file names none.
  var platform: String
  var noApp: String
  var read: @Sendable ([UInt8]) -> Reading
}

/// `validate FILE` and `match URL [APP OPTION] FILE`, with `--format text|json`, for a kind
/// of website file: the problems with their excerpts and a summary, or the decisions.
enum SiteFileCommand {
  static func run(
    _ arguments: [String], table: OptionTable<SiteFileRequest>, kind: SiteFileKind
  ) throws -> Int32 {
    let (request, args) = try table.parse(arguments, into: SiteFileRequest())
    let format = request.format.rawValue
    switch try SiteFileArguments.parse(
      args, app: request.app, command: kind.command, option: kind.appOption,
      fileNoun: kind.fileNoun)
    {
    case .validate(let file):
      return try validate(file, format: format, kind: kind)
    case .match(let url, let text, let file):
      return try match(
        url, text: text, app: request.app, path: file, format: format, kind: kind)
    }
  }

  static func validate(_ path: String, format: String, kind: SiteFileKind) throws -> Int32 {
    let bytes = try Console.read(path)
    let reading = kind.read(bytes)
    let errors = reading.problems.filter { $0.severity == "error" }.count
    if format == "json" {
      Console.out(
        SiteFileReport.validationJSON(
          file: path, problems: reading.problems.map(\.json), errors: errors
        ).serialized(pretty: true))
    } else {
      Console.out(
        SiteFileReport.validationText(
          file: path, rendered: reading.problems.map { render($0, path: path, bytes: bytes) },
          errors: errors, contents: reading.contents))
    }
    return errors > 0 ? ExitStatus.failure : ExitStatus.success
  }

  static func match(
    _ url: AASAURL, text: String, app: String?, path: String, format: String,
    kind: SiteFileKind
  ) throws -> Int32 {
    let bytes = try Console.read(path)
    let reading = kind.read(bytes)
    guard let decide = reading.decide else {
      for problem in reading.problems { Console.error(render(problem, path: path, bytes: bytes)) }
      return ExitStatus.failure
    }
    var decisions = decide(url, app)
    if decisions.isEmpty { decisions = decide(url, kind.noApp) }
    let opens = decisions.contains { $0.opensApp }
    if format == "json" {
      Console.out(
        SiteFileReport.matchJSON(url: text, opens: opens, decisions: decisions.map(\.json))
          .serialized(pretty: true))
    } else {
      Console.out(SiteFileReport.matchText(url: text, outlines: decisions.map(\.outline)))
    }
    if reading.problems.contains(where: { $0.severity == "error" }) {
      let file = TerminalText.escape(path)
      Console.error(
        "note: \(file) has errors that \(kind.platform) may read otherwise; see `quickaction \(kind.command) validate \(file)`"
      )
    }
    return opens ? ExitStatus.success : ExitStatus.failure
  }

  static func render(_ problem: SiteFileKind.Problem, path: String, bytes: [UInt8]) -> String {
    SourceExcerpt.render(
      path: path, source: PropertyList.sourceText(bytes), severity: problem.severity,
      message: problem.message, location: problem.location, notes: problem.notes)
  }
}
