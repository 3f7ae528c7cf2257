import PropertyList

/// `queried-scheme-duplicate`: the same scheme twice in `LSApplicationQueriesSchemes`.
enum QueriedSchemeDuplicate: LintRule {
  static let id = "queried-scheme-duplicate"
  static let severity = Finding.Severity.warning
  static let documentation = doc(
    "A scheme appears twice in LSApplicationQueriesSchemes (schemes compare without case).",
    why: "The copy adds nothing and counts against the 50 schemes iOS reads.",
    example: "<string>fb</string> … <string>fb</string>")

  static func check(_ context: LintContext) -> [Finding] {
    let doors = DeclaredDoors(
      root: context.document?.root, settings: context.configuration.buildSettings)
    var seen: [String: SourceLocation] = [:]
    var out: [Finding] = []
    for (index, scheme) in doors.queriedSchemes.enumerated() where !scheme.isUnresolved {
      let key = scheme.value.lowercased()
      if let first = seen[key] {
        out.append(
          context.finding(
            Self.self, "the queried URL scheme '\(scheme.value)' (entry \(index)) is listed again",
            at: scheme.location, notes: [Finding.Note("first listed here", at: first)]))
      } else {
        seen[key] = scheme.location
      }
    }
    return out
  }
}
