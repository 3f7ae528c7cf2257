import AndroidProject

/// `android-string-duplicate`: one values file defining a string name twice.
enum AndroidStringDuplicate: AndroidRule {
  static let id = "android-string-duplicate"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "Two <string> elements with the same name in one res/values*/ file.",
    why:
      "A resource is named once per configuration (\"String resources\", https://developer.android.com/guide/topics/resources/string-resource: \"the string name is used as the resource ID\"); aapt2 stops the build on the second (\"duplicate value for resource 'string/NAME'\", observed in AOSP's aapt2 ResourceTable).",
    example:
      "<string name=\"compose\">Compose</string> twice in values/strings.xml  →  the build fails")

  static func check(_ context: AndroidLintContext) -> [Finding] {
    context.app.strings.tables.flatMap { table in
      table.duplicates.map { entry in
        let first = table.entry(named: entry.name)?.location
        return context.finding(
          Self.self,
          "<string name=\"\(entry.name)\"> is defined again in this file: the build fails (aapt2: duplicate value for resource 'string/\(entry.name)')",
          file: table.path, at: entry.location,
          notes: first.map { [Finding.Note("first defined here", at: $0)] } ?? [])
      }
    }
  }
}
