import PropertyList
import PropertyListOpenStep
import QuickActions

/// The demo-app manifest (`Shortcuts.plist`, or an Info.plist with the same keys) as the tool's
/// commands read it (`items`, `map`, `preview`, `route`, `simulate`, `android`), with errors
/// rendered the compiler way.
public struct ManifestFile: Sendable {
  /// The path it was read from.
  public let path: String
  /// Its bytes, for the excerpts of later errors.
  public let bytes: [UInt8]
  /// Its root value.
  public let root: PlistValue
  /// The strings below the manifest's folder, read when it declares a development language (an
  /// app's Info.plist does; the demo's Shortcuts.plist does not, and the repository below it
  /// holds other apps' strings).
  public let folderStrings: LocalizedStrings?

  /// Reads the manifest as iOS would: a duplicate key keeps its last value, with a warning said
  /// in `environment` (`quickaction lint` reports it as an error).
  public static func load(_ path: String, in environment: ToolEnvironment) throws(ToolRunError)
    -> ManifestFile
  {
    let bytes = try environment.read(path)
    do {
      let document = try PropertyList.read(
        bytes, format: PropertyList.format(of: bytes, path: path),
        options: .init(allowsDuplicateKeys: true))
      let text = PropertyList.sourceText(bytes)
      for duplicate in document.duplicateKeys {
        environment.say(
          SourceExcerpt.render(
            path: path, source: text, severity: "warning", message: duplicate.message,
            location: duplicate.location, notes: duplicate.notes))
      }
      let folderStrings =
        TitleLocalization.developmentRegion(document.root) == nil
        ? nil : LocalizedStrings.load(directory: folder(of: path)).0
      return ManifestFile(
        path: path, bytes: bytes, root: document.root, folderStrings: folderStrings)
    } catch {
      throw .invalidFile(SourceExcerpt.render(error, path: path, source: bytes))
    }
  }

  /// A message about a value of the manifest, with its line and caret.
  public func problem(_ error: ManifestError) -> ToolRunError {
    .invalidFile(
      SourceExcerpt.render(
        path: path, source: PropertyList.sourceText(bytes), severity: "error",
        message: error.message, location: error.location))
  }

  /// The static items, titles from `strings`, or by default in the development language, as a
  /// device in that language shows them (`TitleLocalization`).
  public func staticItems(
    _ settings: BuildSettings = BuildSettings(), strings: PlistDictionary? = nil
  ) -> [ShortcutItem] {
    StaticShortcuts.decode(
      root, settings: settings, strings: strings ?? titleStrings(settings: settings))
  }

  /// The dynamic items the manifest declares (`QuickActionDynamicItems`), titles as `staticItems`.
  public func declaredDynamicItems(
    _ settings: BuildSettings = BuildSettings(), strings: PlistDictionary? = nil
  ) -> [ShortcutItem] {
    StaticShortcuts.declaredDynamicItems(
      root, settings: settings, strings: strings ?? titleStrings(settings: settings))
  }

  /// The development language the manifest declares (`CFBundleDevelopmentRegion`), if any.
  public func developmentRegion(_ settings: BuildSettings = BuildSettings()) -> String? {
    TitleLocalization.developmentRegion(root, settings: settings)
  }

  /// The strings iOS looks titles up in for a user whose languages are `languages`: theirs, then
  /// the development language's (`TitleLocalization`), from `localized` or the manifest's folder.
  public func titleStrings(
    languages: [String] = [], in localized: LocalizedStrings? = nil,
    settings: BuildSettings = BuildSettings()
  ) -> PlistDictionary? {
    guard let tables = localized ?? folderStrings else { return nil }
    return TitleLocalization.strings(
      languages: languages, developmentRegion: developmentRegion(settings), in: tables)
  }

  /// The name under the app icon: `CFBundleDisplayName`, else `CFBundleName`, with build
  /// settings expanded; nil when neither is a plain string.
  public func appName(_ settings: BuildSettings = BuildSettings()) -> String? {
    for key in ["CFBundleDisplayName", "CFBundleName"] {
      if case .string(let name)? = root[key]?.kind {
        let expanded = settings.expand(name)
        if !expanded.isEmpty, !expanded.contains("$(") { return expanded }
      }
    }
    return nil
  }

