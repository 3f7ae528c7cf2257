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
  /// The edit distance costs the product of the lengths, so names longer than `longestName`
  /// get no suggestion (no typo of a key or an icon name is that long), and a candidate whose
  /// length alone puts it out of reach is skipped without measuring.
  public static func nearest(to name: String, in candidates: some Sequence<String>) -> String? {
    guard name.utf8.count <= longestName else { return nil }
    let target = Array(name.lowercased())
    let reach = max(2, target.count / 5)
    var best: (String, Int)? = nil
    for candidate in candidates {
      guard candidate.utf8.count <= longestName else { continue }
      let other = Array(candidate.lowercased())
      guard abs(other.count - target.count) <= reach else { continue }
      let d = distance(target, other)
      if d < (best?.1 ?? Int.max) { best = (candidate, d) }
    }
    guard let (match, d) = best else { return nil }
    return d <= reach ? match : nil
  }

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
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
