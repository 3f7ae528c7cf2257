import QuickActions

/// The "did you mean" of every suggestion the tool makes on the command line: a command, an
/// option, a shortcut type. One function, so every suggestion reads the same and none ends in
/// two marks of punctuation: the text ends at the question mark, and whatever follows it goes
/// on a line of its own.
public enum DidYouMean {
  /// `did you mean 'lint'?` for the candidate nearest to `name` (edit distance,
  /// `Suggestion.nearest(to:in:)`), else for the one candidate that `name` begins (`sim`:
  /// `simulate`), or nil. The line it goes into is escaped for the terminal as a whole, where it
  /// is printed.
  public static func hint(for name: String, among candidates: some Sequence<String>) -> String? {
    let candidates = Array(candidates)
    let starting = candidates.filter { name.count >= 2 && $0.hasPrefix(name) }
    let nearest =
      Suggestion.nearest(to: name, in: candidates) ?? (starting.count == 1 ? starting.first : nil)
    return nearest.map { "did you mean '\(MessageText.clip($0))'?" }
  }

  /// `message` with the hint after a semicolon, when there is one.
  public static func appending(
    to message: String, for name: String, among candidates: some Sequence<String>
  )
    -> String
  {
    hint(for: name, among: candidates).map { "\(message); \($0)" } ?? message
  }
}
