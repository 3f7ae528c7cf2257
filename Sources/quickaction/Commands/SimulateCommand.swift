import PropertyList
import QuickActions

/// `quickaction simulate`: a quick action delivered on a cold or warm launch, callback by
/// callback, as iOS would deliver it.
enum SimulateCommand: Command {
  static let name = "simulate"
  static let summary = "Deliver a quick action on a simulated cold or warm launch and show the timeline"
  static let usage = """
    USAGE: quickaction simulate [TYPE] [--launch cold|warm] [--lifecycle scene|app-delegate]
                                [--manifest FILE] [--state FILE] [--user-info KEY=VALUE]…
                                [--open-gate] [--did-finish-returns-true] [--format text|json]
           quickaction simulate --script FILE [--manifest FILE] [--format text|json]

    Simulates choosing the quick action TYPE (default: the first static item of the manifest,
    ./Shortcuts.plist) on the Home Screen: the lifecycle callbacks iOS sends, where the item is
    kept, the route's plan, the state it leads to, and the completion handler's value.
    Exit status 1 when the quick action is not handled.

    With --script, runs a sequence of events (a launch, more quick actions, the gate opening,
    background and foreground, the user's answer to a discard question, size-class changes,
    the app presenting a modal) and shows what became of every item. Exit status 1 when an
    item was delivered twice or not answered exactly once (its completion handler not called
    once, or the item still behind a gate or waiting for an answer at the end).

    OPTIONS:
      --launch cold|warm            the app is not running (default) or in the background
      --lifecycle scene|app-delegate  a scene-based app (default) or an app-delegate one
      --manifest FILE               items, routes and navigation (default ./Shortcuts.plist)
      --state FILE                  the app's state when the item arrives (plist or JSON)
      --user-info K=V               a userInfo value for the item; repeatable
      --open-gate                   the app opens its gate (login, onboarding) afterwards
      --did-finish-returns-true     didFinishLaunching returns true (as other SDKs may need):
                                    see iOS's second delivery recognised (app-delegate
                                    cold launches only: scene apps get no second delivery)
      --script FILE                 a script of events (JSON or plist; see the README)
      --format FORMAT               text (default) or json
    """

  static let spec = ArgumentSpec(
    valueOptions: ["--launch", "--lifecycle", "--manifest", "--state", "--user-info", "--format", "--script"],
    flags: ["--open-gate", "--did-finish-returns-true"])

  static func run(_ arguments: [String]) throws -> Int32 {
    try Blocking.run { () async throws -> Int32 in try await runAsync(arguments) }
  }

  static func runAsync(_ arguments: [String]) async throws -> Int32 {
    let args = try Arguments(arguments, spec: spec)
    let positionals = try args.positionals(atMost: 1)
    let launch = LaunchScenario.Launch(rawValue: try args.choice("--launch", LaunchScenario.Launch.allCases.map(\.rawValue), default: "cold")) ?? .cold
    let lifecycle = LaunchScenario.Lifecycle(rawValue: try args.choice("--lifecycle", LaunchScenario.Lifecycle.allCases.map(\.rawValue), default: "scene")) ?? .scene
    let format = try args.choice("--format", ["text", "json"], default: "text")
    let userInfo = try args.pairs("--user-info")
    do {
      let manifest = try Manifest.load(args.value("--manifest") ?? "Shortcuts.plist")
      let table = try manifest.routes()
      if let script = args.value("--script") {
        let alone = ["--launch", "--lifecycle", "--state", "--user-info"].filter { args.value($0) != nil }
          + ["--open-gate", "--did-finish-returns-true"].filter { args.flag($0) } + (positionals.isEmpty ? [] : ["TYPE"])
        if let first = alone.first {
          throw UsageError(message: "\(first) does not go with --script: the script says what happens")
        }
        return try await SimulateScript.run(path: script, manifest: manifest, table: table, format: format)
      }
      guard let type = positionals.first ?? manifest.staticItems().first?.type else {
        throw Manifest.Invalid(description: "\(manifest.path): error: no static quick action to simulate; name a TYPE")
      }
      let scenario = LaunchScenario(
        launch: launch, lifecycle: lifecycle, item: manifest.item(type: type, userInfo: userInfo),
        state: try manifest.state(from: args.value("--state"), table: table),
        opensGate: args.flag("--open-gate"), didFinishLaunchingReturnsTrue: args.flag("--did-finish-returns-true"))
      if scenario.didFinishLaunchingReturnsTrue && !(launch == .cold && lifecycle == .appDelegate) {
        throw UsageError(message: "--did-finish-returns-true needs --lifecycle app-delegate and a cold launch: only didFinishLaunching returns a value, and only it makes iOS deliver the item a second time")
      }
      let timeline = await LaunchSimulator.run(scenario, routes: table)
      Console.out(format == "json" ? json(scenario, timeline).serialized(pretty: true) : text(scenario, timeline))
      return timeline.handled ? ExitStatus.success : ExitStatus.failure
    } catch let invalid as Manifest.Invalid {
      Console.error(invalid.description)
      return ExitStatus.failure
    }
  }

  static func text(_ scenario: LaunchScenario, _ timeline: LaunchTimeline) -> String {
    let item = scenario.item
    var lines = ["\(scenario.launch.rawValue.capitalized) launch, \(scenario.lifecycle.rawValue) lifecycle: quick action \"\(item.title)\" (\(item.type))"]
    if !item.userInfo.isEmpty { lines.append("userInfo: " + PlistValue(.dictionary(item.userInfo)).json.serialized()) }
    lines.append("")
    lines.append("state before:")
    lines += timeline.initialState.outline.map { "  " + $0 }
    lines.append("")
    lines += timeline.events.map(SimulateScript.line)
    lines.append("")
    let outcome = timeline.outcome.map { $0.description } ?? SimulateScript.waiting(timeline.waitingFor)
    lines.append("result: \(timeline.handled ? "handled" : "not handled"): \(outcome)")
    lines.append("delivered: \(timeline.deliveries == 1 ? "once" : "\(timeline.deliveries) times")")
    if scenario.launch == .warm || !timeline.completions.isEmpty {
      let calls = timeline.completions.map { "completionHandler(\($0))" }
      lines.append("completion: " + (calls.isEmpty ? "never called: the item was not answered" : calls.joined(separator: ", ")))
    } else {
      lines.append("completion: none (a cold launch has no completion handler)")
    }
    lines.append("")
    lines.append("state after:")
    lines += timeline.finalState.outline.map { "  " + $0 }
    // Values from the files are escaped before they reach a terminal or a CI log.
    return lines.map(TerminalText.escape).joined(separator: "\n")
  }

  static func json(_ scenario: LaunchScenario, _ timeline: LaunchTimeline) -> JSONValue {
    .object([
      ("type", .string(scenario.item.type)), ("launch", .string(scenario.launch.rawValue)),
      ("lifecycle", .string(scenario.lifecycle.rawValue)),
      ("events", SimulateScript.json(timeline.events)),
      ("outcome", timeline.outcome.map { .string($0.name) } ?? .null),
      ("message", .string(timeline.outcome?.description ?? SimulateScript.waiting(timeline.waitingFor))),
      ("handled", .bool(timeline.handled)), ("deliveries", .int(timeline.deliveries)),
      ("exactlyOnce", .bool(timeline.isExactlyOnce)),
      ("waitingFor", timeline.waitingFor.map { .string($0.rawValue) } ?? .null),
      ("completions", .array(timeline.completions.map { .bool($0) })),
      ("stateBefore", timeline.initialState.plistValue.json), ("stateAfter", timeline.finalState.plistValue.json),
    ])
  }
}
