import PropertyList
import QuickActions

/// Reading a script's scenes: the app's scene sessions, each with its state, whether it is in the
/// foreground and connected, and the activation conditions the app set on it.
///
/// ```json
/// {"device": "ipad",
///  "scenes": [{"id": "questions", "foreground": true},
///             {"id": "question", "foreground": true, "state": {…}, "prefers": ["questions/42"]}],
///  "events": [{"launch": "warm", "item": "com.example.qa.question", "targetContentIdentifier": "questions/42"}]}
/// ```
extension LaunchScript {
  /// A scene as read, with the place of its `foreground` key (a cold launch refuses it).
  struct DecodedScene {
    var scene: Scene
    var foregroundKey: SourceLocation?
  }

  /// The scenes a script declares, or nil when it declares none (one main scene).
  static func decodeScenes(
    _ dict: PlistDictionary, lifecycle: LaunchScript.Lifecycle, device: LaunchScript.Device,
    supportsMultipleScenes: Bool, defaultState: NavigationState,
    knownScreens: Set<String>?, stateFiles: [String: NavigationState] = [:],
    gate: NavigationState.Gate? = nil, warnings: inout [ManifestError]
  ) throws(ManifestError) -> [DecodedScene]? {
    guard let entry = dict.entry(forKey: "scenes") else { return nil }
    if let state = dict.entry(forKey: "state") {
      throw ManifestError(
        "a script has 'scenes' or 'state', not both; each scene has its own 'state'",
        at: state.keyLocation)
    }
    if lifecycle == .appDelegate {
      throw ManifestError(
        "'scenes' needs the scene lifecycle; an app-delegate app has one window and no scenes",
        at: entry.keyLocation)
    }
    let list = try ManifestReader(entry.value, "'scenes'").array()
    guard !list.isEmpty else {
      throw ManifestError(
        "'scenes' is empty; an app has at least one scene", at: entry.value.location)
    }
    var scenes: [DecodedScene] = []
    for value in list {
      var scene = try decodeScene(
        value, defaultState: defaultState, knownScreens: knownScreens, stateFiles: stateFiles,
        warnings: &warnings)
      if let gate {
        let name = "scene '\(MessageText.clip(scene.scene.id.rawValue))'"
        try show(gate, in: &scene.scene.state, of: name, at: value.location)
      }
      if scenes.contains(where: { $0.scene.id == scene.scene.id }) {
        throw ManifestError(
          "two scenes are called '\(MessageText.clip(scene.scene.id.rawValue))'; each scene has its own 'id'",
          at: value.location)
      }
      if !scenes.isEmpty && device == .iPhone {
        throw ManifestError(
          "an iPhone shows one scene, and this is a second window scene; set \"device\": \"ipad\" for an app with several windows",
          at: value.location)
      }
      if !scenes.isEmpty && !supportsMultipleScenes {
        throw ManifestError(
          "'supportsMultipleScenes' is false, and UIKit then never creates more than one scene; this is a second one",
          at: value.location)
      }
      // The gate is the app's: every window shows it, or none does.
      if let first = scenes.first, first.scene.state.gate != scene.scene.state.gate {
        let gate = { (g: NavigationState.Gate?) in
          g.map { "the \($0.rawValue) gate" } ?? "no gate"
        }
        throw ManifestError(
          "scene '\(MessageText.clip(scene.scene.id.rawValue))' has \(gate(scene.scene.state.gate)) and scene '\(MessageText.clip(first.scene.id.rawValue))' \(gate(first.scene.state.gate)); a gate is the app's, so every window shows the same one",
          at: value.location)
      }
      scenes.append(scene)
    }
    return scenes
  }

  static func decodeScene(
    _ value: PlistValue, defaultState: NavigationState, knownScreens: Set<String>?,
    stateFiles: [String: NavigationState] = [:], warnings: inout [ManifestError]
  ) throws(ManifestError) -> DecodedScene {
    let dict = try ManifestReader(value, "a scene").dictionary()
    try ManifestReader.checkKeys(dict, known: sceneKeys, in: "a scene")
    guard let idValue = dict["id"] else {
      throw ManifestError("a scene needs an 'id', the name events give it", at: value.location)
    }
    let id = try ManifestReader(idValue, "a scene's 'id'").string()
    if id.trimmingWhitespace.isEmpty {
      throw ManifestError("a scene's 'id' is empty", at: idValue.location)
    }
    let state =
      try dict["state"].map { (v) throws(ManifestError) in
        try decodeState(v, knownScreens: knownScreens, stateFiles: stateFiles)
      } ?? defaultState
    func flag(_ key: String, _ otherwise: Bool) throws(ManifestError) -> Bool {
      try dict[key].map { (v) throws(ManifestError) in try ManifestReader(v, "'\(key)'").bool() }
        ?? otherwise
    }
    let foreground = try flag("foreground", false)
    let connected = try flag("connected", true)
    if foreground && !connected, let key = dict.entry(forKey: "foreground") {
      throw ManifestError(
        "scene '\(MessageText.clip(id))' is in the foreground and not connected; a scene on screen is connected",
        at: key.keyLocation)
    }
    var conditions: SceneActivationConditions? = nil
    if dict["prefers"] != nil || dict["can"] != nil {
      conditions = SceneActivationConditions(
        canActivate: try dict["can"].map { (v) throws(ManifestError) in
          try predicate(v, "'can'", &warnings)
        } ?? .always,
        prefersToActivate: try dict["prefers"].map { (v) throws(ManifestError) in
          try predicate(v, "'prefers'", &warnings)
        } ?? .never)
    }
    return DecodedScene(
      scene: Scene(
        SceneID(id), state: state, isForeground: foreground, isConnected: connected,
        conditions: conditions),
      foregroundKey: dict.entry(forKey: "foreground")?.keyLocation)
  }

