/// `plist-duplicate-key`: a key appears twice in one dictionary.
enum PlistDuplicateKey: LintRule {
  static let id = "plist-duplicate-key"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "A key appears twice in one dictionary.",
    why:
      "iOS, Xcode, plutil and plistlib silently keep the last value, so the first one is dead text that looks live.",
    example: "<key>UIApplicationShortcutItemTitle</key> … <key>UIApplicationShortcutItemTitle</key>"
  )

  static func check(_ context: LintContext) -> [Finding] {
    (context.document?.duplicateKeys ?? []).map { error in
      context.finding(
        Self.self, error.message, at: error.location,
        notes: error.notes.map { Finding.Note($0.message, at: $0.location) })
    }
  }
}
