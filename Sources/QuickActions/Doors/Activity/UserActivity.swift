import PropertyList

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What an `NSUserActivity` carries into the app: its type, its userInfo (property-list values,
/// as Handoff requires) and, for browsing-web activities, the web page's URL.
///
/// <https://developer.apple.com/documentation/foundation/nsuseractivity>
public struct UserActivity: Sendable, Hashable {
  /// `NSUserActivityTypeBrowsingWeb`: the activity type of a universal link, whose
  /// `webpageURL` is the link.
  ///
  /// <https://developer.apple.com/documentation/foundation/nsuseractivitytypebrowsingweb>
  public static let browsingWebType = "NSUserActivityTypeBrowsingWeb"
  /// `CSSearchableItemActionType`: the activity type of a Spotlight result the user opened.
  ///
  /// <https://developer.apple.com/documentation/corespotlight/cssearchableitemactiontype>
  public static let searchableItemType = "com.apple.corespotlightitem"
  /// `NSUserActivityTypeLiveActivity`: "A string that the system passes to the app on launch
  /// from a Live Activity that doesn't provide a URL" (WidgetKit/WGWidgetDefines.h, iOS 16.1).
  /// The header declares the constant without its value; this is the value apps observe.
  public static let liveActivityType = "NSUserActivityTypeLiveActivity"
  /// The activity types iOS itself delivers, which an app does not declare in
  /// `NSUserActivityTypes`: universal links, Spotlight results, Live Activities opened without a
  /// URL.
  public static let systemTypes: Set<String> = [
    browsingWebType, searchableItemType, liveActivityType,
  ]
  /// `CSSearchableItemActivityIdentifier`: the userInfo key of the opened Spotlight item's
  /// unique identifier (the one it was indexed with).
  ///
  /// <https://developer.apple.com/documentation/corespotlight/cssearchableitemactivityidentifier>
  public static let searchableItemIdentifierKey = "kCSSearchableItemActivityIdentifier"

  /// `activityType`: reverse-DNS, declared in the app's `NSUserActivityTypes`.
  public var activityType: String
  /// `userInfo`, property-list values only.
  public var userInfo: PlistDictionary
  /// `webpageURL`: for a browsing-web activity, the http(s) URL the user opened.
  public var webpageURL: URL?
  /// `targetContentIdentifier` (iOS 13): "when the system delivers an NSUserActivity object to an
  /// app with multiple scenes, it chooses the UIScene whose UISceneActivationConditions have the
  /// best match with the target content identifier".
  ///
  /// <https://developer.apple.com/documentation/foundation/nsuseractivity/targetcontentidentifier>
  public var targetContentIdentifier: String?

  /// An activity of `activityType` with these values.
  public init(
    activityType: String, userInfo: PlistDictionary = PlistDictionary(), webpageURL: URL? = nil,
    targetContentIdentifier: String? = nil
  ) {
    self.activityType = activityType
    self.userInfo = userInfo
    self.webpageURL = webpageURL
    self.targetContentIdentifier = targetContentIdentifier
  }

  /// A universal link as `scene(_:continue:)` receives it: a browsing-web activity with the URL
  /// as its `webpageURL`.
  public static func universalLink(_ url: URL) -> UserActivity {
    UserActivity(activityType: browsingWebType, webpageURL: url)
  }

  /// A Spotlight result as the app receives it: a `CSSearchableItemActionType` activity whose
  /// userInfo holds the item's identifier under `CSSearchableItemActivityIdentifier`.
  public static func searchableItem(_ identifier: String) -> UserActivity {
    UserActivity(
      activityType: searchableItemType,
      userInfo: [searchableItemIdentifierKey: PlistValue(.string(identifier))])
  }

  /// The universal link, when this is a browsing-web activity that has a `webpageURL`.
  public var universalLink: URL? { activityType == Self.browsingWebType ? webpageURL : nil }

  /// The opened Spotlight item's identifier, when this is a `CSSearchableItemActionType`
  /// activity whose userInfo has one (a string).
  public var searchableItemIdentifier: String? {
    guard activityType == Self.searchableItemType else { return nil }
    return userInfo[Self.searchableItemIdentifierKey]?.stringValue
  }
}

extension UserActivity {
  /// The activity in a few words: `universal link 'https://…'`, `Spotlight item 'questions/1'` or
  /// `activity 'com.example.qa.viewing'`.
  var summary: String {
    if let link = universalLink { return "universal link '\(link.absoluteString)'" }
    if let id = searchableItemIdentifier { return "Spotlight item '\(id)'" }
    return "activity '\(activityType)'"
  }

  /// The activity in the fewest words, as timelines name it: a universal link's URL, `Spotlight`
  /// and the item's identifier, or the activity type.
  var label: String {
    if let link = universalLink { return link.absoluteString }
    if let identifier = searchableItemIdentifier { return "Spotlight \(identifier)" }
    return activityType
  }
}
