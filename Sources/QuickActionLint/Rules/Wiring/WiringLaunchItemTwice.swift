import AppWiring

/// `wiring-launch-item-twice`: an app-delegate app that reads the launch's quick action or URL
/// in `application(_:didFinishLaunchingWithOptions:)`, also implements the warm callback, and
/// returns `true`: iOS delivers the same entry again.
///
/// `application(_:performActionFor:completionHandler:)`: the system calls it for the quick
/// action that launched the app unless `application(_:willFinishLaunchingWithOptions:)` or
/// `application(_:didFinishLaunchingWithOptions:)` returns `false` (Apple's sample
/// "Add Home Screen quick actions" returns `false` when it handled the item at launch); the same
/// holds for `application(_:open:options:)` and the launch URL
/// (`application(_:didFinishLaunchingWithOptions:)`, "Return Value"). Only a body whose every
/// `return` is the literal `true` is reported.
enum WiringLaunchItemTwice: WiringRule {
  static let id = "wiring-launch-item-twice"
  static let severity = Finding.Severity.warning
  static let documentation = doc(
    "An app-delegate app reads the launch quick action (or URL) in didFinishLaunching, also implements performActionFor (or open URL), and returns true.",
    why:
      "Returning true tells iOS the launch item is still to be delivered: it calls application(_:performActionFor:completionHandler:) (or application(_:open:options:)) with the same item, which is then handled twice.",
    example:
      "launchOptions[.shortcutItem] handled in didFinishLaunching, then return true"
  )

  static func check(_ context: WiringContext) -> [Finding] {
    let wiring = context.wiring
    guard wiring.lifecycle == .appDelegate, let delegate = wiring.appDelegate,
      wiring.isKnownInFull(delegate), delegate.callback(.willFinishLaunching) == nil,
      let launch = delegate.callback(.didFinishLaunching), launch.optionsEscape == nil,
      !launch.returns.isEmpty, launch.returns.allSatisfy({ $0.value == .yes }),
      let last = launch.returns.last
    else { return [] }
    var findings: [Finding] = []
    let pairs: [(WiringDoor, [CallbackKind])] = [
      (.shortcut, [.applicationPerformAction]),
      (.url, [.applicationOpenURL, .applicationOpenURLLegacy, .applicationHandleOpenURL]),
    ]
    for (door, kinds) in pairs {
      guard let read = launch.coldRead(door),
        let warm = kinds.lazy.compactMap({ wiring.callback($0, of: delegate) }).first
      else { continue }
      let no = launch.language == .swift ? "false" : "NO"
      findings.append(
        context.finding(
          Self.self,
          "the \(door.noun) that launched the app is read here and \(launch.name) returns \(launch.language == .swift ? "true" : "YES"): iOS delivers it again to \(warm.name), so it is handled twice",
          at: read.place,
          notes: [
            (
              "returns \(launch.language == .swift ? "true" : "YES") here; return \(no) when the launch options held a \(door.noun) that was handled",
              last.place
            ),
            ("delivered again here", warm.place),
          ]))
    }
    return findings
  }
}
