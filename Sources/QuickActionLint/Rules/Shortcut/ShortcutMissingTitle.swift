import QuickActions

/// `shortcut-missing-title`: an item has no `UIApplicationShortcutItemTitle`.
enum ShortcutMissingTitle: LintRule {
  static let id = "shortcut-missing-title"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "A shortcut item has no UIApplicationShortcutItemTitle.",
    why: "The title is what the user reads in the menu; iOS does not show an item without one.",
    example:
      "<dict><key>UIApplicationShortcutItemType</key><string>com.example.post</string></dict>")

  static func check(_ context: LintContext) -> [Finding] {
    context.items.compactMap { item in
      guard item.entry(.title) == nil else { return nil }
      let name = item.string(.type).map { " ('\(MessageText.clip($0))')" } ?? ""
      return context.finding(
        Self.self, "shortcut item \(item.index)\(name) has no UIApplicationShortcutItemTitle",
        at: item.value.location)
    }
  }
}
