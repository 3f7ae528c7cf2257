// Declarations: UserNotifications/UNUserNotificationCenter.h, UNNotificationResponse.h,
// UNNotification.h, UNNotificationRequest.h, UNNotificationContent.h (iOS 26 SDK), as Swift
// imports them. The framework is not UIKit, but the hooks are its only user on Linux, so the
// double keeps it beside UIKit's; every class is `API_AVAILABLE(macos(10.14), ios(10.0),
// watchos(3.0), tvos(10.0))`, none is main-actor isolated.
import Foundation

/// UserNotifications/UNUserNotificationCenter.h: `@interface UNUserNotificationCenter :
/// NSObject`, `- init NS_UNAVAILABLE`. One per app, `current()`; not `Sendable`.
///
/// `+currentNotificationCenter` raises `NSInternalInconsistencyException` when the process has
/// no app bundle, as a hostless unit test has none ("bundleProxyForCurrentProcess is nil",
/// OneSignal-iOS-SDK#935): with `UIKitDouble.isHostless` on, `current()` records that exception
/// in `UIKitDouble.exceptions`.
@available(iOS 10.0, *)
open class UNUserNotificationCenter: NSObject {
  /// `@property (NS_NONATOMIC_IOSONLY, nullable, weak) id <UNUserNotificationCenterDelegate>
  /// delegate;`: "You must assign your delegate object to the UNUserNotificationCenter object
  /// before your app finishes launching."
  open weak var delegate: (any UNUserNotificationCenterDelegate)?

  nonisolated(unsafe) static var instance = UNUserNotificationCenter()
  /// Test-only: the center `current()` returns in a test's task, so that tests running side by
  /// side each have the app's center to themselves.
  @TaskLocal static var currentInTest: TestCenter?

  /// A center made for one test.
  struct TestCenter: @unchecked Sendable {
    let center = UNUserNotificationCenter()
  }

  /// `+ (UNUserNotificationCenter *)currentNotificationCenter;`
  open class func current() -> UNUserNotificationCenter {
    if UIKitDouble.isHostless {
      UIKitDouble.raise(
        "NSInternalInconsistencyException",
        "bundleProxyForCurrentProcess is nil: mainBundle.bundleURL")
    }
    return currentInTest?.center ?? instance
  }

  /// Only the system (and a test) makes one.
  override init() { super.init() }
}

/// UserNotifications/UNUserNotificationCenter.h: `UNNotificationPresentationOptions`
/// (`NS_OPTIONS`, iOS 10; `.list` and `.banner` iOS 14).
@available(iOS 10.0, *)
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
  public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
  @available(iOS 14.0, *)
  public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
  @available(iOS 14.0, *)
  public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// UserNotifications/UNUserNotificationCenter.h: `@protocol UNUserNotificationCenterDelegate
/// <NSObject>`, not main-actor isolated, every method `@optional`. The header is audited for
/// sendability (`NS_HEADER_AUDIT_BEGIN(nullability, sendability)`), so the completion handlers
/// are `@Sendable`.
///
/// Swift on Linux has no optional requirements: the double requires the methods and implements
/// each in an extension, as "not implemented" (see `OptionalRequirement`), which is what a
/// delegate that leaves one out amounts to: `delegate.method?(…)` does nothing.
@available(iOS 10.0, *)
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
  /// `- userNotificationCenter:willPresentNotification:withCompletionHandler:` (iOS 10): "The
  /// method will be called on the delegate only if the application is in the foreground. If the
  /// method is not implemented or the handler is not called in a timely manner then the
  /// notification will not be presented."
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler:
      @escaping @Sendable (UNNotificationPresentationOptions) -> Void)
  /// `- userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:` (iOS 10,
  /// `API_UNAVAILABLE(tvos)`): "The delegate must be set before the application returns from
  /// application:didFinishLaunchingWithOptions:."
  @available(tvOS, unavailable)
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping @Sendable () -> Void)
  /// `- userNotificationCenter:openSettingsForNotification:` (iOS 12, `API_UNAVAILABLE(watchos,
  /// tvos)`).
  @available(iOS 12.0, *)
  @available(tvOS, unavailable)
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

extension UNUserNotificationCenterDelegate {
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler:
      @escaping @Sendable (UNNotificationPresentationOptions) -> Void
  ) { OptionalRequirement.notImplemented() }

  @available(tvOS, unavailable)
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping @Sendable () -> Void
  ) { OptionalRequirement.notImplemented() }

  @available(iOS 12.0, *)
  @available(tvOS, unavailable)
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?
  ) {
    OptionalRequirement.notImplemented()
  }
}

/// How the double tells an `@optional` method that a delegate does not implement: its default
/// implementation marks it, and `call(_:)` reports whether the method was there, as
/// `delegate.method?(…)` evaluates to `nil` on Apple platforms. For the adapter's Linux path
/// only (`@_spi(UIKitDouble)`), never part of UIKit's API.
@_spi(UIKitDouble)
public enum OptionalRequirement {
  @TaskLocal static var missing: Flag?

  /// A mark set from the default implementations.
  public final class Flag: @unchecked Sendable {
    var isSet = false
  }

  static func notImplemented() { missing?.isSet = true }

  /// Runs `send` (a call of one optional method) and says whether the receiver implements it.
  public static func call(_ send: () -> Void) -> Bool {
    let flag = Flag()
    $missing.withValue(flag) { send() }
    return !flag.isSet
  }
}

