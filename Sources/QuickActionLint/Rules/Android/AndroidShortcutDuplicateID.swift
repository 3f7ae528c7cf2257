import AndroidProject
import PropertyList

/// `android-shortcut-duplicate-id`: two launcher shortcuts of one file share an id.
enum AndroidShortcutDuplicateID: AndroidRule {
  static let id = "android-shortcut-duplicate-id"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "Two <shortcut> elements of one file with the same android:shortcutId (App Actions inventory, which repeats ids across capabilities, aside).",
    why:
      "A shortcut id identifies the shortcut (\"Create shortcuts\", https://developer.android.com/develop/ui/views/launch/shortcuts/creating-shortcuts#static); ShortcutParser keeps the first and skips the later ones.",
    example: "two <shortcut android:shortcutId=\"compose\">  →  the second is never shown")

  static func check(_ context: AndroidLintContext) -> [Finding] {
    context.app.shortcutsFiles.flatMap { file -> [Finding] in
      // Where each id is first written: only the place is kept, so a file of 100,000
      // shortcuts costs a table of ids, not a copy of its shortcuts.
      var first: [String: SourceLocation] = [:]
      first.reserveCapacity(file.shortcuts.count)
      var out: [Finding] = []
      for shortcut in file.shortcuts where !shortcut.isInventory {
        guard let id = shortcut.id, !id.value.isEmpty else { continue }
        if let earlier = first[id.value] {
          out.append(
            context.finding(
              Self.self,
              "the shortcut id '\(id.value)' is used twice in this file: the platform skips this one",
              file: file.path, at: id.valueLocation,
              notes: [Finding.Note("first used here", at: earlier)]))
        } else {
          first[id.value] = id.valueLocation
        }
      }
      return out
    }
  }
}
