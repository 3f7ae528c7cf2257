import QuickActions

/// `shortcut-unresolved-variable`: a `$(VAR)` with no definition given.
enum ShortcutUnresolvedVariable: LintRule {
  static let id = "shortcut-unresolved-variable"
  static let severity = Finding.Severity.warning
  static let documentation = doc(
    "A shortcut value uses a build setting ($(VAR) or ${VAR}) that was not defined with --define.",
    why: "Without its value the type cannot be checked against the routes or for duplicates; pass the setting as Xcode would.",
    example: "$(PRODUCT_BUNDLE_IDENTIFIER).post  →  --define PRODUCT_BUNDLE_IDENTIFIER=com.example.qa")

  static func check(_ context: LintContext) -> [Finding] {
    var out: [Finding] = []
    let defined = context.configuration.buildSettings.definitions
    for item in context.items {
      for entry in item.dict {
        guard let text = entry.value.stringValue else { continue }
        for reference in BuildSettings.references(in: text) where defined[reference.name] == nil {
          out.append(context.finding(
            Self.self, "$(\(reference.name)) in \(entry.key) has no value; pass --define \(reference.name)=…",
            at: entry.value.location))
        }
      }
    }
    return out
  }
}
