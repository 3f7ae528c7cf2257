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
      // Where each id is first written, as the index of its shortcut in an open-addressing
      // table of 4-byte slots keyed by the id's hash (a collision is told apart by comparing
      // the ids): a file of 100,000 shortcuts costs 1 MB here, where a dictionary of ids and
      // places took 7.4 MB and was the peak of the whole lint.
      let shortcuts = file.shortcuts
      var size = 16
      while size < shortcuts.count * 2 { size *= 2 }
      let mask = size - 1
      var slots = [Int32](repeating: -1, count: size)
      var out: [Finding] = []
      for (index, shortcut) in shortcuts.enumerated() where !shortcut.isInventory {
        guard let id = shortcut.id, !id.value.isEmpty else { continue }
        var slot = id.value.hashValue & mask
        var earlier: XMLAttribute? = nil
        while slots[slot] >= 0 {
          if let other = shortcuts[Int(slots[slot])].id, other.value == id.value {
            earlier = other
            break
          }
          slot = (slot + 1) & mask
        }
        if let earlier {
          out.append(
            context.finding(
              Self.self,
              "the shortcut id '\(id.value)' is used twice in this file: the platform skips this one",
              file: file.path, at: id.valueLocation,
              notes: [Finding.Note("first used here", at: earlier.valueLocation)]))
        } else {
          slots[slot] = Int32(truncatingIfNeeded: index)
        }
      }
      return out
    }
  }
}
