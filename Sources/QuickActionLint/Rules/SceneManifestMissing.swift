import QuickActions

/// `scene-manifest-missing`: quick actions in an Info.plist without a scene manifest. Opt-in:
/// Xcode can add the manifest at build time (`INFOPLIST_KEY_UIApplicationSceneManifest_Generation`,
/// on in every project template since Xcode 13), so a source Info.plist without it proves
/// nothing; lint the built Info.plist to be sure.
enum SceneManifestMissing: LintRule {
  static let id = "scene-manifest-missing"
  static let severity = Finding.Severity.warning
  static let isOptIn = true
  static let documentation = doc(
    "An Info.plist has quick actions but no UIApplicationSceneManifest (opt-in: Xcode may generate the manifest at build time, so run it on the built Info.plist).",
    why: "Apps built with the SDK after iOS 26 must adopt the scene lifecycle (TN3187), and iOS 26 deprecates application(_:performActionFor:completionHandler:) and launchOptions[.shortcutItem]: an app-delegate app's quick actions stop arriving.",
    example: "UIApplicationShortcutItems, and no UIApplicationSceneManifest")

  static func check(_ context: LintContext) -> [Finding] {
    guard let items = context.itemsEntry, let root = context.document?.root.dictionaryValue,
      root["UIApplicationSceneManifest"] == nil
    else { return [] }
    return [context.finding(
      Self.self,
      "quick actions without a UIApplicationSceneManifest: adopt the scene lifecycle, which apps built with the SDK after iOS 26 must (TN3187), and take items in scene(_:willConnectTo:options:) and windowScene(_:performActionFor:completionHandler:)",
      at: items.keyLocation)]
  }
}
