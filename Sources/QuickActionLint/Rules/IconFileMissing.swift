import QuickActions

/// `icon-file-missing`: an icon file not found in the given asset catalogs.
enum IconFileMissing: LintRule {
  static let id = "icon-file-missing"
  static let severity = Finding.Severity.warning
  static let documentation = doc(
    "UIApplicationShortcutItemIconFile names an image not found under --assets DIR (asset-catalog image sets or image files).",
    why: "A missing template image shows an empty icon slot; the build does not catch it.",
    example: "icon_touch_post with no icon_touch_post.imageset")

  static func check(_ context: LintContext) -> [Finding] {
    guard let assets = context.configuration.assets else { return [] }
    return context.items.compactMap { item in
      guard let entry = item.entry(.iconFile), let raw = entry.value.stringValue else { return nil }
      let name = context.configuration.buildSettings.expand(raw)
      guard !assets.contains(name) else { return nil }
      let suggestion = Suggestion.nearest(to: name, in: assets.names)
      let hint = suggestion.map { "; did you mean '\(MessageText.clip($0))'?" } ?? ""
      return context.finding(
        Self.self, "icon file '\(MessageText.clip(name))' is not in the asset catalogs\(hint)",
        at: entry.value.location, fixIt: suggestion)
    }
  }
}
