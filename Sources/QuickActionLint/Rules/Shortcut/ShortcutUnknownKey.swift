import QuickActions

/// `shortcut-unknown-key`: an item has a key iOS does not know; suggests the nearest known one.
enum ShortcutUnknownKey: LintRule {
  static let id = "shortcut-unknown-key"
  static let severity = Finding.Severity.warning
  static let documentation = doc(
    "A shortcut item has a key iOS does not read; the nearest known key is suggested.",
    why: "A misspelt key is silently ignored: the icon or subtitle the author meant never appears.",
    example:
      "<key>UIApplicationShortcutItemSubTitle</key>  →  did you mean 'UIApplicationShortcutItemSubtitle'?"
  )

  static let known = ShortcutItemKey.allCases.map(\.rawValue)

  static func check(_ context: LintContext) -> [Finding] {
    var out: [Finding] = []
    for item in context.items {
      for entry in item.dict where !known.contains(entry.key) {
        let suggestion = Suggestion.nearest(to: entry.key, in: known)
        let hint = suggestion.map { "; did you mean '\(MessageText.clip($0))'?" } ?? ""
        out.append(
          context.finding(
            Self.self,
            "unknown key '\(MessageText.clip(entry.key))' in shortcut item \(item.index)\(hint)",
            at: entry.keyLocation, fixIt: suggestion))
      }
    }
    return out
  }
}
