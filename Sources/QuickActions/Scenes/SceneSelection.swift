/// iOS's choice of the scene a door reaches, in plain Swift, rule by rule, each rule with its
/// source. The simulator runs it; an adapter asks it only for the app-level doors whose callback
/// names no scene.
///
/// The rules, in order:
/// 1. **A named scene.** A notification response names `targetScene` ("used to identify which
///    UIScene UI to reflect the user's response to a notification on",
///    `UNNotificationResponse+UIKitAdditions.h`); a door the user opened inside a window (a link
///    tapped in it, an intent the system associated with it: `UISceneAppIntent.uiScene`) reaches
///    that window.
/// 2. **One scene.** An app that cannot show two scenes has one: on iPhone, and whenever
///    `UIApplicationSupportsMultipleScenes` is false ("If you set the value to false, UIKit never
///    creates more than one scene for your app"; `UIApplication.supportsMultipleScenes` is true
///    only "when the system allows the app to display multiple scenes" and the key is true).
/// 3. **Prefers.** A scene whose `prefersToActivateForTargetContentIdentifierPredicate` holds for
///    the door's target content identifier: "The set of conditions for which UIKit chooses to
///    activate this scene over others."
/// 4. **Can.** Otherwise a scene whose `canActivateForTargetContentIdentifierPredicate` holds:
///    "Conditions for which UIKit can activate the scene if a better alternative doesn't exist"
///    (by default every scene can: the header's default is `predicateWithValue:YES`).
/// 5. **None.** Otherwise no existing scene takes the door. Apple asks the app to prevent this
///    ("Every event must match at least one scene", `UISceneActivationConditions`) and says no
///    more. The choice made here is a new scene, connected for the door with the door in its
///    connection options, as iOS creates one when asked to activate a scene it has none for
///    (`requestSceneSessionActivation(_:userActivity:options:errorHandler:)`: "activate an existing
///    scene, or create a new scene"): a window that said it cannot show the content is never
///    navigated.
///
/// Where several scenes tie under rule 3 or 4, Apple is silent. The choice made here is the one
/// the user is looking at: a scene in the foreground before one in the background, then the one
/// active most recently, then the first listed. Each of them declared it can (or prefers to) show
/// the content, so none is a wrong window.
public enum SceneSelection {
  /// What iOS knows about one scene when it chooses.
  public struct Candidate: Sendable, Hashable {
    /// The scene.
    public var id: SceneID
    /// Its activation conditions (as the app last set them).
    public var conditions: SceneActivationConditions
    /// Whether it is in the foreground (active or inactive).
    public var isForeground: Bool
    /// When it was last active: higher is more recent; 0 for never.
    public var lastActive: Int

    /// A candidate scene.
    public init(
      id: SceneID, conditions: SceneActivationConditions = .uikitDefault,
      isForeground: Bool = false, lastActive: Int = 0
    ) {
      self.id = id
      self.conditions = conditions
      self.isForeground = isForeground
      self.lastActive = lastActive
    }
  }

  /// Which rule chose.
  public enum Rule: String, Sendable, Hashable, CaseIterable {
    /// The door named its scene (a response's `targetScene`, a window the door was opened in).
    case named
    /// The app has one scene.
    case onlyScene = "only-scene"
    /// The scene's prefers predicate holds.
    case prefers
    /// The scene's can predicate holds, and none prefers.
    case can
    /// No scene can: a new scene is connected for the door.
    case newScene = "new-scene"
  }

  /// iOS's choice for one door.
  public struct Choice: Sendable, Hashable, CustomStringConvertible {
    /// The scene chosen; nil when a new scene is connected for the door.
    public var scene: SceneID?
    /// The rule that chose it.
    public var rule: Rule
    /// The door's target content identifier, which rules 3 to 5 evaluated.
    public var identifier: String?
    /// The other scenes that satisfied the same rule (a tie broken as the type's notes say).
    public var alsoMatched: [SceneID]
    /// What broke the tie, when others matched too.
    public var tieBreak: TieBreak? = nil

