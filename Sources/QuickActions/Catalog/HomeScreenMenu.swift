/// What the Home Screen shows when the app icon is long-pressed: the static items in file
/// order, then the dynamic ones, up to the visible limit.
public struct HomeScreenMenu: Sendable, Hashable {
  /// How many quick actions the Home Screen shows (four on current iPhones).
  public static let defaultVisibleLimit = 4

  /// How many items the Home Screen shows.
  public let visibleLimit: Int
  /// Every item in menu order.
  public let items: [ShortcutItem]

  /// The menu of these static items, then these dynamic ones, of which the first `visibleLimit` show.
  public init(
    static staticItems: [ShortcutItem], dynamic: [ShortcutItem] = [],
    visibleLimit: Int = HomeScreenMenu.defaultVisibleLimit
  ) {
    self.visibleLimit = visibleLimit
    items = staticItems + dynamic
  }

  /// The items shown.
  public var visible: ArraySlice<ShortcutItem> { items.prefix(visibleLimit) }

  /// The items cut at the limit, which the user never sees.
  public var cut: ArraySlice<ShortcutItem> { items.dropFirst(visibleLimit) }

  /// Whether the item at `index` (in menu order) is shown.
  public func isVisible(at index: Int) -> Bool { index < visibleLimit }

  /// The first item with this type.
  public func item(ofType type: String) -> ShortcutItem? { items.first { $0.type == type } }
}
