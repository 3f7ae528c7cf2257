import PropertyList

/// Reading the app's navigation from `QuickActionNavigation`: its tabs, screens and launch state.
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
