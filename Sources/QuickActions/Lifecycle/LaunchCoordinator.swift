/// Receives the app's lifecycle callbacks in the order iOS sends them and delivers each entry (a
/// quick action, a URL, a user activity, a notification response, an App Intent) to the router
/// of the scene iOS gave it to, exactly once, with its true outcome, for scene-based and
/// app-delegate apps, on cold and warm launches.
///
/// The bugs it exists for: an entry lost on a cold launch because nothing was listening yet; an
/// entry handled twice because `didFinishLaunching` returned `true` (so iOS also called
/// `performActionFor` or `application(_:open:options:)`), because SwiftUI's `onOpenURL` saw the
/// URL the scene delegate already had, or because a pending entry was never cleared and re-ran
/// on every activation; an entry routed before the app's UI was active; a success reported
/// before the entry was routed; an entry iOS gave to one window navigating another.
///
/// Correctness does not hang on a hook that is easy to forget: only iOS's second delivery of a
/// launch entry (which follows a `didFinishLaunching` that returned `true`) is a duplicate, so
/// the same entry chosen again later is routed again even if `willResignActive()` is never
/// called.
///
/// **Scenes.** Scenes are the coordinator's one structure: each window scene has its own router
/// and navigator (``addScene(_:navigator:)``), and every call takes the scene its UIKit callback
/// was given; a call that names none means ``SceneID/main``. The coordinator is made with the
/// router of its first window, which it adds as it adds any other: that window disconnects,
/// connects again and is discarded as every window is. The app-delegate lifecycle has one
/// implicit window, ``SceneID/main``, whose delegate is the app delegate: its launch entries and
/// iOS's second deliveries of them are that scene's, as a window scene's are its own. What is kept
/// per scene and what per app:
/// - per scene: the entries a scene was connected with (routed when that scene is active), iOS's
///   second deliveries it expects, the URLs and intents it delivered in this activation (SwiftUI
///   may repeat them), the Handoff it announced, and its discard questions (its router asks them
///   in its window);
/// - per app: the gate (onboarding, login, terms) and the one entry waiting behind it, since
///   signing in once opens every window; a notification response, which the notification
///   center's delegate receives for the app (it is routed in the response's `targetScene`, else
///   the scene connected with it, else the scene iOS's rules choose).
///
/// An entry waiting for a window that went away (kept at its connection, or released by the gate
/// while it was away) is answered once: in that window when it connects again, or, when its
/// session is discarded, in the window iOS's rules choose for it (``discardScene(_:)``).
///
/// Apps wire it through `QuickActionHooks` (QuickActionsUIKit), whose methods take UIKit's own
/// signatures; this type is the plain-Swift core those hooks, the simulator and tests drive.
/// Each door keeps its own answer contract (see `LaunchCoordinator+Doors.swift` and
/// `LaunchCoordinator+Intents.swift`).
public final class LaunchCoordinator: Sendable {
  /// The router the coordinator was made with: every scene's router shares its routes, limits
  /// and gate, and it routes its own scene's entries (``SceneID/main``'s) while that scene is
  /// connected.
  public let router: QuickActionRouter
  /// Whether `didFinishLaunching(with:)` answers `true` on a shortcut launch. Other SDKs may need
  /// `true` (flutter/flutter#141280); iOS then delivers the launch item a second time through
  /// `application(_:performActionFor:completionHandler:)`, which is recognised and completed
  /// with the launch item's real outcome instead of being routed again.
  public let didFinishLaunchingReturnsTrue: Bool

  /// What happened to one delivery of an entry.
  public enum Delivery: Sendable, Hashable {
    /// Routed, with the outcome.
    case routed(Entry, RouteOutcome)
    /// A second delivery of an entry already kept or delivered (iOS's after a `didFinishLaunching`
    /// that returned `true`, SwiftUI's `onOpenURL` beside the scene delegate, an intent's
    /// `perform()` after its scene delivery); not routed again. An answer it needs gets the first
    /// delivery's outcome once that is known.
    case duplicate(Entry)
    /// A kept launch entry replaced by a newer one before it was routed; the newer one was
    /// routed, with this outcome.
    case replaced(old: Entry, new: Entry, outcome: RouteOutcome)
    /// Nothing was waiting to be routed.
    case nothingPending
  }

