import LaunchSimulator

/// `simulate`'s name, help and options.
extension SimulateCommand {
  static let name = "simulate"
  static let summary =
    "Deliver a quick action, URL, activity or notification on a simulated launch and show the timeline"
  static let usage = """
    USAGE: quickaction simulate [TYPE | --url URL | --activity TYPE | --notification CATEGORY[/ACTION]]
                                [--launch cold|warm] [--lifecycle scene|app-delegate]
                                [--manifest FILE] [--state FILE] [--user-info KEY=VALUE]…
                                [--open-gate] [--did-finish-returns-true] [--format text|json]
           quickaction simulate --script FILE [--manifest FILE] [--format text|json]
           quickaction simulate --app DIR [--format text|json]

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
       "checks": {NAME: true | REASON…}, "actions": {NAME: true | REASON…},
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
    \(table.help())
    """

  typealias Option = CommandOption<SimulateRequest>

  static let launch = Option.choice(
    "--launch", "cold|warm", help: "the app is not running (default) or in the background",
    to: \.launch)
  static let lifecycle = Option.choice(
    "--lifecycle", "scene|app-delegate", help: "a scene-based app (default) or an app-delegate one",
    to: \.lifecycle)
  static let state = Option.value(
    OptionName.state, "FILE", help: "the app's state when the item arrives (plist or JSON)",
    to: \.state)
  static let url = Option.value(
    "--url", "URL", help: "open a URL (a custom scheme or a universal link)", to: \.url)
  static let activity = Option.value(
    OptionName.activity, "TYPE", help: "continue a user activity of TYPE (Handoff, Spotlight)",
    to: \.activity)
  static let notification = Option.value(
    "--notification", "CAT[/ACTION]",
    help: """
      the user's response to a notification of category CAT
      (ACTION: a custom action; default: a tap)
      """, to: \.notification)
  static let userInfo = Option.pairs(
    OptionName.userInfo, "K=V",
    help: """
      a userInfo value for the item, activity or notification;
      repeatable
      """
  ) { $0.userInfo = $1 }
  static let openGate = Option.flag(
    "--open-gate", help: "the app opens its gate (login, onboarding) afterwards", to: \.opensGate)
  static let didFinishReturnsTrue = Option.flag(
    "--did-finish-returns-true",
    help: """
      didFinishLaunching returns true (as other SDKs may need):
      see iOS's second delivery recognised (app-delegate
      cold launches only: scene apps get no second delivery)
      """, to: \.didFinishLaunchingReturnsTrue)
  static let script = Option.value(
    "--script", "FILE",
    help: """
      a script of events (JSON or plist; every key is in the
      DocC article "Script reference" of LaunchSimulator)
      """, to: \.script)

  static let app = Option.value(
    OptionName.app, "DIR",
    help: """
      play every door, cold and warm, against the app's own
      delegates in DIR (its Swift and Objective-C sources and
      Info.plist): where each entry lands, or where it is lost
      (exit status 1 when one is lost)
      """, to: \.app)
  static let manifest = Option.value(
    OptionName.manifest, "FILE", help: "items, routes and navigation (default ./Shortcuts.plist)",
    to: \.manifest)

  static let table = OptionTable<SimulateRequest>(
    options: [
      launch, lifecycle, manifest, state, url, activity, notification, userInfo, openGate,
      didFinishReturnsTrue, script, app, .format(to: \.format),
    ],
    conflicts: app.excludes(
      [
        launch, lifecycle, manifest, state, url, activity, notification, script, openGate,
        didFinishReturnsTrue, userInfo,
      ], because: "the app's own wiring says what happens")
      + script.excludes(
        [
          launch, lifecycle, state, userInfo, url, activity, notification, openGate,
          didFinishReturnsTrue,
        ],
        because: "the script says what happens"),
    column: 32)
}
