import PropertyList

/// The navigation state as a property-list value in the same shape the state decoder reads, so a
/// state printed by the tool can be saved and fed back with `--state`.
extension NavigationState {
  /// The state as a dictionary `NavigationState(plist:)` reads back as an equal state.
  public var plistValue: PlistValue {
    var members: [(String, PlistValue)] = [("root", Self.encode(root))]
    if !presentations.isEmpty {
      members.append(("presentations", PlistValue(.array(presentations.map(Self.encode)))))
    }
    if let gate { members.append(("gate", PlistValue(.string(gate.rawValue)))) }
    return Self.dict(members)
  }

  static func dict(_ members: [(String, PlistValue)]) -> PlistValue {
    PlistValue(
      .dictionary(PlistDictionary(members.map { PlistDictionary.Entry(key: $0.0, value: $0.1) })))
  }

  static func encode(_ screens: [Screen]) -> PlistValue {
    PlistValue(.array(screens.map { PlistValue(.string(Self.text(of: $0))) }))
  }

  /// `id` or `id(key=value, …)`, the form the decoder reads.
  static func text(of screen: Screen) -> String {
    guard !screen.parameters.isEmpty else { return ScreenSyntax.escape(screen.id) }
    let list = screen.parameters.sorted { $0.key < $1.key }
      .map { ScreenSyntax.escape($0.key) + "=" + ScreenSyntax.escape($0.value) }.joined(
        separator: ", ")
    return "\(ScreenSyntax.escape(screen.id))(\(list))"
  }

  static func encode(_ split: SplitView) -> PlistValue {
    dict([
      ("primary", encode(split.primary)), ("secondary", encode(split.secondary)),
      ("collapsed", PlistValue(.bool(split.isCollapsed))),
    ])
  }

  static func encode(_ root: Root) -> PlistValue {
    switch root {
    case .stack(let s): return dict([("stack", encode(s))])
    case .split(let split): return dict([("split", encode(split))])
    case .tabs(let tabs, let selected):
      let list = tabs.map { tab -> PlistValue in
        switch tab.content {
        case .stack(let s):
          return dict([("id", PlistValue(.string(tab.id))), ("stack", encode(s))])
        case .split(let split):
          return dict([("id", PlistValue(.string(tab.id))), ("split", encode(split))])
        }
      }
      var members: [(String, PlistValue)] = [("tabs", PlistValue(.array(list)))]
      if tabs.indices.contains(selected) {
        members.append(("selected", PlistValue(.string(tabs[selected].id))))
      }
      return dict(members)
    }
  }

  static func encode(_ p: Presentation) -> PlistValue {
    var members: [(String, PlistValue)] = [
      ("style", PlistValue(.string(p.style.rawValue))), ("stack", encode(p.stack)),
    ]
    if p.hasUnsavedChanges { members.append(("unsaved", PlistValue(.bool(true)))) }
    if p.isModalInPresentation { members.append(("modalInPresentation", PlistValue(.bool(true)))) }
    return dict(members)
  }
}

extension ShortcutItem {
  /// The item as `items --format json` prints it (ARCHITECTURE.md's contract).
  public func json(visible: Bool) -> JSONValue {
    .object([
      ("type", .string(type)), ("title", .string(title)),
      ("subtitle", subtitle.map { .string($0) } ?? .null),
      (
        "icon",
        icon.map { .object([("kind", .string($0.kind)), ("name", .string($0.name))]) } ?? .null
      ),
      ("userInfo", PlistValue(.dictionary(userInfo)).json),
      ("source", .string(source.rawValue)), ("visible", .bool(visible)),
    ])
  }
}

extension HomeScreenMenu {
  /// `{"visibleLimit": 4, "items": […]}`, the contract of `items --format json`.
  public var json: JSONValue {
    .object([
      ("visibleLimit", .int(visibleLimit)),
      ("items", .array(items.enumerated().map { $1.json(visible: isVisible(at: $0)) })),
    ])
  }
}
