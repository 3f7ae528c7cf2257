import PropertyList
import QuickActions

/// The words and JSON both forms of `quickaction simulate` print for a timeline: its lines, how
/// an entry was delivered and answered, and what it still waits for.
public enum TimelineText {
  /// One line of a timeline, as both forms of `simulate` print it: who acts, `!` for a warning,
  /// `(implied)` for a callback the script left out but iOS must have sent, and `[scene]` for the
  /// scene a callback reaches in a script that declares its scenes.
  public static func line(_ event: ScriptTimeline.Event) -> String {
    "  " + pad(event.source.rawValue, 7) + (event.isWarning ? "! " : "")
      + (event.isImplied ? "(implied) " : "")
      + (event.scene.map { "[\(TerminalText.escape($0.rawValue))] " } ?? "")
      + TerminalText.escape(event.text)
  }

  /// How many times an entry was delivered (`once`, `2 times`), in words: an entry whose screen was already showing
  /// was answered without a delivery, which is no failure to deliver.
  public static func delivery(_ deliveries: Int, _ outcome: RouteOutcome?) -> String {
    if deliveries == 0, case .alreadyThere? = outcome { return "answered, already there" }
    return deliveries == 1 ? "once" : "\(deliveries) times"
  }

  /// How an entry was answered, in words. A quick action with no completion handler came with a
  /// scene's connection (at a cold launch, or a window connecting for it) or the launch options.
  public static func answer(_ item: ScriptTimeline.Item, _ lifecycle: LaunchScript.Lifecycle)
    -> String
  {
    switch item.answer {
    case .none:
      guard item.item != nil else { return "nothing to answer" }
      return lifecycle == .scene
        ? "no completion handler (it came in the scene's connection options)"
        : "no completion handler (it came in the launch options)"
    case .completionHandler:
      return item.answers.isEmpty
        ? "completion handler never called"
        : item.answers.map { "completionHandler(\($0))" }.joined(separator: ", ")
    case .returnValue:
      return item.answers.map { "returned \($0)" }.joined(separator: ", ")
    case .notificationHandler:
      return item.answers.isEmpty
        ? "completion handler never called"
        : Array(repeating: "completionHandler()", count: item.answers.count).joined(separator: ", ")
    case .intentResult:
      return item.answers.isEmpty
        ? "perform() never returned"
        : item.answers.map { $0 ? "perform() returned" : "perform() threw" }.joined(separator: ", ")
    }
  }

  /// Which door an entry came through, for programs.
  public static func door(_ entry: Entry) -> String {
    switch entry {
    case .shortcut: return "shortcut"
    case .url: return "url"
    case .activity: return "activity"
    case .notification: return "notification"
    case .intent: return "intent"
    }
  }

  /// What an unanswered item still waits for, in words.
  public static func waiting(_ wait: ScriptTimeline.Item.Wait?) -> String {
    switch wait {
    case .gate?, nil: return "still waiting behind the gate"
    case .answer?: return "still waiting for the user's answer to its discard question"
    case .turn?: return "still queued behind another item's open discard question"
    case .window?: return "still waiting for its window to connect again"
    }
  }

  /// A timeline's lines as JSON objects.
  public static func json(_ events: [ScriptTimeline.Event]) -> JSONValue {
    .array(
      events.map {
        .object(
          [
            ("source", .string($0.source.rawValue)), ("text", .string($0.text)),
            ("warning", .bool($0.isWarning)),
            ("implied", .bool($0.isImplied)),
          ] + ($0.scene.map { [("scene", JSONValue.string($0.rawValue))] } ?? []))
      })
  }

  /// `text` padded with spaces to `width` columns (at least one space after it).
  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}
