// Declarations: UserNotifications/UNUserNotificationCenter.h, UNNotificationResponse.h,
// UNNotification.h, UNNotificationRequest.h, UNNotificationContent.h (iOS 26 SDK), as Swift
// imports them. The framework is not UIKit, but the hooks are its only user on Linux, so the
// double keeps it beside UIKit's; every class is `API_AVAILABLE(macos(10.14), ios(10.0),
// watchos(3.0), tvos(10.0))`, none is main-actor isolated.
import Foundation

/// UserNotifications/UNUserNotificationCenter.h: `@interface UNUserNotificationCenter :
/// NSObject`, `- init NS_UNAVAILABLE`. One per app, `current()`.
@available(iOS 10.0, *)
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
  /// `@property (NS_NONATOMIC_IOSONLY, nullable, weak) id <UNUserNotificationCenterDelegate>
  /// delegate;`: "You must assign your delegate object to the UNUserNotificationCenter object
  /// before your app finishes launching."
  open weak var delegate: (any UNUserNotificationCenterDelegate)?

  nonisolated(unsafe) static var instance = UNUserNotificationCenter()

  /// `+ (UNUserNotificationCenter *)currentNotificationCenter;`
  open class func current() -> UNUserNotificationCenter { instance }

  /// Only the system (and a test) makes one.
  override init() { super.init() }
}

/// UserNotifications/UNUserNotificationCenter.h: `@protocol UNUserNotificationCenterDelegate
/// <NSObject>`, not main-actor isolated. The header's methods are `@optional`; Swift on Linux has
/// no optional requirements, so the double requires the one the hooks implement.
@available(iOS 10.0, *)
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
  /// `- (void)userNotificationCenter:(UNUserNotificationCenter *)center
  /// didReceiveNotificationResponse:(UNNotificationResponse *)response
  /// withCompletionHandler:(void(^)(void))completionHandler API_AVAILABLE(macos(10.14),
  /// ios(10.0), watchos(3.0)) API_UNAVAILABLE(tvos);`
  @available(tvOS, unavailable)
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void)
}

/// UserNotifications/UNNotificationResponse.h: `UNNotificationDefaultActionIdentifier`.
@available(iOS 10.0, *)
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
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
  private let tapped: UNNotification
  private let action: String
  init(notification: UNNotification, actionIdentifier: String = UNNotificationDefaultActionIdentifier) {
    tapped = notification
    action = actionIdentifier
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
/// <NSCopying, NSSecureCoding>`.
@available(iOS 10.0, *)
open class UNNotificationRequest: NSObject {
  /// `@property (NS_NONATOMIC_IOSONLY, readonly, copy) NSString *identifier;`
  open var identifier: String { name }
  /// `@property (NS_NONATOMIC_IOSONLY, readonly, copy) UNNotificationContent *content;`
  open var content: UNNotificationContent { body }
  private let name: String
  private let body: UNNotificationContent
  /// `+ requestWithIdentifier:content:trigger:` (the trigger is left out).
  public init(identifier: String, content: UNNotificationContent) {
    name = identifier
    body = content
    super.init()
  }
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
  init(categoryIdentifier: String, userInfo: [AnyHashable: Any] = [:], targetContentIdentifier: String? = nil) {
    category = categoryIdentifier
    info = userInfo
    target = targetContentIdentifier
    super.init()
  }
}
