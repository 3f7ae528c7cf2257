import PropertyList

/// The target content identifier of what a route shows, written as a pattern of `/`-separated
/// segments, each a literal or a `:parameter` of the route's screen: `questions/:questionID`. A
/// window showing `question(questionID: 42)` has the content `questions/42`.
///
/// Apple leaves the identifiers to the app: "A target content identifier is a string you define
/// within your app. This string provides a unique identifier for specific content in your app,
/// like a particular document" (`NSUserActivity.targetContentIdentifier`). The same string goes on
/// the doors that should reach that window: a quick action's, an activity's or a notification's
/// `targetContentIdentifier`, an App Intent's `contentIdentifier`.
public struct ContentIdentifierPattern: Sendable, Hashable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The pattern as written.
  public let text: String
  /// Its segments.
  public let segments: [SegmentPattern.Segment]
  /// Where it was written.
  public let location: SourceLocation
  /// Why it does not read, or nil.
  let problem: String?

  /// A pattern read from `text`; one that does not read keeps its problem, which
  /// ``RouteTable/check()`` reports (a manifest refuses it as it is read). Every segment but a
  /// `:name` one is kept as written, so a URL (`https://qa.example.com/questions/:questionID`) is
  /// a pattern too.
  public init(_ text: String, location: SourceLocation = .unknown) {
    self.text = text
    self.location = location
    var segments: [SegmentPattern.Segment] = []
    var problem: String? = text.isEmpty ? "is empty" : nil
    for part in text.split(separator: "/", omittingEmptySubsequences: false) {
      guard part.first == ":" else {
        segments.append(.literal(String(part)))
        continue
      }
      let name = part.dropFirst()
      if name.isEmpty || !name.allSatisfy(SegmentPattern.isNameCharacter) {
        problem =
          problem
          ?? "parameter '\(part)' needs a name of letters, digits and '_' after ':', and takes the whole segment"
      }
      segments.append(.parameter(String(name), .string))
    }
    self.segments = segments
    self.problem = problem
  }

  public init(stringLiteral value: String) { self.init(value) }

  public var description: String { text }

  /// The names of its parameters, in order.
  public var parameterNames: [String] {
    segments.compactMap { if case .parameter(let name, _) = $0 { return name } else { return nil } }
  }

  /// The identifier for a screen shown with `parameters`, or nil when one of the pattern's
  /// parameters has no value there.
  public func identifier(filledWith parameters: [String: String]) -> String? {
    var parts: [String] = []
    for segment in segments {
      switch segment {
      case .literal(let text): parts.append(text)
      case .parameter(let name, _):
        guard let value = parameters[name] else { return nil }
        parts.append(value)
      }
    }
    return parts.joined(separator: "/")
  }
}