  /// The manifest's route table, checked against its navigation map; an error without one.
  public func routes() throws(ToolRunError) -> RouteTable {
    let table: RouteTable?
    do {
      table = try RouteTable(plist: root)
      try table?.checkAgainstMap()
    } catch {
      throw problem(error)
    }
    guard let table else {
      throw .invalidFile(
        "\(path): error: no \(RouteTable.routesKey) key; add routes to route or simulate quick actions"
      )
    }
    return table
  }

  /// The state in the file at `statePath` (plist or JSON), or the manifest's launch state.
  public func state(
    from statePath: String?, table: RouteTable, in environment: ToolEnvironment
  ) throws(ToolRunError) -> NavigationState {
    guard let statePath else {
      guard let map = table.map else {
        throw .invalidFile(
          "\(path): error: no \(RouteTable.navigationKey) key and no --state; the app's navigation is unknown"
        )
      }
      return map.launchState
    }
    return try Self.decode(statePath, in: environment) { (value) throws(ManifestError) in
      try NavigationState(plist: value, knownScreens: table.map?.screens)
    }
  }

  /// A JSON or property-list file (by its extension or its first character) read with `decode`;
  /// a file that does not parse, or that `decode` refuses, is an error with its position.
  public static func decode<T>(
    _ path: String, in environment: ToolEnvironment,
    _ decode: (PlistValue) throws(ManifestError) -> T
  ) throws(ToolRunError) -> T {
    let bytes = try environment.read(path)
    let format: PropertyList.Format =
      path.hasSuffix(".json") || bytes.first(where: { $0 > 0x20 }) == 0x7B
      ? .json : PropertyList.format(of: bytes, path: path)
    let value: PlistValue
    do {
      value = try PropertyList.read(bytes, format: format).root
    } catch {
      throw .invalidFile(SourceExcerpt.render(error, path: path, source: bytes))
    }
    do {
      return try decode(value)
    } catch {
      throw .invalidFile(
        SourceExcerpt.render(
          path: path, source: PropertyList.sourceText(bytes),
          severity: "error", message: error.message, location: error.location))
    }
  }

  /// The item of this type (static, or declared dynamic) that `userInfo` names, carrying just
  /// those values (see `StaticShortcuts.item(ofType:userInfo:among:)`).
  public func item(type: String, userInfo: PlistDictionary) -> ShortcutItem {
    StaticShortcuts.item(
      ofType: type, userInfo: userInfo, among: staticItems() + declaredDynamicItems())
  }

  /// The item of this type with userInfo values given as text (`--user-info KEY=VALUE`).
  public func item(type: String, userInfo extra: [(String, String)]) -> ShortcutItem {
    item(type: type, userInfo: Self.userInfo(extra))
  }

  /// userInfo values given as text, as strings.
  public static func userInfo(_ pairs: [(String, String)]) -> PlistDictionary {
    var dictionary = PlistDictionary()
    for (key, value) in pairs { dictionary.set(PlistValue(.string(value)), forKey: key) }
    return dictionary
  }

  /// The folder a path is in (`.` for a bare name).
  public static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// What iOS shows for a language the app has no strings for: the development language's
  /// translation when the app has one (`CFBundleDevelopmentRegion`), else the text as written.
  public func fallbackNote(
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

extension ManifestFile {
  /// The items of a store of dynamic items, as `DynamicShortcutRegistry` saves it; a store that
  /// does not read is an error with its place.
  public static func storedItems(_ path: String, in environment: ToolEnvironment)
    throws(ToolRunError) -> [ShortcutItem]
  {
    let bytes = try environment.read(path)
    do {
      return try DynamicShortcutRegistry.decodeStore(bytes)
    } catch {
      throw .invalidFile(
        SourceExcerpt.render(
          path: path, source: PropertyList.sourceText(bytes), severity: "error",
          message: error.message, location: error.location))
    }
  }
}
