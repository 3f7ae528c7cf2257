import AppWiring

/// `wiring-launch-options-in-scene-app`: `launchOptions[.shortcutItem]`, `[.url]` or
/// `[.userActivityDictionary]` read in an app iOS runs with scenes, where they are always nil.
///
/// `UIApplication.LaunchOptionsKey` and TN3187 ("Migrating to the UIKit scene-based life
/// cycle"): in a scene-based app the entry that launched the app is in the scene's
/// `UIScene.ConnectionOptions` (`shortcutItem`, `urlContexts`, `userActivities`), and
/// `application(_:didFinishLaunchingWithOptions:)` does not receive it; iOS 26 deprecates
/// `UIApplication.LaunchOptionsKey.shortcutItem`.
enum WiringLaunchOptionsInScene: WiringRule {
  static let id = "wiring-launch-options-in-scene-app"
  static let severity = Finding.Severity.warning
  static let documentation = doc(
    "launchOptions[.shortcutItem], [.url] or [.userActivityDictionary] read in an app with scenes, where it is always nil.",
    why:
      "A scene-based app receives the entry that launched it in scene(_:willConnectTo:options:)'s connection options; the launch options never hold it, so the code never runs (TN3187).",
    example:
      "launchOptions?[.shortcutItem] in application(_:didFinishLaunchingWithOptions:) of an app with UIApplicationSceneManifest"
  )

  static func check(_ context: WiringContext) -> [Finding] {
    guard context.isSceneApp, let delegate = context.wiring.appDelegate else { return [] }
    let wiring = context.wiring
    let connect = context.knownSceneDelegates.first.flatMap {
      wiring.callback(.sceneWillConnect, of: $0)
    }
    var findings: [Finding] = []
    for kind in [CallbackKind.willFinishLaunching, .didFinishLaunching] {
      guard let launch = delegate.callback(kind) else { continue }
      for read in launch.coldReads where read.fromLaunchOptions {
        let member = WiringContext.member(for: read.door)
        let notes =
          connect.map { [("read connectionOptions.\(member) here instead", $0.place)] } ?? []
        findings.append(
          context.finding(
            Self.self,
            "\(read.member) is always nil in the launch options of an app with scenes: the \(read.door.noun) arrives in scene(_:willConnectTo:options:)'s connectionOptions.\(member)",
            at: read.place, notes: notes))
      }
    }
    return findings
  }
}
