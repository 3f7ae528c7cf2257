/// The keys of a `UIApplicationShortcutItems` entry in an Info.plist.
public enum ShortcutItemKey: String, Sendable, CaseIterable {
  /// The item's type (required).
  case type = "UIApplicationShortcutItemType"
  /// The item's title (required).
  case title = "UIApplicationShortcutItemTitle"
  /// The line under the title.
  case subtitle = "UIApplicationShortcutItemSubtitle"
  /// A system icon.
  case iconType = "UIApplicationShortcutItemIconType"
  /// A template image from the app's assets.
  case iconFile = "UIApplicationShortcutItemIconFile"
  /// An SF Symbol (iOS 13).
  case iconSymbolName = "UIApplicationShortcutItemIconSymbolName"
  /// A dictionary handed to the app with the item.
  case userInfo = "UIApplicationShortcutItemUserInfo"

  /// The Info.plist key that holds the static items.
  public static let items = "UIApplicationShortcutItems"

  /// Whether the value of this key must be a string (all but userInfo, a dictionary).
  public var expectsString: Bool { self != .userInfo }
}
