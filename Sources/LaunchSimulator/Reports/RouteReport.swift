import PropertyList
import QuickActions

/// The scene an entry reaches (by iOS's rules or as named), its state, and why.
public struct ChosenScene: Sendable {
  /// The scene.
  public var id: SceneID
  /// Its navigation state.
  public var state: NavigationState
  /// How it was chosen.
  public var choice: SceneSelection.Choice

  /// A scene chosen for `choice`.
  public init(id: SceneID, state: NavigationState, choice: SceneSelection.Choice) {
    self.id = id
    self.state = state
    self.choice = choice
  }
}

/// `quickaction route`: what the router did with one entry from a state, as text for a person
/// or as a versioned JSON document.
public enum RouteReport {
  /// The version of the JSON format: raised when a key changes meaning or goes away.
  public static let version = 1

  /// The steps of a handled outcome; none otherwise.
  public static func steps(_ outcome: RouteOutcome) -> [NavigationStep] {
    if case .handled(let plan) = outcome { return plan.steps }
    return []
  }

  /// The outcome, the scene, the steps, and the states before and after.
  public static func text(
    type: String, outcome: RouteOutcome, before: NavigationState, after: NavigationState,
    scene: ChosenScene? = nil
  ) -> String {
    // An outcome that names the entry itself is the whole headline: the type is said once.
    let namesEntry: Bool
    switch outcome {
    case .unknownType, .noRoute: namesEntry = true
    default: namesEntry = false
    }
    var lines = [namesEntry ? "\(outcome)" : "\(type): \(outcome)"]
    if let scene { lines.append("scene: '\(scene.id.rawValue)' (\(scene.choice))") }
    for (i, step) in steps(outcome).enumerated() { lines.append("  \(i + 1). \(step)") }
    lines.append("")
    lines.append("state before:")
    lines += before.outline.map { "  " + $0 }
    lines.append("state after:")
    lines += after.outline.map { "  " + $0 }
    // Values from the files are escaped before they reach a terminal or a CI log.
    return lines.map(TerminalText.escape).joined(separator: "\n")
  }

  /// `{"version": 1, "type" | "url", "outcome", "handled", "message", "steps", "stateBefore",
  /// "stateAfter"}`, and `"scene", "chosenBy", "reason"` when the app has scenes.
  public static func json(
    type: String, isURL: Bool, outcome: RouteOutcome, before: NavigationState,
    after: NavigationState,
    scene: ChosenScene? = nil
  ) -> JSONValue {
    .object(
      [
        ("version", .int(version)),
        (isURL ? "url" : "type", .string(type)), ("outcome", .string(outcome.name)),
        ("handled", .bool(outcome.succeeded)),
        ("message", .string(outcome.description)),
        ("steps", .array(steps(outcome).map { .string($0.description) })),
        ("stateBefore", before.plistValue.json), ("stateAfter", after.plistValue.json),
      ]
        + (scene.map {
          [
            ("scene", JSONValue.string($0.id.rawValue)),
            ("chosenBy", .string($0.choice.rule.rawValue)),
            ("reason", .string($0.choice.description)),
          ]
        } ?? []))
  }
}
