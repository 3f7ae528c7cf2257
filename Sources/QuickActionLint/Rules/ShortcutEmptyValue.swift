import QuickActions

/// `shortcut-empty-value`: a type or title is empty or only white space.
enum ShortcutEmptyValue: LintRule {
  static let id = "shortcut-empty-value"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "A shortcut type or title is empty or only white space.",
    why: "An empty title shows a blank row; an empty type cannot be routed.",
    example: "<key>UIApplicationShortcutItemTitle</key><string>  </string>")

  static func check(_ context: LintContext) -> [Finding] {
    var out: [Finding] = []
    for item in context.items {
      for key in [ShortcutItemKey.type, .title] {
        guard let entry = item.entry(key), let text = entry.value.stringValue else { continue }
        if text.trimmingWhitespace.isEmpty {
          out.append(context.finding(Self.self, "\(key.rawValue) of shortcut item \(item.index) is \(text.isEmpty ? "empty" : "only white space")",
                                     at: entry.value.location))
        }
      }
    }
    return out
  }
}
