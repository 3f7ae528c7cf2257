import PropertyList

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Entry {
  /// An opened URL from its text, as a script or the command line gives it: nil unless it
  /// parses and has a scheme (iOS opens nothing without one).
  public static func url(parsing text: String) -> Entry? {
    guard let url = URL(string: text), let scheme = url.scheme, !scheme.isEmpty else { return nil }
    return .url(url)
  }

  /// What iOS hands the app when the user opens the link `text`: a universal link (`http` or
  /// `https`) arrives as an `NSUserActivity` of type `NSUserActivityTypeBrowsingWeb` whose
  /// `webpageURL` is the link, through `scene(_:continue:)`, `ConnectionOptions.userActivities` or
  /// `application(_:continue:restorationHandler:)`, never `scene(_:openURLContexts:)`; a custom
  /// scheme is an opened URL (`openURLContexts`, `urlContexts`, `application(_:open:options:)`).
  /// Nil unless it parses and has a scheme.
  ///
  /// "Supporting universal links in your app"
  /// (<https://developer.apple.com/documentation/xcode/supporting-universal-links-in-your-app>):
  /// "When a user activates a universal link, the system launches your app and sends it an
  /// NSUserActivity object", and "If your app has opted into Scenes, and your app is not running,
  /// the system delivers the universal link to the scene(_:willConnectTo:options:) delegate method
  /// after launch, and to scene(_:continue:) when the universal link is tapped while your app is
  /// running or suspended in memory."
  public static func link(parsing text: String) -> Entry? {
    guard case .url(let url)? = url(parsing: text) else { return nil }
    return isUniversalLinkScheme(url) ? .activity(.universalLink(url)) : .url(url)
  }

  /// Whether iOS treats `url` as a universal link (an `http` or `https` URL) rather than a custom
  /// scheme.
  package static func isUniversalLinkScheme(_ url: URL) -> Bool {
    let scheme = url.scheme?.lowercased()
    return scheme == "https" || scheme == "http"
  }

  /// A notification response from `CATEGORY` (the user tapped it) or `CATEGORY/ACTION` (the user
  /// chose a custom action); nil when the category or the action is empty.
  public static func notification(
    parsing text: String, userInfo: PlistDictionary = PlistDictionary()
  ) -> Entry? {
    let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).map(
      String.init)
    guard let category = parts.first, !category.isEmpty, parts.count == 1 || !parts[1].isEmpty
    else { return nil }
    return .notification(
      NotificationResponse(
        categoryIdentifier: category,
        actionIdentifier: parts.count == 2
          ? parts[1] : NotificationResponse.defaultActionIdentifier,
        userInfo: userInfo))
  }
}
