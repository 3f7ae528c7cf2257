import PropertyList

/// Reading a navigation state from a property list or JSON value:
///
/// ```
/// {"root": {"tabs": [{"id": "home", "stack": ["questions", "question(id=42)"]},
///                    {"id": "spots", "split": {"primary": ["spots"], "secondary": [], "collapsed": false}}],
///           "selected": "home"},
///  "presentations": [{"style": "sheet", "stack": ["compose"], "unsaved": true}],
///  "gate": "login"}
/// ```
///
/// The root may also be `{"stack": […]}` or `{"split": {…}}`. A screen is `"id"`,
/// `"id(key=value, …)"` or `{"screen": "id", "parameters": {"key": "value"}}`.
extension NavigationState {
  /// The keys of each level of a state, the lists the reader checks: what a script's `state`
  /// and `--state` files may hold (the script reference documents each).
  package static let keys = (
    state: ["root", "presentations", "gate"], root: ["stack", "tabs", "selected", "split"],
    tab: ["id", "stack", "split"], split: ["primary", "secondary", "collapsed"],
    presentation: ["style", "stack", "unsaved", "modalInPresentation"],
    screen: ["screen", "parameters"]
  )

  /// With `knownScreens` (the navigation map's), a screen not among them is an error.
  public init(plist value: PlistValue, knownScreens: Set<String>? = nil) throws(ManifestError) {
    let known = knownScreens.flatMap { $0.isEmpty ? nil : $0 }
    let dict = try ManifestReader(value, "a navigation state").dictionary()
    try ManifestReader.checkKeys(dict, known: Self.keys.state, in: "a navigation state")
    guard let rootValue = dict["root"] else {
      throw ManifestError("a navigation state needs a 'root'", at: value.location)
    }
    root = try Self.decodeRoot(rootValue, known)
    presentations = []
    if let list = dict["presentations"] {
      for p in try ManifestReader(list, "'presentations'").array() {
        presentations.append(try Self.decodePresentation(p, known))
      }
    }
    gate = try dict["gate"].map { (v) throws(ManifestError) in
      try Gate(parsing: v)
    }
  }

  static func decodeRoot(_ value: PlistValue, _ known: Set<String>?) throws(ManifestError) -> Root {
    let dict = try ManifestReader(value, "'root'").dictionary()
    try ManifestReader.checkKeys(dict, known: Self.keys.root, in: "'root'")
    if let stack = dict["stack"] { return .stack(try decodeScreens(stack, known)) }
    if let split = dict["split"] { return .split(try decodeSplit(split, known)) }
    guard let tabsValue = dict["tabs"] else {
      throw ManifestError("'root' needs 'stack', 'tabs' or 'split'", at: value.location)
    }
    var tabs: [Tab] = []
    for tabValue in try ManifestReader(tabsValue, "'tabs'").array() {
      let tab = try ManifestReader(tabValue, "a tab").dictionary()
      try ManifestReader.checkKeys(tab, known: Self.keys.tab, in: "a tab")
      guard let idValue = tab["id"] else {
        throw ManifestError("a tab needs an 'id'", at: tabValue.location)
      }
      let id = try ManifestReader(idValue, "a tab's id").string()
      if tabs.contains(where: { $0.id == id }) {
        throw ManifestError("tab '\(id)' is listed twice", at: idValue.location)
      }
      if let split = tab["split"] {
        tabs.append(Tab(id, .split(try decodeSplit(split, known))))
      } else {
        tabs.append(
          Tab(
            id,
            .stack(
              try tab["stack"].map { (v) throws(ManifestError) in try decodeScreens(v, known) }
                ?? [])))
      }
    }
    guard !tabs.isEmpty else { throw ManifestError("'tabs' is empty", at: tabsValue.location) }
    var selected = 0
    if let selectedValue = dict["selected"] {
      let id = try ManifestReader(selectedValue, "'selected'").string()
      guard let index = tabs.firstIndex(where: { $0.id == id }) else {
        let hint =
          Suggestion.nearest(to: id, in: tabs.map(\.id)).map { "; did you mean '\($0)'?" } ?? ""
        throw ManifestError(
          "'selected' names tab '\(id)', which is not among the tabs\(hint)",
          at: selectedValue.location)
      }
      selected = index
    }
    return .tabs(tabs, selected: selected)
  }

  static func decodeSplit(_ value: PlistValue, _ known: Set<String>?) throws(ManifestError)
    -> SplitView
  {
    let dict = try ManifestReader(value, "'split'").dictionary()
    try ManifestReader.checkKeys(dict, known: Self.keys.split, in: "'split'")
    let split = SplitView(
      primary: try dict["primary"].map { (v) throws(ManifestError) in try decodeScreens(v, known) }
        ?? [],
      secondary: try dict["secondary"].map { (v) throws(ManifestError) in
        try decodeScreens(v, known)
      } ?? [],
      isCollapsed: try dict["collapsed"].map { (v) throws(ManifestError) in
        try ManifestReader(v, "'collapsed'").bool()
      } ?? false)
    // UISplitViewController folds the secondary column onto the primary stack when it
    // collapses (https://developer.apple.com/documentation/uikit/uiviewcontroller/collapsesecondaryviewcontroller(_:for:)):
    // a collapsed split view has no secondary column to list.
    if split.isCollapsed, !split.secondary.isEmpty, let secondary = dict["secondary"] {
      throw ManifestError(
        "a collapsed split view shows no secondary column: UIKit folds it onto the primary stack, so list those screens at the end of 'primary'",
        at: secondary.location)
    }
    return split
  }

