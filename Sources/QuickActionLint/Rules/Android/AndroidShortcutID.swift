import AndroidProject

/// `android-shortcut-id`: a static shortcut with no `android:shortcutId`, or one that is a
/// resource reference.
enum AndroidShortcutID: AndroidRule {
  static let id = "android-shortcut-id"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "A <shortcut> without android:shortcutId, or whose id is a resource reference (@string/…) instead of a literal string.",
    why:
      "\"Create shortcuts\" (https://developer.android.com/develop/ui/views/launch/shortcuts/creating-shortcuts#static): the id \"must be a literal string\" and \"you can't set this value to a resource string\". The platform's ShortcutParser drops a shortcut without one.",
    example: "<shortcut android:shortcutId=\"@string/compose_id\" …>  →  the id must be a literal")

  static func check(_ context: AndroidLintContext) -> [Finding] {
    context.app.shortcutsFiles.flatMap { file in
      file.shortcuts.compactMap { shortcut -> Finding? in
        guard let id = shortcut.id else {
          return context.finding(
            Self.self, "<shortcut> has no android:shortcutId: the platform drops it",
            file: file.path,
            at: shortcut.element.location)
        }
        if id.value.hasPrefix("@") {
          return context.finding(
            Self.self,
            "android:shortcutId must be a literal string, not the resource '\(id.value)': Android does not resolve it",
            file: file.path, at: id.valueLocation)
        }
        if id.value.isEmpty {
          return context.finding(
            Self.self, "android:shortcutId is empty: the platform drops the shortcut",
            file: file.path, at: id.valueLocation)
        }
        return nil
      }
    }
  }
}
