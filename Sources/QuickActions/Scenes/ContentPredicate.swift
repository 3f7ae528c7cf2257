/// One of a scene's two activation predicates, in the forms UIKit accepts: always, never, or
/// "self is one of these identifiers" (`self == 'x' OR self == 'y'`).
///
/// `UISceneActivationConditions.h`: "Predicates used here must not be block or selector based,
/// must not use the 'MATCHES' operator, and may not access any key paths other than 'self' off of
/// the NSString they're evaluated against." Each form here meets that, and ``predicateFormat``
/// writes it for `NSPredicate(format:)`.
public enum ContentPredicate: Sendable, Hashable, CustomStringConvertible {
  /// `NSPredicate(value: true)`: any content, and an event with no target content identifier.
  case always
  /// `NSPredicate(value: false)`.
  case never
  /// True for exactly these target content identifiers (`self == 'x' OR …`); nil never matches.
  case anyOf([String])

  /// Whether the predicate holds for an event's target content identifier. An `NSPredicate` of
  /// `self == 'x'` evaluated against nil is false; a constant predicate ignores its argument.
  public func evaluate(_ identifier: String?) -> Bool {
    switch self {
    case .always: return true
    case .never: return false
    case .anyOf(let identifiers):
      guard let identifier else { return false }
      return identifiers.contains(identifier)
    }
  }

  /// The predicate as `NSPredicate(format:)` reads it: `TRUEPREDICATE`, `FALSEPREDICATE`, or
  /// `self == "x" OR self == "y"` (an empty list is `FALSEPREDICATE`). Quotes and backslashes in
  /// an identifier are escaped.
  public var predicateFormat: String {
    switch self {
    case .always: return "TRUEPREDICATE"
    case .never: return "FALSEPREDICATE"
    case .anyOf(let identifiers):
      guard !identifiers.isEmpty else { return "FALSEPREDICATE" }
      return identifiers.map { "self == \"\(Self.escaped($0))\"" }.joined(separator: " OR ")
    }
  }

  /// `always`, `never`, or the identifiers: `[questions/42, compose]`.
  public var description: String {
    switch self {
    case .always: return "any content"
    case .never: return "no content"
    case .anyOf(let identifiers):
      return identifiers.isEmpty ? "no content" : identifiers.joined(separator: ", ")
    }
  }

  static func escaped(_ text: String) -> String {
    var out = ""
    for c in text {
      if c == "\"" || c == "\\" { out.append("\\") }
      out.append(c)
    }
    return out
  }
}
