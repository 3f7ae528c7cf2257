import AndroidProject
import QuickActions

/// `android-shortcut-label-length`: a label the launcher likely cuts.
enum AndroidShortcutLabelLength: AndroidRule {
  static let id = "android-shortcut-label-length"
  static let severity = Finding.Severity.warning
  static let documentation = doc(
    "A label over 25 characters (the default-language text): the long label, or the short label when there is no long label.",
    why:
      "\"Best practices for shortcuts\" (https://developer.android.com/develop/ui/views/launch/shortcuts/best-practices): \"limit the length of the short description of a shortcut to 10 characters and … the long description to 25 characters\". Launchers show the long label when it fits, else the short one, and a label of 11 to 25 characters fits the menus of common launchers; so only a label over 25 characters, which no launcher menu shows whole, is reported (on the corpus, 16 of 30 apps have 11 to 16 character short labels shown whole).",
    example:
      "android:shortcutLongLabel=\"@string/long\" (\"Open the compose sheet for a new post\")  →  36 characters; about 25 fit"
  )

  static func check(_ context: AndroidLintContext) -> [Finding] {
    context.app.shortcutsFiles.flatMap { file in
      file.shortcuts.lazy.filter(\.isLauncherShortcut).compactMap { shortcut -> Finding? in
        if let long = shortcut.longLabel, let text = context.text(of: long), text.count > 25 {
          return context.finding(
            Self.self,
            "the long label '\(MessageText.clip(text))' has \(text.count) characters; launchers show about 25",
            file: file.path,
            at: long.valueLocation)
        }
        if shortcut.longLabel == nil, let short = shortcut.shortLabel,
          let text = context.text(of: short), text.count > 25
        {
          return context.finding(
            Self.self,
            "the short label '\(MessageText.clip(text))' has \(text.count) characters and there is no long label; launchers show about 25 in the menu, 10 on a pinned icon (add a shorter android:shortcutShortLabel and a long label)",
            file: file.path, at: short.valueLocation)
        }
        return nil
      }
    }
  }
}
