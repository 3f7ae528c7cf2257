import LaunchSimulator
import PropertyList
import QuickActions

/// `quickaction simulate --script FILE`: a sequence of launches, quick actions and app events,
/// and what became of every item.
enum SimulateScript {
  static func run(path: String, manifest: Manifest, table: RouteTable, format: String) async throws
    -> Int32
  {
    let launchState = try manifest.state(from: nil, table: table)
    // A 'state' that names a file is read relative to the script, each reported in its own file.
    let names = LaunchScript.stateFileNames(in: try Manifest.decode(path) { $0 })
    var stateFiles: [String: NavigationState] = [:]
    for name in names.map(\.name) where stateFiles[name] == nil {
      let file = name.hasPrefix("/") ? name : folder(of: path) + "/" + name
      stateFiles[name] = try manifest.state(from: file, table: table)
    }
    let script = try Manifest.decode(path) { (value) throws(ManifestError) in
      try LaunchScript(
        plist: value, state: launchState, knownScreens: table.map?.screens, stateFiles: stateFiles
      ) { type, userInfo in manifest.item(type: type, userInfo: userInfo) }
    }
    if !script.warnings.isEmpty, let bytes = try? Console.read(path) {
      // What the script holds that matches nothing, each with its place; the script still runs.
      let source = PropertyList.sourceText(bytes)
      for warning in script.warnings {
        Console.error(
          SourceExcerpt.render(
            path: path, source: source, severity: "warning", message: warning.message,
            location: warning.location))
      }
    }
    let timeline = await ScriptRunner.run(script, routes: table)
    Console.out(
      format == "json"
        ? json(script, timeline).serialized(pretty: true) : text(script, timeline, path: path))
    return timeline.items.allSatisfy(\.isExactlyOnce) ? ExitStatus.success : ExitStatus.failure
  }

  static func text(_ script: LaunchScript, _ timeline: ScriptTimeline, path: String) -> String {
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
    lines += timeline.events.map(line)
    lines.append("")
    lines.append("items:")
    for (index, item) in timeline.items.enumerated() {
      let outcome = item.outcome.map(\.description) ?? waiting(item.waitingFor)
      let times = delivery(item.deliveries, item.outcome)
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
        "  \(index + 1). \(TerminalText.escape(item.entry.label))\(scene): \(TerminalText.escape(outcome)); \(delivered); \(answer(item, script.lifecycle))\(flag)"
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

  /// One line of a timeline, as both forms of `simulate` print it: who acts, `!` for a warning,
  /// `(implied)` for a callback the script left out but iOS must have sent, and `[scene]` for the
  /// scene a callback reaches in a script that declares its scenes.
  static func line(_ event: ScriptTimeline.Event) -> String {
    "  " + event.source.rawValue.padding(7) + (event.isWarning ? "! " : "")
      + (event.isImplied ? "(implied) " : "")
      + (event.scene.map { "[\(TerminalText.escape($0.rawValue))] " } ?? "")
      + TerminalText.escape(event.text)
  }

  /// How many times an entry was delivered (`once`, `2 times`), in words: an entry whose screen was already showing
  /// was answered without a delivery, which is no failure to deliver.
  static func delivery(_ deliveries: Int, _ outcome: RouteOutcome?) -> String {
    if deliveries == 0, case .alreadyThere? = outcome { return "answered, already there" }
    return deliveries == 1 ? "once" : "\(deliveries) times"
  }

  /// How an entry was answered, in words. A quick action with no completion handler came with a
  /// scene's connection (at a cold launch, or a window connecting for it) or the launch options.
  static func answer(_ item: ScriptTimeline.Item, _ lifecycle: LaunchScript.Lifecycle) -> String {
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
  static func door(_ entry: Entry) -> String {
    switch entry {
    case .shortcut: return "shortcut"
    case .url: return "url"
    case .activity: return "activity"
    case .notification: return "notification"
    case .intent: return "intent"
    }
  }

  /// What an unanswered item still waits for, in words.
  static func waiting(_ wait: ScriptTimeline.Item.Wait?) -> String {
    switch wait {
    case .gate?, nil: return "still waiting behind the gate"
    case .answer?: return "still waiting for the user's answer to its discard question"
    case .turn?: return "still queued behind another item's open discard question"
    case .window?: return "still waiting for its window to connect again"
    }
  }

  /// A timeline's lines as JSON objects.
  static func json(_ events: [ScriptTimeline.Event]) -> JSONValue {
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

  static func json(_ script: LaunchScript, _ timeline: ScriptTimeline) -> JSONValue {
    .object(
      [
        ("lifecycle", .string(script.lifecycle.rawValue)),
        ("device", .string(script.device.rawValue)),
        ("events", json(timeline.events)),
        (
          "items",
          .array(
            timeline.items.map { item in
              .object(
                [
                  ("door", .string(door(item.entry))), ("type", .string(item.entry.label)),
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
