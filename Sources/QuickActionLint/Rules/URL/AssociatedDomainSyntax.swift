import PropertyList

/// `associated-domain-syntax`: an entry of the Associated Domains entitlement iOS cannot read.
enum AssociatedDomainSyntax: LintRule {
  static let id = "associated-domain-syntax"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "An entry of com.apple.developer.associated-domains (in an .entitlements file) is not service:domain[?mode=…]: no or an unknown service, a URL instead of a domain (fixed by --fix), a wildcard not at the start, an unknown mode.",
    why:
      "iOS skips an entry it cannot read: no apple-app-site-association file is fetched for it, and its universal links open Safari (TN3155).",
    example:
      "<string>applinks:https://example.com/</string>  →  the entitlement takes a domain alone: 'applinks:example.com'"
  )

  static func check(_ context: LintContext) -> [Finding] {
    guard
      let entry = context.document?.root.dictionaryValue?.entry(
        forKey: AssociatedDomain.entitlement)
    else { return [] }
    guard let list = entry.value.arrayValue else {
      return [
        context.finding(
          Self.self,
          "\(AssociatedDomain.entitlement) must be an array of strings, not \(entry.value.typeDescription)",
          at: entry.value.location)
      ]
    }
    var out: [Finding] = []
    for value in list {
      guard let text = value.stringValue else {
        out.append(
          context.finding(
            Self.self, "an associated domain must be a string, not \(value.typeDescription)",
            at: value.location))
        continue
      }
      // A build setting (such as $(ASSOCIATED_DOMAIN)) is expanded by Xcode at signing time.
      let expanded = context.configuration.buildSettings.expand(text)
      guard BuildSettingsCheck.isResolved(expanded) else { continue }
      if case .failure(let problem) = AssociatedDomain.parse(expanded, at: value.location) {
        out.append(
          context.finding(
            Self.self, problem.message, at: value.location,
            fixIt: expanded == text ? problem.repair : nil))
      }
    }
    return out
  }
}
