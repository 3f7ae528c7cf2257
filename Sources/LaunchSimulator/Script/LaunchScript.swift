import PropertyList
import QuickActions

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A sequence of things that happen to an app, run by `ScriptRunner.run(_:routes:)`: launches
/// with a quick action, more quick actions, the gate opening, going to the background and back,
/// the user's answer to a discard question, size-class changes, and the app presenting a modal
/// on its own.
///
/// Written as JSON or a property list (`quickaction simulate --script FILE`):
///
/// ```json
/// {"lifecycle": "scene", "device": "iphone",
///  "state": {"root": {"stack": ["home"]}, "gate": "login"},
///  "events": [
///    {"launch": "warm", "item": "com.example.qa.post"},
///    {"item": "com.example.qa.mypage", "userInfo": {"tab": "profile"}},
///    {"gateOpens": true},
///    {"background": true}, {"foreground": true},
///    {"discard": false},
///    {"sizeClass": "compact"},
///    {"present": {"style": "sheet", "stack": ["settings"], "unsaved": true}}]}
/// ```
///
/// The fields are `LaunchScript.keys` at the top and, in an event, one of
/// `LaunchScript.eventKeys` (with `LaunchScript.itemKeys` beside a `launch` or an `item`).
public struct LaunchScript: Sendable, Hashable {
  /// One thing that happens, in order.
  public enum Event: Sendable, Hashable {
    /// The app is launched with a quick action: cold (not running) or warm (from the background).
    case launch(LaunchScript.Launch, ShortcutItem)
    /// Another quick action, chosen while the app runs.
    case item(ShortcutItem)
    /// The app is launched through another door: a URL, a user activity, a notification response.
    case launchEntry(LaunchScript.Launch, Entry)
    /// An entry through another door while the app runs (or a quick action, as `item`).
    case entry(Entry)
    /// SwiftUI's `onOpenURL` with a URL, beside the scene delegate's callbacks.
    case onOpenURL(URL)
    /// A Handoff: iOS announces the activity's type first (at a launch, in
    /// `ConnectionOptions.handoffUserActivityType`; in a running app, through
    /// `scene(_:willContinueUserActivityWithType:)`) and delivers the activity later. With a
    /// launch, the script's first event; with nil, while the app runs.
    case handoff(LaunchScript.Launch?, UserActivity)
    /// Onboarding or login finishes.
    case gateOpens
    /// The app resigns active and goes to the background.
    case background
    /// The app comes back to the foreground and becomes active.
    case foreground
    /// The user answers the open discard question (a `confirmDiscard` route asks it): `true`
    /// discards the unsaved changes, `false` keeps them. A question stays open until answered,
    /// and an open question never discards.
    case discardAnswer(Bool)
    /// The width turns compact (rotation, Split View multitasking) or regular.
    case sizeClass(compact: Bool)
    /// The app presents a view controller on its own.
    case present(NavigationState.Presentation)
    /// An event in one scene: an entry delivered to it (the door names its scene, as a
    /// notification response's `targetScene` does), or `background`, `foreground`, a `discard`
    /// answer, a size class or a presentation in that window. Without it, iOS's rules choose the
    /// scene of an entry (`SceneSelection`), and the others apply to every window (the main
    /// one, for `discard` and `present`).
    indirect case inScene(SceneID, Event)
    /// A scene connects and comes to the foreground: restored (`scene(_:willConnectTo:options:)`
    /// alone) when its session exists, a new scene otherwise.
    case connect(SceneID)
    /// The system disconnects a scene (`sceneDidDisconnect(_:)`); its session stays, to be
    /// restored.
    case disconnect(SceneID)
    /// The user closes a scene's window for good: its session is discarded
    /// (`application(_:didDiscardSceneSessions:)`, after `sceneDidDisconnect(_:)` when it is
    /// connected), and what waited for it goes to the window iOS's rules choose.
    case discardSession(SceneID)
  }

  /// One of the app's scene sessions, as a script starts.
  public struct Scene: Sendable, Hashable {
    /// Its name.
    public var id: SceneID
    /// Its navigation state.
    public var state: NavigationState
    /// Whether it is in the foreground and active when a warm script starts.
    public var isForeground: Bool
    /// Whether it is connected when a warm script starts (a session in the app switcher
    /// otherwise, restored when iOS or a `connect` event picks it).
    public var isConnected: Bool
    /// The activation conditions the app set on it; nil for the conditions the hooks compute
    /// from the routes and where the scene is (`RouteTable.activationConditions(for:)`).
    public var conditions: SceneActivationConditions?

