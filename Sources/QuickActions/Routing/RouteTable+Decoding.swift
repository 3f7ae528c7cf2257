import PropertyList

/// Reading routes from the `QuickActionRoutes` key and the navigation map from
/// `QuickActionNavigation`:
///
/// ```
/// QuickActionRoutes = {
///   "com.example.qa.post"         = {present = sheet; path = (compose); policy = keepUnsaved;};
///   "com.example.qa.participated" = {tab = spots; path = (participated);};
///   "com.example.qa.question"     = {tab = questions; detail = ("question(questionID)");};
///   "com.example.qa.refresh"      = {action = refresh;};
/// }
/// QuickActionNavigation = {
///   tabs = ({id = questions; root = questions; split = true;}, {id = spots; root = spots;});
///   screens = (questions, question, spots, participated, compose);
///   launch = { …a navigation state… };   // optional: by default each tab at its root
/// }
/// ```
extension RouteTable {
  /// The key of a plist's route table.
  public static let routesKey = "QuickActionRoutes"
  /// The key of a plist's navigation map.
  public static let navigationKey = "QuickActionNavigation"

  /// The table a property list declares, or nil when it has no `QuickActionRoutes`.
  public init?(plist root: PlistValue) throws(ManifestError) {
    guard let routesValue = root[Self.routesKey] else { return nil }
    var routes: [Route] = []
    for entry in try ManifestReader(routesValue, "'\(Self.routesKey)'").dictionary() {
      routes.append(
        try Self.decodeRoute(type: entry.key, entry.value, keyLocation: entry.keyLocation))
    }
    let map = try root[Self.navigationKey].map { (v) throws(ManifestError) in
      try NavigationMap(plist: v)
    }
    self.init(routes, map: map)
    try check()
  }

  /// Checks each route against the navigation map, as `route` and `simulate` need before they
  /// plan: a tab or screen the map lacks, or a detail route into a tab without a split view,
  /// would otherwise be planned as something else. (`lint` reports the same as findings.)
  public func checkAgainstMap() throws(ManifestError) {
    guard let map else { return }
    for route in routes {
      if let problem = map.problem(with: route) { throw ManifestError(problem, at: route.location) }
    }
  }

  static let routeKeys =
    [
      "tab", "path", "primary", "detail", "present", "action", "policy", "behindGate",
      "contentIdentifiers",
    ]
    + Trigger.routeKeys

  static func decodeRoute(type: String, _ value: PlistValue, keyLocation: SourceLocation)
    throws(ManifestError) -> Route
  {
    let what = "route '\(type)'"
    let dict = try ManifestReader(value, what).dictionary()
    try ManifestReader.checkKeys(dict, known: routeKeys, in: what)
    func templates(_ key: String) throws(ManifestError) -> [ScreenTemplate]? {
      guard let v = dict[key] else { return nil }
      var out: [ScreenTemplate] = []
      for item in try ManifestReader(v, "'\(key)' of \(what)").array() {
        let text = try ManifestReader(item, "a screen of \(what)").string()
        let (id, arguments) = try ScreenSyntax.split(text, at: item.location)
        var parameters: [ScreenTemplate.Parameter] = []
        for argument in arguments {
          parameters.append(try .init(parsing: argument, at: item.location))
        }
        out.append(ScreenTemplate(id, parameters: parameters))
      }
      return out
    }
    func string(_ key: String) throws(ManifestError) -> String? {
      try dict[key].map { (v) throws(ManifestError) in
        try ManifestReader(v, "'\(key)' of \(what)").string()
      }
    }
    let kinds = ["present", "detail", "action"].filter { dict[$0] != nil }
    if kinds.count > 1 {
      throw ManifestError(
        "\(what) has both '\(kinds[0])' and '\(kinds[1])'; a route goes to one place",
        at: value.location)
    }
    // A presentation covers the tabs, and an action does not navigate: neither names a tab.
    if let tab = dict.entry(forKey: "tab"),
      let kind = kinds.first(where: { $0 == "present" || $0 == "action" })
    {
      throw ManifestError(
        "\(what) has both 'tab' and '\(kind)'; \(kind == "present" ? "a presentation" : "an action") is not in a tab",
        at: tab.keyLocation)
    }
    let destination: Destination
    if let action = try string("action") {
      guard !action.trimmingWhitespace.isEmpty else {
        throw ManifestError(
          "the action name of \(what) is empty", at: dict["action"]?.location ?? value.location)
      }
      destination = .action(action)
    } else if let styleValue = dict["present"] {
      let style = try ManifestReader(styleValue, "presentation style").choice(
        NavigationState.Presentation.Style.self)
      let path = try templates("path") ?? []
      guard !path.isEmpty else {
        throw ManifestError(
          "\(what) presents a \(style.rawValue) with no screen; 'path' needs at least one",
          at: dict["path"]?.location ?? styleValue.location)
      }
      destination = .modal(style: style, path: path)
    } else if let detail = try templates("detail") {
      guard !detail.isEmpty else {
        throw ManifestError(
          "'detail' of \(what) is empty; it needs at least one screen",
          at: dict["detail"]?.location ?? value.location)
      }
      destination = .detail(
        tab: try string("tab"), primary: try templates("primary") ?? [], detail: detail)
    } else {
      destination = .stack(tab: try string("tab"), path: try templates("path") ?? [])
    }
    let policy =
      try dict["policy"].map { (v) throws(ManifestError) in
        try ManifestReader(v, "modal policy").choice(ModalPolicy.self)
      } ?? .dismiss
    if policy == .presentOver && !destination.isModal {
      throw ManifestError(
        "policy 'presentOver' needs a modal destination ('present'); \(what) navigates under the presentations",
        at: dict.entry(forKey: "policy")?.value.location ?? value.location)
    }
    let behindGate =
      try dict["behindGate"].map { (v) throws(ManifestError) in
        try ManifestReader(v, "'behindGate'").bool()
      } ?? false
    var contents: [ContentIdentifierPattern] = []
    if let list = dict["contentIdentifiers"] {
      for item in try ManifestReader(list, "'contentIdentifiers' of \(what)").array() {
        // Checked with the rest of the table (`check()`, `checkContentIdentifiers()`).
        contents.append(
          ContentIdentifierPattern(
            try ManifestReader(item, "a content identifier of \(what)").string(),
            location: item.location))
      }
    }
    var route = Route(
      type, destination, policy: policy, runsBehindGate: behindGate,
      triggers: try Trigger.decode(dict, in: what), contentIdentifiers: contents,
      location: keyLocation)
    if let shortcut = dict.entry(forKey: "shortcut") {
      route.handlesShortcut = try ManifestReader(shortcut.value, "'shortcut' of \(what)").bool()
      if !route.handlesShortcut && route.triggers.isEmpty {
        throw ManifestError(
          "\(what) has 'shortcut' false and no 'urls', 'activities', 'notifications' or 'intents'; nothing leads to it",
          at: shortcut.keyLocation)
      }
    }
    return route
  }
}

