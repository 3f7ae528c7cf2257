import QuickActions

/// `scene-manifest-missing`: quick actions in an Info.plist without a scene manifest.
///
/// An error: TN3187 ("Migrating to the UIKit scene-based life cycle") says an app built with the
/// SDK after iOS 26 (Xcode 27, the one App Store uploads need from April 2027) that has not
/// adopted scenes does not launch. That is no matter of style, so when the finding is right it
/// must fail the build.
///
/// Opt-in all the same: Xcode can add the manifest at build time
/// (`INFOPLIST_KEY_UIApplicationSceneManifest_Generation`, on in every project template since
/// Xcode 13), so a source Info.plist without it proves nothing. Enable it on the built Info.plist,
/// or on a source one known to be the whole story. In a project run it is on by default where
/// the app's wiring proves an app-delegate app (`SceneManifestProven`).
enum SceneManifestMissing: LintRule {
  static let id = "scene-manifest-missing"
  static let severity = Finding.Severity.error
  static let isOptIn = true
  static let documentation = doc(
    "An Info.plist has quick actions but no UIApplicationSceneManifest (opt-in on a plist alone, since Xcode may generate the manifest at build time; on by default in a project run whose wiring proves an app-delegate app).",
    why:
      "An app built with the iOS 27 SDK (Xcode 27) that has not adopted the scene lifecycle does not launch (TN3187); iOS 26 already deprecates application(_:performActionFor:completionHandler:) and launchOptions[.shortcutItem]. An error, since the app would not start.",
    example: "UIApplicationShortcutItems, and no UIApplicationSceneManifest")

  static func check(_ context: LintContext) -> [Finding] {
    guard let items = context.itemsEntry, let root = context.document?.root.dictionaryValue,
      root["UIApplicationSceneManifest"] == nil
    else { return [] }
    return [
      context.finding(
        Self.self,
        "quick actions without a UIApplicationSceneManifest: built with the iOS 27 SDK the app does not launch (TN3187); adopt the scene lifecycle and take items in scene(_:willConnectTo:options:) and windowScene(_:performActionFor:completionHandler:)",
        at: items.keyLocation)
    ]
  }
}
