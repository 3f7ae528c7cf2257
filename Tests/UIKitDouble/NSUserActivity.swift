// Declarations: Foundation/NSUserActivity.h, CoreSpotlight/CSSearchableItem.h and
// UIKit/UIUserActivity.h (iOS 26 SDK), as Swift imports them. swift-corelibs-foundation has no
// NSUserActivity, so the double declares it.
import Foundation

/// Foundation/NSUserActivity.h: `API_AVAILABLE(macos(10.10), ios(8.0), watchos(2.0), tvos(9.0))
/// @interface NSUserActivity : NSObject`: not main-actor isolated, not `Sendable`. Hashable as
/// an `NSObject` is (by identity), so `UIScene.ConnectionOptions.userActivities` can be a `Set`.
@available(iOS 8.0, *)
open class NSUserActivity: NSObject {
  /// `@property (readonly, copy) NSString *activityType;`
  open var activityType: String { type }
  /// `@property (nullable, copy) NSDictionary *userInfo;`
  open var userInfo: [AnyHashable: Any]?
  /// `@property (nullable, copy) NSURL *webpageURL;`: for `NSUserActivityTypeBrowsingWeb`, the
  /// page (a universal link).
  open var webpageURL: URL?
  /// UIKit/UISceneActivationConditions.h, `@interface NSUserActivity
  /// (UISceneActivationConditions)`: `@property (nullable, nonatomic, copy) NSString
  /// *targetContentIdentifier API_AVAILABLE(ios(13.0)); //  default nil`, "used with
  /// UISceneActivationConditions to customize what scene should be activated for a user activity".
  @available(iOS 13.0, *)
  open var targetContentIdentifier: String?
  private let type: String

  /// `- (instancetype)initWithActivityType:(NSString *)activityType NS_DESIGNATED_INITIALIZER;`
  public init(activityType: String) {
    type = activityType
    super.init()
  }
}

// Apple's names, as the SDK spells them.
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Foundation/NSUserActivity.h: `FOUNDATION_EXPORT NSString * const NSUserActivityTypeBrowsingWeb;`
@available(iOS 8.0, *)
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

// swift-format-ignore: AlwaysUseLowerCamelCase
/// CoreSpotlight/CSSearchableItem.h: `CORESPOTLIGHT_EXPORT NSString * const
/// CSSearchableItemActionType CS_AVAILABLE(10_11, 9_0) CS_TVOS_UNAVAILABLE;`
@available(iOS 9.0, *)
@available(tvOS, unavailable)
public let CSSearchableItemActionType = "com.apple.corespotlightitem"

// swift-format-ignore: AlwaysUseLowerCamelCase
/// CoreSpotlight/CSSearchableItem.h: `CORESPOTLIGHT_EXPORT NSString * const
/// CSSearchableItemActivityIdentifier CS_AVAILABLE(10_11, 9_0) CS_TVOS_UNAVAILABLE;`: the
/// userInfo key of the opened item's identifier.
@available(iOS 9.0, *)
@available(tvOS, unavailable)
public let CSSearchableItemActivityIdentifier = "kCSSearchableItemActivityIdentifier"

/// UIKit/UIUserActivity.h: `NS_SWIFT_UI_ACTOR @protocol UIUserActivityRestoring <NSObject>`,
/// what `application(_:continue:restorationHandler:)`'s handler takes.
@MainActor
public protocol UIUserActivityRestoring: AnyObject {}
