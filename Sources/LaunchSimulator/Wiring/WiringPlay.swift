import AppWiring

/// One door, cold or warm, played against the wiring.
struct WiringPlay {
  let wiring: AppWiring
  let door: WiringDoor
  let cold: Bool

  typealias Delivery = WiringSimulation.Delivery

  func delivery() -> Delivery {
    switch wiring.lifecycle {
    case .scene, .swiftUI: return cold ? sceneCold() : sceneWarm()
    case .appDelegate: return cold ? delegateCold() : delegateWarm()
    case .unknown(let why):
      return make(.unknown, nil, nil, "the life cycle is not known: \(why)")
    }
  }

  func make(
    _ outcome: WiringSimulation.Outcome, _ place: SourcePlace?, _ callback: String?,
    _ message: String
  ) -> Delivery {
    Delivery(
      door: door, cold: cold, outcome: outcome, place: place, callback: callback, message: message)
  }

  func lands(_ callback: DoorCallback, _ detail: String? = nil) -> Delivery {
    make(
      .lands, callback.place, callback.name,
      detail.map { "\(callback.name) \($0)" } ?? callback.name)
  }

  /// Whether the app uses the door anywhere: the Info.plist declares it, or some code of the
  /// app reads or receives it.
  var used: Bool {
    if wiring.infoPlist?.declares(door) != nil { return true }
    if door == .url && wiring.uses("onOpenURL") != nil { return true }
    if door == .activity && wiring.uses("onContinueUserActivity") != nil { return true }
    return wiring.types.contains { type in
      type.callbacks.contains { $0.kind.warmDoor == door || $0.coldRead(door) != nil }
    }
  }

  var notHandled: Delivery {
    make(.notHandled, nil, nil, "the app has no callback for a \(door.noun)")
  }

  var member: String {
    switch door {
    case .shortcut: "shortcutItem"
    case .url: "urlContexts"
    case .activity: "userActivities"
    case .notification: "notificationResponse"
    }
  }

  var sceneKind: CallbackKind? {
    switch door {
    case .shortcut: .scenePerformAction
    case .url: .sceneOpenURLContexts
    case .activity: .sceneContinue
    case .notification: nil
    }
  }

  var modifier: String? {
    switch door {
    case .url: "onOpenURL"
    case .activity: "onContinueUserActivity"
    default: nil
    }
  }

  var notificationHandler: DoorCallback? { wiring.callbacks(.notificationDidReceive).first }

  /// The scene delegates iOS instantiates, and whether each was read in full.
  var scenes: [WiringType] { wiring.sceneDelegateTypes }
  var scenesKnown: Bool {
    scenes.count == wiring.sceneDelegates.count && scenes.allSatisfy { wiring.isKnownInFull($0) }
  }

  // MARK: Scenes

  func sceneCold() -> Delivery {
    if let delegate = wiring.appDelegate,
      let configure = wiring.callback(.configurationForConnecting, of: delegate)
    {
      if configure.coldRead(door) != nil { return lands(configure, "reads options.\(member)") }
    }
    for scene in scenes {
      if let connect = wiring.callback(.sceneWillConnect, of: scene) {
        if connect.coldRead(door) != nil {
          return lands(connect, "reads connectionOptions.\(member)")
        }
        if let escape = connect.optionsEscape {
          return make(
            .unknown, escape, connect.name,
            "\(connect.name) hands connectionOptions to other code here")
        }
      }
    }
    if let modifier, let used = wiring.uses(modifier) {
      return make(.lands, used.place, modifier, "SwiftUI's \(modifier)")
    }
    if door == .notification, let handler = notificationHandler {
      return lands(handler, "(when the delegate is set before launching ends)")
    }
    if let delegate = wiring.appDelegate,
      let configure = wiring.callback(.configurationForConnecting, of: delegate),
      configure.optionsEscape != nil
    {
      return make(
        .unknown, configure.place, configure.name,
        "\(configure.name) hands its options to other code")
    }
    guard used else { return notHandled }
    guard scenesKnown else {
      return make(.unknown, nil, nil, "a scene delegate iOS uses was not read in full")
    }
    if let scene = scenes.first {
      if let connect = wiring.callback(.sceneWillConnect, of: scene) {
        return make(
          .lost, connect.place, connect.name,
          "\(connect.name) never reads connectionOptions.\(member): the \(door.noun) is lost")
      }
      return make(
        .lost, scene.place, nil,
        "\(scene.name) has no \(CallbackKind.sceneWillConnect.name(in: scene.language)): the \(door.noun) is lost"
      )
    }
    return make(
      .lost, wiring.swiftUIApp?.place, nil,
      "no scene delegate reads it at launch: the \(door.noun) is lost")
  }

