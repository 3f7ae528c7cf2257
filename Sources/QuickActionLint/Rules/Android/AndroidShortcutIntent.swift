import AndroidProject

/// `android-shortcut-intent`: an enabled static shortcut with no `<intent>`, or an intent
/// without `android:action`.
enum AndroidShortcutIntent: AndroidRule {
  static let id = "android-shortcut-intent"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "An enabled <shortcut> without an <intent> (App Actions inventory, bound to a capability, aside), or an <intent> without android:action.",
    why:
      "\"Create shortcuts\" (https://developer.android.com/develop/ui/views/launch/shortcuts/creating-shortcuts#static): each shortcut has one or more intents, and \"android:action … is required\". ShortcutParser skips an enabled shortcut with no intent and drops one whose intent has no action.",
    example:
      "<intent android:targetPackage=\"com.example.qa\" android:targetClass=\"…MainActivity\"/>  →  no android:action"
  )

  static func check(_ context: AndroidLintContext) -> [Finding] {
    context.app.shortcutsFiles.flatMap { file in
      file.shortcuts.flatMap { shortcut -> [Finding] in
        var out: [Finding] = []
        let name = shortcut.id.map { "'\($0.value)'" } ?? "the shortcut"
        if shortcut.isEnabled && shortcut.intents.isEmpty && !shortcut.isInventory {
          out.append(
            context.finding(
              Self.self,
              "\(name) has no <intent>: the platform skips an enabled shortcut without one",
              file: file.path,
              at: shortcut.element.location))
        }
        for intent in shortcut.intents where intent.action == nil {
          out.append(
            context.finding(
              Self.self,
              "the <intent> of \(name) has no android:action: the platform drops the shortcut",
              file: file.path,
              at: intent.element.location))
        }
        return out
      }
    }
  }
}
