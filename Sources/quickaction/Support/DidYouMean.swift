import QuickActions

/// The "did you mean" of every suggestion the tool makes on the command line: a command, an
/// option, a shortcut type. One function, so every suggestion reads the same and none ends in
/// two marks of punctuation: the text ends at the question mark, and whatever follows it goes
/// on a line of its own.
enum DidYouMean {
  /// `did you mean 'lint'?` for the candidate nearest to `name` (edit distance,
  /// ``Suggestion/nearest(to:in:)``), or nil when none is close enough to be a typo of it. The
  /// line it goes into is escaped for the terminal as a whole, where it is printed.
  static func hint(for name: String, among candidates: some Sequence<String>) -> String? {
    Suggestion.nearest(to: name, in: candidates).map {
      "did you mean '\(MessageText.clip($0))'?"
    }
  }

  /// `message` with the hint after a semicolon, when there is one.
  static func appending(
    to message: String, for name: String, among candidates: some Sequence<String>
  )
    -> String
  {
    hint(for: name, among: candidates).map { "\(message); \($0)" } ?? message
  }
}
