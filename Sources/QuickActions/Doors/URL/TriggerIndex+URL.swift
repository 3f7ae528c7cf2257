extension TriggerIndex {
  /// The route of the most specific pattern `url` matches, and the values it captures.
  func match(_ url: String) -> (route: Int, captures: [String: String])? {
    guard let found = urlIndex.firstMatch(url), let parts = URLParts(url) else { return nil }
    return (urls[found].route, urls[found].pattern.captures(from: parts))
  }

  /// The same as `match`, found by trying each pattern in order of specificity: the plain
  /// matcher the tree is checked against.
  func referenceMatch(_ url: String) -> (route: Int, captures: [String: String])? {
    guard let parts = URLParts(url) else { return nil }
    for (route, pattern) in urls {
      if let captures = pattern.match(parts) { return (route, captures) }
    }
    return nil
  }
}
