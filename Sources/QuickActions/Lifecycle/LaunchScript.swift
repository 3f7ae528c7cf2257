#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
import PropertyList

/// A sequence of things that happen to an app, run by `LaunchSimulator.run(_:routes:)`: launches
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
    case launch(LaunchScenario.Launch, ShortcutItem)
    /// Another quick action, chosen while the app runs.
    case item(ShortcutItem)
    /// The app is launched through another door: a URL, a user activity, a notification response.
    case launchEntry(LaunchScenario.Launch, Entry)
    /// An entry through another door while the app runs (or a quick action, as `item`).
    case entry(Entry)
    /// SwiftUI's `onOpenURL` with a URL, beside the scene delegate's callbacks.
    case onOpenURL(URL)
    /// A Handoff: iOS announces the activity's type first (at a launch, in
    /// `ConnectionOptions.handoffUserActivityType`; in a running app, through
    /// `scene(_:willContinueUserActivityWithType:)`) and delivers the activity later. With a
    /// launch, the script's first event; with nil, while the app runs.
    case handoff(LaunchScenario.Launch?, UserActivity)
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
  }

  /// Scene or app-delegate lifecycle.
  public var lifecycle: LaunchScenario.Lifecycle
  /// iPhone (default) or iPad: on iPad an item can reach an app that is on screen.
  public var device: LaunchScenario.Device
  /// App-delegate apps only: `didFinishLaunching` answers `true` on a shortcut launch.
  public var didFinishLaunchingReturnsTrue: Bool
  /// The app's state when the script starts (for a cold launch, its launch state).
  public var state: NavigationState
  /// What happens, in order.
  public var events: [Event]

  /// A script of `events` from `state`.
  public init(lifecycle: LaunchScenario.Lifecycle = .scene, device: LaunchScenario.Device = .iPhone,
              didFinishLaunchingReturnsTrue: Bool = false, state: NavigationState, events: [Event]) {
    self.lifecycle = lifecycle
    self.device = device
    self.didFinishLaunchingReturnsTrue = didFinishLaunchingReturnsTrue
    self.state = state
    self.events = events
  }

  /// The fields of a script, the one list the reader checks against: `lifecycle` (`scene`, the
  /// default, or `app-delegate`), `device` (`iphone`, the default, or `ipad`),
  /// `didFinishLaunchingReturnsTrue` (app-delegate only; default false), `state` (default: the
  /// manifest's launch state) and `events` (required; the first is a launch).
  public static let keys = ["lifecycle", "device", "didFinishLaunchingReturnsTrue", "state", "events"]
  /// The kinds of event; each event has exactly one: `launch` (`cold` or `warm`, with one of
  /// `entryKeys`), `item` (a shortcut type), `url` (a URL), `activity` (an activity type),
  /// `notification` (`CATEGORY` or `CATEGORY/ACTION`), `onOpenURL` (a URL SwiftUI's `onOpenURL`
  /// receives), `gateOpens`, `background`, `foreground` (each `true`), `discard` (the answer,
  /// `true` or `false`), `sizeClass` (`compact` or `regular`) and `present` (a presentation:
  /// `style`, `stack`, `unsaved`).
  public static let eventKeys = ["launch", "item", "url", "activity", "notification", "onOpenURL", "gateOpens", "background",
                                 "foreground", "discard", "sizeClass", "present"]
  /// The doors a `launch` names (exactly one): `item`, `url`, `activity`, `notification`.
  public static let entryKeys = ["item", "url", "activity", "notification"]
  /// The fields beside an entry's door: `userInfo` (a dictionary, for an `item`, an `activity` or
  /// a `notification`; default empty), `webpageURL` (an `activity`'s, for a universal link
  /// continued as `NSUserActivityTypeBrowsingWeb`) and `handoff` (an `activity`'s: `true` when it
  /// comes as a Handoff, its type announced before the activity; default false).
  public static let itemKeys = ["userInfo", "webpageURL", "handoff"]

  /// Reads a script. `item` makes the shortcut item of a type with the userInfo the script
  /// gives (the CLI takes titles and icons from the manifest); `state` is used when the script
  /// names none. Screens are checked against `knownScreens` when given.
  public init(
    plist value: PlistValue, state defaultState: NavigationState, knownScreens: Set<String>? = nil,
    item: (String, PlistDictionary) -> ShortcutItem
  ) throws(ManifestError) {
    let dict = try ManifestReader(value, "a script").dictionary()
    try ManifestReader.checkKeys(dict, known: Self.keys, in: "a script")
    lifecycle = try dict["lifecycle"].map { (v) throws(ManifestError) in try ManifestReader(v, "lifecycle").choice(LaunchScenario.Lifecycle.self) } ?? .scene
    device = try dict["device"].map { (v) throws(ManifestError) in try ManifestReader(v, "device").choice(LaunchScenario.Device.self) } ?? .iPhone
    didFinishLaunchingReturnsTrue = try dict["didFinishLaunchingReturnsTrue"].map { (v) throws(ManifestError) in
      try ManifestReader(v, "'didFinishLaunchingReturnsTrue'").bool()
    } ?? false
    if didFinishLaunchingReturnsTrue && lifecycle != .appDelegate, let flag = dict.entry(forKey: "didFinishLaunchingReturnsTrue") {
      throw ManifestError("'didFinishLaunchingReturnsTrue' applies to the app-delegate lifecycle; scene apps get no second delivery",
                          at: flag.keyLocation)
    }
    state = try dict["state"].map { (v) throws(ManifestError) in try NavigationState(plist: v, knownScreens: knownScreens) } ?? defaultState
    guard let list = dict["events"] else { throw ManifestError("a script needs 'events'", at: value.location) }
    events = []
    for (index, eventValue) in try ManifestReader(list, "'events'").array().enumerated() {
      let event = try Self.decodeEvent(eventValue, knownScreens: knownScreens, item: item)
      if index > 0, Self.isLaunch(event) {
        throw ManifestError("a launch is the script's first event; later entries are 'item', 'url', 'activity' or 'notification' events",
                            at: eventValue.location)
      }
      if index == 0, !(Self.isLaunch(event)) {
        throw ManifestError("a script starts with a launch: {\"launch\": \"cold\" or \"warm\", \"item\": TYPE}", at: eventValue.location)
      }
      events.append(event)
    }
    if events.isEmpty { throw ManifestError("'events' is empty; a script starts with a launch", at: list.location) }
  }

  static func isLaunch(_ event: Event) -> Bool {
    switch event {
    case .launch, .launchEntry, .handoff(.some, _): return true
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
    case .handoff(let launch?, let activity): return "launch(\(launch.rawValue), handoff \(activity.activityType))"
    case .handoff(nil, let activity): return "handoff(\(activity.activityType))"
    case .gateOpens: return "gateOpens"
    case .background: return "background"
    case .foreground: return "foreground"
    case .discardAnswer(let discard): return "discardAnswer(\(discard))"
    case .sizeClass(let compact): return "sizeClass(\(compact ? "compact" : "regular"))"
    case .present(let p): return "present(\(p.style.rawValue) \(p.stack.map(\.description).joined(separator: " > ")))"
    }
  }
}
