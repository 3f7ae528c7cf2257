import PropertyList

/// `queried-scheme-limit`: more than 50 schemes in `LSApplicationQueriesSchemes`.
enum QueriedSchemeLimit: LintRule {
  static let id = "queried-scheme-limit"
  static let severity = Finding.Severity.warning
  static let documentation = doc(
    "LSApplicationQueriesSchemes lists more than 50 schemes; the finding points at the 51st.",
    why:
      "canOpenURL(_:) (https://developer.apple.com/documentation/uikit/uiapplication/canopenurl(_:)): for an app linked on or after iOS 15, the system reads only the first 50 entries, and canOpenURL answers false for the schemes after them.",
    example: "87 entries  →  the 37 after 'twint-issuer9' are never asked")

  static let limit = 50

  static func check(_ context: LintContext) -> [Finding] {
    guard
      let value = DeclaredDoors(
        root: context.document?.root, settings: context.configuration.buildSettings
      ).queriedSchemesValue,
      let list = value.arrayValue, list.count > limit
    else { return [] }
    let first = list[limit]
    let name = first.stringValue.map { " ('\($0)')" } ?? ""
    return [
      context.finding(
        Self.self,
        "LSApplicationQueriesSchemes lists \(list.count) schemes; iOS reads the first \(limit), so this one\(name) and the \(list.count - limit - 1) after it are never queried",
        at: first.location, notes: [Finding.Note("the list starts here", at: value.location)])
    ]
  }
}
