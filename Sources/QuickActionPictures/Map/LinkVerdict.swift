/// What a website's `apple-app-site-association` file does with a universal-link pattern, as
/// the map shows it: computed by whoever reads the file (the CLI, with the linter's matcher),
/// and handed to ``NavigationGraph`` as plain text so that the pictures need no AASA reader.
public struct LinkVerdict: Sendable, Hashable {
  /// Whether iOS opens the app for the pattern's links.
  public var opensApp: Bool
  /// The decision in a few words, shown in the trigger's box: `lets it through (detail 0,
  /// component 1)`, `blocked by detail 0, component 2 (exclude)`, `not covered: no component
  /// matches`.
  public var summary: String
  /// The decision and its reason in full, for the tooltip.
  public var reason: String
  /// The URL the file was asked about, when the pattern has parameters or a wildcard and a
  /// representative link stood in for it; nil when the pattern is one URL.
  public var tried: String?

  /// A verdict: whether the app opens, in a few words, in full, and the URL tried for a pattern
  /// with parameters.
  public init(opensApp: Bool, summary: String, reason: String, tried: String? = nil) {
    self.opensApp = opensApp
    self.summary = summary
    self.reason = reason
    self.tried = tried
  }
}
