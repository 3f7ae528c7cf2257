import AndroidProject

/// `android-string-missing`: a shortcut label naming a string resource the app does not define.
enum AndroidStringMissing: AndroidRule {
  static let id = "android-string-missing"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "A shortcut's android:shortcutShortLabel, android:shortcutLongLabel or android:shortcutDisabledMessage naming @string/NAME that no res/values*/ file of the app defines (checked when the app's string files are read).",
    why:
      "\"String resources\" (https://developer.android.com/guide/topics/resources/string-resource): a label is referenced as @string/NAME, the <string name> of a values file; \"Accessing resources\" (https://developer.android.com/guide/topics/resources/accessing-resources): a reference to a resource that does not exist fails the build (aapt2: resource string/NAME not found).",
    example:
      "android:shortcutShortLabel=\"@string/compose\" and no <string name=\"compose\">  →  aapt2 fails to link"
  )

  static func check(_ context: AndroidLintContext) -> [Finding] {
    let strings = context.app.strings
    guard !strings.tables.isEmpty else { return [] }
    return context.app.shortcutsFiles.flatMap { file in
      file.shortcuts.flatMap { shortcut in
        [shortcut.shortLabel, shortcut.longLabel, shortcut.disabledMessage].compactMap {
          attribute -> Finding? in
          guard let attribute, let name = StringResources.stringName(attribute.value),
            !strings.tables.contains(where: { $0.entry(named: name) != nil })
          else { return nil }
          return context.finding(
            Self.self,
            "'\(attribute.value)' names a string no res/values*/ file defines: the build fails (aapt2: resource string/\(name) not found)",
            file: file.path, at: attribute.valueLocation)
        }
      }
    }
  }
}
