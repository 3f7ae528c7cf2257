import PropertyList
import PropertyListOpenStep
import QuickActionTooling
import QuickActions

/// What every rule reads: the file, its parsed document (when it parsed), its shortcut items
/// and the configuration.
struct LintContext {
  let file: String
  let configuration: LintConfiguration
  /// The document, read leniently (duplicate keys listed, not thrown); nil when it did not parse.
  let document: PlistDocument?
  let parseError: PlistError?
  /// The route table: the configuration's, or the one the file itself declares.
  let routes: RouteTable?
  let routesFile: String?
  let routesError: ManifestError?
  /// The `UIApplicationShortcutItems` entry, if the root has one.
  let itemsEntry: PlistDictionary.Entry?
  /// The entries of `UIApplicationShortcutItems` that are dictionaries, in file order.
  let items: [Item]
  /// The static items as iOS would decode them (valid ones only), build settings expanded.
  let staticItems: [ShortcutItem]
  /// Items the app declares it registers at run time: the configuration's, the routes file's,
  /// and those under the file's `QuickActionDynamicItems` key.
  let dynamicItems: [ShortcutItem]
  /// The language the Info.plist's own text is in: `CFBundleDevelopmentRegion` (Xcode writes
  /// `$(DEVELOPMENT_LANGUAGE)`, which it expands to the project's, English unless changed).
  let developmentLanguage: String
  /// The translation tables, Base apart: Base.lproj holds a storyboard's or the development
  /// language's strings, not a translation.
  let translations: [LocalizedStrings.Table]

  /// One entry of `UIApplicationShortcutItems` that is a dictionary.
  struct Item {
    var index: Int
    var value: PlistValue
    var dict: PlistDictionary

    func entry(_ key: ShortcutItemKey) -> PlistDictionary.Entry? {
      dict.entry(forKey: key.rawValue)
    }
    func string(_ key: ShortcutItemKey) -> String? { dict[key.rawValue]?.stringValue }
  }

  init(file: String, bytes: [UInt8], configuration: LintConfiguration) {
    self.file = file
    self.configuration = configuration
    var document: PlistDocument? = nil
    var parseError: PlistError? = nil
    // An apple-app-site-association file is JSON that `aasa-format` reads, not a property list.
    if !configuration.associationFiles.contains(where: { $0.file == file }) {
      do {
        document = try PropertyList.read(
          bytes, format: PropertyList.format(of: bytes, path: file),
          options: .init(allowsDuplicateKeys: true))
      } catch {
        parseError = error
      }
    }
    self.document = document
    self.parseError = parseError
    var routes = configuration.routes
    var routesFile = configuration.routesFile
    var routesError: ManifestError? = nil
    if routes == nil, let root = document?.root {
      do {
        routes = try RouteTable(plist: root)
        routesFile = nil
      } catch {
        routesError = error
      }
    }
    // Route keys are expanded as the items' types are (`--define`, the project's settings), so
    // `$(PRODUCT_BUNDLE_IDENTIFIER).post` routes the item of type `com.example.qa.post`.
    self.routes = routes?.expandingBuildSettings(configuration.buildSettings)
    self.routesFile = routesFile
    self.routesError = routesError
    let root = document?.root
    itemsEntry = root?.dictionaryValue?.entry(forKey: ShortcutItemKey.items)
    items = (itemsEntry?.value.arrayValue ?? []).enumerated().compactMap { index, value in
      value.dictionaryValue.map { Item(index: index, value: value, dict: $0) }
    }
    staticItems =
      root.map { StaticShortcuts.decode($0, settings: configuration.buildSettings) } ?? []
    // The routes file's declared items, unless it is this file, whose own are read below.
    dynamicItems =
      configuration.dynamicItems
      + (configuration.routesFile == file ? [] : configuration.routesDynamicItems)
      + (root.map {
        StaticShortcuts.declaredDynamicItems($0, settings: configuration.buildSettings)
      } ?? [])
    let region = root?.dictionaryValue?["CFBundleDevelopmentRegion"]?.stringValue.map(
      configuration.buildSettings.expand)
    developmentLanguage = region.flatMap { $0.isEmpty || $0.contains("$(") ? nil : $0 } ?? "en"
    translations =
      configuration.localizedStrings?.tables.filter { $0.language.lowercased() != "base" } ?? []
  }

  /// Whether `text` reads as a localization key rather than words: no space, and an underscore
  /// or a dot between its parts (`IDS_NEW_TAB_TITLE`, `Shortcut.NewTab.Title`). Such a text is
  /// never measured or spell-checked as a title.
  static func looksLikeKey(_ text: String) -> Bool {
    !text.isEmpty && !text.contains(" ") && (text.contains("_") || text.contains("."))
      && text.unicodeScalars.allSatisfy {
        $0.properties.isAlphabetic || ("0"..."9").contains($0) || "_.-".unicodeScalars.contains($0)
      }
  }

  func finding<R: LintRule>(
    _ rule: R.Type, _ message: String, at location: SourceLocation,
    notes: [Finding.Note] = [], fixIt: String? = nil, file: String? = nil
  ) -> Finding {
    Finding(
      rule: R.id, severity: R.severity, message: message, file: file ?? self.file,
      location: location,
      notes: notes, fixIt: fixIt)
  }
}
