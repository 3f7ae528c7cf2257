import PropertyList
import QuickActions

/// `intent-url-custom-scheme`: an intent trigger's URL representation has a custom scheme.
///
/// `URLRepresentableIntent` (<https://developer.apple.com/documentation/appintents/urlrepresentableintent>):
/// "This protocol requires your app to support universal links. You can't use this protocol with
/// a custom URL scheme or other approaches."
enum IntentURLCustomScheme: LintRule {
  static let id = "intent-url-custom-scheme"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "An intent trigger's 'url' (its URLRepresentableIntent representation) has a custom scheme instead of https (when routes are given).",
    why:
      "URLRepresentableIntent \"requires your app to support universal links. You can't use this protocol with a custom URL scheme\": the system cannot hand the intent to the app as a URL.",
    example:
      "intents = ({type = OpenQuestionIntent; url = \"qa://questions/:questionID\";})  →  use https://qa.example.com/questions/:questionID"
  )

  static func check(_ context: LintContext) -> [Finding] {
    RoutedDoors(context.routes).intents.compactMap { intent in
      guard let url = intent.trigger.urlRepresentation, !["http", "https"].contains(url.scheme)
      else { return nil }
      return context.finding(
        Self.self,
        "App Intent '\(intent.trigger.typeName)' of route '\(intent.route)' is represented by \(url.scheme): URLs; a URLRepresentableIntent needs a universal link (https), not a custom scheme",
        at: url.location, file: context.routesFile)
    }
  }
}
