/// The one entry waiting behind the gate, for every scene of the app.
///
/// The gate (onboarding, login, terms) is the app's, not a window's: signing in once opens every
/// window, and while it is up an entry from any window waits. So the app holds one waiting entry,
/// whichever scene's router deferred it: a later entry, in any scene, replaces it ("the user's
/// latest choice wins"), and when the gate opens the waiting entry runs once, in the scene it was
/// delivered to. A discard question, by contrast, is asked in one window and belongs to that
/// scene's router.
final class GateHold: Sendable {
  /// An entry waiting behind the gate: the scene it was delivered to, and who hears its outcome.
  struct Waiting: Sendable {
    var entry: Entry
    var scene: SceneID
    var completion: QuickActionRouter.Completion?
    /// Distinguishes two holds of equal entries.
    var token: Int
  }

  private struct State {
    var waiting: Waiting?
    var nextToken = 0
  }

  private let state = Locked(State())

  init() {}

  /// The waiting entry, if any.
  var waiting: Waiting? { state.withLock { $0.waiting } }

  /// Holds `entry` for `scene`; returns the entry it replaces, whose completion the caller
  /// answers `.superseded`.
  func hold(_ entry: Entry, in scene: SceneID, completion: QuickActionRouter.Completion?)
    -> Waiting?
  {
    state.withLock { s in
      defer { s.nextToken += 1 }
      let replaced = s.waiting
      s.waiting = Waiting(entry: entry, scene: scene, completion: completion, token: s.nextToken)
      return replaced
    }
  }

  /// Moves the waiting entry with `token`, if it still waits, to `scene` (its own window was
  /// discarded).
  func retarget(_ token: Int, to scene: SceneID) {
    state.withLock { s in
      if s.waiting?.token == token { s.waiting?.scene = scene }
    }
  }

  /// Takes the waiting entry if it is still the one with `token`.
  func take(_ token: Int) -> Waiting? {
    state.withLock { s in
      guard let waiting = s.waiting, waiting.token == token else { return nil }
      s.waiting = nil
      return waiting
    }
  }
}
