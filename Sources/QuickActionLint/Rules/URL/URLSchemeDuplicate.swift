import PropertyList

/// `url-scheme-duplicate`: the same URL scheme declared twice in one Info.plist.
enum URLSchemeDuplicate: LintRule {
  static let id = "url-scheme-duplicate"
  static let severity = Finding.Severity.warning
  static let documentation = doc(
    "A URL scheme is declared twice in CFBundleURLTypes (schemes compare without case, RFC 3986 section 3.1).",
    why:
      "The second declaration does nothing but confuse: sign-in SDKs that read CFBundleURLTypes to find their callback scheme have crashed or picked the wrong entry on a duplicate.",
    example: "two URL types both with <string>myapp</string>")

  static func check(_ context: LintContext) -> [Finding] {
    let doors = DeclaredDoors(
      root: context.document?.root, settings: context.configuration.buildSettings)
    var seen: [String: DeclaredDoors.Entry] = [:]
    var out: [Finding] = []
    for scheme in doors.urlSchemes where !scheme.isUnresolved {
      let key = scheme.value.lowercased()
      if let first = seen[key] {
        out.append(
          context.finding(
            Self.self,
            "the URL scheme '\(scheme.value)' is declared again (URL type \(scheme.typeIndex)); it was declared in URL type \(first.typeIndex)",
            at: scheme.location, notes: [Finding.Note("first declared here", at: first.location)]))
      } else {
        seen[key] = scheme
      }
    }
    return out
  }
}
