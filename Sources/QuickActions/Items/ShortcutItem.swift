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

  /// The userInfo values that are strings, as route parameters use them.
  public var stringUserInfo: [String: String] {
    var out: [String: String] = [:]
    for entry in userInfo {
      switch entry.value.kind {
      case .string(let s): out[entry.key] = s
      case .integer(let i): out[entry.key] = i.description
      case .bool(let b): out[entry.key] = b ? "true" : "false"
      case .real(let r): out[entry.key] = "\(r)"
      default: break
      }
    }
    return out
  }
}