  package static func decodePresentation(_ value: PlistValue, _ known: Set<String>?)
    throws(ManifestError) -> Presentation
  {
    let dict = try ManifestReader(value, "a presentation").dictionary()
    try ManifestReader.checkKeys(dict, known: Self.keys.presentation, in: "a presentation")
    guard let styleValue = dict["style"] else {
      throw ManifestError("a presentation needs a 'style'", at: value.location)
    }
    return Presentation(
      try ManifestReader(styleValue, "presentation style").choice(Presentation.Style.self),
      try dict["stack"].map { (v) throws(ManifestError) in try decodeScreens(v, known) } ?? [],
      hasUnsavedChanges: try dict["unsaved"].map { (v) throws(ManifestError) in
        try ManifestReader(v, "'unsaved'").bool()
      } ?? false,
      isModalInPresentation: try dict["modalInPresentation"].map { (v) throws(ManifestError) in
        try ManifestReader(v, "'modalInPresentation'").bool()
      } ?? false)
  }

  static func decodeScreens(_ value: PlistValue, _ known: Set<String>? = nil) throws(ManifestError)
    -> [Screen]
  {
    var out: [Screen] = []
    for v in try ManifestReader(value, "a stack").array() {
      let screen = try decodeScreen(v)
      if let known, !known.contains(screen.id) {
        let hint =
          Suggestion.nearest(to: screen.id, in: known).map { "; did you mean '\($0)'?" } ?? ""
        throw ManifestError(
          "screen '\(screen.id)' is not among the navigation map's screens\(hint)", at: v.location)
      }
      out.append(screen)
    }
    return out
  }

  static func decodeScreen(_ value: PlistValue) throws(ManifestError) -> Screen {
    if let dict = value.dictionaryValue {
      try ManifestReader.checkKeys(dict, known: Self.keys.screen, in: "a screen")
      guard let id = dict["screen"] else {
        throw ManifestError("a screen needs a 'screen' name", at: value.location)
      }
      var parameters: [String: String] = [:]
      if let p = dict["parameters"] {
        for entry in try ManifestReader(p, "'parameters'").dictionary() {
          parameters[entry.key] = try ManifestReader(entry.value, "parameter '\(entry.key)'")
            .string()
        }
      }
      return Screen(try ManifestReader(id, "a screen name").string(), parameters: parameters)
    }
    let text = try ManifestReader(value, "a screen").string()
    let (id, arguments) = try ScreenSyntax.split(text, at: value.location)
    var parameters: [String: String] = [:]
    for argument in arguments {
      guard let equals = ScreenSyntax.firstUnescaped("=", in: argument) else {
        throw ManifestError(
          "screen parameter '\(argument)' must be written key=value", at: value.location)
      }
      let key = ScreenSyntax.unescape(String(String(argument[..<equals]).trimmingWhitespace))
      guard !key.isEmpty else {
        throw ManifestError(
          "screen parameter '\(argument)' must be written key=value", at: value.location)
      }
      parameters[key] = ScreenSyntax.unescape(
        String(String(argument[argument.index(after: equals)...]).trimmingWhitespace))
    }
    return Screen(ScreenSyntax.unescape(id), parameters: parameters)
  }
}

/// `id` or `id(a, b)`: a screen and its argument list. In a state's text form a backslash
/// escapes `,`, `=`, `(`, `)` and itself, so any identifier and value reads back unchanged.
enum ScreenSyntax {
  static func split(_ text: String, at location: SourceLocation) throws(ManifestError) -> (
    String, [String]
  ) {
    guard let open = firstUnescaped("(", in: text) else {
      guard !text.trimmingWhitespace.isEmpty else {
        throw ManifestError("a screen name is empty", at: location)
      }
      return (text, [])
    }
    guard text.hasSuffix(")"), !isEscaped(text.index(before: text.endIndex), in: text) else {
      throw ManifestError("screen '\(text)' has '(' without a closing ')'", at: location)
    }
    let id = String(text[..<open])
    guard !id.isEmpty else { throw ManifestError("a screen name is empty", at: location) }
    let inner = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
    var arguments: [String] = []
    var current = ""
    var escaped = false
    for c in inner {
      if escaped {
        current.append(c)
        escaped = false
      } else if c == "\\" {
        current.append(c)
        escaped = true
      } else if c == "," {
        arguments.append(current)
        current = ""
      } else {
        current.append(c)
      }
    }
    arguments.append(current)
    return (id, arguments.map { String($0.trimmingWhitespace) }.filter { !$0.isEmpty })
  }

  static let special: Set<Character> = [",", "=", "(", ")", "\\"]

  static func escape(_ text: String) -> String {
    guard text.contains(where: { special.contains($0) }) else { return text }
    var out = ""
    for c in text {
      if special.contains(c) { out.append("\\") }
      out.append(c)
    }
    return out
  }

  static func unescape(_ text: String) -> String {
    guard text.contains("\\") else { return text }
    var out = ""
    var escaped = false
    for c in text {
      if !escaped && c == "\\" {
        escaped = true
        continue
      }
      out.append(c)
      escaped = false
    }
    return out
  }

  /// The first `character` not preceded by an escaping backslash.
  static func firstUnescaped(_ character: Character, in text: String) -> String.Index? {
    var escaped = false
    var i = text.startIndex
    while i < text.endIndex {
      let c = text[i]
      if escaped {
        escaped = false
      } else if c == "\\" {
        escaped = true
      } else if c == character {
        return i
      }
      i = text.index(after: i)
    }
    return nil
  }

  /// Whether the character at `index` follows an odd number of backslashes.
  static func isEscaped(_ index: String.Index, in text: String) -> Bool {
    var count = 0
    var i = index
    while i > text.startIndex {
      i = text.index(before: i)
      guard text[i] == "\\" else { break }
      count += 1
    }
    return count % 2 == 1
  }
}
