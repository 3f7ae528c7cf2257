/// `plist-syntax`: the file is not a well-formed property list.
enum PlistSyntax: LintRule {
  static let id = "plist-syntax"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "The file is not a well-formed property list.",
    why:
      "Xcode refuses to build, or worse, a lenient reader drops or changes values without a word. Every error names its line and column.",
    example: "<integer>12x</integer>  →  '12x' is not an integer")

  static func check(_ context: LintContext) -> [Finding] {
    guard let error = context.parseError, error.kind != .unsafeDoctype else { return [] }
    return [
      context.finding(
        Self.self, error.message, at: error.location,
        notes: error.notes.map { Finding.Note($0.message, at: $0.location) })
    ]
  }
}