  /// A completion handler, as UIKit passes one: called once with whether the entry was handled.
  public typealias Completion = @Sendable (Bool) -> Void

  /// An entry that a second delivery may repeat (kept at launch, or delivered to a scene before
  /// its intent's `perform()`), from the moment it is kept to its final outcome.
  struct Kept {
    var entry: Entry
    /// The scene it was delivered to.
    var scene: SceneID
    /// Its final outcome, once known.
    var succeeded: Bool?
    /// Answers of its second deliveries, waiting for that outcome.
    var waiting: [Completion] = []
    /// Whether its routing has returned: a final outcome, or held behind a gate.
    var routed = false
    /// Handlers of its second deliveries, waiting for that routing to return.
    var whenRouted: [@Sendable () -> Void] = []
  }

  /// What one scene's doors remember.
  struct SceneDoors {
    /// Entries kept at connection, until the scene is active.
    var pending: [Entry] = []
    /// Entries its delegate will receive once more in this activation: the app delegate's, after
    /// a `didFinishLaunching` that returned `true`.
    var secondDeliveries: [Entry] = []
    /// URLs and activities the scene delegate delivered in this activation, which SwiftUI's
    /// `onOpenURL` / `onContinueUserActivity` may deliver again.
    var openedThisActivation: [Entry] = []
    /// A Handoff announced at connection whose activity has not arrived yet.
    var handoffType: String?
    /// Notification responses the scene was connected with, which the notification center's
    /// delegate may receive again in the same activation.
    var connectedNotifications: [Entry] = []
    /// Intents the scene was connected with (`ConnectionOptions.appIntent`), which
    /// `scene(_:willPerformAppIntent:)` delivers again: "will always be called after scene
    /// connection".
    var connectedIntents: [Entry] = []
    /// Intents delivered to the scene in this activation, which SwiftUI's `onAppIntentExecution`
    /// beside a scene delegate may deliver again.
    var deliveredIntents: [Entry] = []
    /// Whether the scene is active, and when it last became active (for iOS's choice).
    var isActive = false
    var lastActive = 0

    /// The activation is over (the scene resigned or disconnected): what SwiftUI or the
    /// notification center's delegate could deliver again in it will not come.
    mutating func endActivation() {
      secondDeliveries = []
      openedThisActivation = []
      connectedNotifications = []
      deliveredIntents = []
      isActive = false
    }
  }

  struct State {
    /// Each scene's doors (a scene whose session exists, connected or not), and the order the
    /// scenes were added in.
    var scenes: [SceneID: SceneDoors] = [:]
    var order: [SceneID] = []
    /// Each connected scene's router.
    var routers: [SceneID: QuickActionRouter] = [:]
    /// Every entry a second delivery may repeat, with its outcome.
    var kept: [Kept] = []
    /// Intents delivered to a scene whose `perform()` the system calls next, by scene.
    var awaitingPerform: [(entry: Entry, scene: SceneID)] = []
    /// How many activations so far (orders `lastActive`).
    var activations = 0
    /// The gate's waiting entry (by its hold's token) when the gate opened while its window was
    /// not connected: it runs when that window is active again.
    var released: Int?
    /// Entries of discarded windows that no connected window could take, for the next window
    /// that connects; and whether the gate's waiting entry is one of them.
    var unclaimed: [Entry] = []
    var gateEntryUnclaimed = false

    /// Adds `scene` (its doors, once) with `router`.
    mutating func add(_ scene: SceneID, _ router: QuickActionRouter) {
      routers[scene] = router
      guard scenes[scene] == nil else { return }
      scenes[scene] = SceneDoors()
      order.append(scene)
    }
  }

  let state = Locked(State())

  /// The first entry kept at launch in the main scene, until it is active.
  public var pendingEntry: Entry? { pendingEntries(in: .main).first }
  /// The quick action kept at launch in the main scene, until it is active.
  public var pendingLaunchItem: ShortcutItem? {
    pendingEntries(in: .main).lazy.compactMap(\.shortcutItem).first
  }
  /// The activity type of a Handoff announced at the main scene's connection
  /// (`handoffUserActivityType`) whose activity has not arrived yet.
  public var expectedHandoffType: String? { expectedHandoffType(in: .main) }

