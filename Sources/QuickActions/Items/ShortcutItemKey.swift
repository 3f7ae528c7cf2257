/// The keys of a `UIApplicationShortcutItems` entry in an Info.plist.
public enum ShortcutItemKey: String, Sendable, CaseIterable {
  case type = "UIApplicationShortcutItemType"
  case title = "UIApplicationShortcutItemTitle"
  case subtitle = "UIApplicationShortcutItemSubtitle"
  case iconType = "UIApplicationShortcutItemIconType"
  case iconFile = "UIApplicationShortcutItemIconFile"
  case iconSymbolName = "UIApplicationShortcutItemIconSymbolName"
  case userInfo = "UIApplicationShortcutItemUserInfo"

  /// The Info.plist key that holds the static items.
  public static let items = "UIApplicationShortcutItems"

  /// Whether the value of this key must be a string (all but userInfo, a dictionary).
  public var expectsString: Bool { self != .userInfo }
}
