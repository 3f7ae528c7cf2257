import AppWiring

/// `scene-manifest-missing`, on by default where the wiring proves it: quick actions in an
/// Info.plist with no scene manifest, of an app the reader read in full as an app-delegate app
/// (an app delegate, no scene delegate class, no `configurationForConnecting`, no SwiftUI `App`,
/// and no project setting that has Xcode generate a manifest).
///
/// The Info.plist rule of the same id stays opt-in, since a manifest may be generated at build
/// time; the wiring rules that out. TN3187: an app built with the iOS 27 SDK that has not
/// adopted scenes does not launch.
enum SceneManifestProven: WiringRule {
  static let id = SceneManifestMissing.id
  static let severity = SceneManifestMissing.severity
  static let documentation = SceneManifestMissing.documentation

  static func check(_ context: WiringContext) -> [Finding] {
    let wiring = context.wiring
    guard wiring.lifecycle == .appDelegate, let items = wiring.infoPlist?.shortcutItems,
      let delegate = wiring.appDelegateName
    else { return [] }
    return [
      context.finding(
        Self.self,
        "quick actions without a UIApplicationSceneManifest: built with the iOS 27 SDK the app does not launch (TN3187); adopt the scene lifecycle and take items in scene(_:willConnectTo:options:) and windowScene(_:performActionFor:completionHandler:)",
        at: items.place,
        notes: [
          (
            "the app's wiring has no scene: \(delegate.name) is its app delegate, and no scene delegate is declared",
            delegate.place
          )
        ])
    ]
  }
}
