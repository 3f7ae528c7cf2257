import AndroidProject

/// `android-shortcut-too-many`: more launcher shortcuts than launchers show.
enum AndroidShortcutTooMany: AndroidRule {
  static let id = "android-shortcut-too-many"
  static let severity = Finding.Severity.warning
  static let documentation = doc(
    "A shortcuts file with more than four shortcuts a launcher can show (enabled, with an intent).",
    why:
      "\"Best practices for shortcuts\" (https://developer.android.com/develop/ui/views/launch/shortcuts/best-practices): \"the API supports a combination of up to 15 static and dynamic shortcuts … we recommend that you publish only four distinct shortcuts\"; most launchers show four.",
    example: "a fifth <shortcut>  →  5 shortcuts; most launchers show 4")

  static func check(_ context: AndroidLintContext) -> [Finding] {
    context.app.shortcutsFiles.compactMap { file in
      // The shown shortcuts by index (8 bytes each, not a copy of each shortcut).
      let shown = file.shortcuts.indices.filter { file.shortcuts[$0].isLauncherShortcut }
      guard shown.count > 4 else { return nil }
      let limit =
        shown.count > 15 ? "; and the platform keeps at most 15 static and dynamic shortcuts" : ""
      let cut = shown[4...].map { file.shortcuts[$0].id.map { "'\($0.value)'" } ?? "a shortcut" }
        .joined(separator: ", ")
      return context.finding(
        Self.self,
        "\(shown.count) shortcuts, but most launchers show 4 (best practice: four distinct shortcuts); likely unseen: \(cut)\(limit)",
        file: file.path, at: file.shortcuts[shown[4]].element.location)
    }
  }
}
