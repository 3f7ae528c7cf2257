// Declarations: UIKit/UIApplication.h, UIKit/UIWindow.h (iOS 26 SDK), as Swift imports them.

/// UIKit/UIApplication.h: `@MainActor open class UIApplication : UIResponder`.
@MainActor
open class UIApplication: UIResponder {
  /// UIKit/UIApplication.h: `UIApplicationLaunchOptionsKey`.
  public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// `UIApplicationLaunchOptionsShortcutItemKey` (iOS 9; deprecated in iOS 26 for scenes).
    public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
  }

  private static let instance = UIApplication()
  open class var shared: UIApplication { instance }

  /// UIKit/UIApplication.h: the app's dynamic quick actions.
  open var shortcutItems: [UIApplicationShortcutItem]? {
    didSet { shortcutItemWrites += 1 }
  }

  /// How many times `shortcutItems` was assigned (tests count writes that change nothing).
  var shortcutItemWrites = 0

  public override init() { super.init() }
}

/// UIKit/UIWindow.h: `@MainActor open class UIWindow : UIView`.
@MainActor
open class UIWindow: UIView {
  open var rootViewController: UIViewController?
  open private(set) weak var windowScene: UIWindowScene?
  open internal(set) var isKeyWindow = false

  public init(windowScene: UIWindowScene) {
    self.windowScene = windowScene
    super.init()
    windowScene.windows.append(self)
  }

  public override init() { super.init() }
}

/// UIKit/UIApplication.h: `@MainActor protocol UIApplicationDelegate : NSObjectProtocol`. Every
/// method is optional; the app implements the ones it needs.
@MainActor
public protocol UIApplicationDelegate: AnyObject {}

/// UIKit/UIScene.h: `@MainActor protocol UISceneDelegate : NSObjectProtocol` (optional methods).
@MainActor
public protocol UISceneDelegate: AnyObject {}

/// UIKit/UIWindowScene.h: `@MainActor protocol UIWindowSceneDelegate : UISceneDelegate`.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {}

extension UIWindow {
  /// UIKit/UIWindow.h `makeKeyAndVisible`.
  public func makeKeyAndVisible() { isKeyWindow = true }
}
