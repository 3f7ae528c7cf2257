import AppWiring

/// `wiring-callback-never-called`: an app delegate's door callback in an app iOS runs with
/// scenes, where iOS delivers that door to the scene delegate instead.
///
/// "Specifying the scenes your app supports" and TN3187 ("Migrating to the UIKit scene-based
/// life cycle", <https://developer.apple.com/documentation/technotes/tn3187-migrating-to-the-uikit-scene-based-life-cycle>):
/// in a scene-based app UIKit delivers quick actions to
/// `windowScene(_:performActionFor:completionHandler:)`, URLs to `scene(_:openURLContexts:)` and
/// user activities to `scene(_:continue:)`, and at launch in `UIScene.ConnectionOptions`; the
/// app delegate's `application(_:performActionFor:completionHandler:)`,
/// `application(_:open:options:)` and `application(_:continue:restorationHandler:)` are not
/// called. A SwiftUI `App` is scene-based: its URLs and activities go to `onOpenURL` and
/// `onContinueUserActivity`. A callback the app's own code calls is left alone.
enum WiringCallbackNeverCalled: WiringRule {
  static let id = "wiring-callback-never-called"
  static let severity = Finding.Severity.warning
  static let documentation = doc(
    "An app delegate door callback (performActionFor, open URL, continue user activity) in an app iOS runs with scenes, where it is never called.",
    why:
      "With a scene manifest or a SwiftUI App, UIKit delivers quick actions, URLs and user activities to the scene delegate (or SwiftUI's onOpenURL/onContinueUserActivity) and at launch in the connection options (TN3187); code left in the app delegate never runs, and the door is lost unless the scene side handles it.",
    example:
      "AppDelegate.application(_:performActionFor:completionHandler:) in an app whose Info.plist has UIApplicationSceneManifest  →  move it to windowScene(_:performActionFor:completionHandler:)"
  )

  static func check(_ context: WiringContext) -> [Finding] {
    context.deadApplicationCallbacks.map { callback in
      let door = callback.kind.warmDoor ?? .shortcut
      let instead = WiringDelivery.instead(of: door, context)
      let life = context.wiring.lifecycle == .swiftUI ? "a SwiftUI app" : "an app with scenes"
      return context.finding(
        Self.self,
        "iOS never calls \(callback.name) in \(life): the \(door.noun) goes to \(instead.text)",
        at: callback.place, notes: instead.notes)
    }
  }
}

/// Where iOS delivers a door in a scene app, in words, with what the app has there.
enum WiringDelivery {
  static func instead(of door: WiringDoor, _ context: WiringContext) -> (
    text: String, notes: [(String, SourcePlace)]
  ) {
    let wiring = context.wiring
    if let modifier = WiringContext.modifier(for: door), wiring.lifecycle == .swiftUI {
      if let used = wiring.uses(modifier) {
        return ("SwiftUI's \(modifier), which the app has", [("\(modifier) is here", used.place)])
      }
    }
    guard let kind = WiringContext.sceneCallback(for: door) else {
      return ("the notification center's delegate", [])
    }
    if let scene = context.knownSceneDelegates.first(where: { wiring.callback(kind, of: $0) != nil }
    ),
      let callback = wiring.callback(kind, of: scene)
    {
      return (
        "\(scene.name).\(callback.name), which the app has",
        [("\(scene.name) receives it here", callback.place)]
      )
    }
    let fix = WiringFix.warm(door, language: context.knownSceneDelegates.first?.language ?? .swift)
    if let scene = context.knownSceneDelegates.first {
      return (
        "\(scene.name).\(WiringContext.name(kind, in: scene)), which it does not have",
        [("add to \(scene.name): \(fix)", scene.place)]
      )
    }
    if wiring.lifecycle == .swiftUI, let modifier = WiringContext.modifier(for: door) {
      return ("SwiftUI's \(modifier) on a view, which the app does not use", [])
    }
    return ("a scene delegate's \(kind.swiftName), which the app does not have", [])
  }
}
