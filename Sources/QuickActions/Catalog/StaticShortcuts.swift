import PropertyList

/// The static quick actions of an Info.plist (or the demo `Shortcuts.plist`), as iOS reads them.
///
/// Entries that iOS would not show (not a dictionary, no type or title) are left out here; the
/// linter is what reports them.
public enum StaticShortcuts {
  /// The items of `UIApplicationShortcutItems` in file order, with build settings expanded and
  /// titles localized.
  public static func decode(
    _ root: PlistValue, settings: BuildSettings = BuildSettings(),
    strings: PlistDictionary? = nil
  ) -> [ShortcutItem] {
    guard let entries = root[ShortcutItemKey.items]?.arrayValue else { return [] }
    return entries.compactMap {
      decodeItem($0, settings: settings, strings: strings, source: .static)
    }
  }

  /// The manifest key under which an app declares the dynamic items it registers at run time,
  /// so that the linter and the simulator know them.
  public static let declaredDynamicItemsKey = "QuickActionDynamicItems"

  /// The dynamic items a manifest declares under `QuickActionDynamicItems`, in file order.
  public static func declaredDynamicItems(
    _ root: PlistValue, settings: BuildSettings = BuildSettings(), strings: PlistDictionary? = nil
  ) -> [ShortcutItem] {
    guard let entries = root[declaredDynamicItemsKey]?.arrayValue else { return [] }
    return entries.compactMap {
      decodeItem($0, settings: settings, strings: strings, source: .dynamic)
    }
  }

  /// One item dictionary, or nil when iOS would not show it.
  public static func decodeItem(
    _ value: PlistValue, settings: BuildSettings = BuildSettings(), strings: PlistDictionary? = nil,
    source: ShortcutItem.Source
  ) -> ShortcutItem? {
    guard let dict = value.dictionaryValue else { return nil }
    func string(_ key: ShortcutItemKey) -> String? {
      dict[key.rawValue]?.stringValue.map(settings.expand)
    }
    func localized(_ key: ShortcutItemKey) -> String? {
      guard let raw = dict[key.rawValue]?.stringValue else { return nil }
      return settings.expand(strings?[raw]?.stringValue ?? raw)
    }
    guard let type = string(.type), !type.trimmingWhitespace.isEmpty,
      let title = localized(.title), !title.trimmingWhitespace.isEmpty
    else { return nil }
    let icon = ShortcutIcon.resolve(
      type: string(.iconType), file: string(.iconFile), symbol: string(.iconSymbolName))
    return ShortcutItem(
      type: type, title: title, subtitle: localized(.subtitle), icon: icon,
      userInfo: dict[ShortcutItemKey.userInfo.rawValue]?.dictionaryValue ?? PlistDictionary(),
      source: source, location: value.location)
  }
}

extension StringProtocol {
  /// The text without leading and trailing white space (FoundationEssentials has no
  /// `trimmingCharacters`).
  public var trimmingWhitespace: Substring {
    var s = Substring(self)
    while let first = s.first, first.isWhitespace { s.removeFirst() }
    while let last = s.last, last.isWhitespace { s.removeLast() }
    return s
  }
}
