import PropertyList

/// Writing a route table in the manifest's format, so routes declared in Swift can be checked by
/// `quickaction lint --routes` against a real Info.plist (which holds no routes): a test of the
/// app writes `routes.xmlPropertyList()` to a file, and CI lints the Info.plist with it.
extension RouteTable {
  /// The table as a dictionary with `QuickActionRoutes` and, when the table has a map,
  /// `QuickActionNavigation`; `RouteTable(plist:)` reads it back as the same routes and map.
  public var plistValue: PlistValue {
    var routesEntries: [PlistDictionary.Entry] = []
    for route in routes {
      routesEntries.append(.init(key: route.type, value: Self.encode(route)))
    }
    var members: [PlistDictionary.Entry] = [
      .init(key: Self.routesKey, value: PlistValue(.dictionary(PlistDictionary(routesEntries))))
    ]
    if let map { members.append(.init(key: Self.navigationKey, value: map.plistValue)) }
    return PlistValue(.dictionary(PlistDictionary(members)))
  }

  /// The table as an XML property list, ready to be saved for `quickaction lint --routes FILE`.
  public func xmlPropertyList() -> String {
    // A table holds strings, booleans, arrays and dictionaries (and a launch state of the same),
    // which XML always expresses; the writer throws only for a date, which a table has none of.
    (try? XMLPlistWriter.write(plistValue)) ?? ""
  }

  static func encode(_ route: Route) -> PlistValue {
    var members: [(String, PlistValue)] = []
    func strings(_ templates: [ScreenTemplate]) -> PlistValue {
      PlistValue(.array(templates.map { PlistValue(.string($0.description)) }))
    }
    switch route.destination {
    case .stack(let tab, let path):
      if let tab { members.append(("tab", PlistValue(.string(tab)))) }
      members.append(("path", strings(path)))
    case .detail(let tab, let primary, let detail):
      if let tab { members.append(("tab", PlistValue(.string(tab)))) }
      if !primary.isEmpty { members.append(("primary", strings(primary))) }
      members.append(("detail", strings(detail)))
    case .modal(let style, let path):
      members.append(("present", PlistValue(.string(style.rawValue))))
      members.append(("path", strings(path)))
    case .action(let name):
      members.append(("action", PlistValue(.string(name))))
    case .onTop(let tab, let path):
      if let tab { members.append(("tab", PlistValue(.string(tab)))) }
      members.append(("onTop", PlistValue(.bool(true))))
      if !path.isEmpty { members.append(("path", strings(path))) }
    }
    if !route.followUps.isEmpty {
      members.append(
        (
          "then",
          PlistValue(
            .array(
              route.followUps.map { followUp -> PlistValue in
                let entries: [PlistDictionary.Entry]
                switch followUp {
                case .present(let style, let path):
                  entries = [
                    .init(key: "present", value: PlistValue(.string(style.rawValue))),
                    .init(key: "path", value: strings(path)),
                  ]
                case .action(let name):
                  entries = [.init(key: "action", value: PlistValue(.string(name)))]
                }
                return PlistValue(.dictionary(PlistDictionary(entries)))
              }))
        ))
    }
    if let check = route.check { members.append(("check", PlistValue(.string(check)))) }
    if route.policy != .automatic {
      members.append(("policy", PlistValue(.string(route.policy.rawValue))))
    }
    if route.runsBehindGate { members.append(("behindGate", PlistValue(.bool(true)))) }
    if !route.handlesShortcut { members.append(("shortcut", PlistValue(.bool(false)))) }
    if !route.contentIdentifiers.isEmpty {
      members.append(
        (
          "contentIdentifiers",
          PlistValue(.array(route.contentIdentifiers.map { PlistValue(.string($0.text)) }))
        ))
    }
    members += encodeAliases(route)
    members += Trigger.encode(route.triggers)
    return PlistValue(.dictionary(PlistDictionary(members.map { .init(key: $0.0, value: $0.1) })))
  }
}

extension NavigationMap {
  /// The map as a `QuickActionNavigation` dictionary: its tabs, its screens (sorted) and its
  /// launch state.
  public var plistValue: PlistValue {
    let tabValues = tabs.map { tab -> PlistValue in
      var members: [PlistDictionary.Entry] = [.init(key: "id", value: PlistValue(.string(tab.id)))]
      if let root = tab.root {
        members.append(.init(key: "root", value: PlistValue(.string(root))))
      }
      if tab.isSplit { members.append(.init(key: "split", value: PlistValue(.bool(true)))) }
      return PlistValue(.dictionary(PlistDictionary(members)))
    }
    return PlistValue(
      .dictionary(
        PlistDictionary([
          .init(key: "tabs", value: PlistValue(.array(tabValues))),
          .init(
            key: "screens",
            value: PlistValue(.array(screens.sorted().map { PlistValue(.string($0)) }))),
          .init(key: "launch", value: launchState.plistValue),
        ])))
  }
}
