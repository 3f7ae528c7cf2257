import AndroidProject

/// `android-shortcut-disabled-message`: a disabled shortcut with no message saying why.
enum AndroidShortcutDisabledMessage: AndroidRule {
  static let id = "android-shortcut-disabled-message"
  static let severity = Finding.Severity.warning
  /// Opt-in: a disabled static shortcut is not in the launcher's menu, so the message shows only
  /// on a copy pinned while it was enabled; right, but rarely seen.
  static let isOptIn = true
  static let documentation = doc(
    "A <shortcut android:enabled=\"false\"> without android:shortcutDisabledMessage.",
    why:
      "\"Create shortcuts\" (https://developer.android.com/develop/ui/views/launch/shortcuts/creating-shortcuts#static): \"If you set it to false, set a android:shortcutDisabledMessage that explains why you're disabling the shortcut\"; it is what a pinned copy shows when tapped.",
    example: "<shortcut android:enabled=\"false\" …>  →  no android:shortcutDisabledMessage")

  static func check(_ context: AndroidLintContext) -> [Finding] {
    context.app.shortcutsFiles.flatMap { file in
      file.shortcuts.compactMap { shortcut -> Finding? in
        guard let enabled = shortcut.enabled, enabled.value == "false",
          shortcut.disabledMessage == nil
        else { return nil }
        let name = shortcut.id.map { "'\($0.value)'" } ?? "the shortcut"
        return context.finding(
          Self.self, "\(name) is disabled but has no android:shortcutDisabledMessage saying why",
          file: file.path,
          at: enabled.location)
      }
    }
  }
}
