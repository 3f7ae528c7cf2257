import PropertyList

/// `activity-type-duplicate`: the same type twice in `NSUserActivityTypes`.
enum ActivityTypeDuplicate: LintRule {
  static let id = "activity-type-duplicate"
  static let severity = Finding.Severity.warning
  static let documentation = doc(
    "An activity type appears twice in NSUserActivityTypes.",
    why:
      "The copy adds nothing; it is usually a merge left over, and the other half of it may be missing.",
    example: "<string>com.example.open</string> … <string>com.example.open</string>")

  static func check(_ context: LintContext) -> [Finding] {
    let doors = DeclaredDoors(
      root: context.document?.root, settings: context.configuration.buildSettings)
    var seen: [String: SourceLocation] = [:]
    var out: [Finding] = []
    for type in doors.activityTypes where !type.isUnresolved {
      if let first = seen[type.value] {
        out.append(
          context.finding(
            Self.self, "the activity type '\(type.value)' is listed again",
            at: type.location, notes: [Finding.Note("first listed here", at: first)]))
      } else {
        seen[type.value] = type.location
      }
    }
    return out
  }
}
