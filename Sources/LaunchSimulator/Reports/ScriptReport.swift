import PropertyList
import QuickActions

/// `quickaction simulate --script FILE`: what became of every entry of a script, as text for a
/// person or as a versioned JSON document.
public enum ScriptReport {
  /// The version of the JSON format: raised when a key changes meaning or goes away.
  public static let version = 1

  /// The report in `format`; `path` is the script's name in the text's headline.
  public static func render(
    _ script: LaunchScript, _ timeline: ScriptTimeline, path: String, format: ReportFormat
  ) -> String {
    switch format {
    case .text: return text(script, timeline, path: path)
    case .json: return json(script, timeline).serialized(pretty: true)
    }
  }

  /// The script's headline, the states before, the timeline, each entry's fate, the states after.
  public static func text(_ script: LaunchScript, _ timeline: ScriptTimeline, path: String)
    -> String
  {
    let device = script.device == .iPad ? "iPad" : "iPhone"
    let scenes =
      script.declaresScenes
      ? ", \(script.scenes.count) scene\(script.scenes.count == 1 ? "" : "s")" : ""
    let events = script.events.count == 1 ? "1 event" : "\(script.events.count) events"
    var lines = [
      "Script \(TerminalText.escape(path)): \(events), \(script.lifecycle.title), \(device)\(scenes)",
      "",
    ]
    if script.declaresScenes {
      lines.append("scenes before:")
      for scene in script.scenes {
        let situation =
          scene.isForeground ? "foreground" : scene.isConnected ? "background" : "not connected"
        lines.append("  scene '\(TerminalText.escape(scene.id.rawValue))' (\(situation)):")
        lines += scene.state.outline.map { "    " + TerminalText.escape($0) }
      }
    } else {
      lines.append("state before:")
      lines += timeline.initialState.outline.map { "  " + TerminalText.escape($0) }
    }
    lines.append("")
    lines += timeline.events.map(TimelineText.line)
    lines.append("")
    lines.append("items:")
    for (index, item) in timeline.items.enumerated() {
      let outcome = item.outcome.map(\.description) ?? TimelineText.waiting(item.waitingFor)
      let times = TimelineText.delivery(item.deliveries, item.outcome)
      let delivered = times.hasPrefix("answered") ? times : "delivered " + times
      let flag =
        item.isExactlyOnce
        ? ""
        : item.outcome == nil
          ? (item.answers.isEmpty ? "  ! never answered" : "  ! never routed")
          : "  ! not exactly once"
      let scene =
        script.declaresScenes ? " in scene '\(TerminalText.escape(item.scene.rawValue))'" : ""
      lines.append(
        "  \(index + 1). \(TerminalText.escape(item.entry.label))\(scene): \(TerminalText.escape(outcome)); \(delivered); \(TimelineText.answer(item, script.lifecycle))\(flag)"
      )
    }
    lines.append("")
    if script.declaresScenes {
      lines.append("scenes after:")
      for scene in timeline.scenes {
        let unchanged = scene.finalState == scene.initialState ? ", unchanged" : ""
        lines.append(
          "  scene '\(TerminalText.escape(scene.id.rawValue))' (\(scene.isConnected ? "connected" : "not connected")\(unchanged)):"
        )
        lines += scene.finalState.outline.map { "    " + TerminalText.escape($0) }
      }
    } else {
      lines.append("state after:")
      lines += timeline.finalState.outline.map { "  " + TerminalText.escape($0) }
    }
    return lines.joined(separator: "\n")
  }

  /// `{"version": 1, "lifecycle", "device", "events", "items", "stateBefore", "stateAfter"}`,
  /// and `"scenes"` when the script declares them.
  public static func json(_ script: LaunchScript, _ timeline: ScriptTimeline) -> JSONValue {
    .object(
      [
        ("version", .int(version)),
        ("lifecycle", .string(script.lifecycle.rawValue)),
        ("device", .string(script.device.rawValue)),
        ("events", TimelineText.json(timeline.events)),
        (
          "items",
          .array(
            timeline.items.map { item in
              .object(
                [
                  ("door", .string(TimelineText.door(item.entry))),
                  ("type", .string(item.entry.label)),
                  ("outcome", item.outcome.map { .string($0.name) } ?? .null),
                  ("message", item.outcome.map { .string($0.description) } ?? .null),
                  ("deliveries", .int(item.deliveries)),
                  ("hasCompletionHandler", .bool(item.hasCompletionHandler)),
                  ("answer", .string(item.answer.rawValue)),
                  ("answers", .array(item.answers.map { .bool($0) })),
                  ("completions", .array(item.completions.map { .bool($0) })),
                  ("exactlyOnce", .bool(item.isExactlyOnce)),
                  ("waitingFor", item.waitingFor.map { .string($0.rawValue) } ?? .null),
                ]
                  + (script.declaresScenes
                    ? [
                      ("scene", .string(item.scene.rawValue)),
                      ("chosenBy", item.choice.map { .string($0.rule.rawValue) } ?? .null),
                    ] : []))
            })
        ),
        ("stateBefore", timeline.initialState.plistValue.json),
        ("stateAfter", timeline.finalState.plistValue.json),
      ]
        + (script.declaresScenes
          ? [
            (
              "scenes",
              .array(
                timeline.scenes.map { scene in
                  .object([
                    ("id", .string(scene.id.rawValue)), ("connected", .bool(scene.isConnected)),
                    ("stateBefore", scene.initialState.plistValue.json),
                    ("stateAfter", scene.finalState.plistValue.json),
                  ])
                })
            )
          ] : []))
  }
}
