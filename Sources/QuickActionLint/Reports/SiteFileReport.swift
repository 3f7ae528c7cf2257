import PropertyList

/// What `quickaction aasa` and `quickaction assetlinks` print: a website file's problems and
/// summary (`validate`), or the decisions for a URL (`match`), as text or as versioned JSON.
public enum SiteFileReport {
  /// The version of both JSON formats: raised when a key changes meaning or goes away.
  public static let version = 1

  /// `validate --format json`: `{"version": 1, "file", "problems": […], "summary": {"errors",
  /// "warnings"}}`.
  public static func validationJSON(file: String, problems: [JSONValue], errors: Int) -> JSONValue {
    .object([
      ("version", .int(version)), ("file", .string(file)), ("problems", .array(problems)),
      (
        "summary",
        .object([("errors", .int(errors)), ("warnings", .int(problems.count - errors))])
      ),
    ])
  }

  /// `validate`: each problem as the compiler prints it, then the counts and what the file holds.
  public static func validationText(
    file: String, rendered: [String], errors: Int, contents: String
  ) -> String {
    let warnings = rendered.count - errors
    let counts =
      "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    return (rendered + ["\(TerminalText.escape(file)): \(counts); \(contents)"])
      .joined(separator: "\n")
  }

  /// `match --format json`: `{"version": 1, "url", "opens", "decisions": […]}`.
  public static func matchJSON(url: String, opens: Bool, decisions: [JSONValue]) -> JSONValue {
    .object([
      ("version", .int(version)), ("url", .string(url)), ("opens", .bool(opens)),
      ("decisions", .array(decisions)),
    ])
  }

  /// `match`: the URL, then each decision's outline.
  public static func matchText(url: String, outlines: [[String]]) -> String {
    ([TerminalText.escape(url)] + outlines.flatMap { $0 }).joined(separator: "\n")
  }
}
