import AppWiring

/// `wiring-cold-launch-unread`: a scene delegate handles a door while the app runs, but no code
/// on the launch path reads that door from the connection options.
///
/// `scene(_:willConnectTo:options:)`
/// (<https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:)>)
/// and `UIScene.ConnectionOptions`: when a quick action, a URL or a user activity launches the
/// app, UIKit passes it in the connection options (`shortcutItem`, `urlContexts`,
/// `userActivities`) and does not call `windowScene(_:performActionFor:completionHandler:)`,
/// `scene(_:openURLContexts:)` or `scene(_:continue:)` for it. Reading it in
/// `application(_:configurationForConnecting:options:)`, or SwiftUI's `onOpenURL` /
/// `onContinueUserActivity`, counts as reading it. Options handed on to other code are taken as
/// read. With several window configurations only the first is held to it: the others serve
/// the activities `application(_:configurationForConnecting:options:)` gives them.
enum WiringColdLaunchUnread: WiringRule {
  static let id = "wiring-cold-launch-unread"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "A scene delegate handles a quick action, URL or user activity while the app runs, and nothing reads it from the connection options when it launches the app.",
    why:
      "At a cold launch UIKit hands the entry to scene(_:willConnectTo:options:) in connectionOptions.shortcutItem, .urlContexts or .userActivities and never calls the warm callback for it: the entry that launched the app is lost.",
    example:
      "windowScene(_:performActionFor:completionHandler:), and scene(_:willConnectTo:options:) never reads connectionOptions.shortcutItem"
  )

  static func check(_ context: WiringContext) -> [Finding] {
    guard context.isSceneApp else { return [] }
    let wiring = context.wiring
    var findings: [Finding] = []
    let configure = wiring.appDelegate.flatMap {
      wiring.callback(.configurationForConnecting, of: $0)
    }
    for scene in context.launchSceneDelegates {
      for door in [WiringDoor.shortcut, .url, .activity] {
        guard let kind = WiringContext.sceneCallback(for: door),
          let warm = wiring.callback(kind, of: scene)
        else { continue }
        if let modifier = WiringContext.modifier(for: door), wiring.uses(modifier) != nil {
          continue
        }
        if let configure, configure.optionsEscape != nil || configure.coldRead(door) != nil {
          continue
        }
        let member = WiringContext.member(for: door)
        let fix = WiringFix.cold(door, options: "connectionOptions", language: scene.language)
        let connectName = WiringContext.name(.sceneWillConnect, in: scene)
        let warmNote = ("\(scene.name) handles it while the app runs here", warm.place)
        guard let connect = wiring.callback(.sceneWillConnect, of: scene) else {
          findings.append(
            context.finding(
              Self.self,
              "\(scene.name) has no \(connectName): a \(door.noun) that launches the app is lost (UIKit passes it in connectionOptions.\(member), not to \(warm.name))",
              at: scene.place,
              notes: [warmNote, ("add \(connectName) to \(scene.name), with: \(fix)", scene.place)])
          )
          continue
        }
        guard connect.optionsEscape == nil, connect.coldRead(door) == nil else { continue }
        findings.append(
          context.finding(
            Self.self,
            "\(connect.name) never reads connectionOptions.\(member): a \(door.noun) that launches the app is lost (UIKit does not call \(warm.name) for it)",
            at: connect.place, notes: [warmNote, ("add to \(connect.name): \(fix)", connect.place)])
        )
      }
    }
    return findings
  }
}
