import PropertyList

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The quick actions an app registers at run time (`UIApplication.shortcutItems`), safe to use
/// from any thread, and able to persist itself to a property-list file.
///
/// Persistence (`save(to:)`, `load(from:)`) is in DynamicShortcutRegistry+Store.swift.
public final class DynamicShortcutRegistry: Sendable {
  private let state = Locked<[ShortcutItem]>([])

  /// A registry holding these items, in order.
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
}
