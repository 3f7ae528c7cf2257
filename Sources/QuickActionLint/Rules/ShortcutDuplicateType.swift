import PropertyList
import QuickActions

/// `shortcut-duplicate-type`: two items (static, or static and dynamic) share a type.
enum ShortcutDuplicateType: LintRule {
  static let id = "shortcut-duplicate-type"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "Two shortcut items (static, or static and dynamic) share a type.",
    why: "The app receives the same type from both and cannot tell which the user chose.",
    example: "two items with UIApplicationShortcutItemType com.example.post")

  static func check(_ context: LintContext) -> [Finding] {
    var out: [Finding] = []
    var seen: [String: (index: Int, location: SourceLocation)] = [:]
    for item in context.items {
      guard let entry = item.entry(.type), let raw = entry.value.stringValue else { continue }
      let type = context.configuration.buildSettings.expand(raw)
      if let first = seen[type] {
        out.append(context.finding(Self.self, "shortcut items \(first.index) and \(item.index) share the type '\(type)'",
                                   at: entry.value.location,
                                   notes: [Finding.Note("item \(first.index) has it here", at: first.location)]))
      } else {
        seen[type] = (item.index, entry.value.location)
      }
    }
    for dynamic in context.dynamicItems {
      if let first = seen[dynamic.type] {
        out.append(context.finding(Self.self, "dynamic item '\(dynamic.title)' has the type '\(dynamic.type)' of static item \(first.index)",
                                   at: first.location))
      }
    }
    return out
  }
}
