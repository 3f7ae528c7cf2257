import PropertyList
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

  /// One entry of `UIApplicationShortcutItems` that is a dictionary.
  struct Item {
    var index: Int
    var value: PlistValue
    var dict: PlistDictionary

    func entry(_ key: ShortcutItemKey) -> PlistDictionary.Entry? { dict.entry(forKey: key.rawValue) }
    func string(_ key: ShortcutItemKey) -> String? { dict[key.rawValue]?.stringValue }
  }

  init(file: String, bytes: [UInt8], configuration: LintConfiguration) {
    self.file = file
    self.configuration = configuration
    var document: PlistDocument? = nil
    var parseError: PlistError? = nil
    do {
      document = try PropertyList.read(bytes, format: PropertyList.format(of: bytes, path: file),
                                       options: .init(allowsDuplicateKeys: true))
    } catch {
      parseError = error
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
    self.routes = routes
    self.routesFile = routesFile
    self.routesError = routesError
  }

  var root: PlistValue? { document?.root }

  /// The `UIApplicationShortcutItems` value, if the root has one.
  var itemsEntry: PlistDictionary.Entry? {
    root?.dictionaryValue?.entry(forKey: ShortcutItemKey.items)
  }

  /// The entries that are dictionaries, in file order.
  var items: [Item] {
    guard let array = itemsEntry?.value.arrayValue else { return [] }
    return array.enumerated().compactMap { index, value in
      value.dictionaryValue.map { Item(index: index, value: value, dict: $0) }
    }
  }

  /// The static items as iOS would decode them (valid ones only), build settings expanded.
  var staticItems: [ShortcutItem] {
    guard let root else { return [] }
    return StaticShortcuts.decode(root, settings: configuration.buildSettings)
  }

  /// Items the app declares it registers at run time: the configuration's, and those under the
  /// file's `QuickActionDynamicItems` key (the demo manifest's way of declaring them).
  var dynamicItems: [ShortcutItem] {
    var out = configuration.dynamicItems
    if let declared = root?[Self.dynamicItemsKey]?.arrayValue {
      out += declared.compactMap {
        StaticShortcuts.decodeItem($0, settings: configuration.buildSettings, source: .dynamic)
      }
    }
    return out
  }

  static let dynamicItemsKey = "QuickActionDynamicItems"

  func finding<R: LintRule>(_ rule: R.Type, _ message: String, at location: SourceLocation,
                            notes: [Finding.Note] = [], fixIt: String? = nil, file: String? = nil) -> Finding {
    Finding(rule: R.id, severity: R.severity, message: message, file: file ?? self.file, location: location,
            notes: notes, fixIt: fixIt)
  }
}
