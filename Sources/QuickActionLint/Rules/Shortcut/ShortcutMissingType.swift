import QuickActions

/// `shortcut-missing-type`: an item has no `UIApplicationShortcutItemType`.
enum ShortcutMissingType: LintRule {
  static let id = "shortcut-missing-type"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "A shortcut item has no UIApplicationShortcutItemType.",
    why:
      "The type is how the app tells quick actions apart; iOS does not show an item without one.",
    example: "<dict><key>UIApplicationShortcutItemTitle</key><string>Post</string></dict>")

  static func check(_ context: LintContext) -> [Finding] {
    context.items.compactMap { item in
      item.entry(.type) == nil
        ? context.finding(
          Self.self, "shortcut item \(item.index) has no UIApplicationShortcutItemType",
          at: item.value.location)
        : nil
    }
  }
}
