import LaunchSimulator
import PropertyList
import QuickActions

/// `quickaction simulate`: a quick action, a URL, a user activity or a notification response
/// delivered on a cold or warm launch, callback by callback, as iOS would deliver it.
enum SimulateCommand: Command {
  static let name = "simulate"
  static let summary =
    "Deliver a quick action, URL, activity or notification on a simulated launch and show the timeline"
  static let usage = """
    USAGE: quickaction simulate [TYPE | --url URL | --activity TYPE | --notification CATEGORY[/ACTION]]
                                [--launch cold|warm] [--lifecycle scene|app-delegate]
                                [--manifest FILE] [--state FILE] [--user-info KEY=VALUE]…
                                [--open-gate] [--did-finish-returns-true] [--format text|json]
           quickaction simulate --script FILE [--manifest FILE] [--format text|json]

    Simulates choosing the quick action TYPE (default: the first static item of the manifest,
    ./Shortcuts.plist) on the Home Screen, or opening a URL, continuing a user activity or
    answering a notification: the lifecycle callbacks iOS sends, where the entry is kept, the
    route's plan, the state it leads to, and the answer its callback asks for.
    Exit status 1 when the entry is not handled.

    With --script, runs a sequence of events (a launch, more quick actions, URLs, activities,
    notifications and App Intents, SwiftUI's onOpenURL, the gate opening, background and
    foreground, the user's answer to a discard question, size-class changes, the app presenting
    a modal, windows connecting and disconnecting) and shows what became of every entry. Exit
    status 1 when an entry was delivered twice or not answered exactly once (its handler not
    called once, or the entry still behind a gate or waiting for an answer at the end), and
    when the script is invalid: one error with its file, line and column, and no timeline
    (66 when the file cannot be read). Warnings (an identifier of 'prefers' or 'can' written
    as a pattern) go to standard error and do not change the status.

    SCRIPT (JSON or plist; the DocC article "Script reference" of LaunchSimulator has them all):
      {"lifecycle": "scene" | "app-delegate", "device": "iphone" | "ipad",
       "didFinishLaunchingReturnsTrue": BOOL, "supportsMultipleScenes": BOOL,
       "asksToDiscard": BOOL,  "state": STATE  or  "scenes": [SCENE…],
       "gate": "login" | "onboarding" | "terms" | the app's own NAME,
       "events": [EVENT…]}                       (the first event, and only it, is a launch)
      SCENE  {"id": NAME, "state": STATE, "foreground": BOOL, "connected": BOOL,
              "prefers": [ID…], "can": true | false | [ID…]}
             several scenes need "device": "ipad"; IDs are target content identifiers,
             compared as written (no '*' or ':parameter')
      EVENT  {"launch": "cold" | "warm", DOOR…}, or a DOOR alone while the app runs,
             {"onOpenURL": URL}, {"gateOpens": true}, {"background": true},
             {"foreground": true}, {"discard": BOOL}, {"sizeClass": "compact" | "regular"},
             {"present": {"style", "stack", "unsaved", "modalInPresentation"}},
             {"connect": NAME}, {"disconnect": NAME}, {"discardSession": NAME} (the
             window closed for good: what waited for it goes where iOS's rules choose);
             "scene": NAME beside any other event names the scene it happens in (else
             iOS's rules choose), except beside gateOpens (the gate is the app's) and the
             three that name their scene
      DOOR   "item": TYPE, "userInfo", "targetContentIdentifier"
             "url": URL
             "activity": TYPE, "userInfo", "webpageURL", "handoff", "targetContentIdentifier"
             "notification": "CATEGORY[/ACTION]", "userInfo", "targetContentIdentifier"
             "intent": TYPE (an App Intent), "parameters", "contentIdentifier", "targetsScene"
      STATE  {"root": {"stack": [SCREEN…]} | {"split": SPLIT}
                      | {"tabs": [{"id", "stack" | "split"}…], "selected": ID},
              "presentations": [{"style", "stack", "unsaved", "modalInPresentation"}…],
              "gate": GATE}
             SPLIT {"primary": [SCREEN…], "secondary": [SCREEN…], "collapsed": BOOL};
             SCREEN "name", "name(key=value)" or {"screen": "name", "parameters": {…}}.
             The output prints a state with the same words: "stack:", "tabs:",
             "split view: PRIMARY | secondary: SECONDARY", "presented N:", "gate:".
      The gate is the app's: with "scenes", write "gate" once at the top (a scene's state may
      repeat it, never name another). A cold launch starts with every scene's session saved
      and none connected, whatever "connected" says: iOS connects the scene it chooses.

    OPTIONS:
      --launch cold|warm            the app is not running (default) or in the background
      --lifecycle scene|app-delegate  a scene-based app (default) or an app-delegate one
      --manifest FILE               items, routes and navigation (default ./Shortcuts.plist)
      --state FILE                  the app's state when the item arrives (plist or JSON)
      --url URL                     open a URL (a custom scheme or a universal link)
      --activity TYPE               continue a user activity of TYPE (Handoff, Spotlight)
      --notification CAT[/ACTION]   the user's response to a notification of category CAT
                                    (ACTION: a custom action; default: a tap)
      --user-info K=V               a userInfo value for the item, activity or notification;
                                    repeatable
      --open-gate                   the app opens its gate (login, onboarding) afterwards
      --did-finish-returns-true     didFinishLaunching returns true (as other SDKs may need):
                                    see iOS's second delivery recognised (app-delegate
                                    cold launches only: scene apps get no second delivery)
      --script FILE                 a script of events (JSON or plist; every key is in the
                                    DocC article "Script reference" of LaunchSimulator)
      --format FORMAT               text (default) or json
    """

