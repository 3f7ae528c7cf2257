import PropertyList
import QuickActionTooling
import QuickActions

/// `shortcut-title-length`: a title or subtitle the Home Screen menu cuts with an ellipsis, in
/// the Info.plist's own language or in a translation.
enum ShortcutTitleLength: LintRule {
  static let id = "shortcut-title-length"
  static let severity = Finding.Severity.warning
  static let documentation = doc(
    "A title or subtitle is wider than the menu: measured as the menu lays it out (182 points; a title takes two lines when there is no subtitle, one when there is), in every language the strings files translate it to. A localization key is never measured, only its translations.",
    why:
      "iOS cuts a long title with an ellipsis, and the end of it is lost; German and Finnish translations are often a third longer than the English. The measure uses Helvetica's published widths, close to SF Pro's: it is approximate.",
    example:
      "de: \"Neuen Beitrag verfassen und veröffentlichen lassen\"  →  \"Neuen Beitrag / verfassen und veröffe…\""
  )

  static func check(_ context: LintContext) -> [Finding] {
    var out: [Finding] = []
    for item in context.items {
      let hasSubtitle = !(item.string(.subtitle) ?? "").isEmpty
      for key in [ShortcutItemKey.title, .subtitle] {
        guard let entry = item.entry(key), let raw = entry.value.stringValue, !raw.isEmpty else {
          continue
        }
        let text = context.configuration.buildSettings.expand(raw)
        // Each language's text: the translations of `text` when it is a key of a strings file,
        // else the Info.plist's own (unless it reads as a key no file translates).
        let translated = context.translations.compactMap { table in
          table.strings.entry(forKey: text).flatMap { entry in
            entry.value.stringValue.map { (table, entry, $0) }
          }
        }
        var cut: [(language: String, drawn: String, note: Finding.Note?)] = []
        func measure(_ shown: String) -> String? {
          let lines =
            key == .title
            ? MenuText.titleLines(shown, hasSubtitle: hasSubtitle) : [MenuText.subtitleLine(shown)]
          return MenuText.isTruncated(shown, drawn: lines) ? lines.joined(separator: " / ") : nil
        }
        if translated.isEmpty {
          guard !LintContext.looksLikeKey(text), let drawn = measure(text) else { continue }
          cut.append((context.developmentLanguage, drawn, nil))
        }
        for (table, stringsEntry, shown) in translated {
          guard let drawn = measure(shown) else { continue }
          cut.append(
            (
              table.language, drawn,
              Finding.Note(
                "\(table.language): \"\(MessageText.clip(shown))\" is shown as \"\(drawn)\"",
                at: stringsEntry.keyLocation, file: table.path)
            ))
        }
        guard !cut.isEmpty else { continue }
        let field = key == .title ? "title" : "subtitle"
        let languages = cut.map { "'\(MessageText.clip($0.language))'" }.joined(separator: ", ")
        let message =
          translated.isEmpty
          ? "\(field) '\(MessageText.clip(text))' is cut by the menu: it shows \"\(cut[0].drawn)\" (measured approximately)"
          : "\(field) '\(MessageText.clip(text))' is cut by the menu in \(languages) (measured approximately)"
        out.append(
          context.finding(
            Self.self, message, at: entry.value.location, notes: cut.compactMap(\.note)))
      }
    }
    return out
  }
}
