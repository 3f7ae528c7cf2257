import QuickActions

/// `shortcut-unknown-icon-type`: not one of the 29 icon type names; suggests the nearest.
enum ShortcutUnknownIconType: LintRule {
  static let id = "shortcut-unknown-icon-type"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "UIApplicationShortcutItemIconType is not one of the 29 system icon types; the nearest is suggested.",
    why: "iOS shows no icon for an unknown type name, and no tool warns about it.",
    example:
      "UIApplicationShortcutIconTypeCamera  →  did you mean 'UIApplicationShortcutIconTypeCapturePhoto'?"
  )

  static func check(_ context: LintContext) -> [Finding] {
    context.items.compactMap { item in
      guard let entry = item.entry(.iconType), let raw = entry.value.stringValue else { return nil }
      let name = context.configuration.buildSettings.expand(raw)
      // An empty value is shortcut-empty-value's to report.
      guard !name.trimmingWhitespace.isEmpty, BuildSettings.references(in: name).isEmpty,
        SystemIcon(infoPlistName: name) == nil
      else { return nil }
      let suggestion = SystemIcon.suggestion(for: name)?.infoPlistName
      let hint =
        suggestion.map { "; did you mean '\(MessageText.clip($0))'?" }
        ?? "; see `quickaction rules` for the 29 names"
      return context.finding(
        Self.self, "'\(MessageText.clip(name))' is not a system icon type\(hint)",
        at: entry.value.location, fixIt: suggestion)
    }
  }
}
