import PropertyList
import PropertyListOpenStep
import QuickActionTooling
import QuickActions

/// The demo-app manifest (`Shortcuts.plist` or an Info.plist with the same keys) as the `items`,
/// `route` and `simulate` commands read it, with errors rendered the compiler way.
struct Manifest {
  let path: String
  let bytes: [UInt8]
  let root: PlistValue
  /// The strings below the manifest's folder, read when it declares a development language (an
  /// app's Info.plist does; the demo's Shortcuts.plist does not, and the repository below it
  /// holds other apps' strings).
  let folderStrings: LocalizedStrings?

  /// A problem in the manifest, already rendered; exit status 1.
  struct Invalid: Error, CustomStringConvertible {
    var description: String
  }

  /// Reads the manifest as iOS would: a duplicate key keeps its last value, with a warning on
  /// standard error (`quickaction lint` reports it as an error).
  static func load(_ path: String) throws -> Manifest {
    let bytes = try Console.read(path)
    do {
      let document = try PropertyList.read(
        bytes, format: PropertyList.format(of: bytes, path: path),
        options: .init(allowsDuplicateKeys: true))
      let text = PropertyList.sourceText(bytes)
      for duplicate in document.duplicateKeys {
        Console.error(
          SourceExcerpt.render(
            path: path, source: text, severity: "warning", message: duplicate.message,
            location: duplicate.location, notes: duplicate.notes))
      }
      let folderStrings =
        TitleLocalization.developmentRegion(document.root) == nil
        ? nil : LocalizedStrings.load(directory: folder(of: path)).0
      return Manifest(path: path, bytes: bytes, root: document.root, folderStrings: folderStrings)
    } catch {
      throw Invalid(description: Console.render(error, path: path, bytes: bytes))
    }
  }

  /// A message about a value of the manifest, with its line and caret.
  func problem(_ error: ManifestError) -> Invalid {
    Invalid(
      description: SourceExcerpt.render(
        path: path, source: PropertyList.sourceText(bytes), severity: "error",
        message: error.message, location: error.location))
  }

  /// The static items, titles from `strings`, or by default in the development language, as a
  /// device in that language shows them (`TitleLocalization`).
  func staticItems(_ settings: BuildSettings = BuildSettings(), strings: PlistDictionary? = nil)
    -> [ShortcutItem]
  {
    StaticShortcuts.decode(
      root, settings: settings, strings: strings ?? titleStrings(settings: settings))
  }

  /// The dynamic items the manifest declares (`QuickActionDynamicItems`), titles as `staticItems`.
  func declaredDynamicItems(
    _ settings: BuildSettings = BuildSettings(), strings: PlistDictionary? = nil
  ) -> [ShortcutItem] {
    StaticShortcuts.declaredDynamicItems(
      root, settings: settings, strings: strings ?? titleStrings(settings: settings))
  }

  /// The development language the manifest declares (`CFBundleDevelopmentRegion`), if any.
  func developmentRegion(_ settings: BuildSettings = BuildSettings()) -> String? {
    TitleLocalization.developmentRegion(root, settings: settings)
  }

  /// The strings iOS looks titles up in for a user whose languages are `languages`: theirs, then
  /// the development language's (`TitleLocalization`), from `localized` or the manifest's folder.
  func titleStrings(
    languages: [String] = [], in localized: LocalizedStrings? = nil,
    settings: BuildSettings = BuildSettings()
  ) -> PlistDictionary? {
    guard let tables = localized ?? folderStrings else { return nil }
    return TitleLocalization.strings(
      languages: languages, developmentRegion: developmentRegion(settings), in: tables)
  }

  /// The name under the app icon: `CFBundleDisplayName`, else `CFBundleName`, with build
  /// settings expanded; nil when neither is a plain string.
  func appName(_ settings: BuildSettings = BuildSettings()) -> String? {
    for key in ["CFBundleDisplayName", "CFBundleName"] {
      if case .string(let name)? = root[key]?.kind {
        let expanded = settings.expand(name)
        if !expanded.isEmpty, !expanded.contains("$(") { return expanded }
      }
    }
    return nil
  }

  func routes() throws -> RouteTable {
    do {
      guard let table = try RouteTable(plist: root) else {
        throw Invalid(
          description:
            "\(path): error: no \(RouteTable.routesKey) key; add routes to route or simulate quick actions"
        )
      }
      try table.checkAgainstMap()
      return table
    } catch let error as ManifestError {
      throw problem(error)
    }
  }

  /// The state in `--state FILE` (plist or JSON), or the manifest's launch state.
  func state(from statePath: String?, table: RouteTable) throws -> NavigationState {
    guard let statePath else {
      guard let map = table.map else {
        throw Invalid(
          description:
            "\(path): error: no \(RouteTable.navigationKey) key and no --state; the app's navigation is unknown"
        )
      }
      return map.launchState
    }
    return try Self.decode(statePath) { (value) throws(ManifestError) in
      try NavigationState(plist: value, knownScreens: table.map?.screens)
    }
  }

  /// A JSON or property-list file (by its extension or its first character) read with `decode`;
  /// a file that does not parse, or that `decode` refuses, is an error with its position.
  static func decode<T>(_ path: String, _ decode: (PlistValue) throws(ManifestError) -> T) throws
    -> T
  {
    let bytes = try Console.read(path)
    let format: PropertyList.Format =
      path.hasSuffix(".json") || bytes.first(where: { $0 > 0x20 }) == 0x7B
      ? .json : PropertyList.format(of: bytes, path: path)
    let value: PlistValue
    do {
      value = try PropertyList.read(bytes, format: format).root
    } catch {
      throw Invalid(description: Console.render(error, path: path, bytes: bytes))
    }
    do {
      return try decode(value)
    } catch {
      throw Invalid(
        description: SourceExcerpt.render(
          path: path, source: PropertyList.sourceText(bytes),
          severity: "error", message: error.message, location: error.location))
    }
  }

  /// The item of this type (static, or declared dynamic) that `userInfo` names, carrying just
  /// those values (see `StaticShortcuts.item(ofType:userInfo:among:)`).
  func item(type: String, userInfo: PlistDictionary) -> ShortcutItem {
    StaticShortcuts.item(
      ofType: type, userInfo: userInfo, among: staticItems() + declaredDynamicItems())
  }

  /// The item of this type with `--user-info` values, which are strings.
  func item(type: String, userInfo extra: [(String, String)]) -> ShortcutItem {
    var userInfo = PlistDictionary()
    for (key, value) in extra { userInfo.set(PlistValue(.string(value)), forKey: key) }
    return item(type: type, userInfo: userInfo)
  }
}

/// The folder a path is in (`.` for a bare name).
func folder(of path: String) -> String {
  guard let slash = path.lastIndex(of: "/") else { return "." }
  return slash == path.startIndex ? "/" : String(path[..<slash])
}

extension Manifest {
  /// What iOS shows for a language the app has no strings for: the development language's
  /// translation when the app has one (`CFBundleDevelopmentRegion`), else the text as written.
  func fallbackNote(
    _ language: String, _ directory: String, localized: LocalizedStrings, settings: BuildSettings
  ) -> String {
    let head =
      "note: no '\(TerminalText.escape(MessageText.clip(language)))' strings below \(TerminalText.escape(directory)) (InfoPlist.strings or InfoPlist.xcstrings): "
    if let region = developmentRegion(settings),
      TitleLocalization.table(for: region, in: localized) != nil
    {
      return head + "iOS shows the development language's ('\(TerminalText.escape(region))') titles"
    }
    return head + "iOS shows the development language's titles, as written"
  }
}
