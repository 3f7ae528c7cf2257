import PropertyList

/// Whether a URL opens one app as a universal link, and why: which detail and which component
/// or path decided, and every one tried before it.
public struct AASADecision: Sendable, Hashable {
  /// The kinds of answer.
  public enum Verdict: String, Sendable, Hashable {
    /// A component (or legacy path) matched and does not exclude: iOS opens the app.
    case opens
    /// A component with `exclude` (or a `NOT ` path) matched first: the link opens the browser.
    case excluded
    /// No component or path of the app's details matched.
    case noMatch
    /// No detail names the app.
    case appNotListed
    /// The file has no `applinks` service.
    case noApplinks
    /// The URL is not an `http` or `https` link.
    case notWebLink
  }

  /// One component or path tried, in scan order.
  public struct Step: Sendable, Hashable {
    /// `component` or `path`.
    public var kind: String
    /// The detail's position in `details`.
    public var detail: Int
    /// The component's position in `components`, or the path's in `paths`.
    public var index: Int
    /// Where the component or path is.
    public var location: SourceLocation
    /// Whether it matched the URL.
    public var matched: Bool
    /// Whether it excludes what it matches (`exclude: true`, or `NOT `).
    public var excludes: Bool
    /// Why it matched or did not, part by part.
    public var explanation: String
  }

  /// The app asked about.
  public var appID: String
  /// The answer.
  public var verdict: Verdict
  /// The components and paths tried, the deciding one last.
  public var steps: [Step]
  /// The answer and its reason in a sentence.
  public var reason: String

  /// Whether iOS would open the app for the URL.
  public var opensApp: Bool { verdict == .opens }

  /// The component or path that decided (the last step, when it matched).
  public var decidingStep: Step? { steps.last.flatMap { $0.matched ? $0 : nil } }
}
