import PropertyList
import QuickActions

/// `intent-needs-multiple-scenes`: the routes take App Intents, and the Info.plist's scene
/// manifest leaves `UIApplicationSupportsMultipleScenes` off.
///
/// "Directing app intents to your app's scenes"
/// (<https://developer.apple.com/documentation/appintents/directing-app-intents-to-your-apps-scenes>):
/// "Make sure your app's scene manifest includes the UIApplicationSupportsMultipleScenes key with
/// the value set to YES, even if your app has only one scene. The App Intents framework requires
/// support for multiple scenes to dispatch app intents to your scene at launch time." The key is
/// off when it is false or absent (`UIApplication.supportsMultipleScenes` is true only when "the
/// app's Info.plist file includes the UIApplicationSupportsMultipleScenes key with a value of
/// true"). An Info.plist without a scene manifest is left alone: Xcode may generate one at build
/// time (`scene-manifest-missing` is about that).
enum IntentNeedsMultipleScenes: LintRule {
  static let id = "intent-needs-multiple-scenes"
  static let severity = Finding.Severity.warning
  static let documentation = doc(
    "The routes take App Intents, and the Info.plist's UIApplicationSceneManifest has UIApplicationSupportsMultipleScenes false or absent (when routes are given).",
    why:
      "\"The App Intents framework requires support for multiple scenes to dispatch app intents to your scene at launch time\" (\"Directing app intents to your app's scenes\"): an intent that launches the app never reaches its scene, only its perform(), even in an app with one scene.",
    example:
      "route question with intents = (OpenQuestionIntent), and UIApplicationSupportsMultipleScenes false  →  set it to true"
  )

  static func check(_ context: LintContext) -> [Finding] {
    guard let intent = RoutedDoors(context.routes).intents.first,
      let manifest = context.document?.root.dictionaryValue?.entry(
        forKey: "UIApplicationSceneManifest"),
      let dict = manifest.value.dictionaryValue
    else { return [] }
    let count = RoutedDoors(context.routes).intents.count
    let routed =
      count == 1
      ? "App Intent '\(intent.trigger.typeName)'"
      : "\(count) App Intents (\(intent.trigger.typeName), …)"
    if let key = dict.entry(forKey: "UIApplicationSupportsMultipleScenes") {
      guard key.value.boolValue == false else { return [] }
      return [
        context.finding(
          Self.self,
          "the routes take \(routed), and UIApplicationSupportsMultipleScenes is false: the App Intents framework delivers an intent to a scene at launch only with it true, even for an app with one scene",
          at: key.value.location)
      ]
    }
    return [
      context.finding(
        Self.self,
        "the routes take \(routed), and the scene manifest has no UIApplicationSupportsMultipleScenes (off): the App Intents framework delivers an intent to a scene at launch only with it true, even for an app with one scene",
        at: manifest.keyLocation)
    ]
  }
}
