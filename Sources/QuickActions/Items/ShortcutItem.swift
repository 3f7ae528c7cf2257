import PropertyList

/// A Home Screen quick action, static (from the Info.plist) or dynamic (registered at run time),
/// with everything `UIApplicationShortcutItem` holds.
public struct ShortcutItem: Sendable, Hashable {
  /// Where an item comes from.
  public enum Source: String, Sendable, Hashable, Codable {
    /// Declared in the Info.plist's `UIApplicationShortcutItems`.
    case `static`
    /// Registered at run time through `UIApplication.shortcutItems`.
    case dynamic
  }

  /// What the app routes on (`UIApplicationShortcutItemType`).
  public var type: String
  /// The title on the Home Screen (`UIApplicationShortcutItemTitle`), localized when it was read with strings.
  public var title: String
  /// The line under the title, if any.
  public var subtitle: String?
  /// The icon, if any.
  public var icon: ShortcutIcon?
  /// Property-list values only, as UIKit requires.
  public var userInfo: PlistDictionary
  /// The scene that should handle the item (`targetContentIdentifier`, iOS 13).
  public var targetContentIdentifier: String?
  /// Whether the item is static or dynamic.
  public var source: Source
  /// Where the item's dictionary starts in its file (static items and stored dynamic ones).
  public var location: SourceLocation

  /// An item with these values; `location` is where it was read from, if anywhere.
  public init(
    type: String, title: String, subtitle: String? = nil, icon: ShortcutIcon? = nil,
    userInfo: PlistDictionary = PlistDictionary(), targetContentIdentifier: String? = nil,
    source: Source = .dynamic, location: SourceLocation = .unknown
  ) {
    self.type = type
    self.title = title
    self.subtitle = subtitle
    self.icon = icon
    self.userInfo = userInfo
    self.targetContentIdentifier = targetContentIdentifier
    self.source = source
    self.location = location
  }
}
