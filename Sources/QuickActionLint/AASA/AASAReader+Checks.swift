import PropertyList

extension AASAReader.State {
  /// An app identifier is `<Application Identifier Prefix>.<Bundle Identifier>`
  /// ("applinks.Details"): the prefix is the 10-character team ID of capital letters and digits;
  /// a bundle identifier holds only letters, digits, `-` and `.` ("CFBundleIdentifier",
  /// https://developer.apple.com/documentation/bundleresources/information-property-list/cfbundleidentifier).
  mutating func checkAppID(_ id: String, at location: SourceLocation) {
    if id.contains("$(") || id.contains("${") || id.contains("DEVELOPMENT_TEAM")
      || id.contains("PRODUCT_BUNDLE_IDENTIFIER")
    {
      error(
        "the app ID '\(id)' holds an Xcode build setting, which a website's file never expands; write the team ID and bundle ID themselves",
        at: location)
      return
    }
    guard let dot = id.firstIndex(of: ".") else {
      error(
        "the app ID '\(id)' has no team ID: write it as TEAMID.bundle.id (the 10-character team ID, a dot, the bundle ID)",
        at: location)
      return
    }
    let team = id[..<dot]
    let bundle = id[id.index(after: dot)...]
    if !AASAReader.isTeamID(team) {
      let shape =
        team.count == 10
        ? "holds characters a team ID does not"
        : "has \(team.count) character\(team.count == 1 ? "" : "s")"
      error(
        "the app ID '\(id)' does not start with a team ID: '\(team)' \(shape), and a team ID is 10 capital letters and digits",
        at: location)
      return
    }
    if bundle.isEmpty || !bundle.unicodeScalars.allSatisfy(AASAReader.isBundleIDScalar) {
      error(
        "the bundle ID '\(bundle)' of the app ID '\(id)' may hold only letters, digits, '-' and '.'",
        at: location)
    }
  }

  /// A path pattern that can never match: it does not start as a path does, or it spells a
  /// fragment or a query, which are not part of the path.
  mutating func checkPathPattern(_ p: String, at location: SourceLocation, legacy: Bool) {
    let key = legacy ? "paths" : "'/'"
    if let first = p.first, !"/*?".contains(first), !p.hasPrefix("$(") {
      warning(
        "the path pattern '\(p)' never matches: a URL's path starts with '/' (write '/\(p)')",
        at: location)
    }
    if p.contains("#") {
      warning(
        "the path pattern '\(p)' has a '#', but a URL's path never does: the fragment after '#' is matched with the '#' key of components",
        at: location)
    }
    if !legacy, let mark = p.firstIndex(of: "?"), p[mark...].contains("=") {
      warning(
        "in the path pattern '\(p)', '?' is a one-character wildcard, not the start of the query; match the query with the '?' key of \(key == "paths" ? "components" : "the component")",
        at: location)
    }
  }

  /// Every `$(name)` in a pattern must be a custom substitution variable or a predefined one;
  /// an unknown one is matched as its text.
  mutating func checkVariables(_ applinks: AASAAppLinks?) {
    guard let applinks else { return }
    let custom = Set(applinks.substitutionVariables.map(\.name))
    func check(_ pattern: String?, at location: SourceLocation?) {
      guard let pattern, let location else { return }
      for name in AASAPattern.variableNames(in: pattern)
      where !custom.contains(name) && !AASAPattern.predefined.contains(name) {
        error(
          "'$(\(name))' in '\(pattern)' is neither a substitution variable of this file nor one Apple predefines; it is matched as the text '$(\(name))'",
          at: location)
      }
    }
    func check(_ c: AASAComponent?) {
      guard let c else { return }
      check(c.path, at: c.keyLocations["/"])
      check(c.fragment, at: c.keyLocations["#"])
      switch c.query {
      case .pattern(let p)?: check(p, at: c.keyLocations["?"])
      case .items(let items)?: for item in items { check(item.pattern, at: item.location) }
      case nil: break
      }
    }
    check(applinks.defaults)
    for detail in applinks.details {
      check(detail.defaults)
      for c in detail.components ?? [] { check(c) }
    }
  }
}

extension AASAReader {
  /// Whether `s` is a team ID: 10 capital ASCII letters and digits.
  static func isTeamID(_ s: Substring) -> Bool {
    s.utf8.count == 10
      && s.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
  }

  static func isBundleIDScalar(_ s: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(s) || ("A"..."Z").contains(s) || ("0"..."9").contains(s) || s == "-"
      || s == "."
  }
}