    /// What decided among scenes that satisfied the same rule.
    public enum TieBreak: String, Sendable, Hashable {
      /// The chosen one is the only one of them in the foreground.
      case foreground
      /// The chosen one was active last (of those in the foreground, if any is).
      case activeLast = "active-last"
      /// None was active later (at a cold launch, none is in the foreground or was active in
      /// this run): the one listed first.
      case listedFirst = "listed-first"
    }

    /// Why, in a sentence, as the timeline prints it.
    public var description: String {
      let content = identifier.map { "'\($0)'" } ?? "no target content identifier"
      let winner: String
      switch tieBreak {
      case .foreground?, nil: winner = "the one in the foreground wins"
      case .activeLast?: winner = "the one active last wins"
      case .listedFirst?: winner = "the first listed wins"
      }
      let others =
        alsoMatched.isEmpty
        ? "" : " (also \(alsoMatched.map { "'\($0)'" }.joined(separator: ", ")): \(winner))"
      switch rule {
      case .named: return "the door names scene '\(scene?.rawValue ?? "")'"
      case .onlyScene: return "the app shows one scene"
      case .prefers: return "scene '\(scene?.rawValue ?? "")' prefers \(content)\(others)"
      case .can:
        return "no scene prefers \(content); scene '\(scene?.rawValue ?? "")' can show it\(others)"
      case .newScene: return "no scene can show \(content): iOS connects a new scene for it"
      }
    }
  }

  /// The scene iOS activates for a door with target content `identifier`, named scene `named`,
  /// among `scenes`; `multipleScenes` is false on iPhone and when the app does not support
  /// multiple scenes.
  public static func choose(
    identifier: String?, named: SceneID? = nil, among scenes: [Candidate],
    multipleScenes: Bool
  ) -> Choice {
    if let named, scenes.contains(where: { $0.id == named }) {
      return Choice(scene: named, rule: .named, identifier: identifier, alsoMatched: [])
    }
    // One scene: no other window to be wrong about, and none to create. (Apple is silent on an
    // only scene whose conditions refuse the door; losing the user's action would be worse.)
    if !multipleScenes, let only = scenes.first {
      return Choice(scene: only.id, rule: .onlyScene, identifier: identifier, alsoMatched: [])
    }
    for (rule, holds) in [
      (Rule.prefers, { (c: Candidate) in c.conditions.prefersToActivate.evaluate(identifier) }),
      (Rule.can, { (c: Candidate) in c.conditions.canActivate.evaluate(identifier) }),
    ] {
      let matching = scenes.filter(holds)
      if let best = preferred(matching) {
        let others = matching.filter { $0.id != best.id }
        let rivals = others.filter { $0.isForeground == best.isForeground }
        let tie: Choice.TieBreak =
          rivals.isEmpty
          ? .foreground
          : rivals.contains(where: { $0.lastActive == best.lastActive })
            ? .listedFirst : .activeLast
        return Choice(
          scene: best.id, rule: rule, identifier: identifier, alsoMatched: others.map(\.id),
          tieBreak: others.isEmpty ? nil : tie)
      }
    }
    return Choice(scene: nil, rule: .newScene, identifier: identifier, alsoMatched: [])
  }

  /// The door's choice, from its entry.
  public static func choose(
    for entry: Entry, named: SceneID? = nil, among scenes: [Candidate], multipleScenes: Bool
  ) -> Choice {
    choose(
      identifier: entry.targetContentIdentifier, named: named, among: scenes,
      multipleScenes: multipleScenes)
  }

  /// Apple is silent on ties: the scene in the foreground, then the one active last, then the
  /// first listed.
  static func preferred(_ scenes: [Candidate]) -> Candidate? {
    scenes.enumerated().min { a, b in
      if a.element.isForeground != b.element.isForeground { return a.element.isForeground }
      if a.element.lastActive != b.element.lastActive {
        return a.element.lastActive > b.element.lastActive
      }
      return a.offset < b.offset
    }?.element
  }
}
