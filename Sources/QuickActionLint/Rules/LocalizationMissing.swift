import QuickActionTooling
import QuickActions

/// `localization-missing`: a title or subtitle a language's strings file does not translate.
enum LocalizationMissing: LintRule {
  static let id = "localization-missing"
  static let severity = Finding.Severity.warning
  static let documentation = doc(
    "A shortcut title or subtitle has no entry in a language's InfoPlist.strings (checked with --strings DIR). Base.lproj is not a translation, and the development language needs no entry when the Info.plist's text is already in words.",
    why: "iOS then shows the Info.plist text untranslated in that language's menu.",
    example: "ja.lproj/InfoPlist.strings lacks \"NewPostShortcutItemTitle\"")

  static func check(_ context: LintContext) -> [Finding] {
    let tables = context.translations
    guard !tables.isEmpty else { return [] }
    var out: [Finding] = []
    for item in context.items {
      for key in [ShortcutItemKey.title, .subtitle] {
        guard let entry = item.entry(key), let text = entry.value.stringValue, !text.isEmpty else {
          continue
        }
        // The Info.plist's own words are the development language's text; a key is not.
        let isKey = LintContext.looksLikeKey(text)
        let missing = tables.filter {
          $0.strings[text] == nil
            && (isKey || $0.language.lowercased() != context.developmentLanguage.lowercased())
        }
        guard !missing.isEmpty else { continue }
        let languages = missing.map { "'\(MessageText.clip($0.language))'" }.joined(separator: ", ")
        // What those languages show instead, as iOS falls back (TitleLocalization): the
        // development language's translation, else the text as written.
        let fallback =
          TitleLocalization.table(
            for: context.developmentLanguage, in: LocalizedStrings(tables: tables)
          )
          .flatMap { $0.strings[text]?.stringValue }
          .map {
            "; iOS shows the development language's ('\(MessageText.clip(context.developmentLanguage))') \"\(MessageText.clip($0))\" there"
          }
          ?? (isKey ? "; iOS shows the key as written there" : "")
        out.append(
          context.finding(
            Self.self,
            "\(key == .title ? "title" : "subtitle") '\(MessageText.clip(text))' has no translation in \(languages)\(fallback)",
            at: entry.value.location,
            notes: missing.map {
              Finding.Note(
                "no \"\(MessageText.clip(text))\" entry in \($0.language)", at: .unknown,
                file: $0.path)
            }))
      }
    }
    return out
  }
}