  static let spec = ArgumentSpec(
    valueOptions: [
      "--launch", "--lifecycle", "--manifest", "--state", "--user-info", "--format", "--script",
      "--url",
      "--activity", "--notification",
    ],
    flags: ["--open-gate", "--did-finish-returns-true"])

  static func run(_ arguments: [String]) throws -> Int32 {
    try Blocking.run { () async throws -> Int32 in try await runAsync(arguments) }
  }

  static func runAsync(_ arguments: [String]) async throws -> Int32 {
    let args = try Arguments(arguments, spec: spec)
    let positionals = try args.positionals(atMost: 1)
    let launch =
      LaunchScript.Launch(
        rawValue: try args.choice(
          "--launch", LaunchScript.Launch.allCases.map(\.rawValue), default: "cold")) ?? .cold
    let lifecycle =
      LaunchScript.Lifecycle(
        rawValue: try args.choice(
          "--lifecycle", LaunchScript.Lifecycle.allCases.map(\.rawValue), default: "scene"))
      ?? .scene
    let format = try args.choice("--format", ["text", "json"], default: "text")
    let userInfo = try args.pairs("--user-info")
    do {
      let manifest = try Manifest.load(args.value("--manifest") ?? "Shortcuts.plist")
      let table = try manifest.routes()
      if let script = args.value("--script") {
        let alone =
          [
            "--launch", "--lifecycle", "--state", "--user-info", "--url", "--activity",
            "--notification",
          ]
          .filter { args.value($0) != nil }
          + ["--open-gate", "--did-finish-returns-true"].filter { args.flag($0) }
          + (positionals.isEmpty ? [] : ["TYPE"])
        if let first = alone.first {
          throw UsageError(
            message: "\(first) does not go with --script: the script says what happens")
        }
        return try await SimulateScript.run(
          path: script, manifest: manifest, table: table, format: format)
      }
      let doors =
        (positionals.isEmpty ? [] : ["TYPE"])
        + ["--url", "--activity", "--notification"].filter { args.value($0) != nil }
      if doors.count > 1 {
        throw UsageError(
          message:
            "\(doors[0]) and \(doors[1]) are two entries; simulate one at a time (a script can send several)"
        )
      }
      let entry: Entry
      if let text = args.value("--url") {
        if !userInfo.isEmpty {
          throw UsageError(
            message: "--user-info does not go with --url: a URL carries its values in itself")
        }
        // A universal link comes as a browsing-web activity, a custom scheme as an opened URL.
        guard let url = Entry.link(parsing: text) else {
          throw UsageError(
            message: "--url takes a URL with a scheme (such as qa://compose), not '\(text)'")
        }
        entry = url
      } else if let type = args.value("--activity") {
        entry = .activity(UserActivity(activityType: type, userInfo: Self.plist(userInfo)))
      } else if let text = args.value("--notification") {
        guard let response = Entry.notification(parsing: text, userInfo: Self.plist(userInfo))
        else {
          throw UsageError(
            message: "--notification takes CATEGORY or CATEGORY/ACTION, not '\(text)'")
        }
        entry = response
      } else {
        guard let type = positionals.first ?? manifest.staticItems().first?.type else {
          throw Manifest.Invalid(
            description: "\(manifest.path): error: no static quick action to simulate; name a TYPE")
        }
        entry = .shortcut(manifest.item(type: type, userInfo: userInfo))
      }
      if args.flag("--did-finish-returns-true"), entry.shortcutItem == nil {
        throw UsageError(
          message:
            "--did-finish-returns-true is for quick actions: for a URL or an activity didFinishLaunching returns whether a route matches"
        )
      }
      let scenario = SingleLaunch(
        launch: launch, lifecycle: lifecycle, entry: entry,
        state: try manifest.state(from: args.value("--state"), table: table),
        opensGate: args.flag("--open-gate"),
        didFinishLaunchingReturnsTrue: args.flag("--did-finish-returns-true"))
      if scenario.didFinishLaunchingReturnsTrue && !(launch == .cold && lifecycle == .appDelegate) {
        throw UsageError(
          message:
            "--did-finish-returns-true needs --lifecycle app-delegate and a cold launch: only didFinishLaunching returns a value, and only it makes iOS deliver the item a second time"
        )
      }
      let timeline = await ScriptRunner.run(scenario, routes: table)
      Console.out(
        format == "json"
          ? json(scenario, timeline).serialized(pretty: true) : text(scenario, timeline))
      ShortcutTypeHint.printNote(for: timeline.outcome, manifest: manifest, table: table)
      return timeline.handled ? ExitStatus.success : ExitStatus.failure
    } catch let invalid as Manifest.Invalid {
      Console.error(invalid.description)
      return ExitStatus.failure
    }
  }

