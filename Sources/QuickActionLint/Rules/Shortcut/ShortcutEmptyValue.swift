import QuickActions

/// `shortcut-empty-value`: a type or title is empty or only white space (an error), or an icon
/// key is (a warning: the item shows no icon).
enum ShortcutEmptyValue: LintRule {
  static let id = "shortcut-empty-value"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "A shortcut type or title is empty or only white space (an error); an icon type, file or symbol name is empty (a warning).",
    why:
      "An empty title shows a blank row; an empty type cannot be routed; an empty icon value is no icon at all.",
    example: "<key>UIApplicationShortcutItemTitle</key><string>  </string>")

  static func check(_ context: LintContext) -> [Finding] {
    var out: [Finding] = []
    for item in context.items {
      for key in [ShortcutItemKey.type, .title] {
        guard let entry = item.entry(key), let text = entry.value.stringValue else { continue }
        if text.trimmingWhitespace.isEmpty {
          out.append(
            context.finding(
              Self.self,
              "\(key.rawValue) of shortcut item \(item.index) is \(text.isEmpty ? "empty" : "only white space")",
              at: entry.value.location))
        }
      }
      for key in [ShortcutItemKey.iconType, .iconFile, .iconSymbolName] {
        guard let entry = item.entry(key), let text = entry.value.stringValue,
          text.trimmingWhitespace.isEmpty
        else { continue }
        var finding = context.finding(
          Self.self,
          "\(key.rawValue) of shortcut item \(item.index) is \(text.isEmpty ? "empty" : "only white space"): the item shows no icon",
          at: entry.value.location)
        finding.severity = .warning
        out.append(finding)
      }
    }
    return out
  }
}