extension ScreenTemplate.Parameter {
  /// `name`, `name: key`, either with ` as string|integer|boolean|uuid`.
  init(parsing text: String, at location: SourceLocation) throws(ManifestError) {
    var rest = Substring(text)
    var type = ParameterType.string
    let words = text.split(separator: " ", omittingEmptySubsequences: true)
    if words.count >= 3, words[words.count - 2] == "as", let last = words.last {
      let name = String(last)
      guard let parsed = ParameterType(rawValue: name) else {
        let hint =
          Suggestion.nearest(to: name, in: ParameterType.allCases.map(\.rawValue)).map {
            "; did you mean '\($0)'?"
          } ?? ""
        throw ManifestError(
          "unknown parameter type '\(name)' (string, integer, boolean, uuid)\(hint)", at: location)
      }
      type = parsed
      rest = text[..<words[words.count - 2].startIndex]
    }
    let parts = rest.split(separator: ":", maxSplits: 1).map { String($0.trimmingWhitespace) }
    let valid = parts.allSatisfy { !$0.isEmpty && !$0.contains(where: { $0 == " " || $0 == "=" }) }
    guard valid, !parts.isEmpty else {
      throw ManifestError(
        "screen parameter '\(text)' must be written name, name: userInfoKey, or either with 'as TYPE'",
        at: location)
    }
    self.init(parts[0], from: parts.count == 2 ? parts[1] : nil, as: type)
  }
}

extension NavigationMap {
  /// The map in a `QuickActionNavigation` dictionary; throws with the position of what is wrong.
  public init(plist value: PlistValue) throws(ManifestError) {
    let dict = try ManifestReader(value, "'\(RouteTable.navigationKey)'").dictionary()
    try ManifestReader.checkKeys(
      dict, known: ["tabs", "screens", "launch"], in: "'\(RouteTable.navigationKey)'")
    var tabs: [TabSpec] = []
    if let list = dict["tabs"] {
      for tabValue in try ManifestReader(list, "'tabs'").array() {
        let tab = try ManifestReader(tabValue, "a tab").dictionary()
        try ManifestReader.checkKeys(tab, known: ["id", "root", "split"], in: "a tab")
        guard let idValue = tab["id"] else {
          throw ManifestError("a tab needs an 'id'", at: tabValue.location)
        }
        tabs.append(
          TabSpec(
            try ManifestReader(idValue, "a tab's id").string(),
            isSplit: try tab["split"].map { (v) throws(ManifestError) in
              try ManifestReader(v, "'split'").bool()
            } ?? false,
            root: try tab["root"].map { (v) throws(ManifestError) in
              try ManifestReader(v, "'root'").string()
            },
            location: tabValue.location))
      }
    }
    var screens = Set<String>()
    if let list = dict["screens"] {
      for s in try ManifestReader(list, "'screens'").array() {
        screens.insert(try ManifestReader(s, "a screen").string())
      }
    }
    for tab in tabs { if let root = tab.root { screens.insert(root) } }
    let launch: NavigationState
    if let state = dict["launch"] {
      launch = try NavigationState(plist: state, knownScreens: screens)
    } else {
      launch = NavigationMap.defaultLaunchState(tabs: tabs)
    }
    self.init(tabs: tabs, screens: screens, launchState: launch)
  }

  /// Each tab at its root screen and the first selected; an empty stack without tabs.
  public static func defaultLaunchState(tabs: [TabSpec]) -> NavigationState {
    guard !tabs.isEmpty else { return NavigationState(root: .stack([])) }
    let content = tabs.map { tab -> NavigationState.Tab in
      let stack = tab.root.map { [Screen($0)] } ?? []
      return NavigationState.Tab(
        tab.id, tab.isSplit ? .split(.init(primary: stack)) : .stack(stack))
    }
    return NavigationState(root: .tabs(content, selected: 0))
  }
}
