import PropertyList

extension StaticShortcuts {
  /// The item a simulated entry of `type` with `userInfo` stands for, among `items` (the static
  /// items, then the declared dynamic ones), carrying exactly `userInfo`.
  ///
  /// An app may register several items of one type told apart by their userInfo (one per
  /// account, Apple's own sample's way): the one chosen is the first whose userInfo agrees
  /// with every given value (no key given with another value), the one that agrees on most keys
  /// winning. Its title, subtitle and icon are kept; its userInfo is replaced by `userInfo`, so
  /// no value the caller did not give is filled in from another item. With no `userInfo`, the
  /// first item of the type is taken as declared. A type no item has, or values no item of the
  /// type agrees with, make a bare item titled with the type, as an undeclared dynamic item is.
  public static func item(
    ofType type: String, userInfo: PlistDictionary, among items: [ShortcutItem]
  ) -> ShortcutItem {
    let candidates = items.filter { $0.type == type }
    if userInfo.isEmpty, let first = candidates.first { return first }
    var best: (item: ShortcutItem, shared: Int)? = nil
    for candidate in candidates {
      guard let shared = agreement(of: candidate.userInfo, with: userInfo) else { continue }
      if best == nil || shared > best?.shared ?? 0 { best = (candidate, shared) }
    }
    var item = best?.item ?? ShortcutItem(type: type, title: type)
    item.userInfo = userInfo
    return item
  }

  /// How many keys `declared` shares with `given`, all with equal values; nil when one differs.
  /// A given string equals a declared number or Boolean written the same way (`42`, `true`): a
  /// command line gives only strings.
  static func agreement(of declared: PlistDictionary, with given: PlistDictionary) -> Int? {
    var shared = 0
    for entry in given {
      guard let value = declared[entry.key] else { continue }
      guard value == entry.value || scalarText(value) == entry.value.stringValue else {
        return nil
      }
      shared += 1
    }
    return shared
  }

  /// A number's or Boolean's text, as a command line would write it.
  static func scalarText(_ value: PlistValue) -> String? {
    switch value.kind {
    case .integer(let number): return number.description
    case .bool(let flag): return flag ? "true" : "false"
    default: return nil
    }
  }
}
