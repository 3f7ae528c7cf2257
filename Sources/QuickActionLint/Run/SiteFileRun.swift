import PropertyList
import QuickActionTooling

/// One `quickaction aasa` or `quickaction assetlinks` run: a website association file read as
/// its ``SiteFileKind``, then its problems and summary (`validate`) or the decisions for a URL
/// (`match`), as text or JSON (``SiteFileReport``).
public enum SiteFileRun {
  /// Matches `request.url` when there is one, else validates `request.file`.
  public static func run(
    _ request: SiteFileRequest, kind: SiteFileKind, in environment: ToolEnvironment
  ) throws(ToolRunError) -> ToolOutcome {
    request.url == nil
      ? try validate(request, kind: kind, in: environment)
      : try match(request, kind: kind, in: environment)
  }

  /// The file's problems the compiler way and a summary line, or as JSON; fails when one of
  /// them is an error.
  public static func validate(
    _ request: SiteFileRequest, kind: SiteFileKind, in environment: ToolEnvironment
  ) throws(ToolRunError) -> ToolOutcome {
    let path = request.file
    let bytes = try environment.read(path)
    let reading = kind.read(bytes)
    let errors = reading.problems.filter { $0.severity == "error" }.count
    let output =
      request.format == .json
      ? SiteFileReport.validationJSON(
        file: path, problems: reading.problems.map(\.json), errors: errors
      ).serialized(pretty: true)
      : SiteFileReport.validationText(
        file: path, rendered: reading.problems.map { render($0, path: path, bytes: bytes) },
        errors: errors, contents: reading.contents)
    return ToolOutcome(output: output, succeeded: errors == 0)
  }

  /// Whether `request.url` opens `request.app` (nil: any app the file names) by the file, with
  /// the decisions; succeeds when it opens one. A file with errors is decided as far as it
  /// reads, with a note pointing at `validate`; a file that does not read at all is an error.
  public static func match(
    _ request: SiteFileRequest, kind: SiteFileKind, in environment: ToolEnvironment
  ) throws(ToolRunError) -> ToolOutcome {
    let text = request.url ?? ""
    guard let url = AASAURL(text) else {
      throw .usage(
        "'\(TerminalText.escape(text))' is not an absolute URL such as https://example.com/path")
    }
    let path = request.file
    let bytes = try environment.read(path)
    let reading = kind.read(bytes)
    guard let decide = reading.decide else {
      throw .invalidFile(
        reading.problems.map { render($0, path: path, bytes: bytes) }.joined(separator: "\n"))
    }
    var decisions = decide(url, request.app)
    if decisions.isEmpty { decisions = decide(url, kind.noApp) }
    let opens = decisions.contains { $0.opensApp }
    let output =
      request.format == .json
      ? SiteFileReport.matchJSON(url: text, opens: opens, decisions: decisions.map(\.json))
        .serialized(pretty: true)
      : SiteFileReport.matchText(url: text, outlines: decisions.map(\.outline))
    var notes: [String] = []
    if reading.problems.contains(where: { $0.severity == "error" }) {
      let file = TerminalText.escape(path)
      notes.append(
        "note: \(file) has errors that \(kind.platform) may read otherwise; see `quickaction \(kind.command) validate \(file)`"
      )
    }
    return ToolOutcome(output: output, succeeded: opens, notes: notes)
  }

  /// A problem the compiler way: its line, column, excerpt and notes.
  static func render(_ problem: SiteFileKind.Problem, path: String, bytes: [UInt8]) -> String {
    SourceExcerpt.render(
      path: path, source: PropertyList.sourceText(bytes), severity: problem.severity,
      message: problem.message, location: problem.location, notes: problem.notes)
  }
}
