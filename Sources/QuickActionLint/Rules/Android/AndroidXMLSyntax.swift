import AndroidProject

/// `android-xml-syntax`: an Android XML file that does not read.
enum AndroidXMLSyntax: AndroidRule {
  static let id = "android-xml-syntax"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "An AndroidManifest.xml, res/xml shortcuts file or res/values strings file that is not well-formed XML, or that declares a DTD subset or entities (refused: nothing is expanded or loaded).",
    why:
      "The build's resource compiler (aapt2) stops on it, and the linter cannot check what it cannot read (\"App resources overview\", https://developer.android.com/guide/topics/resources/providing-resources).",
    example:
      "<shortcut android:shortcutId=\"compose\">…</shortcuts>  →  </shortcuts> does not close <shortcut>"
  )

  static func check(_ context: AndroidLintContext) -> [Finding] {
    context.app.unreadable.map {
      context.finding(Self.self, $0.error.message, file: $0.path, at: $0.error.location)
    }
  }
}
