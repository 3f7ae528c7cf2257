import AndroidProject

/// `android-string-missing`: a shortcut label naming a string resource the app does not define.
enum AndroidStringMissing: AndroidRule {
  static let id = "android-string-missing"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "A shortcut's android:shortcutShortLabel, android:shortcutLongLabel or android:shortcutDisabledMessage naming @string/NAME that no res/values*/ file of the app defines, or that only qualified folders (res/values-fr/) define, with no default in res/values/ (checked when the app's string files are read).",
    why:
      "\"String resources\" (https://developer.android.com/guide/topics/resources/string-resource): a label is referenced as @string/NAME, the <string name> of a values file; \"Accessing resources\" (https://developer.android.com/guide/topics/resources/accessing-resources): a reference to a resource that does not exist fails the build (aapt2: resource string/NAME not found). \"Provide alternative resources\" (https://developer.android.com/guide/topics/resources/providing-resources#AlternativeResources): a device whose configuration matches no qualified folder uses the default one, and with none the app cannot load the resource (Android Lint's MissingDefaultResource).",
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
          guard let attribute, let name = StringResources.stringName(attribute.value) else {
            return nil
          }
          let defining = strings.tables.filter { $0.entry(named: name) != nil }
          if defining.isEmpty {
            return context.finding(
              Self.self,
              "'\(attribute.value)' names a string no res/values*/ file defines: the build fails (aapt2: resource string/\(name) not found)",
              file: file.path, at: attribute.valueLocation)
          }
          guard !defining.contains(where: { $0.qualifier.isEmpty }) else { return nil }
          // Only qualified folders define it: a device matching none of them has no value.
          var folders: [String] = []
          for table in defining where !folders.contains("values-" + table.qualifier) {
            folders.append("values-" + table.qualifier)
          }
          let list = folders.map { "res/\($0)/" }.joined(separator: ", ")
          return context.finding(
            Self.self,
            "'\(attribute.value)' is defined only in \(list), not in res/values/: a device in any other language or configuration cannot load it (Resources.NotFoundException)",
            file: file.path, at: attribute.valueLocation,
            notes: defining.compactMap { table in
              table.entry(named: name).map {
                Finding.Note(
                  "defined here, for \(table.qualifier) only", at: $0.location, file: table.path)
              }
            })
        }
      }
    }
  }
}
