import PropertyList

/// A website's `/.well-known/assetlinks.json`: Digital Asset Links statements, each a relation
/// granted to a target, with the Android 15 dynamic App Links rules.
///
/// The format is "Configure website associations and dynamic rules"
/// (https://developer.android.com/training/app-links/configure-assetlinks) and the Digital Asset
/// Links "Getting started" and statement list pages
/// (https://developers.google.com/digital-asset-links/v1/getting-started): an array of
/// statements with `relation` (strings such as `delegate_permission/common.handle_all_urls`),
/// a `target` (`namespace` `android_app` with `package_name` and `sha256_cert_fingerprints`, or
/// `web` with `site`) and, for Android 15, `relation_extensions` whose
/// `dynamic_app_link_components` refine which URLs open the app.
public struct AssetLinksFile: Sendable, Hashable {
  /// The statements, in file order.
  public var statements: [AssetStatement]
  /// Why Android ignores the whole file, when it does; nil when it reads the file.
  public var androidRejection: AndroidRejection?

  /// A file of these statements.
  public init(statements: [AssetStatement], androidRejection: AndroidRejection? = nil) {
    self.statements = statements
    self.androidRejection = androidRejection
  }

  /// The relation that lets an app open the site's links.
  public static let handleAllURLs = "delegate_permission/common.handle_all_urls"
  /// The relation that shares sign-in credentials.
  public static let getLoginCreds = "delegate_permission/common.get_login_creds"

  /// The package names of the `android_app` targets granted `handle_all_urls`, each once.
  public var appLinkPackages: [String] {
    var seen: Set<String> = []
    return statements.filter { $0.grants(Self.handleAllURLs) }
      .compactMap { $0.app?.packageName.text }.filter { seen.insert($0).inserted }
  }
}

/// Why Android reads none of a file, and on which versions.
public struct AndroidRejection: Sendable, Hashable {
  /// The reason, in a sentence.
  public var reason: String
  /// Where the cause is.
  public var location: SourceLocation
  /// The versions that reject the file ("Android 12 and later"), or nil for every version.
  public var versions: String?

  /// A rejection for `reason` at `location`, on `versions` (nil: all).
  public init(_ reason: String, at location: SourceLocation, versions: String? = nil) {
    self.reason = reason
    self.location = location
    self.versions = versions
  }
}

/// A string of the file and where it is.
public struct AssetLinksText: Sendable, Hashable {
  /// The text.
  public var text: String
  /// Where the string is.
  public var location: SourceLocation
}

/// One statement.
public struct AssetStatement: Sendable, Hashable {
  /// An `android_app` target.
  public struct App: Sendable, Hashable {
    /// `package_name`.
    public var packageName: AssetLinksText
    /// `sha256_cert_fingerprints`, in order.
    public var fingerprints: [AssetLinksText]
  }

  /// The position in the file, from 0.
  public var index: Int
  /// Where the statement's object starts.
  public var location: SourceLocation
  /// The relations, in order.
  public var relations: [AssetLinksText]
  /// The `android_app` target, when the target is one.
  public var app: App?
  /// The `web` target's `site`, when the target is one.
  public var site: AssetLinksText?
  /// The dynamic App Links rules of `handle_all_urls` (Android 15), or nil when there are none.
  public var dynamicComponents: [DynamicComponent]?
  /// `include`: the URL of another statement list, when the statement is one.
  public var include: AssetLinksText?
  /// Whether Android drops the statement on every version (no `target` object or `relation`
  /// array, AOSP `StatementParser.parseOneStatement`; or an include, which grants nothing itself).
  public var androidIgnores: Bool = false

  /// Whether the statement grants `relation`.
  public func grants(_ relation: String) -> Bool { relations.contains { $0.text == relation } }
}

/// One rule of `dynamic_app_link_components`: patterns for the path (`/`), query parameters
/// (`?`) and fragment (`#`), and whether a match keeps the URL out of the app (`exclude`).
public struct DynamicComponent: Sendable, Hashable {
  /// A query parameter's name and the pattern its value must match.
  public struct QueryItem: Sendable, Hashable {
    /// The parameter's name.
    public var name: String
    /// The pattern.
    public var pattern: String
    /// Where the name is.
    public var location: SourceLocation
  }

  /// The position in `dynamic_app_link_components`, from 0.
  public var index: Int
  /// Where the rule's object starts.
  public var location: SourceLocation
  /// `/`: the path pattern.
  public var path: String?
  /// `?`: query parameters and their patterns.
  public var query: [QueryItem]?
  /// `#`: the fragment pattern.
  public var fragment: String?
  /// `exclude`.
  public var exclude: Bool?
  /// `comments`: text Android ignores.
  public var comments: String?
}
