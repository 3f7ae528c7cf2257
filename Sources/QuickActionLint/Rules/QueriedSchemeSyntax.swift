import PropertyList

/// `queried-scheme-syntax`: an `LSApplicationQueriesSchemes` entry that is not a URL scheme.
enum QueriedSchemeSyntax: LintRule {
  static let id = "queried-scheme-syntax"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "An entry of LSApplicationQueriesSchemes is not a URL scheme (RFC 3986: a letter, then letters, digits, '+', '-' and '.'). A trailing '://' or surrounding spaces are removed by --fix.",
    why:
      "canOpenURL(_:) compares the scheme of the URL asked about with these entries: 'fb://' never equals 'fb', so the query always answers false.",
    example:
      "<key>LSApplicationQueriesSchemes</key><array><string>fb://</string></array>  →  'fb://' ends with '://'"
  )

  static func check(_ context: LintContext) -> [Finding] {
    SchemeSyntaxCheck.findings(
      Self.self, context, key: "LSApplicationQueriesSchemes", noun: "queried URL scheme",
      schemes: \.queriedSchemes)
  }
}
