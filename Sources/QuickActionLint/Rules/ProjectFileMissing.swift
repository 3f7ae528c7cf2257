/// `project-file-missing`: a file the Xcode project names is not there — the `INFOPLIST_FILE`
/// of a target, a configuration's `.xcconfig`, a file an `#include` (not `#include?`) names.
/// Found by `ProjectLinter` when it reads the project, at the pbxproj or xcconfig line that
/// names the file; a single property list has no such finding.
enum ProjectFileMissing: LintRule {
  static let id = "project-file-missing"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "A file the Xcode project names (a target's INFOPLIST_FILE or CODE_SIGN_ENTITLEMENTS, a configuration's .xcconfig, an #include) is not there.",
    why:
      "The build fails with \"Build input file cannot be found\", or, for an xcconfig, silently builds without its settings.",
    example: "INFOPLIST_FILE = App/Info.plist  with no App/Info.plist")

  static func check(_ context: LintContext) -> [Finding] { [] }
}