  /// `true`, `false`, or a list of target content identifiers, each compared as written: one
  /// that looks like a pattern (a `*`, or a `:parameter` segment as routes write them) is
  /// accepted, with a warning at its place, since it matches only that very text.
  static func predicate(_ value: PlistValue, _ what: String, _ warnings: inout [ManifestError])
    throws(ManifestError)
    -> ContentPredicate
  {
    if let flag = value.boolValue { return flag ? .always : .never }
    guard let list = value.arrayValue else {
      throw ManifestError(
        "\(what) must be true, false or a list of target content identifiers, not \(value.typeDescription)",
        at: value.location)
    }
    var identifiers: [String] = []
    for item in list {
      let text = try ManifestReader(item, "a target content identifier of \(what)").string()
      if text.isEmpty {
        throw ManifestError("a target content identifier of \(what) is empty", at: item.location)
      }
      if let warning = literalWarning(text, what, at: item.location) { warnings.append(warning) }
      identifiers.append(text)
    }
    return .anyOf(identifiers)
  }

  /// The warning for an identifier of `prefers` or `can` written as a pattern: the list is
  /// compared literally, so `*` and `:questionID` match only themselves.
  static func literalWarning(_ text: String, _ what: String, at location: SourceLocation)
    -> ManifestError?
  {
    let clipped = MessageText.clip(text)
    if text.contains("*") {
      return ManifestError(
        "'\(clipped)' in \(what) is compared as written, so '*' matches only a '*'; write true for every "
          + "identifier, or the identifiers themselves", at: location)
    }
    let parameter = text.split(separator: "/", omittingEmptySubsequences: false).first {
      $0.first == ":"
    }
    if let parameter {
      return ManifestError(
        "'\(clipped)' in \(what) is compared as written, so '\(MessageText.clip(String(parameter)))' is no "
          + "parameter; write the identifier a door sends (such as 'questions/42')", at: location)
    }
    return nil
  }

  /// The scene names events may use as the script is read: those declared, and those a `connect`
  /// event creates (on iPad).
  struct SceneNames {
    var known: [SceneID]
    let device: LaunchScript.Device
    let supportsMultipleScenes: Bool

    init(scenes: [SceneID], device: LaunchScript.Device, supportsMultipleScenes: Bool) {
      known = scenes
      self.device = device
      self.supportsMultipleScenes = supportsMultipleScenes
    }

    /// A scene an event names, which must exist.
    func check(_ id: String, at location: SourceLocation) throws(ManifestError) -> SceneID {
      let scene = SceneID(id)
      guard known.contains(scene) else {
        let names = known.map(\.rawValue)
        let hint =
          Suggestion.nearest(to: id, in: names).map { "; did you mean '\($0)'?" }
          ?? " (the scenes: \(names.joined(separator: ", ")))"
        throw ManifestError("no scene is called '\(MessageText.clip(id))'\(hint)", at: location)
      }
      return scene
    }

    /// A scene a `connect` event names: a known one, or (where the app may have several) a new one.
    mutating func connect(_ id: String, at location: SourceLocation) throws(ManifestError)
      -> SceneID
    {
      let scene = SceneID(id)
      if known.contains(scene) { return scene }
      if device == .iPhone {
        throw ManifestError(
          "an iPhone shows one scene, so no scene '\(MessageText.clip(id))' connects beside '\(known.first?.rawValue ?? "main")'; set \"device\": \"ipad\" for several windows",
          at: location)
      }
      if !supportsMultipleScenes {
        throw ManifestError(
          "'supportsMultipleScenes' is false, so UIKit never connects a second scene '\(MessageText.clip(id))'",
          at: location)
      }
      known.append(scene)
      return scene
    }
  }
}

extension LaunchScript {
  /// The app's scenes on their own, as `quickaction route --scenes FILE` reads them: a dictionary
  /// with `scenes` (each with `sceneKeys`) and, as in a script, `device` and
  /// `supportsMultipleScenes`.
  public static func scenes(
    plist value: PlistValue, state defaultState: NavigationState, knownScreens: Set<String>? = nil
  )
    throws(ManifestError) -> (
      device: LaunchScript.Device, supportsMultipleScenes: Bool, scenes: [Scene]
    )
  {
    let dict = try ManifestReader(value, "a scenes file").dictionary()
    try ManifestReader.checkKeys(
      dict, known: ["device", "supportsMultipleScenes", "scenes"], in: "a scenes file")
    let device =
      try dict["device"].map { (v) throws(ManifestError) in
        try ManifestReader(v, "device").choice(LaunchScript.Device.self)
      } ?? .iPhone
    let multiple =
      try dict["supportsMultipleScenes"].map { (v) throws(ManifestError) in
        try ManifestReader(v, "'supportsMultipleScenes'").bool()
      } ?? true
    var warnings: [ManifestError] = []
    guard
      let scenes = try decodeScenes(
        dict, lifecycle: .scene, device: device, supportsMultipleScenes: multiple,
        defaultState: defaultState, knownScreens: knownScreens, warnings: &warnings)
    else { throw ManifestError("a scenes file needs 'scenes'", at: value.location) }
    return (device, multiple, scenes.map(\.scene))
  }
}