  /// The entries `scene` was connected with, until it is active.
  public func pendingEntries(in scene: SceneID) -> [Entry] {
    state.withLock { $0.scenes[scene]?.pending ?? [] }
  }
  /// The activity type of a Handoff announced at `scene`'s connection whose activity has not
  /// arrived yet.
  public func expectedHandoffType(in scene: SceneID) -> String? {
    state.withLock { $0.scenes[scene]?.handoffType }
  }

  /// A coordinator whose first window, ``SceneID/main``, is routed by `router` (the app
  /// delegate's one window, or the first window scene); `didFinishLaunchingReturnsTrue` answers
  /// `true` from `didFinishLaunching` on a shortcut launch. With `connectsFirstWindow` false no
  /// window is connected yet: each connects with ``addScene(_:navigator:)``, and `router` only
  /// lends them its routes, limits and gate.
  public init(
    router: QuickActionRouter, didFinishLaunchingReturnsTrue: Bool = false,
    connectsFirstWindow: Bool = true
  ) {
    self.router = router
    self.didFinishLaunchingReturnsTrue = didFinishLaunchingReturnsTrue
    if connectsFirstWindow { state.withLock { $0.add(router.scene, router) } }
  }

  // MARK: Scenes

  /// A window scene with its own navigator: its entries are planned against, and carried out by,
  /// `navigator` alone. Call it from `scene(_:willConnectTo:options:)` before handing over the
  /// connection options (a restored scene included). Adding a scene again with another navigator
  /// replaces its router, and with the same navigator (an object already driving it) keeps the
  /// router, so that a routing under way and the next one stay in one queue; the coordinator's own
  /// router is its scene's router again when that scene connects again with its navigator.
  ///
  /// Entries a discarded window left that no window could take go to the first window that
  /// connects next (``discardScene(_:)``).
  public func addScene(_ scene: SceneID, navigator: any Navigator) {
    state.withLock { s in
      if let current = s.routers[scene], Self.same(current.navigator, navigator) { return }
      let own = scene == router.scene && Self.same(router.navigator, navigator)
      s.add(scene, own ? router : router.router(for: scene, navigator: navigator))
      claimUnclaimed(in: scene, &s)
    }
  }

  /// Whether two navigators are the same object (a value-type navigator never is).
  static func same(_ a: any Navigator, _ b: any Navigator) -> Bool {
    guard type(of: a) is AnyClass, type(of: b) is AnyClass else { return false }
    return (a as AnyObject) === (b as AnyObject)
  }

  /// The router of `scene`, if it is connected.
  public func router(for scene: SceneID) -> QuickActionRouter? {
    state.withLock { $0.routers[scene] }
  }

  /// The scenes whose sessions exist (connected or not), in the order they were added.
  public var scenes: [SceneID] { state.withLock { $0.order } }

  /// The activation conditions `scene` should set now (``RouteTable/activationConditions(for:)``
  /// over its navigator's state), or nil when it is not connected. An adapter sets them after
  /// each routing, so that iOS brings this window forward for the content it shows.
  public func activationConditions(for scene: SceneID) async -> SceneActivationConditions? {
    guard let router = router(for: scene) else { return nil }
    return await Self.conditions(of: router)
  }

  /// The conditions of the scene `router` drives, from where its navigator is now.
  static func conditions(of router: QuickActionRouter) async -> SceneActivationConditions {
    router.routes.activationConditions(for: await router.navigator.currentState())
  }

  /// iOS's choice of scene for a door that reached the app as a whole (a notification response
  /// without a `targetScene`, an intent's `perform()` that no scene was associated with), by the
  /// rules of ``SceneSelection``, among the connected scenes, with the conditions each sets
  /// (``activationConditions(for:)``). A door `named` a connected scene goes there.
  public func chooseScene(for entry: Entry, named: SceneID? = nil) async -> SceneSelection.Choice {
    let known = state.withLock { s in
      s.order.compactMap { id in
        s.routers[id].map {
          (id, $0, s.scenes[id]?.isActive ?? false, s.scenes[id]?.lastActive ?? 0)
        }
      }
    }
    var candidates: [SceneSelection.Candidate] = []
    for (id, router, active, last) in known {
      candidates.append(
        .init(
          id: id, conditions: await Self.conditions(of: router), isForeground: active,
          lastActive: last))
    }
    // Scenes were added: the app shows several. Otherwise it has one.
    return SceneSelection.choose(
      for: entry, named: named, among: candidates, multipleScenes: candidates.count > 1)
  }
}
