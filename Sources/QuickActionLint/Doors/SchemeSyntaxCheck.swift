import PropertyList

/// The check `url-scheme-syntax` and `queried-scheme-syntax` share: each entry under `key` that
/// is not a string, and each scheme of `schemes` that is not a URL scheme (RFC 3986, see
/// `DeclaredDoors.schemeProblem`), with the repair as a fix-it when the text is as written (no
/// build setting expanded in it). A scheme that still holds a build-setting reference is left alone.
enum SchemeSyntaxCheck {
  /// `noun` names an entry ("URL scheme"); `place` adds where a scheme is (" of URL type 2").
  static func findings<Rule: LintRule>(
    _ rule: Rule.Type, _ context: LintContext, key: String, noun: String,
    schemes: KeyPath<DeclaredDoors, [DeclaredDoors.Entry]>,
    place: (DeclaredDoors.Entry) -> String = { _ in "" }
  ) -> [Finding] {
    let doors = DeclaredDoors(
      root: context.document?.root, settings: context.configuration.buildSettings)
    var out: [Finding] = doors.nonStrings.filter { $0.key == key }.map {
      context.finding(
        rule, "a \(noun) must be a string, not \($0.value.typeDescription)", at: $0.value.location)
    }
    for scheme in doors[keyPath: schemes] where !scheme.isUnresolved {
      guard let problem = DeclaredDoors.schemeProblem(scheme.value) else { continue }
      out.append(
        context.finding(
          rule, "the \(noun) '\(scheme.value)'\(place(scheme)) \(problem)",
          at: scheme.location,
          fixIt: scheme.raw == scheme.value ? DeclaredDoors.schemeRepair(scheme.value) : nil))
    }
    return out
  }
}
