import PropertyList

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension RouteTable {
  /// The URL schemes the table's URL patterns name, in lower case.
  public var urlSchemes: Set<String> {
    var schemes = Set<String>()
    for route in routes {
      for case .url(let pattern) in route.triggers where pattern.problem == nil {
        schemes.insert(pattern.scheme)
      }
    }
    return schemes
  }

  /// `text` as a URL the table would be asked to route, or nil when it reads as a shortcut
  /// type: a URL with `://`, or an opaque one (`qa:folder?name=inbox`, RFC 3986 §3 with no
  /// authority) whose scheme one of the table's URL patterns names. A type such as
  /// `com.example.post` has no scheme; one such as `app:compose` is a URL only when a pattern
  /// takes the `app` scheme, as the table would then match it.
  public func url(fromText text: String) -> URL? {
    if text.contains("://") { return URL(string: text) }
    guard let colon = text.firstIndex(of: ":"), colon != text.startIndex,
      urlSchemes.contains(text[..<colon].asciiLowercased)
    else { return nil }
    return URL(string: text)
  }
}
