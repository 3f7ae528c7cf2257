import PropertyList

/// `activity-type-invalid`: an `NSUserActivityTypes` entry that cannot name an activity.
enum ActivityTypeInvalid: LintRule {
  static let id = "activity-type-invalid"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "An entry of NSUserActivityTypes is not a string, is empty, or has white space or control characters in it.",
    why:
      "An activity type is an identifier the app gives NSUserActivity(activityType:) (reverse DNS, or an intent's class name); iOS compares it exactly, so such an entry never matches the activity it was meant for.",
    example: "<key>NSUserActivityTypes</key><array><string>com.example.open item</string></array>")

  static func check(_ context: LintContext) -> [Finding] {
    let doors = DeclaredDoors(
      root: context.document?.root, settings: context.configuration.buildSettings)
    var out: [Finding] = doors.nonStrings.filter { $0.key == "NSUserActivityTypes" }.map {
      context.finding(
        Self.self, "an activity type must be a string, not \($0.value.typeDescription)",
        at: $0.value.location)
    }
    for type in doors.activityTypes where !type.isUnresolved {
      if type.value.isEmpty {
        out.append(context.finding(Self.self, "an activity type is empty", at: type.location))
      } else if type.value.unicodeScalars.contains(where: {
        $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F
      }) {
        out.append(
          context.finding(
            Self.self,
            "the activity type '\(type.value)' has white space or a control character in it",
            at: type.location))
      }
    }
    return out
  }
}
