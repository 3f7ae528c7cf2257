import QuickActions

/// `shortcut-icon-conflict`: more than one icon key; names the one iOS uses.
enum ShortcutIconConflict: LintRule {
  static let id = "shortcut-icon-conflict"
  static let severity = Finding.Severity.warning
  static let documentation = doc(
    "A shortcut item names more than one icon; only one is shown.",
    why:
      "iOS uses the SF Symbol first, then the icon file, then the system type; the others are dead configuration.",
    example: "IconType and IconFile both set  →  iOS shows the file")

  static func check(_ context: LintContext) -> [Finding] {
    context.items.compactMap { item in
      let keys: [ShortcutItemKey] = [.iconSymbolName, .iconFile, .iconType]
      // An empty value names no icon (shortcut-empty-value reports it).
      let present = keys.compactMap { key in
        item.entry(key).flatMap { entry in
          (entry.value.stringValue ?? "x").trimmingWhitespace.isEmpty ? nil : (key, entry)
        }
      }
      guard present.count > 1, let (used, _) = present.first else { return nil }
      let ignored = present.dropFirst().map(\.0.rawValue).joined(separator: " and ")
      return context.finding(
        Self.self,
        "shortcut item \(item.index) names \(present.count) icons; iOS uses \(used.rawValue) and ignores \(ignored)",
        at: present[1].1.keyLocation,
        notes: [Finding.Note("\(used.rawValue) is the one shown", at: present[0].1.keyLocation)])
    }
  }
}
