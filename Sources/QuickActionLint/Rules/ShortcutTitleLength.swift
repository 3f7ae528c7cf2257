import QuickActions

/// `shortcut-title-length`: a title likely truncated (display width aware).
enum ShortcutTitleLength: LintRule {
  static let id = "shortcut-title-length"
  static let severity = Finding.Severity.warning
  static let documentation = doc(
    "A title is probably too long for the menu (measured in display columns; CJK characters count two).",
    why: "The quick-action menu truncates long titles with an ellipsis; the end of the title is lost on smaller phones.",
    example: "\"Open the list of every spot I participate in\"  →  46 columns, over 30")

  /// Columns of a title that fit the menu row on the narrowest current iPhone (a heuristic).
  static let maximumColumns = 30

  static func check(_ context: LintContext) -> [Finding] {
    context.items.compactMap { item in
      guard let entry = item.entry(.title), let raw = entry.value.stringValue else { return nil }
      let title = context.configuration.buildSettings.expand(raw)
      let width = DisplayWidth.of(title)
      guard width > maximumColumns else { return nil }
      return context.finding(Self.self, "title '\(title)' is \(width) columns wide and will likely be truncated (over \(maximumColumns))",
                             at: entry.value.location)
    }
  }
}
