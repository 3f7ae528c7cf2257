/// What `quickaction map` is asked: the manifest, the association files its links are held
/// against, and where the picture goes.
public struct MapRequest: Sendable {
  /// The manifest (default `Shortcuts.plist`).
  public var file = "Shortcuts.plist"
  /// The format as stated (`svg`, `dot`, `mermaid`); nil: the output's extension decides.
  public var format: String?
  /// Where the picture is written; nil: standard output.
  public var output: String?
  /// apple-app-site-association files, each `[DOMAIN=]FILE`.
  public var associationFiles: [String] = []
  /// The app the files are read for (`TEAMID.bundle.id`).
  public var app: String?

  /// A request for the SVG map of `Shortcuts.plist`.
  public init() {}
}

/// What `quickaction preview` is asked: the manifest, the languages and look of the menu, and
/// where the page goes.
public struct PreviewRequest: Sendable {
  /// The manifest (default `Shortcuts.plist`).
  public var file = "Shortcuts.plist"
  /// The languages drawn side by side (`all`: every one found).
  public var languages: [String] = []
  /// The folder of the `.lproj` folders and String Catalogs.
  public var strings: String?
  /// Light (default) or dark.
  public var appearance: Appearance = .light
  /// The device's name (default: the standard device).
  public var device: String?
  /// An asset catalog folder for template icons.
  public var assets: String?
  /// A store of dynamic items.
  public var dynamic: String?
  /// The name under the icon.
  public var appName: String?
  /// Build settings for `$(VAR)` references.
  public var definitions: [(String, String)] = []
  /// Where the page is written (`.html` or `.svg`); nil: HTML on standard output.
  public var output: String?
  /// The written page's format, `html` (default) or `svg`.
  public var format = "html"

  /// A request for the HTML page of `Shortcuts.plist`.
  public init() {}
}
