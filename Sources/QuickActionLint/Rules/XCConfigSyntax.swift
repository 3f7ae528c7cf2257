/// `xcconfig-syntax`: a line of a build configuration file that is not `NAME = value`,
/// `#include "…"`, `#include? "…"` or a `//` comment, or an include cycle. Found by
/// `ProjectLinter` when it reads the project, at the line.
enum XCConfigSyntax: LintRule {
  static let id = "xcconfig-syntax"
  static let severity = Finding.Severity.warning
  static let documentation = doc(
    "A line of an .xcconfig file is not a setting, an #include or a comment, or files include each other.",
    why: "Xcode skips the line with a warning, so the setting it was meant to make is not made.",
    example: "PRODUCT_BUNDLE_IDENTIFIER: com.example.app  (':' where '=' is meant)")

  static func check(_ context: LintContext) -> [Finding] { [] }
}
