#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
import PropertyList

/// The quick actions an app registers at run time (`UIApplication.shortcutItems`), safe to use
/// from any thread, and able to persist itself to a property-list file.
///
/// Saving writes a temporary file and renames it over the store, so a crash leaves the old or the
/// new store. Loading a store that does not parse never replaces it: the broken file is moved
/// aside and the error returned, so nothing is lost.
public final class DynamicShortcutRegistry: Sendable {
  private let state = Locked<[ShortcutItem]>([])

  public init(_ items: [ShortcutItem] = []) {
    state.withLock { $0 = items.map { Self.dynamic($0) } }
  }

  /// The registered items in registration order.
  public var items: [ShortcutItem] { state.withLock { $0 } }

  /// Adds an item, or replaces (in place) the item with the same type. Returns whether an item
  /// was replaced.
  @discardableResult
  public func register(_ item: ShortcutItem) -> Bool {
    let item = Self.dynamic(item)
    return state.withLock { items in
      if let index = items.firstIndex(where: { $0.type == item.type }) {
        items[index] = item
        return true
      }
      items.append(item)
      return false
    }
  }

  /// Replaces every item at once, as assigning `UIApplication.shortcutItems` does.
  public func replaceAll(with newItems: [ShortcutItem]) {
    state.withLock { $0 = newItems.map { Self.dynamic($0) } }
  }

  /// Removes the item of this type; returns it, or nil when there was none.
  @discardableResult
  public func remove(type: String) -> ShortcutItem? {
    state.withLock { items in
      guard let index = items.firstIndex(where: { $0.type == type }) else { return nil }
      return items.remove(at: index)
    }
  }

  private static func dynamic(_ item: ShortcutItem) -> ShortcutItem {
    var item = item
    item.source = .dynamic
    return item
  }

  // MARK: Persistence

  /// The key a stored item's `targetContentIdentifier` is saved under (not an Info.plist key).
  static let targetContentKey = "UIApplicationShortcutItemTargetContentIdentifier"

  /// The store as a property list (the same keys as `UIApplicationShortcutItems`).
  public var propertyList: PlistValue {
    let entries = items.map { item -> PlistValue in
      var dict = PlistDictionary()
      dict.set(.init(.string(item.type)), forKey: ShortcutItemKey.type.rawValue)
      dict.set(.init(.string(item.title)), forKey: ShortcutItemKey.title.rawValue)
      if let subtitle = item.subtitle { dict.set(.init(.string(subtitle)), forKey: ShortcutItemKey.subtitle.rawValue) }
      switch item.icon {
      case .system(let icon)?: dict.set(.init(.string(icon.infoPlistName)), forKey: ShortcutItemKey.iconType.rawValue)
      case .template(let name)?: dict.set(.init(.string(name)), forKey: ShortcutItemKey.iconFile.rawValue)
      case .symbol(let name)?: dict.set(.init(.string(name)), forKey: ShortcutItemKey.iconSymbolName.rawValue)
      case nil: break
      }
      if !item.userInfo.isEmpty {
        dict.set(.init(.dictionary(item.userInfo)), forKey: ShortcutItemKey.userInfo.rawValue)
      }
      if let target = item.targetContentIdentifier {
        dict.set(.init(.string(target)), forKey: Self.targetContentKey)
      }
      return PlistValue(.dictionary(dict))
    }
    return PlistValue(.dictionary(PlistDictionary([.init(key: ShortcutItemKey.items, value: .init(.array(entries)))])))
  }

  /// Writes the store atomically. A userInfo date that XML cannot hold writes nothing.
  public func save(to path: String) throws(AtomicFile.Failure) {
    let text: String
    do {
      text = try XMLPlistWriter.write(propertyList)
    } catch {
      throw AtomicFile.Failure(path: path, reason: "nothing written: \(error)")
    }
    try AtomicFile.write(Array(text.utf8), to: path)
  }

  /// What loading a store found.
  public struct LoadReport: Sendable, Hashable {
    /// The error of a store that did not parse, and where the broken file was moved.
    public var corruptStore: PlistError?
    public var movedAsideTo: String?
  }

  /// The items of a store's bytes, without touching any file.
  public static func decodeStore(_ bytes: [UInt8]) throws(PlistError) -> [ShortcutItem] {
    let root = try PropertyList.parse(bytes)
    return (root[ShortcutItemKey.items]?.arrayValue ?? []).compactMap { value -> ShortcutItem? in
      var item = StaticShortcuts.decodeItem(value, source: .dynamic)
      item?.targetContentIdentifier = value[targetContentKey]?.stringValue
      return item
    }
  }

  /// Reads the items stored at `path`, replacing the registry's items. A missing file is an
  /// empty store. A file that does not parse is moved aside (never overwritten) and reported;
  /// the registry is then empty.
  @discardableResult
  public func load(from path: String) -> LoadReport {
    guard let data = FileManager.default.contents(atPath: path) else {
      replaceAll(with: [])
      return LoadReport()
    }
    do {
      replaceAll(with: try Self.decodeStore([UInt8](data)))
      return LoadReport()
    } catch {
      replaceAll(with: [])
      return LoadReport(corruptStore: error, movedAsideTo: AtomicFile.moveAside(path, suffix: "corrupt"))
    }
  }
}
