import PropertyList

/// A Home Screen quick action, static (from the Info.plist) or dynamic (registered at run time),
/// with everything `UIApplicationShortcutItem` holds.
public struct ShortcutItem: Sendable, Hashable {
  /// Where an item comes from.
  public enum Source: String, Sendable, Hashable, Codable {
    case `static`
    case dynamic
  }

  public var type: String
  public var title: String
  public var subtitle: String?
  public var icon: ShortcutIcon?
  /// Property-list values only, as UIKit requires.
  public var userInfo: PlistDictionary
  public var targetContentIdentifier: String?
  public var source: Source
  /// Where the item's dictionary starts in its file (static items and stored dynamic ones).
  public var location: SourceLocation

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
