import PropertyList

/// `queried-scheme-syntax`: an `LSApplicationQueriesSchemes` entry that is not a URL scheme.
enum QueriedSchemeSyntax: LintRule {
  static let id = "queried-scheme-syntax"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "An entry of LSApplicationQueriesSchemes is not a URL scheme (RFC 3986: a letter, then letters, digits, '+', '-' and '.'). A trailing '://' or surrounding spaces are removed by --fix.",
    why: "canOpenURL(_:) compares the scheme of the URL asked about with these entries: 'fb://' never equals 'fb', so the query always answers false.",
    example: "<key>LSApplicationQueriesSchemes</key><array><string>fb://</string></array>  →  'fb://' ends with '://'")

  static func check(_ context: LintContext) -> [Finding] {
    let doors = DeclaredDoors(root: context.document?.root, settings: context.configuration.buildSettings)
    var out: [Finding] = doors.nonStrings.filter { $0.key == "LSApplicationQueriesSchemes" }.map {
      context.finding(Self.self, "a queried URL scheme must be a string, not \($0.value.typeDescription)", at: $0.value.location)
    }
    for scheme in doors.queriedSchemes where !scheme.isUnresolved {
      guard let problem = DeclaredDoors.schemeProblem(scheme.value) else { continue }
      out.append(context.finding(Self.self, "the queried URL scheme '\(scheme.value)' \(problem)",
                                 at: scheme.location, fixIt: scheme.raw == scheme.value ? DeclaredDoors.schemeRepair(scheme.value) : nil))
    }
    return out
  }
}