  /// userInfo values given on the command line, as strings.
  static func plist(_ pairs: [(String, String)]) -> PlistDictionary {
    var dictionary = PlistDictionary()
    for (key, value) in pairs { dictionary.set(PlistValue(.string(value)), forKey: key) }
    return dictionary
  }

  /// The entry as the header names it.
  static func heading(_ entry: Entry) -> (String, PlistDictionary) {
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

  static func text(_ scenario: SingleLaunch, _ timeline: SingleLaunchTimeline) -> String {
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
    lines += timeline.events.map(SimulateScript.line)
    lines.append("")
    let outcome =
      timeline.outcome.map { $0.description } ?? SimulateScript.waiting(timeline.waitingFor)
    lines.append("result: \(timeline.handled ? "handled" : "not handled"): \(outcome)")
    lines.append("delivered: " + SimulateScript.delivery(timeline.deliveries, timeline.outcome))
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

  static func json(_ scenario: SingleLaunch, _ timeline: SingleLaunchTimeline) -> JSONValue {
    .object([
      ("door", .string(SimulateScript.door(scenario.entry))),
      ("type", .string(scenario.entry.label)),
      ("launch", .string(scenario.launch.rawValue)),
      ("lifecycle", .string(scenario.lifecycle.rawValue)),
      ("events", SimulateScript.json(timeline.events)),
      ("outcome", timeline.outcome.map { .string($0.name) } ?? .null),
      (
        "message",
        .string(timeline.outcome?.description ?? SimulateScript.waiting(timeline.waitingFor))
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
