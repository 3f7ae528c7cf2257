import PropertyList

/// A website's `apple-app-site-association` file as iOS reads it, every part with its place in
/// the file.
///
/// The format is Apple's: "Supporting associated domains"
/// (https://developer.apple.com/documentation/xcode/supporting-associated-domains), the
/// `applinks` object (https://developer.apple.com/documentation/bundleresources/applinks) and
/// its `details`, `components`, `defaults` and `substitutionVariables` pages. Read one with
/// `AASAReader.read(_:)`; ask whether a URL opens an app with `AASAMatcher`.
public struct AASAFile: Sendable, Hashable {
  /// The `applinks` service (universal links), when the file has one.
  public var applinks: AASAAppLinks?
  /// The apps of the other services (`webcredentials`, `appclips`, `activitycontinuation`), by
  /// service name, in file order.
  public var services: [AASAService]

  /// A file with these services.
  public init(applinks: AASAAppLinks?, services: [AASAService] = []) {
    self.applinks = applinks
    self.services = services
  }
}

/// An application identifier, `TEAMID.bundle.id`, as written in the file.
public struct AASAAppID: Sendable, Hashable {
  /// The text, such as `ABCDE12345.com.example.app`.
  public var value: String
  /// Where the string is.
  public var location: SourceLocation

  /// An app identifier read at `location`.
  public init(_ value: String, at location: SourceLocation = .unknown) {
    self.value = value
    self.location = location
  }
}

/// A service other than `applinks` that lists only apps (`webcredentials`, `appclips`,
/// `activitycontinuation`).
public struct AASAService: Sendable, Hashable {
  /// The service's key.
  public var name: String
  /// Its `apps`.
  public var apps: [AASAAppID]
  /// Where the service's key is.
  public var location: SourceLocation
}

/// The `applinks` object: global defaults, the details in order, and substitution variables.
public struct AASAAppLinks: Sendable, Hashable {
  /// The domain-level `defaults` (iOS 14 and later).
  public var defaults: AASAComponent?
  /// The `details`, in file order.
  public var details: [AASADetail]
  /// The custom `substitutionVariables` (iOS 13.5 and later), in file order.
  public var substitutionVariables: [AASAVariable]
  /// Where the `applinks` key is.
  public var location: SourceLocation

  /// Every app identifier the details name, each once, in the order they first appear.
  public var appIDs: [String] {
    var seen: Set<String> = []
    return details.flatMap(\.appIDs).map(\.value).filter { seen.insert($0).inserted }
  }
}

/// A custom substitution variable: `$(name)` in a pattern stands for any of `values`.
public struct AASAVariable: Sendable, Hashable {
  /// The name, case-sensitive, without `$(` and `)`.
  public var name: String
  /// The strings it stands for; each may hold `*` and `?` but no other variable.
  public var values: [String]
  /// Where the name is.
  public var location: SourceLocation
}

/// One entry of `applinks.details`: the apps it is for, and the URLs they open.
public struct AASADetail: Sendable, Hashable {
  /// The position in `details`, from 0.
  public var index: Int
  /// The apps: `appIDs` (iOS 13 and later), or the legacy single `appID`.
  public var appIDs: [AASAAppID]
  /// The modern `components` (iOS 13 and later); nil when the detail has none.
  public var components: [AASAComponent]?
  /// The legacy `paths` (before iOS 13); nil when the detail has none.
  public var paths: [AASAPathRule]?
  /// The app-level `defaults` (iOS 14 and later).
  public var defaults: AASAComponent?
  /// Where the detail starts.
  public var location: SourceLocation
}

/// One entry of `components`: patterns for the path, query and fragment, and how to match them.
/// Also the shape of `defaults`, which Apple calls "a subclass of components".
public struct AASAComponent: Sendable, Hashable {
  /// The query pattern: one pattern for the whole query, or patterns for named query items.
  public enum Query: Sendable, Hashable {
    /// A pattern matched against the whole query string.
    case pattern(String)
    /// Query item names and the pattern each one's value must match, in file order.
    case items([Item])
  }

  /// One named query item of a query dictionary.
  public struct Item: Sendable, Hashable {
    /// The query item's name.
    public var name: String
    /// The pattern its value must match.
    public var pattern: String
    /// Where the name is.
    public var location: SourceLocation
  }

  /// The position in `components`, from 0 (0 for `defaults`).
  public var index: Int
  /// `/`: the path pattern.
  public var path: String?
  /// `?`: the query pattern or dictionary.
  public var query: Query?
  /// `#`: the fragment pattern.
  public var fragment: String?
  /// `exclude`: a match keeps the URL out of the app and ends the scan.
  public var exclude: Bool?
  /// `caseSensitive` (iOS 14 and later).
  public var caseSensitive: Bool?
  /// `percentEncoded` (iOS 14 and later).
  public var percentEncoded: Bool?
  /// `comment`: text iOS ignores.
  public var comment: String?
  /// Where the component's dictionary starts.
  public var location: SourceLocation
  /// Where each key present is, by key (`/`, `?`, `#`, `exclude`, …).
  public var keyLocations: [String: SourceLocation]

  /// A component built in code.
  public init(
    index: Int = 0, path: String? = nil, query: Query? = nil, fragment: String? = nil,
    exclude: Bool? = nil, caseSensitive: Bool? = nil, percentEncoded: Bool? = nil,
    comment: String? = nil, location: SourceLocation = .unknown,
    keyLocations: [String: SourceLocation] = [:]
  ) {
    self.index = index
    self.path = path
    self.query = query
    self.fragment = fragment
    self.exclude = exclude
    self.caseSensitive = caseSensitive
    self.percentEncoded = percentEncoded
    self.comment = comment
    self.location = location
    self.keyLocations = keyLocations
  }
}

/// One string of the legacy `paths` array: a pattern, or `NOT ` and a pattern that keeps
/// matching URLs out.
public struct AASAPathRule: Sendable, Hashable {
  /// The position in `paths`, from 0.
  public var index: Int
  /// The string as written.
  public var text: String
  /// The pattern, without `NOT `.
  public var pattern: String
  /// Whether the string starts with `NOT `.
  public var isExclusion: Bool
  /// Where the string is.
  public var location: SourceLocation
}
