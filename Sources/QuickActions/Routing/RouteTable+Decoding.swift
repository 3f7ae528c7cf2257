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
      "contentIdentifiers", "onTop", "then", "check", "aliases",
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
        out.append(try ScreenTemplate(parsing: text, at: item.location))
      }
      return out
    }
    func string(_ key: String) throws(ManifestError) -> String? {
      try dict[key].map { (v) throws(ManifestError) in
        try ManifestReader(v, "'\(key)' of \(what)").string()
      }
    }
    if let detail = dict.entry(forKey: "detail"), let present = dict.entry(forKey: "present") {
      _ = detail
      throw ManifestError(
        "\(what) has both 'detail' and 'present'; a route goes to one place",
        at: present.keyLocation)
    }
    let onTop =
      try dict["onTop"].map { (v) throws(ManifestError) in
        try ManifestReader(v, "'onTop' of \(what)").bool()
      } ?? false
    if onTop, let detail = dict.entry(forKey: "detail") {
      throw ManifestError(
        "\(what) has both 'onTop' and 'detail'; 'onTop' pushes on the current stack, a detail replaces a column",
        at: detail.keyLocation)
    }
    if let action = dict.entry(forKey: "action"), let then = dict.entry(forKey: "then") {
      _ = action
      throw ManifestError(
        "\(what) has both 'action' and 'then'; write the action in 'then'", at: then.keyLocation)
    }
    var followUps: [Route.FollowUp] = []
    var followUpLocations: [SourceLocation] = []
    var destination: Destination
    if let styleValue = dict["present"] {
      let style = try ManifestReader(styleValue, "presentation style").choice(
        NavigationState.Presentation.Style.self)
      let path = try templates("path") ?? []
      guard !path.isEmpty else {
        throw ManifestError(
          "\(what) presents a \(style.rawValue) with no screen; 'path' needs at least one",
          at: dict["path"]?.location ?? styleValue.location)
      }
      if dict["tab"] != nil || onTop {
        // The tab brought forward as the user left it, then the presentation over it.
        destination = .onTop(tab: try string("tab"), path: [])
        followUps.append(.present(style, path))
        followUpLocations.append(styleValue.location)
      } else {
        destination = .modal(style: style, path: path)
      }
    } else if let detail = try templates("detail") {
      guard !detail.isEmpty else {
        throw ManifestError(
          "'detail' of \(what) is empty; it needs at least one screen",
          at: dict["detail"]?.location ?? value.location)
      }
      destination = .detail(
        tab: try string("tab"), primary: try templates("primary") ?? [], detail: detail)
    } else if onTop {
      destination = .onTop(tab: try string("tab"), path: try templates("path") ?? [])
    } else {
      destination = .stack(tab: try string("tab"), path: try templates("path") ?? [])
    }
    let policyEntry = dict.entry(forKey: "policy")
    let policy =
      try policyEntry.map { (e) throws(ManifestError) in
        try ManifestReader(e.value, "modal policy").choice(ModalPolicy.self)
      } ?? .automatic
    if let actionValue = dict["action"] {
      let action = try ManifestReader(actionValue, "'action' of \(what)").string()
      guard !action.trimmingWhitespace.isEmpty else {
        throw ManifestError("the action name of \(what) is empty", at: actionValue.location)
      }
      let navigates = ["tab", "path", "primary", "detail", "present", "onTop"].contains {
        dict[$0] != nil
      }
      if navigates {
        followUps.append(.action(action))
        followUpLocations.append(actionValue.location)
      } else if policyEntry != nil, policy != .presentOver {
        // An action with a policy that dismisses: the presentations go (as the policy says), then
        // the action runs.
        destination = .onTop(tab: nil, path: [])
        followUps.append(.action(action))
        followUpLocations.append(actionValue.location)
      } else {
        destination = .action(action)
      }
    }
    if let thenValue = dict["then"] {
      for item in try ManifestReader(thenValue, "'then' of \(what)").array() {
        followUps.append(try Self.decodeFollowUp(item, of: what))
        followUpLocations.append(item.location)
      }
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
    route.followUps = followUps
    if let checkValue = dict["check"] {
      route.check = try ManifestReader(checkValue, "'check' of \(what)").string()
    }
    try checkShape(
      of: route, followUpsAt: followUpLocations, policyAt: policyEntry?.value.location,
      checkAt: dict["check"]?.location)
    if let shortcut = dict.entry(forKey: "shortcut") {
      route.handlesShortcut = try ManifestReader(shortcut.value, "'shortcut' of \(what)").bool()
      if !route.handlesShortcut && route.triggers.isEmpty {
        throw ManifestError(
          "\(what) has 'shortcut' false and no 'urls', 'activities', 'notifications' or 'intents'; nothing leads to it",
          at: shortcut.keyLocation)
      }
    }
    try decodeAliases(dict, into: &route, in: what)
    return route
  }
}

extension RouteTable {
  /// One step of a route's `then` list: `{present = sheet; path = (newTask);}` or
  /// `{action = focusTitle;}`.
  static func decodeFollowUp(_ item: PlistValue, of what: String) throws(ManifestError)
    -> Route.FollowUp
  {
    let dict = try ManifestReader(item, "a step of 'then' of \(what)").dictionary()
    try ManifestReader.checkKeys(
      dict, known: ["present", "path", "action"], in: "a step of 'then'")
    if let action = dict["action"] {
      if let present = dict.entry(forKey: "present") {
        throw ManifestError(
          "a step of 'then' of \(what) has both 'action' and 'present'; write two steps",
          at: present.keyLocation)
      }
      return .action(try ManifestReader(action, "an action of \(what)").string())
    }
    guard let styleValue = dict["present"] else {
      throw ManifestError(
        "a step of 'then' of \(what) needs 'present' (with 'path') or 'action'", at: item.location)
    }
    let style = try ManifestReader(styleValue, "presentation style").choice(
      NavigationState.Presentation.Style.self)
    var path: [ScreenTemplate] = []
    if let list = dict["path"] {
      for screen in try ManifestReader(list, "'path' of a step of \(what)").array() {
        let text = try ManifestReader(screen, "a screen of \(what)").string()
        path.append(try ScreenTemplate(parsing: text, at: screen.location))
      }
    }
    return .present(style, path)
  }
}
