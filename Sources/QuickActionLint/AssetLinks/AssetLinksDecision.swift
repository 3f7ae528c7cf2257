import PropertyList

/// Whether a URL opens an app by a site's `assetlinks.json`, and why, with the Android versions
/// the answer holds for.
public struct AssetLinksDecision: Sendable, Hashable {
  /// The kinds of answer.
  public enum Verdict: String, Sendable, Hashable {
    /// A statement grants the package, and no dynamic rule keeps the URL out.
    case opens
    /// A dynamic rule with `exclude` matched first.
    case excluded
    /// The statement has dynamic rules and none matches.
    case noMatch
    /// No statement grants the package handle_all_urls.
    case packageNotListed
    /// Android reads none of the file (`AssetLinksFile.androidRejection`).
    case fileIgnored
    /// Not an http or https URL.
    case notWebLink
  }

  /// The package asked about.
  public var package: String
  /// The answer.
  public var verdict: Verdict
  /// The statement that granted the package, when one did.
  public var statement: Int?
  /// The dynamic rules tried, the deciding one last (`kind` is `rule`, `detail` the statement).
  public var steps: [AASADecision.Step]
  /// The answer and its reason in a sentence.
  public var reason: String
  /// The Android versions the answer holds for ("Android 15 and later" when dynamic rules
  /// decided), or nil when it holds for every version that verifies App Links.
  public var androidVersions: String? = nil
  /// What earlier versions do instead, when the answer depends on the version.
  public var beforeAndroid15: String? = nil

  /// Whether the URL opens the app.
  public var opensApp: Bool { verdict == .opens }

  /// The decision as a person reads it; text from the file escaped for a terminal.
  public var outline: [String] {
    let answer = opensApp ? "opens the app" : "does not open the app"
    var lines = ["\(package): \(answer) (\(verdict.rawValue))", "  " + reason]
    if let androidVersions {
      let earlier = beforeAndroid15.map { "; " + $0 } ?? ""
      lines.append("  this holds for \(androidVersions)" + earlier)
    }
    if !steps.isEmpty {
      lines.append("  tried in order:")
      for step in steps {
        let answer =
          step.matched
          ? (step.excludes ? "matches, and excludes" : "matches") : "no match"
        lines.append(
          "    statement \(step.detail), rule \(step.index) (\(step.location)): "
            + "\(answer): \(step.explanation)")
      }
    }
    return lines.map(TerminalText.escape)
  }

  /// The decision for programs (`assetlinks match --format json`).
  public var json: JSONValue {
    var members: [(String, JSONValue)] = [
      ("package", .string(package)), ("opens", .bool(opensApp)),
      ("verdict", .string(verdict.rawValue)), ("reason", .string(reason)),
    ]
    if let statement { members.append(("statement", .int(statement))) }
    if let androidVersions { members.append(("android", .string(androidVersions))) }
    if let beforeAndroid15 { members.append(("beforeAndroid15", .string(beforeAndroid15))) }
    members.append(("steps", .array(steps.map(\.json))))
    return .object(members)
  }
}
