import PropertyList

/// What `quickaction aasa` or `quickaction assetlinks` is asked: to validate a website's
/// association file, or to decide whether a URL opens an app by it.
public struct SiteFileRequest: Sendable {
  /// The app (`TEAMID.bundle.id`) or package a URL is decided for; nil: every one the file
  /// names.
  public var app: String?
  /// Text (default) or JSON.
  public var format: ReportFormat = .text
  /// The website file: `apple-app-site-association` or `assetlinks.json` (`-`: standard input).
  public var file = ""
  /// The URL to decide (`match`); nil: validate the file.
  public var url: String?

  /// A request for text about every app.
  public init() {}
}
