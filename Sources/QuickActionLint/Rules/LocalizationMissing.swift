import QuickActions

/// `localization-missing`: a title/subtitle key missing from a language's InfoPlist.strings.
enum LocalizationMissing: LintRule {
  static let id = "localization-missing"
  static let severity = Finding.Severity.warning
  static let documentation = doc(
    "A shortcut title or subtitle has no entry in a language's InfoPlist.strings (checked with --strings DIR).",
    why: "iOS then shows the Info.plist text untranslated in that language's menu.",
    example: "ja.lproj/InfoPlist.strings lacks \"NewPostShortcutItemTitle\"")

  static func check(_ context: LintContext) -> [Finding] {
    guard let strings = context.configuration.localizedStrings else { return [] }
    var out: [Finding] = []
    for item in context.items {
      for key in [ShortcutItemKey.title, .subtitle] {
        guard let entry = item.entry(key), let text = entry.value.stringValue else { continue }
        let missing = strings.tables.filter { $0.strings[text] == nil }
        guard !missing.isEmpty else { continue }
        let languages = missing.map(\.language).joined(separator: ", ")
        out.append(context.finding(
          Self.self, "\(key == .title ? "title" : "subtitle") '\(text)' has no translation in \(languages)",
          at: entry.value.location,
          notes: missing.map { Finding.Note("no \"\(text)\" entry in \($0.language)", at: .unknown, file: $0.path) }))
      }
    }
    return out
  }
}