// Apple's names, as the SDK spells them.
// swift-format-ignore: AlwaysUseLowerCamelCase
/// UserNotifications/UNNotificationResponse.h: `UNNotificationDefaultActionIdentifier`.
@available(iOS 10.0, *)
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// UserNotifications/UNNotificationResponse.h: `UNNotificationDismissActionIdentifier`.
@available(iOS 10.0, *)
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// UserNotifications/UNNotificationResponse.h: `@interface UNNotificationResponse : NSObject
/// <NSCopying, NSSecureCoding>`, `- init NS_UNAVAILABLE`.
@available(iOS 10.0, *)
open class UNNotificationResponse: NSObject {
  /// `@property (NS_NONATOMIC_IOSONLY, readonly, copy) UNNotification *notification;`
  open var notification: UNNotification { tapped }
  /// `@property (NS_NONATOMIC_IOSONLY, readonly, copy) NSString *actionIdentifier;`
  open var actionIdentifier: String { action }
  /// UIKit/UNNotificationResponse+UIKitAdditions.h: `@property (nullable, nonatomic, readonly)
  /// UIScene *targetScene NS_AVAILABLE_IOS(13_0); //  default nil`, "used to identify which
  /// UIScene UI to reflect the user's response to a notification on".
  @available(iOS 13.0, *)
  open var targetScene: UIScene? { target }
  private let tapped: UNNotification
  private let action: String
  private weak var target: UIScene?
  init(
    notification: UNNotification, actionIdentifier: String = UNNotificationDefaultActionIdentifier,
    targetScene: UIScene? = nil
  ) {
    tapped = notification
    action = actionIdentifier
    target = targetScene
    super.init()
  }
}

/// UserNotifications/UNNotification.h: `@interface UNNotification : NSObject <NSCopying,
/// NSSecureCoding>`.
@available(iOS 10.0, *)
open class UNNotification: NSObject {
  /// `@property (nonatomic, readonly, copy) UNNotificationRequest *request;`
  open var request: UNNotificationRequest { made }
  private let made: UNNotificationRequest
  init(request: UNNotificationRequest) {
    made = request
    super.init()
  }
}

/// UserNotifications/UNNotificationRequest.h: `@interface UNNotificationRequest : NSObject
/// <NSCopying, NSSecureCoding>`, made with `+requestWithIdentifier:content:trigger:` (a
/// factory, which Swift imports as a convenience initializer).
@available(iOS 10.0, *)
open class UNNotificationRequest: NSObject {
  /// `@property (NS_NONATOMIC_IOSONLY, readonly, copy) NSString *identifier;`
  open var identifier: String { name }
  /// `@property (NS_NONATOMIC_IOSONLY, readonly, copy) UNNotificationContent *content;`
  open var content: UNNotificationContent { body }
  /// `@property (NS_NONATOMIC_IOSONLY, readonly, copy, nullable) UNNotificationTrigger *trigger;`
  open var trigger: UNNotificationTrigger? { when }
  private let name: String
  private let body: UNNotificationContent
  private let when: UNNotificationTrigger?
  /// `+ (instancetype)requestWithIdentifier:(NSString *)identifier content:(UNNotificationContent
  /// *)content trigger:(nullable UNNotificationTrigger *)trigger;`
  public convenience init(
    identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?
  ) {
    self.init(made: identifier, content: content, trigger: trigger)
  }
  init(made identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
    name = identifier
    body = content
    when = trigger
    super.init()
  }
}

/// UserNotifications/UNNotificationTrigger.h: `@interface UNNotificationTrigger : NSObject
/// <NSCopying, NSSecureCoding>`, `- init NS_UNAVAILABLE` (its subclasses are made).
@available(iOS 10.0, *)
open class UNNotificationTrigger: NSObject {
  /// `@property (NS_NONATOMIC_IOSONLY, readonly) BOOL repeats;`
  open var repeats: Bool { false }
  override init() { super.init() }
}

/// UserNotifications/UNNotificationContent.h: `@interface UNNotificationContent : NSObject
/// <NSCopying, NSMutableCopying, NSSecureCoding>`, read-only (`UNMutableNotificationContent`
/// sets the values; the double takes them in its initializer).
@available(iOS 10.0, *)
open class UNNotificationContent: NSObject {
  /// `@property (NS_NONATOMIC_IOSONLY, readonly, copy) NSString *categoryIdentifier;`
  open var categoryIdentifier: String { category }
  /// `@property (NS_NONATOMIC_IOSONLY, readonly, copy) NSDictionary *userInfo;`
  open var userInfo: [AnyHashable: Any] { info }
  /// `@property (NS_NONATOMIC_IOSONLY, readonly, copy, nullable) NSString
  /// *targetContentIdentifier API_AVAILABLE(macos(11.0), ios(13.0));`
  @available(iOS 13.0, *)
  open var targetContentIdentifier: String? { target }
  private let category: String
  private let info: [AnyHashable: Any]
  private let target: String?
  init(
    categoryIdentifier: String, userInfo: [AnyHashable: Any] = [:],
    targetContentIdentifier: String? = nil
  ) {
    category = categoryIdentifier
    info = userInfo
    target = targetContentIdentifier
    super.init()
  }
}
