import PropertyList
import QuickActionTooling
import QuickActions

/// `quickaction items`: the Home Screen menu as iOS would show it.
enum ItemsCommand: Command {
  static let name = "items"
  static let summary = "List the quick actions as the Home Screen shows them (static, then dynamic)"
  static let usage = """
    USAGE: quickaction items [FILE] [--dynamic FILE] [--language LANG] [--strings DIR]
                             [--define VAR=VALUE]… [--format text|json]

    Lists the static items of FILE (default ./Shortcuts.plist) in file order, then the dynamic
    ones (declared under QuickActionDynamicItems, and those in a --dynamic store), marking which
    the Home Screen shows (the first 4).

    OPTIONS:
      --dynamic FILE        a store of dynamic items, as DynamicShortcutRegistry saves it
      --language LANG       the user's language: titles from LANG.lproj/InfoPlist.strings or
                            InfoPlist.xcstrings (below --strings DIR, by default the folder of
                            FILE), then as iOS falls back: the development language's
                            (CFBundleDevelopmentRegion) strings, then the text as written
      --strings DIR         where the .lproj folders and String Catalogs are
      --define VAR=VALUE    a build setting for $(VAR) references; repeatable
      --format FORMAT       text (default) or json
    """

  static let spec = ArgumentSpec(
    valueOptions: ["--dynamic", "--language", "--strings", "--define", "--format"],
    repeatable: ["--define"])

  static func run(_ arguments: [String]) throws -> Int32 {
    let args = try Arguments(arguments, spec: spec)
    let path = try args.positionals(atMost: 1).first ?? "Shortcuts.plist"
    let format = try args.choice("--format", ["text", "json"], default: "text")
    let settings = BuildSettings(
      Dictionary(try args.pairs("--define"), uniquingKeysWith: { _, b in b }))
    let manifest: Manifest
    do { manifest = try Manifest.load(path) } catch let invalid as Manifest.Invalid {
      Console.error(invalid.description)
      return ExitStatus.failure
    }
    var strings: PlistDictionary? = nil
    if let language = args.value("--language") {
      let directory = args.value("--strings") ?? folder(of: path)
      let localized = LocalizedStrings.load(directory: directory).0
      if TitleLocalization.table(for: language, in: localized) == nil {
        Console.error(
          fallbackNote(
            language, directory, manifest: manifest, localized: localized, settings: settings))
      }
      strings = manifest.titleStrings(languages: [language], in: localized, settings: settings)
    } else if let directory = args.value("--strings") {
      strings = manifest.titleStrings(
        in: LocalizedStrings.load(directory: directory).0, settings: settings)
    }
    var dynamic = manifest.declaredDynamicItems(settings, strings: strings)
    if let store = args.value("--dynamic") {
      let bytes = try Console.read(store)
      do {
        dynamic += try DynamicShortcutRegistry.decodeStore(bytes)
      } catch {
        Console.fileError(path: store, bytes: bytes, message: error.message, at: error.location)
        return ExitStatus.failure
      }
    }
    let menu = HomeScreenMenu(
      static: manifest.staticItems(settings, strings: strings), dynamic: dynamic)
    if format == "json" {
      Console.out(menu.json.serialized(pretty: true))
    } else {
      Console.out(text(menu, path: path))
    }
    return ExitStatus.success
  }

  /// What iOS shows for a language the app has no strings for: the development language's
  /// translation when the app has one (`CFBundleDevelopmentRegion`), else the text as written.
  static func fallbackNote(
    _ language: String, _ directory: String, manifest: Manifest, localized: LocalizedStrings,
    settings: BuildSettings
  ) -> String {
    let head =
      "note: no '\(TerminalText.escape(MessageText.clip(language)))' strings below \(TerminalText.escape(directory)) (InfoPlist.strings or InfoPlist.xcstrings): "
    if let region = manifest.developmentRegion(settings),
      TitleLocalization.table(for: region, in: localized) != nil
    {
      return head + "iOS shows the development language's ('\(TerminalText.escape(region))') titles"
    }
    return head + "iOS shows the development language's titles, as written"
  }

  static func text(_ menu: HomeScreenMenu, path: String) -> String {
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
    func line(_ cells: [String]) -> String {
      "  " + zip(cells, widths).map { $0.padding($1 + 1) }.joined().trimmingTrailingSpaces
    }
    lines.append(line(header))
    for (index, row) in rows.enumerated() {
      if index == menu.visibleLimit {
        lines.append("  -- the Home Screen shows \(menu.visibleLimit); these are never seen --")
      }
      lines.append(line(row))
      if let subtitle = menu.items[index].subtitle {
        lines.append("     " + "".padding(widths[0]) + subtitle)
      }
      if !menu.items[index].userInfo.isEmpty {
        lines.append(
          "     " + "".padding(widths[0]) + "userInfo "
            + PlistValue(.dictionary(menu.items[index].userInfo)).json.serialized())
      }
    }
    // Values from the files are escaped before they reach a terminal or a CI log.
    return lines.map(TerminalText.escape).joined(separator: "\n")
  }
}

extension String {
  var trimmingTrailingSpaces: String {
    var s = self
    while s.last == " " { s.removeLast() }
    return s
  }
}
