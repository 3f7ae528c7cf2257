import PropertyList
import QuickActionTooling
import QuickActions

/// What `quickaction items` is asked: the manifest, the stores and strings its titles come from,
/// and the format of the list.
public struct ItemsRequest: Sendable {
  /// The manifest (default `Shortcuts.plist`).
  public var file = "Shortcuts.plist"
  /// A store of dynamic items, as `DynamicShortcutRegistry` saves it.
  public var dynamic: String?
  /// The user's language, whose titles are shown.
  public var language: String?
  /// The folder of the `.lproj` folders and String Catalogs (default: the manifest's).
  public var strings: String?
  /// Build settings for `$(VAR)` references.
  public var definitions: [(String, String)] = []
  /// Text (default) or JSON.
  public var format: ReportFormat = .text

  /// A request for the text list of `Shortcuts.plist`.
  public init() {}
}

/// The Home Screen menu as `quickaction items` prints it: a table of the items for a person, or
/// a versioned JSON document.
public enum ItemsReport {
  /// The version of the JSON format: raised when a key changes meaning or goes away.
  public static let version = 1

  /// The menu in the request's format; `path` is the manifest's name in the text's headline.
  public static func render(_ menu: HomeScreenMenu, path: String, format: ReportFormat) -> String {
    switch format {
    case .text: return text(menu, path: path)
    case .json: return json(menu).serialized(pretty: true)
    }
  }

  /// `{"version": 1, "visibleLimit": 4, "items": [{"type", "title", "subtitle", "icon",
  /// "userInfo", "source", "visible"}]}`.
  public static func json(_ menu: HomeScreenMenu) -> JSONValue {
    guard case .object(let members) = menu.json else { return menu.json }
    return .object([("version", .int(version))] + members)
  }

  /// The items as a table, in the order iOS lists them, the cut below the visible limit marked.
  public static func text(_ menu: HomeScreenMenu, path: String) -> String {
    let shown = menu.visible.count
    var lines = [
      "\(path): \(menu.items.count) quick action\(menu.items.count == 1 ? "" : "s"), \(shown) shown on the Home Screen",
      "",
    ]
    let rows = menu.items.enumerated().map { index, item -> [String] in
      let icon: String
      switch item.icon {
      case .system(let system)?: icon = "system \(system.rawValue)"
      case let other?: icon = "\(other.kind) \(other.name)"
      case nil: icon = "none"
      }
      return ["\(index + 1)", item.title, item.type, icon, item.source.rawValue]
    }
    let header = ["#", "Title", "Type", "Icon", "Source"]
    let widths = (0..<header.count).map { column in
      ([header] + rows).map { DisplayWidth.of($0[column]) }.max() ?? 0
    }
    func pad(_ text: String, _ width: Int) -> String {
      let w = DisplayWidth.of(text)
      return w >= width ? text + " " : text + String(repeating: " ", count: width - w)
    }
    func line(_ cells: [String]) -> String {
      var text = "  " + zip(cells, widths).map { pad($0, $1 + 1) }.joined()
      while text.last == " " { text.removeLast() }
      return text
    }
    lines.append(line(header))
    for (index, row) in rows.enumerated() {
      if index == menu.visibleLimit {
        lines.append("  -- the Home Screen shows \(menu.visibleLimit); these are never seen --")
      }
      lines.append(line(row))
      if let subtitle = menu.items[index].subtitle {
        lines.append("     " + pad("", widths[0]) + subtitle)
      }
      if !menu.items[index].userInfo.isEmpty {
        lines.append(
          "     " + pad("", widths[0]) + "userInfo "
            + PlistValue(.dictionary(menu.items[index].userInfo)).json.serialized())
      }
    }
    // Values from the files are escaped before they reach a terminal or a CI log.
    return lines.map(TerminalText.escape).joined(separator: "\n")
  }
}
