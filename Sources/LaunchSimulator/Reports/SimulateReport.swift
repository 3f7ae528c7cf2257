import PropertyList
import QuickActions

/// `quickaction simulate`: one entry delivered on a simulated launch, as text for a person or as
/// a versioned JSON document.
public enum SimulateReport {
  /// The version of the JSON format: raised when a key changes meaning or goes away.
  public static let version = 1

  /// The report in `format`.
  public static func render(
    _ scenario: SingleLaunch, _ timeline: SingleLaunchTimeline, format: ReportFormat
  ) -> String {
    switch format {
    case .text: return text(scenario, timeline)
    case .json: return json(scenario, timeline).serialized(pretty: true)
    }
  }

  /// The entry as the header names it.
  public static func heading(_ entry: Entry) -> (String, PlistDictionary) {
    switch entry {
    case .shortcut(let item):
      return ("quick action \"\(item.title)\" (\(item.type))", item.userInfo)
    case .url(let url): return ("URL \(url.absoluteString)", PlistDictionary())
    case .activity(let activity) where activity.universalLink != nil:
      return ("universal link \(entry.label) (NSUserActivityTypeBrowsingWeb)", activity.userInfo)
    case .activity(let activity): return ("user activity \(entry.label)", activity.userInfo)
    case .notification(let response): return ("notification \(entry.label)", response.userInfo)
    case .intent(let intent): return ("App Intent \(entry.label)", intent.parameters)
    }
  }

  /// The launch, the state before, the timeline, the outcome and its answer, the state after.
  public static func text(_ scenario: SingleLaunch, _ timeline: SingleLaunchTimeline) -> String {
    let (what, userInfo) = heading(scenario.entry)
    var lines = [
      "\(scenario.launch.rawValue.capitalized) launch, \(scenario.lifecycle.title): \(what)"
    ]
    if !userInfo.isEmpty {
      lines.append("userInfo: " + PlistValue(.dictionary(userInfo)).json.serialized())
    }
    lines.append("")
    lines.append("state before:")
    lines += timeline.initialState.outline.map { "  " + $0 }
    lines.append("")
    lines += timeline.events.map(TimelineText.line)
    lines.append("")
    let outcome =
      timeline.outcome.map { $0.description } ?? TimelineText.waiting(timeline.waitingFor)
    lines.append("result: \(timeline.handled ? "handled" : "not handled"): \(outcome)")
    lines.append("delivered: " + TimelineText.delivery(timeline.deliveries, timeline.outcome))
    switch timeline.answer {
    case .completionHandler:
      let calls = timeline.completions.map { "completionHandler(\($0))" }
      lines.append(
        "completion: "
          + (calls.isEmpty
            ? "never called: the item was not answered" : calls.joined(separator: ", ")))
    case .none where scenario.entry.shortcutItem != nil:
      lines.append("completion: none (a cold launch has no completion handler)")
    case .none:
      lines.append("answer: none (the callback returns nothing)")
    case .returnValue:
      lines.append(
        "answer: " + timeline.completions.map { "returned \($0) at once" }.joined(separator: ", "))
    case .intentResult:
      lines.append(
        "perform(): "
          + (timeline.completions.isEmpty
            ? "never returned"
            : timeline.completions.map { $0 ? "returned its result" : "threw" }.joined(
              separator: ", ")))
    case .notificationHandler:
      lines.append(
        "completion: "
          + (timeline.completions.isEmpty
            ? "never called"
            : Array(repeating: "completionHandler()", count: timeline.completions.count).joined(
              separator: ", ")))
    }
    lines.append("")
    lines.append("state after:")
    lines += timeline.finalState.outline.map { "  " + $0 }
    // Values from the files are escaped before they reach a terminal or a CI log.
    return lines.map(TerminalText.escape).joined(separator: "\n")
  }

  /// `{"version": 1, "door", "type", "launch", "lifecycle", "events", "outcome", "message",
  /// "handled", "deliveries", "exactlyOnce", "waitingFor", "answer", "completions",
  /// "stateBefore", "stateAfter"}`.
  public static func json(_ scenario: SingleLaunch, _ timeline: SingleLaunchTimeline) -> JSONValue {
    .object([
      ("version", .int(version)),
      ("door", .string(TimelineText.door(scenario.entry))),
      ("type", .string(scenario.entry.label)),
      ("launch", .string(scenario.launch.rawValue)),
      ("lifecycle", .string(scenario.lifecycle.rawValue)),
      ("events", TimelineText.json(timeline.events)),
      ("outcome", timeline.outcome.map { .string($0.name) } ?? .null),
      (
        "message",
        .string(timeline.outcome?.description ?? TimelineText.waiting(timeline.waitingFor))
      ),
      ("handled", .bool(timeline.handled)), ("deliveries", .int(timeline.deliveries)),
      ("exactlyOnce", .bool(timeline.isExactlyOnce)),
      ("waitingFor", timeline.waitingFor.map { .string($0.rawValue) } ?? .null),
      ("answer", .string(timeline.answer.rawValue)),
      ("completions", .array(timeline.completions.map { .bool($0) })),
      ("stateBefore", timeline.initialState.plistValue.json),
      ("stateAfter", timeline.finalState.plistValue.json),
    ])
  }
}
