import PropertyList
import QuickActions

/// `activity-type-undeclared`: a route answers an activity type NSUserActivityTypes lacks.
enum ActivityTypeUndeclared: LintRule {
  static let id = "activity-type-undeclared"
  static let severity = Finding.Severity.warning
  static let documentation = doc(
    "A route's activity trigger names a type that NSUserActivityTypes does not list (when routes are given). Spotlight results and universal links need no declaration.",
    why:
      "iOS continues (Handoff) only the activity types an app declares in NSUserActivityTypes (\"NSUserActivityTypes\", Information Property List): the route is never reached from another device.",
    example:
      "activities = (\"com.example.qa.viewing-question\") with no such string in NSUserActivityTypes"
  )

  static func check(_ context: LintContext) -> [Finding] {
    let declared = DeclaredDoors(
      root: context.document?.root, settings: context.configuration.buildSettings
    ).activityTypes
    guard !declared.contains(where: \.isUnresolved) else { return [] }
    let types = Set(declared.map(\.value))
    return RoutedDoors(context.routes).declarableActivities.compactMap { activity in
      guard !types.contains(activity.trigger.activityType) else { return nil }
      let hint =
        Suggestion.nearest(to: activity.trigger.activityType, in: declared.map(\.value)).map {
          "; did you mean '\($0)'?"
        } ?? ""
      return context.finding(
        Self.self,
        "route '\(activity.route)' answers the activity type '\(activity.trigger.activityType)', which NSUserActivityTypes does not list\(hint)",
        at: activity.trigger.location, file: context.routesFile)
    }
  }
}
