import PropertyList
import QuickActions

extension LaunchScript {
  /// Reads a script. `item` makes the shortcut item of a type with the userInfo the script
  /// gives (the CLI takes titles and icons from the manifest); `state` is used when the script
  /// names none, and for scenes iOS creates. Screens are checked against `knownScreens` when given.
  /// A `state` may be a string naming a state file: `stateFiles` holds those files' states by
  /// the name the script gives (see ``stateFileNames(in:)``), read by the caller.
  public init(
    plist value: PlistValue, state defaultState: NavigationState, knownScreens: Set<String>? = nil,
    stateFiles: [String: NavigationState] = [:],
    item: (String, PlistDictionary) -> ShortcutItem
  ) throws(ManifestError) {
    let dict = try ManifestReader(value, "a script").dictionary()
    try ManifestReader.checkKeys(dict, known: Self.keys, in: "a script")
    lifecycle =
      try dict["lifecycle"].map { (v) throws(ManifestError) in
        try ManifestReader(v, "lifecycle").choice(LaunchScript.Lifecycle.self)
      } ?? .scene
    device =
      try dict["device"].map { (v) throws(ManifestError) in
        try ManifestReader(v, "device").choice(LaunchScript.Device.self)
      } ?? .iPhone
    didFinishLaunchingReturnsTrue =
      try dict["didFinishLaunchingReturnsTrue"].map { (v) throws(ManifestError) in
        try ManifestReader(v, "'didFinishLaunchingReturnsTrue'").bool()
      } ?? false
    if didFinishLaunchingReturnsTrue && lifecycle != .appDelegate,
      let flag = dict.entry(forKey: "didFinishLaunchingReturnsTrue")
    {
      throw ManifestError(
        "'didFinishLaunchingReturnsTrue' applies to the app-delegate lifecycle; scene apps get no second delivery",
        at: flag.keyLocation)
    }
    supportsMultipleScenes =
      try dict["supportsMultipleScenes"].map { (v) throws(ManifestError) in
        try ManifestReader(v, "'supportsMultipleScenes'").bool()
      } ?? true
    asksToDiscard =
      try dict["asksToDiscard"].map { (v) throws(ManifestError) in
        try ManifestReader(v, "'asksToDiscard'").bool()
      } ?? false
    newSceneState = defaultState
    checks = try Self.answers(dict["checks"], "'checks'", allow: .allow) { .refuse($0) }
    actions = try Self.answers(dict["actions"], "'actions'", allow: .handled) { .failed($0) }
    var warnings: [ManifestError] = []
    let gate = try Self.appGate(dict)
    let declared = try Self.decodeScenes(
      dict, lifecycle: lifecycle, device: device, supportsMultipleScenes: supportsMultipleScenes,
      defaultState: defaultState, knownScreens: knownScreens, stateFiles: stateFiles, gate: gate,
      warnings: &warnings)
    declaresScenes = declared != nil
    if let declared {
      scenes = declared.map(\.scene)
    } else {
      let stateValue = dict["state"]
      var state =
        try stateValue.map { (v) throws(ManifestError) in
          try Self.decodeState(v, knownScreens: knownScreens, stateFiles: stateFiles)
        }
        ?? defaultState
      if let gate { try Self.show(gate, in: &state, of: "the 'state'", at: stateValue?.location) }
      scenes = [Scene(.main, state: state)]
    }
    self.warnings = warnings
    guard let list = dict["events"] else {
      throw ManifestError("a script needs 'events'", at: value.location)
    }
    events = []
    var names = SceneNames(
      scenes: scenes.map(\.id), device: device, supportsMultipleScenes: supportsMultipleScenes)
    for (index, eventValue) in try ManifestReader(list, "'events'").array().enumerated() {
      let event = try Self.decodeEvent(
        eventValue, knownScreens: knownScreens, scenes: &names, item: item)
      if index > 0, Self.isLaunch(event) {
        throw ManifestError(
          "a launch is the script's first event; later entries are 'item', 'url', 'activity', 'notification' or 'intent' events",
          at: eventValue.location)
      }
      if index == 0, !(Self.isLaunch(event)) {
        throw ManifestError(
          "a script starts with a launch: {\"launch\": \"cold\" or \"warm\", \"item\": TYPE}",
          at: eventValue.location)
      }
      if index == 0, Self.isColdLaunch(event),
        let foreground = declared?.first(where: { $0.scene.isForeground })?.foregroundKey
      {
        throw ManifestError(
          "a cold launch starts with the app not running, so no scene is in the foreground; 'foreground' is for a warm launch",
          at: foreground)
      }
      events.append(event)
    }
    if events.isEmpty {
      throw ManifestError("'events' is empty; a script starts with a launch", at: list.location)
    }
  }

