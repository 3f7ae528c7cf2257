// Declarations: UIKit/UIApplication.h, UIKit/UIWindow.h (iOS 26 SDK), as Swift imports them.

/// UIKit/UIApplication.h: `@MainActor open class UIApplication : UIResponder` (iOS 2.0).
@available(iOS 2.0, *)
@MainActor
open class UIApplication: UIResponder {
  /// UIKit/UIApplication.h: `UIApplicationLaunchOptionsKey`.
  public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// `UIApplicationLaunchOptionsShortcutItemKey` (iOS 9): deprecated in iOS 26, "Use UIScene
    /// lifecycle and UIScene.ConnectionOptions.shortcutItem instead" (the iOS 26 header).
    @available(
      iOS, introduced: 9.0, deprecated: 26.0,
      message: "Use UIScene lifecycle and UIScene.ConnectionOptions.shortcutItem instead."
    )
    public static let shortcutItem = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    /// `UIApplicationLaunchOptionsURLKey`: an `NSURL`; deprecated in iOS 26 for
    /// `UIScene.ConnectionOptions.urlContexts`.
    @available(
      iOS, deprecated: 26.0,
      message: "deprecated in iOS 26: UIScene.ConnectionOptions.urlContexts carries the URL"
    )
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    /// `UIApplicationLaunchOptionsUserActivityDictionaryKey` (iOS 8): a dictionary holding the
    /// activity under `UIApplicationLaunchOptionsUserActivityKey` and its type under
    /// `UIApplicationLaunchOptionsUserActivityTypeKey`; deprecated in iOS 26 for
    /// `UIScene.ConnectionOptions.userActivities`.
    @available(
      iOS, introduced: 8.0, deprecated: 26.0,
      message: "deprecated in iOS 26: UIScene.ConnectionOptions.userActivities carries the activity"
    )
    public static let userActivityDictionary = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
  }

  /// UIKit/UIApplication.h: `UIApplicationOpenURLOptionsKey`, the keys of
  /// `application(_:open:options:)`'s options (iOS 9); deprecated in iOS 26 with that method.
  @available(
    iOS, introduced: 9.0, deprecated: 26.0,
    message:
      "deprecated in iOS 26 with application(_:open:options:): UIScene.OpenURLOptions replaces it"
  )
  public struct OpenURLOptionsKey: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// `UIApplicationOpenURLOptionsSourceApplicationKey`.
    public static let sourceApplication = OpenURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
  }

  static let instance = UIApplication()
  /// UIKit/UIApplication.h `sharedApplication`:
  /// `NS_EXTENSION_UNAVAILABLE_IOS("Use view controller based solutions where appropriate instead.")`.
  @available(
    iOSApplicationExtension, unavailable,
    message: "Use view controller based solutions where appropriate instead."
  )
  open class var shared: UIApplication { instance }

  /// UIKit/UIApplication.h: the app's dynamic quick actions, `API_AVAILABLE(ios(9.0))
  /// API_UNAVAILABLE(tvos)`.
  @available(iOS 9.0, *)
  @available(tvOS, unavailable)
  open var shortcutItems: [UIApplicationShortcutItem]? {
    didSet { shortcutItemWrites += 1 }
  }

  /// How many times `shortcutItems` was assigned (tests count writes that change nothing).
  var shortcutItemWrites = 0

  public override init() { super.init() }
}

/// UIKit/UIWindow.h: `@MainActor open class UIWindow : UIView` (iOS 2.0). A window is hidden
/// until it is shown (`makeKeyAndVisible()` or `isHidden = false`), and nothing can be presented
/// in a hidden one.
@available(iOS 2.0, *)
@MainActor
open class UIWindow: UIView {
  /// UIKit/UIWindow.h `rootViewController` (iOS 4.0).
  @available(iOS 4.0, *)
  open var rootViewController: UIViewController? {
    didSet {
      if oldValue?.hostWindow === self { oldValue?.hostWindow = nil }
      rootViewController?.hostWindow = self
    }
  }
  /// UIKit/UIWindow.h `windowScene`, `API_AVAILABLE(ios(13.0))`.
  @available(iOS 13.0, *)
  open var windowScene: UIWindowScene? { scene }
  private weak var scene: UIWindowScene?
  open internal(set) var isKeyWindow = false
  /// UIKit/UIView.h `hidden`: a window starts hidden.
  open var isHidden = true

  /// UIKit/UIWindow.h `initWithWindowScene:`, `API_AVAILABLE(ios(13.0))`.
  @available(iOS 13.0, *)
  public init(windowScene: UIWindowScene) {
    self.scene = windowScene
    super.init(frame: CGRect())
    windowScene.windows.append(self)
  }

  /// UIKit/UIView.h `initWithFrame:`, which UIWindow overrides (`init()`, inherited, calls it).
  public override init(frame: CGRect) { super.init(frame: frame) }
  /// UIKit/UIView.h `initWithCoder:` (NSCoding: `required`).
  public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// UIKit/UIApplication.h: `@MainActor protocol UIApplicationDelegate : NSObjectProtocol` (iOS 2.0). Every
/// method is optional; the app implements the ones it needs.
@MainActor
public protocol UIApplicationDelegate: AnyObject {}

/// UIKit/UIScene.h: `@MainActor protocol UISceneDelegate : NSObjectProtocol` (optional methods),
/// `API_AVAILABLE(ios(13.0))`.
@available(iOS 13.0, *)
@MainActor
public protocol UISceneDelegate: AnyObject {}

/// UIKit/UIWindowScene.h: `@MainActor protocol UIWindowSceneDelegate : UISceneDelegate`,
/// `API_AVAILABLE(ios(13.0))`.
@available(iOS 13.0, *)
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {}

extension UIWindow {
  /// UIKit/UIWindow.h `makeKeyAndVisible`.
  public func makeKeyAndVisible() {
    isKeyWindow = true
    isHidden = false
  }
}
