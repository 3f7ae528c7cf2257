/// `project-file-unresolved`: a target's `INFOPLIST_FILE` needs a build setting that no level of
/// the project defines, so the Info.plist to lint cannot be known. Reported once per target by
/// `ProjectLinter`, at the setting, with the chain of settings to the undefined variable.
enum ProjectFileUnresolved: LintRule {
  static let id = "project-file-unresolved"
  static let severity = Finding.Severity.warning
  static let documentation = doc(
    "A target's INFOPLIST_FILE uses a build setting that no configuration, xcconfig or default defines.",
    why:
      "Xcode reads an undefined setting as empty, so the build looks for another file than the one meant; the linter does not guess which.",
    example: "INFOPLIST_FILE = $(APP_FOLDER)/Info.plist  with APP_FOLDER defined nowhere")

  static func check(_ context: LintContext) -> [Finding] { [] }
}
