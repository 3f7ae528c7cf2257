import QuickActions

/// `shortcut-type-prefix`: a type not prefixed by the bundle identifier (when one is given).
/// Opt-in: on real apps types only need to be unique, and most are not prefixed.
enum ShortcutTypePrefix: LintRule {
  static let id = "shortcut-type-prefix"
  static let severity = Finding.Severity.warning
  static let isOptIn = true
  static let documentation = doc(
    "A shortcut type does not start with the app's bundle identifier (checked with --bundle-id).",
    why:
      "Apple recommends reverse-DNS types prefixed by the bundle identifier, so types stay unique across the app and its extensions.",
    example: "Post  →  com.example.qa.Post")

  static func check(_ context: LintContext) -> [Finding] {
    guard let bundle = context.configuration.bundleIdentifier else { return [] }
    return context.items.compactMap { item in
      guard let entry = item.entry(.type), let raw = entry.value.stringValue else { return nil }
      // $(PRODUCT_BUNDLE_IDENTIFIER) stands for the bundle identifier even when not defined.
      let type = BuildSettings(
        context.configuration.buildSettings.definitions.merging([
          "PRODUCT_BUNDLE_IDENTIFIER": bundle
        ]) { a, _ in a }
      ).expand(raw)
      guard !type.hasPrefix(bundle + ".") else { return nil }
      return context.finding(
        Self.self,
        "type '\(MessageText.clip(type))' is not prefixed by the bundle identifier '\(MessageText.clip(bundle))'",
        at: entry.value.location, fixIt: bundle + "." + type)
    }
  }
}
