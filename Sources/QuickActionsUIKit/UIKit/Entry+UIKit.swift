#if QUICKACTIONS_UIKIT
  #if canImport(UIKit)
    import UIKit
    import UserNotifications
  #else
    import UIKitDouble
  #endif
  import Foundation
  import PropertyList
  import QuickActions

  extension UserActivity {
    /// The activity UIKit delivered (`scene(_:continue:)`, `ConnectionOptions.userActivities`,
    /// `application(_:continue:restorationHandler:)`): its type, its userInfo as property-list
    /// values (bridged as a quick action's is, `UserInfoBridging`) and its `webpageURL`. A
    /// browsing-web activity (`NSUserActivityTypeBrowsingWeb`, Foundation/NSUserActivity.h) is a
    /// universal link; a Spotlight result (`CSSearchableItemActionType`) carries the item's
    /// identifier under `CSSearchableItemActivityIdentifier` (CoreSpotlight/CSSearchableItem.h).
    /// A userInfo value that is not a property-list value throws, naming where it sits.
    public init(_ activity: NSUserActivity) throws(UserInfoBridging.Failure) {
      self.init(
        activityType: activity.activityType,
        userInfo: try UserInfoBridging.plist(anyKeyed: activity.userInfo ?? [:]),
        webpageURL: activity.webpageURL)
    }
  }

  extension NotificationResponse {
    /// The response `userNotificationCenter(_:didReceive:withCompletionHandler:)` or
    /// `ConnectionOptions.notificationResponse` delivered: the action the user chose
    /// (`actionIdentifier`), the request's identifier, and the content's category, userInfo
    /// (bridged as a quick action's is) and `targetContentIdentifier` (iOS 13,
    /// UserNotifications/UNNotificationContent.h). A userInfo value that is not a
    /// property-list value throws, naming where it sits.
    public init(_ response: UNNotificationResponse) throws(UserInfoBridging.Failure) {
      let request = response.notification.request
      self.init(
        categoryIdentifier: request.content.categoryIdentifier,
        actionIdentifier: response.actionIdentifier,
        requestIdentifier: request.identifier,
        targetContentIdentifier: request.content.targetContentIdentifier,
        userInfo: try UserInfoBridging.plist(anyKeyed: request.content.userInfo))
    }
  }

  extension UserInfoBridging {
    /// The property-list values of an `NSDictionary` userInfo as Swift imports it
    /// (`[AnyHashable: Any]`: `NSUserActivity.userInfo`, `UNNotificationContent.userInfo`). A key
    /// that is not a string is reported as `userInfo key`, a value as `userInfo["key"]`.
    public static func plist(anyKeyed userInfo: [AnyHashable: Any]) throws(Failure)
      -> PlistDictionary
    {
      var strings: [String: Any] = [:]
      for (key, value) in userInfo {
        guard let name = key.base as? String else {
          throw Failure(path: "userInfo key", typeName: "\(type(of: key.base))")
        }
        strings[name] = value
      }
      var out = PlistDictionary()
      for key in strings.keys.sorted() {
        guard let value = strings[key] else { continue }
        out.set(try plistValue(value, at: "userInfo[\(quoted(key))]"), forKey: key)
      }
      return out
    }
  }
#endif
