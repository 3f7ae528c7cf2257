import PropertyList
import QuickActions

/// `activity-type-unrouted`: a declared activity type no route answers.
enum ActivityTypeUnrouted: LintRule {
  static let id = "activity-type-unrouted"
  static let severity = Finding.Severity.warning
  static let documentation = doc(
    "NSUserActivityTypes lists a type that no route's activity trigger answers (when the routes answer some activities). Intent class names (…Intent), which SiriKit and widgets use, are left out.",
    why: "A continued activity of that type opens the app and reaches no screen.",
    example:
      "NSUserActivityTypes lists 'com.example.qa.compose'; no route has it among its activities")

  static func check(_ context: LintContext) -> [Finding] {
    let routed = RoutedDoors(context.routes).activities
    guard !routed.isEmpty else { return [] }
    let types = Set(routed.map(\.trigger.activityType))
    let declared = DeclaredDoors(
      root: context.document?.root, settings: context.configuration.buildSettings
    ).activityTypes
    return declared.compactMap { type in
      guard !type.isUnresolved, !type.value.isEmpty, !types.contains(type.value),
        !type.value.hasSuffix("Intent")
      else { return nil }
      return context.finding(
        Self.self, "no route answers the declared activity type '\(type.value)'", at: type.location)
    }
  }
}