  func sceneWarm() -> Delivery {
    if let kind = sceneKind {
      for scene in scenes {
        if let warm = wiring.callback(kind, of: scene) { return lands(warm) }
      }
    }
    if let modifier, let used = wiring.uses(modifier) {
      return make(.lands, used.place, modifier, "SwiftUI's \(modifier)")
    }
    if door == .notification, let handler = notificationHandler { return lands(handler) }
    guard used else { return notHandled }
    guard scenesKnown else {
      return make(.unknown, nil, nil, "a scene delegate iOS uses was not read in full")
    }
    let dead = wiring.appDelegate?.callbacks.first {
      $0.kind.warmDoor == door && $0.kind.isApplicationDelegate && !wiring.isCalledByApp($0.kind)
    }
    if let dead {
      return make(
        .lost, dead.place, dead.name,
        "\(dead.name) is never called in an app with scenes: the \(door.noun) is lost")
    }
    let name = sceneKind.map { $0.swiftName } ?? "a callback"
    return make(
      .lost, scenes.first?.place, nil,
      "\(scenes.first.map { "\($0.name) has" } ?? "no scene delegate has") no \(name): the \(door.noun) is lost"
    )
  }

  // MARK: App delegate

  var warmKinds: [CallbackKind] {
    switch door {
    case .shortcut: [.applicationPerformAction]
    case .url: [.applicationOpenURL, .applicationOpenURLLegacy, .applicationHandleOpenURL]
    case .activity: [.applicationContinue]
    case .notification: [.notificationDidReceive]
    }
  }

  func delegateWarmCallback() -> DoorCallback? {
    if door == .notification { return notificationHandler }
    guard let delegate = wiring.appDelegate else { return nil }
    return warmKinds.lazy.compactMap { wiring.callback($0, of: delegate) }.first
  }

  func delegateCold() -> Delivery {
    guard let delegate = wiring.appDelegate else {
      return make(.unknown, nil, nil, "the app delegate was not read")
    }
    let warm = delegateWarmCallback()
    if door == .notification {
      return warm.map { lands($0, "(when the delegate is set before launching ends)") }
        ?? notHandled
    }
    let launch = wiring.callback(.didFinishLaunching, of: delegate)
    let returnsTrue =
      launch.map { $0.returns.isEmpty || $0.returns.allSatisfy { $0.value == .yes } } ?? true
    let returnsFalse =
      launch.map { !$0.returns.isEmpty && $0.returns.allSatisfy { $0.value == .no } } ?? false
    if let launch, let read = launch.coldRead(door) {
      if let warm, returnsTrue, launch.returns.contains(where: { $0.value == .yes }) {
        return make(
          .twice, read.place, launch.name,
          "\(launch.name) reads it and returns true, so iOS delivers it again to \(warm.name) (\(warm.place.short)): handled twice"
        )
      }
      return make(
        .lands, read.place, launch.name, "\(launch.name) reads launchOptions \(read.member)")
    }
    if let launch, launch.optionsEscape != nil {
      return make(
        .unknown, launch.place, launch.name, "\(launch.name) hands its launch options to other code"
      )
    }
    if let warm {
      if returnsFalse, let launch {
        return make(
          .lost, launch.place, launch.name,
          "\(launch.name) returns false and never reads it: iOS does not call \(warm.name); the \(door.noun) is lost"
        )
      }
      return lands(warm, "(after application(_:didFinishLaunchingWithOptions:) returns)")
    }
    return used
      ? make(
        .lost, delegate.place, nil,
        "nothing in \(delegate.name) receives it: the \(door.noun) is lost") : notHandled
  }

  func delegateWarm() -> Delivery {
    if let warm = delegateWarmCallback() { return lands(warm) }
    guard used, let delegate = wiring.appDelegate else { return notHandled }
    guard wiring.isKnownInFull(delegate) else {
      return make(.unknown, delegate.place, nil, "\(delegate.name)'s superclass was not read")
    }
    return make(
      .lost, delegate.place, nil,
      "\(delegate.name) has no callback for it: the \(door.noun) is lost")
  }
}
