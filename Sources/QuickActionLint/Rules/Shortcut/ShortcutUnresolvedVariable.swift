import PropertyList
import QuickActions

/// `shortcut-unresolved-variable`: a `$(VAR)` that Xcode does not always define and that no
/// `--define` gives; reported once per variable, at its first use.
enum ShortcutUnresolvedVariable: LintRule {
  static let id = "shortcut-unresolved-variable"
  static let severity = Finding.Severity.warning
  static let documentation = doc(
    "A shortcut value uses a build setting ($(VAR) or ${VAR}) that Xcode does not always define and that was not given with --define.",
    why:
      "Xcode expands PRODUCT_BUNDLE_IDENTIFIER and the other settings every app target has; any other variable may be empty in the built app, leaving a type that no route matches.",
    example: "$(QA_TYPE_PREFIX).post  →  --define QA_TYPE_PREFIX=com.example.qa")

  static func check(_ context: LintContext) -> [Finding] {
    let defined = context.configuration.buildSettings.definitions
    var uses: [String: (first: SourceLocation, key: String, count: Int)] = [:]
    var order: [String] = []
    for item in context.items {
      for entry in item.dict {
        guard let text = entry.value.stringValue else { continue }
        for reference in BuildSettings.references(in: text)
        where defined[reference.name] == nil
          && !BuildSettings.alwaysDefinedByXcode.contains(reference.name)
        {
          if let seen = uses[reference.name] {
            uses[reference.name] = (seen.first, seen.key, seen.count + 1)
          } else {
            uses[reference.name] = (entry.value.location, entry.key, 1)
            order.append(reference.name)
          }
        }
      }
    }
    return order.compactMap { name in
      guard let use = uses[name] else { return nil }
      let more = use.count > 1 ? " (used \(use.count) times)" : ""
      // Linting a project: say why the project's settings give no value.
      if let why = context.configuration.unresolvedSettings[name] {
        return context.finding(
          Self.self, "$(\(name)) in \(use.key) has no value\(more): \(why)", at: use.first)
      }
      return context.finding(
        Self.self, "$(\(name)) in \(use.key) has no value\(more); pass --define \(name)=…",
        at: use.first)
    }
  }
}