    /// A scene session `id` in `state`.
    public init(
      _ id: SceneID, state: NavigationState, isForeground: Bool = false, isConnected: Bool = true,
      conditions: SceneActivationConditions? = nil
    ) {
      self.id = id
      self.state = state
      self.isForeground = isForeground
      self.isConnected = isConnected
      self.conditions = conditions
    }
  }

  /// Scene or app-delegate lifecycle.
  public var lifecycle: LaunchScript.Lifecycle
  /// iPhone (default) or iPad: on iPad an item can reach an app that is on screen, and the app
  /// may have several windows.
  public var device: LaunchScript.Device
  /// App-delegate apps only: `didFinishLaunching` answers `true` on a shortcut launch.
  public var didFinishLaunchingReturnsTrue: Bool
  /// The app's scene sessions, the main one first; one `SceneID.main` scene unless the script
  /// declares its scenes.
  public var scenes: [Scene]
  /// Whether the script declared its scenes (the timeline then names the scene of each callback).
  public var declaresScenes: Bool
  /// The state of a scene iOS creates while the script runs (the manifest's launch state).
  public var newSceneState: NavigationState
  /// `UIApplicationSupportsMultipleScenes`: without it, "UIKit never creates more than one scene",
  /// and the App Intents framework cannot deliver an intent to a scene at launch.
  public var supportsMultipleScenes: Bool
  /// Whether the app asks the user before unsaved work is discarded
  /// (`Navigator.asksToDiscard` in QuickActions): a route that names no policy then opens the
  /// discard question, which a `discard` event answers; otherwise it keeps the work and fails.
  public var asksToDiscard = false
  /// What happens, in order.
  public var events: [Event]
  /// What the app's route checks answer, by name (`checks`: `true` allows, a string refuses with
  /// that reason); a check not listed refuses, as an app that supplies none does.
  public var checks: [String: CheckVerdict] = [:]
  /// What the app's actions answer, by name (`actions`: `true` handled, a string fails with that
  /// reason); an action not listed is handled.
  public var actions: [String: ActionOutcome] = [:]
  /// What the reader found odd without refusing it, each at its place: an identifier of a
  /// scene's `prefers` or `can` written as a pattern (`*`, `:questionID`), which matches only
  /// itself. `quickaction simulate --script` prints them as warnings before the timeline.
  public var warnings: [ManifestError] = []

  /// The main scene's state when the script starts (for a cold launch, its launch state).
  public var state: NavigationState {
    get { scenes.first?.state ?? newSceneState }
    set {
      if scenes.isEmpty {
        scenes = [Scene(.main, state: newValue)]
      } else {
        scenes[0].state = newValue
      }
    }
  }

  /// A script of `events` from `state`, in an app with one scene.
  public init(
    lifecycle: LaunchScript.Lifecycle = .scene, device: LaunchScript.Device = .iPhone,
    didFinishLaunchingReturnsTrue: Bool = false, state: NavigationState, events: [Event]
  ) {
    self.lifecycle = lifecycle
    self.device = device
    self.didFinishLaunchingReturnsTrue = didFinishLaunchingReturnsTrue
    self.scenes = [Scene(.main, state: state)]
    self.declaresScenes = false
    self.newSceneState = state
    self.supportsMultipleScenes = true
    self.events = events
  }

  /// A script of `events` in an app with these scenes (an iPad's windows).
  public init(
    device: LaunchScript.Device = .iPad, scenes: [Scene], newSceneState: NavigationState? = nil,
    supportsMultipleScenes: Bool = true, events: [Event]
  ) {
    self.lifecycle = .scene
    self.device = device
    self.didFinishLaunchingReturnsTrue = false
    self.scenes = scenes
    self.declaresScenes = true
    self.newSceneState = newSceneState ?? scenes.first?.state ?? NavigationState(root: .stack([]))
    self.supportsMultipleScenes = supportsMultipleScenes
    self.events = events
  }

