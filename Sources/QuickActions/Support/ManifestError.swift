import PropertyList

/// A value in a route table, navigation map or state file that does not mean anything: what is
/// wrong and where, like a parse error.
public struct ManifestError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong, in a sentence.
  public var message: String
  /// Where it is.
  public var location: SourceLocation

  /// An error saying `message` about `location`.
  public init(_ message: String, at location: SourceLocation) {
    self.message = message
    self.location = location
  }

  public var description: String { "\(location): \(message)" }
}

/// The nearest of some names to a misspelt one, for "did you mean" suggestions.
public enum Suggestion {
  /// The candidate closest to `name` (case-insensitive edit distance), if close enough to be a
  /// plausible typo.
  ///
  /// Names that share a prefix up to a separator (`.`, `-`, `_`, `/`, `:`) are compared by what
  /// follows it: `com.x.deals` and `com.x.search` share `com.x.`, and `deals` is no typo of
  /// `search`, however alike the whole strings look. A suggestion must also keep at least half of
  /// the part compared, so two short words are never taken for each other.
  ///
  /// The edit distance costs the product of the lengths, so names longer than `longestName`
  /// get no suggestion (no typo of a key or an icon name is that long), and a candidate whose
  /// length alone puts it out of reach is skipped without measuring.
  public static func nearest(to name: String, in candidates: some Sequence<String>) -> String? {
    guard name.utf8.count <= longestName else { return nil }
    let target = Array(name.lowercased())
    var best: (String, Int)? = nil
    for candidate in candidates {
      guard candidate.utf8.count <= longestName else { continue }
      let whole = Array(candidate.lowercased())
      let shared = sharedPrefix(target, whole)
      let a = target[shared...]
      let b = whole[shared...]
      let reach = max(2, a.count / 5)
      guard abs(a.count - b.count) <= reach else { continue }
      let d = distance(Array(a), Array(b))
      guard d <= reach, 2 * d <= max(a.count, b.count) else { continue }
      if d < (best?.1 ?? Int.max) { best = (candidate, d) }
    }
    return best?.0
  }

  /// The length of the prefix `a` and `b` share, cut back to just after its last separator.
  static func sharedPrefix(_ a: [Character], _ b: [Character]) -> Int {
    var end = 0
    var i = 0
    while i < a.count, i < b.count, a[i] == b[i] {
      if separators.contains(a[i]) { end = i + 1 }
      i += 1
    }
    return end
  }

  static let separators: Set<Character> = [".", "-", "_", "/", ":"]

  /// The longest name (in UTF-8 bytes) that gets a suggestion.
  public static let longestName = 128

  static func distance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
