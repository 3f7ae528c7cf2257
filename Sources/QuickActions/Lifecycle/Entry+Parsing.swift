#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
import PropertyList

extension Entry {
  /// An opened URL from its text, as a script or the command line gives it: nil unless it
  /// parses and has a scheme (iOS opens nothing without one).
  public static func url(parsing text: String) -> Entry? {
    guard let url = URL(string: text), let scheme = url.scheme, !scheme.isEmpty else { return nil }
    return .url(url)
  }

  /// A notification response from `CATEGORY` (the user tapped it) or `CATEGORY/ACTION` (the user
  /// chose a custom action); nil when the category or the action is empty.
  public static func notification(parsing text: String, userInfo: PlistDictionary = PlistDictionary()) -> Entry? {
    let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
    guard let category = parts.first, !category.isEmpty, parts.count == 1 || !parts[1].isEmpty else { return nil }
    return .notification(NotificationResponse(
      categoryIdentifier: category, actionIdentifier: parts.count == 2 ? parts[1] : NotificationResponse.defaultActionIdentifier,
      userInfo: userInfo))
  }
}