  /// The state files a script names: each `state` (the script's, or a scene's) that is a string,
  /// with where it is written. The caller reads each, relative to the script's folder, and gives
  /// them to the reader as `stateFiles`.
  public static func stateFileNames(in value: PlistValue) -> [(
    name: String, location: SourceLocation
  )] {
    guard let dict = value.dictionaryValue else { return [] }
    let scenes = dict["scenes"]?.arrayValue?.compactMap { $0.dictionaryValue?["state"] } ?? []
    return ([dict["state"]].compactMap { $0 } + scenes).compactMap { state in
      state.stringValue.map { ($0, state.location) }
    }
  }

  /// A `state`: a navigation state written in place, or the name of a state file in
  /// `stateFiles`.
  static func decodeState(
    _ value: PlistValue, knownScreens: Set<String>?, stateFiles: [String: NavigationState]
  ) throws(ManifestError) -> NavigationState {
    guard let name = value.stringValue else {
      return try NavigationState(plist: value, knownScreens: knownScreens)
    }
    guard let state = stateFiles[name] else {
      throw ManifestError(
        "the state file '\(MessageText.clip(name))' was not read; a 'state' is a navigation state, or the name of a file beside the script",
        at: value.location)
    }
    return state
  }

  /// The top-level `gate`: the app's gate, written once, which every scene's state shows.
  static func appGate(_ dict: PlistDictionary) throws(ManifestError) -> NavigationState.Gate? {
    try dict["gate"].map { (v) throws(ManifestError) in
      try NavigationState.Gate(parsing: v)
    }
  }

  /// Puts the app's gate on `state`; a state that names another gate is refused at `location`.
  static func show(
    _ gate: NavigationState.Gate, in state: inout NavigationState, of what: String,
    at location: SourceLocation?
  ) throws(ManifestError) {
    if let own = state.gate, own != gate {
      throw ManifestError(
        "\(what) has the \(own.rawValue) gate and the script's 'gate' is \(gate.rawValue); a gate is the app's, "
          + "so write it once, at the top", at: location ?? .unknown)
    }
    state.gate = gate
  }

  static func isColdLaunch(_ event: Event) -> Bool {
    switch event {
    case .launch(.cold, _), .launchEntry(.cold, _), .handoff(.cold?, _): return true
    case .inScene(_, let inner): return isColdLaunch(inner)
    default: return false
    }
  }
}

extension LaunchScript {
  /// `{"folderExists": true, "signedIn": "this account has signed out"}`: by name, `true` for
  /// `allow`, a non-empty string for the refusal (or failure) with that reason.
  static func answers<Answer>(
    _ value: PlistValue?, _ what: String, allow: Answer, refuse: (String) -> Answer
  ) throws(ManifestError) -> [String: Answer] {
    guard let value else { return [:] }
    var out: [String: Answer] = [:]
    for entry in try ManifestReader(value, what).dictionary() {
      switch entry.value.kind {
      case .bool(true): out[entry.key] = allow
      case .string(let reason) where !reason.trimmingWhitespace.isEmpty:
        out[entry.key] = refuse(reason)
      default:
        throw ManifestError(
          "\(what) '\(entry.key)' must be true or a reason (a non-empty string); it is \(entry.value.typeDescription)",
          at: entry.value.location)
      }
    }
    return out
  }
}
