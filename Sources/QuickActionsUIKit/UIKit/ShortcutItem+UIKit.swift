#if QUICKACTIONS_UIKIT
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitDouble
  #endif
  import PropertyList
  import QuickActions

  extension ShortcutItem {
    /// The `UIApplicationShortcutItem` for this item: type, localized title and subtitle, icon,
    /// userInfo and `targetContentIdentifier` (set through `UIMutableApplicationShortcutItem`,
    /// the only class that has a setter for it; UIKit/UIApplicationShortcutItem.h).
    @MainActor
    public var applicationShortcutItem: UIApplicationShortcutItem {
      let item = UIMutableApplicationShortcutItem(
        type: type, localizedTitle: title, localizedSubtitle: subtitle,
        icon: icon?.applicationShortcutIcon,
        userInfo: userInfo.isEmpty ? nil : UserInfoBridging.secureCoding(userInfo))
      if let targetContentIdentifier { item.targetContentIdentifier = targetContentIdentifier }
      return item
    }

    /// The item UIKit delivered. `UIApplicationShortcutIcon` has no getters (the header declares
    /// only its three initializers), so the icon and the source come from the app's own item of
    /// the same type and userInfo in `known` (its menu), when there is one. A userInfo value that
    /// is not a property-list value throws, naming where it sits.
    @MainActor
    public init(_ item: UIApplicationShortcutItem, known: [ShortcutItem] = [])
      throws(UserInfoBridging.Failure)
    {
      let userInfo = try UserInfoBridging.plist(item.userInfo ?? [:])
      let match =
        known.first { $0.type == item.type && $0.userInfo == userInfo }
        ?? known.first { $0.type == item.type }
      self.init(
        type: item.type, title: item.localizedTitle, subtitle: item.localizedSubtitle,
        icon: match?.icon,
        userInfo: userInfo, targetContentIdentifier: item.targetContentIdentifier as? String,
        source: match?.source ?? .dynamic)
    }
  }

  extension ShortcutIcon {
    /// The `UIApplicationShortcutIcon`: a system type, a template image or an SF Symbol.
    @MainActor
    public var applicationShortcutIcon: UIApplicationShortcutIcon {
      switch self {
      case .system(let icon): return UIApplicationShortcutIcon(type: icon.iconType)
      case .template(let name): return UIApplicationShortcutIcon(templateImageName: name)
      case .symbol(let name): return UIApplicationShortcutIcon(systemImageName: name)
      }
    }
  }

  extension SystemIcon {
    /// UIKit's `UIApplicationShortcutIcon.IconType`, case for case (UIKit/UIApplicationShortcutItem.h
    /// lists the 29 in the same order as `SystemIcon.allCases`).
    public var iconType: UIApplicationShortcutIcon.IconType {
      switch self {
      case .compose: return .compose
      case .play: return .play
      case .pause: return .pause
      case .add: return .add
      case .location: return .location
      case .search: return .search
      case .share: return .share
      case .prohibit: return .prohibit
      case .contact: return .contact
      case .home: return .home
      case .markLocation: return .markLocation
      case .favorite: return .favorite
      case .love: return .love
      case .cloud: return .cloud
      case .invitation: return .invitation
      case .confirmation: return .confirmation
      case .mail: return .mail
      case .message: return .message
      case .date: return .date
      case .time: return .time
      case .capturePhoto: return .capturePhoto
      case .captureVideo: return .captureVideo
      case .task: return .task
      case .taskCompleted: return .taskCompleted
      case .alarm: return .alarm
      case .bookmark: return .bookmark
      case .shuffle: return .shuffle
      case .audio: return .audio
      case .update: return .update
      }
    }

    /// The system icon of a UIKit icon type; nil for a type newer than the 29 this package knows.
    public init?(_ iconType: UIApplicationShortcutIcon.IconType) {
      switch iconType {
      case .compose: self = .compose
      case .play: self = .play
      case .pause: self = .pause
      case .add: self = .add
      case .location: self = .location
      case .search: self = .search
      case .share: self = .share
      case .prohibit: self = .prohibit
      case .contact: self = .contact
      case .home: self = .home
      case .markLocation: self = .markLocation
      case .favorite: self = .favorite
      case .love: self = .love
      case .cloud: self = .cloud
      case .invitation: self = .invitation
      case .confirmation: self = .confirmation
      case .mail: self = .mail
      case .message: self = .message
      case .date: self = .date
      case .time: self = .time
      case .capturePhoto: self = .capturePhoto
      case .captureVideo: self = .captureVideo
      case .task: self = .task
      case .taskCompleted: self = .taskCompleted
      case .alarm: self = .alarm
      case .bookmark: self = .bookmark
      case .shuffle: self = .shuffle
      case .audio: self = .audio
      case .update: self = .update
      @unknown default: return nil
      }
    }
  }
#endif
