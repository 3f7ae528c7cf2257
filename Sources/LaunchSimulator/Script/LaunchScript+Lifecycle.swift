import QuickActions

/// How a script's app is launched, which callbacks it gets, and the device it runs on.
extension LaunchScript {
  /// How the app is launched.
  public enum Launch: String, Sendable, Hashable, CaseIterable {
    /// The app is not running: the item comes with the launch.
    case cold
    /// The app is in the background: the item comes through `performActionFor`.
    case warm
  }

  /// Which callbacks iOS sends.
  public enum Lifecycle: String, Sendable, Hashable, CaseIterable {
    /// A scene-based app (`UIWindowSceneDelegate`), the primary path since iOS 13.
    case scene
    /// An app-delegate app (`UIApplicationDelegate` only); legacy since iOS 26.
    case appDelegate = "app-delegate"

    /// How a timeline names it: an app-delegate app is one built with Xcode 26 or earlier, since
    /// one built with the iOS 27 SDK that has not adopted scenes does not launch (TN3187).
    public var title: String {
      switch self {
      case .scene: return "scene lifecycle"
      case .appDelegate: return "app-delegate lifecycle (Xcode 26 and earlier)"
      }
    }
  }

  /// Where the user chooses the quick action from, which decides whether the app can be on
  /// screen when the item arrives.
  public enum Device: String, Sendable, Hashable, CaseIterable {
    /// The menu opens on the Home Screen only, so the app is never frontmost when an item is
    /// chosen: an item sent to an active app implies that the user left it first.
    case iPhone = "iphone"
    /// The app's menu also opens from its icon in the Dock, which can be shown over the app
    /// itself (Human Interface Guidelines, "Dock menus": "people can reveal … Home Screen quick
    /// actions … when they long press an app icon on the Home Screen or in the Dock"), so an item
    /// can reach a scene that is in the foreground.
    case iPad = "ipad"
  }
}
