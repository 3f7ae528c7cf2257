import PropertyList

extension NavigationState.Gate {
  /// The gate a manifest, a state or a script names: a built-in gate or the app's own, written
  /// as a name of letters, digits, `.`, `-` and `_`. A name one slip away from a built-in gate
  /// (`logn`) is refused as its typo rather than taken for a gate of the app's own, which would
  /// hold every entry behind a gate the app never opens.
  public init(parsing value: PlistValue, what: String = "gate") throws(ManifestError) {
    let name = try ManifestReader(value, what).string()
    guard !name.isEmpty,
      name.unicodeScalars.allSatisfy({
        $0.properties.isAlphabetic || ("0"..."9").contains($0) || "._-".unicodeScalars.contains($0)
      })
    else {
      throw ManifestError(
        "\(what) '\(MessageText.clip(name))' is not a name: write login, onboarding, terms, or the app's own in letters, digits, '.', '-' and '_'",
        at: value.location)
    }
    let builtIn = Self.allCases.map(\.rawValue)
    if !builtIn.contains(name), let near = Suggestion.nearest(to: name, in: builtIn) {
      throw ManifestError(
        "unknown \(what) '\(MessageText.clip(name))'; did you mean '\(near)'?", at: value.location)
    }
    self.init(rawValue: name)
  }
}
