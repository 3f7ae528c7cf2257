import AndroidProject

/// `android-shortcut-label`: a static shortcut with no short label, or a label or disabled
/// message written as text instead of a string resource.
enum AndroidShortcutLabel: AndroidRule {
  static let id = "android-shortcut-label"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "A <shortcut> without android:shortcutShortLabel, or whose short label, long label or disabled message is literal text rather than a string resource (@string/…).",
    why:
      "\"Create shortcuts\" (https://developer.android.com/develop/ui/views/launch/shortcuts/creating-shortcuts#static): \"the value of this attribute must be a resource string, such as @string/shortcut_short_label\" (the long label and disabled message likewise). ShortcutParser reads each as a resource id: text gives none, so the shortcut is dropped (short label) or the text is lost.",
    example:
      "android:shortcutShortLabel=\"Compose\"  →  must be a string resource such as @string/compose_short"
  )

  static let attributes = [
    ("shortcutShortLabel", "the shortcut is dropped"),
    ("shortcutLongLabel", "the launcher never shows it"),
    ("shortcutDisabledMessage", "it is never shown"),
  ]

  static func check(_ context: AndroidLintContext) -> [Finding] {
    context.app.shortcutsFiles.flatMap { file in
      file.shortcuts.flatMap { shortcut -> [Finding] in
        var out: [Finding] = []
        if shortcut.shortLabel == nil {
          out.append(
            context.finding(
              Self.self, "<shortcut> has no android:shortcutShortLabel: the platform drops it",
              file: file.path,
              at: shortcut.element.location))
        }
        for (name, consequence) in attributes {
          guard let attribute = shortcut.element.attribute(name),
            !attribute.value.hasPrefix("@string/"),
            !attribute.value.hasPrefix("@android:string/")
          else { continue }
          out.append(
            context.finding(
              Self.self,
              "android:\(name) must be a string resource (@string/name), not the text '\(attribute.value)': \(consequence)",
              file: file.path, at: attribute.valueLocation))
        }
        return out
      }
    }
  }
}
