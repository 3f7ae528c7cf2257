// Declarations: UIKit/UIScene.h, UIKit/UISceneOptions.h, UIKit/UISceneSession.h,
// UIKit/UIWindowScene.h (iOS 26 SDK), as Swift imports them. Every class here is
// `API_AVAILABLE(ios(13.0))`.
import Foundation

/// UIKit/UIScene.h: `@MainActor open class UIScene : UIResponder`.
@available(iOS 13.0, *)
@MainActor
open class UIScene: UIResponder {
  /// UIKit/UISceneOptions.h: `UISceneConnectionOptions`. UIKit makes them; so does a test.
  @available(iOS 13.0, *)
  @MainActor
  open class ConnectionOptions {
    /// "The Home Screen quick action that the user selected to launch your app" (iOS 13),
    /// `API_UNAVAILABLE(tvos)`.
    @available(tvOS, unavailable)
    open var shortcutItem: UIApplicationShortcutItem? { item }
    /// `@property (nonatomic, readonly, copy) NSSet<UIOpenURLContext *> *URLContexts;`: the URLs
    /// the scene was launched to open (iOS 13).
    open var urlContexts: Set<UIOpenURLContext> { contexts }
    /// `@property (nonatomic, readonly, copy) NSSet<NSUserActivity *> *userActivities;`: the
    /// activities (universal links, Spotlight, state restoration) the scene launched with (iOS 13).
    open var userActivities: Set<NSUserActivity> { activities }
    /// `@property (nonatomic, readonly, nullable) NSString *handoffUserActivityType;`: a Handoff
    /// is pending; "UIKit calls the appropriate delegate methods to deliver the NSUserActivity
    /// object" after the scene connects (iOS 13).
    open var handoffUserActivityType: String? { handoff }
    /// `@property (nonatomic, readonly, nullable) UNNotificationResponse *notificationResponse
    /// API_UNAVAILABLE(tvos);`: the notification the user tapped to launch the scene (iOS 13).
    @available(tvOS, unavailable)
    open var notificationResponse: UNNotificationResponse? { response }
    private let item: UIApplicationShortcutItem?
    private let contexts: Set<UIOpenURLContext>
    private let activities: Set<NSUserActivity>
    private let handoff: String?
    private let response: UNNotificationResponse?
    /// The App Intent of `appIntent` (AppIntents.swift, iOS 26), kept untyped: a stored
    /// property cannot carry the availability its type needs.
    let intent: Any?
    /// `+ new NS_UNAVAILABLE`: only UIKit (and a test) makes them.
    init(
      shortcutItem: UIApplicationShortcutItem? = nil, urlContexts: Set<UIOpenURLContext> = [],
      userActivities: Set<NSUserActivity> = [], handoffUserActivityType: String? = nil,
      notificationResponse: UNNotificationResponse? = nil, appIntent: Any? = nil
    ) {
      intent = appIntent
      item = shortcutItem
      contexts = urlContexts
      activities = userActivities
      handoff = handoffUserActivityType
      response = notificationResponse
    }
  }

  public let session: UISceneSession

  /// UIKit/UIScene.h: `@property (nonatomic, strong) UISceneActivationConditions
  /// *activationConditions;`: what iOS evaluates a door's target content identifier against when
  /// it chooses the scene for the door (`UIKitDouble.chooseScene(for:among:)`).
  open var activationConditions = UISceneActivationConditions()

  init(session: UISceneSession) {
    self.session = session
    super.init()
  }
}

/// UIKit/UIWindowScene.h: `@MainActor open class UIWindowScene : UIScene`.
@available(iOS 13.0, *)
@MainActor
open class UIWindowScene: UIScene {
  open internal(set) var windows: [UIWindow] = []

  override init(session: UISceneSession) { super.init(session: session) }
}

/// UIKit/UISceneSession.h: `@MainActor open class UISceneSession : NSObject`.
@available(iOS 13.0, *)
@MainActor
open class UISceneSession: NSObject {
  /// UIKit/UISceneDefinitions.h: `UISceneSessionRole`.
  public struct Role: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
  }

  public let role: Role
  /// UIKit/UISceneSession.h: `@property (nonatomic, readonly) NSString *persistentIdentifier;`:
  /// "A unique identifier that persists for the lifetime of the session": the same when iOS
  /// restores the session's scene after ending the app, until the user discards the session.
  open var persistentIdentifier: String { identifier }
  private let identifier: String

  init(role: Role = .windowApplication, persistentIdentifier: String? = nil) {
    self.role = role
    UIKitDouble.sessionsMade += 1
    identifier = persistentIdentifier ?? "session-\(UIKitDouble.sessionsMade)"
    super.init()
  }
}

/// UIKit/UISceneSession.h: `@MainActor open class UISceneConfiguration : NSObject`.
@available(iOS 13.0, *)
@MainActor
open class UISceneConfiguration: NSObject {
  open private(set) var name: String?
  open private(set) var role: UISceneSession.Role
  /// "The class of the custom delegate object that you want UIKit to create" (iOS 13); a
  /// SwiftUI-lifecycle app sets it to receive the scene's callbacks.
  open var delegateClass: AnyClass?

  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    role = sessionRole
    super.init()
  }

  /// `NSSecureCoding`'s `initWithCoder:`, `required` as Swift imports it.
  public required init?(coder: NSCoder) {
    name = nil
    role = .windowApplication
    super.init()
  }
}