  /// The fields of a script, the one list the reader checks against: `lifecycle` (`scene`, the
  /// default, or `app-delegate`), `device` (`iphone`, the default, or `ipad`),
  /// `didFinishLaunchingReturnsTrue` (app-delegate only; default false), `state` (default: the
  /// manifest's launch state), `scenes` (instead of `state`: the app's scene sessions, each with
  /// `sceneKeys`), `gate` (the app's gate, once for every scene's state; default: the one the
  /// states name), `supportsMultipleScenes` (`UIApplicationSupportsMultipleScenes`; default
  /// true), `asksToDiscard` (the app asks before unsaved work goes, so a route naming no policy
  /// asks; default false) and `events` (required; the first is a launch).
  public static let keys = [
    "lifecycle", "device", "didFinishLaunchingReturnsTrue", "state", "scenes", "gate",
    "supportsMultipleScenes", "asksToDiscard", "events", "checks", "actions",
  ]
  /// The fields of a scene: `id` (required, unique), `state` (default: the manifest's launch
  /// state), `foreground` (in the foreground when a warm script starts; default false),
  /// `connected` (connected when a warm script starts; default true), and the activation
  /// conditions the app set: `prefers` (the target content identifiers it prefers) and `can`
  /// (`true`, `false`, or identifiers), by default those the routes give for where it is.
  public static let sceneKeys = ["id", "state", "foreground", "connected", "prefers", "can"]
  /// The kinds of event; each event has exactly one: `launch` (`cold` or `warm`, with one of
  /// `entryKeys`), `item` (a shortcut type), `url` (a URL), `activity` (an activity type),
  /// `notification` (`CATEGORY` or `CATEGORY/ACTION`), `onOpenURL` (a URL SwiftUI's `onOpenURL`
  /// receives), `gateOpens`, `background`, `foreground` (each `true`), `discard` (the answer,
  /// `true` or `false`), `sizeClass` (`compact` or `regular`) and `present` (a presentation:
  /// `style`, `stack`, `unsaved`).
  public static let eventKeys =
    ["launch"] + entryKeys + [
      "onOpenURL", "gateOpens", "background", "foreground", "discard",
      "sizeClass", "present", "connect", "disconnect", "discardSession",
    ]
  /// The doors a `launch` names (exactly one): `item`, `url`, `activity`, `notification`, `intent`.
  public static let entryKeys = doors.map(\.key)
  /// The fields beside an event: `userInfo` (a dictionary, for an `item`, an `activity` or
  /// a `notification`; default empty), `webpageURL` (an `activity`'s, for a universal link
  /// continued as `NSUserActivityTypeBrowsingWeb`), `handoff` (an `activity`'s: `true` when it
  /// comes as a Handoff, its type announced before the activity; default false),
  /// `targetContentIdentifier` (an `item`'s, `activity`'s or `notification`'s), `parameters` (an
  /// `intent`'s values, a dictionary), `contentIdentifier` (an `intent`'s own, instead of its type
  /// name), `targetsScene` (an `intent`'s: false when it adopts neither
  /// `TargetContentProvidingIntent` nor `UISceneAppIntent`, so only its `perform()` runs; default
  /// true), and `scene` (the scene the event happens in).
  public static let itemKeys = [
    "userInfo", "webpageURL", "handoff", "targetContentIdentifier", "parameters",
    "contentIdentifier",
    "targetsScene", "scene",
  ]

  static func isLaunch(_ event: Event) -> Bool {
    switch event {
    case .launch, .launchEntry, .handoff(.some, _): return true
    case .inScene(_, let inner): return isLaunch(inner)
    default: return false
    }
  }

  enum SizeClass: String, CaseIterable { case compact, regular }
}

extension LaunchScript.Event: CustomStringConvertible {
  /// `launch(warm, com.example.qa.post)`, `item(com.example.qa.mypage)`, `gateOpens`, …
  public var description: String {
    switch self {
    case .launch(let launch, let item): return "launch(\(launch.rawValue), \(item.type))"
    case .item(let item): return "item(\(item.type))"
    case .launchEntry(let launch, let entry): return "launch(\(launch.rawValue), \(entry.label))"
    case .entry(let entry): return "entry(\(entry.label))"
    case .onOpenURL(let url): return "onOpenURL(\(url.absoluteString))"
    case .handoff(let launch?, let activity):
      return "launch(\(launch.rawValue), handoff \(activity.activityType))"
    case .handoff(nil, let activity): return "handoff(\(activity.activityType))"
    case .gateOpens: return "gateOpens"
    case .background: return "background"
    case .foreground: return "foreground"
    case .discardAnswer(let discard): return "discardAnswer(\(discard))"
    case .sizeClass(let compact): return "sizeClass(\(compact ? "compact" : "regular"))"
    case .present(let p):
      return "present(\(p.style.rawValue) \(p.stack.map(\.description).joined(separator: " > ")))"
    case .inScene(let scene, let event): return "\(event) in \(scene)"
    case .connect(let scene): return "connect(\(scene))"
    case .disconnect(let scene): return "disconnect(\(scene))"
    case .discardSession(let scene): return "discardSession(\(scene))"
    }
  }
}
