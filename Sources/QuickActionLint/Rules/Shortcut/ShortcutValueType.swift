import QuickActions

/// `shortcut-value-type`: a known key holds a value of the wrong type.
enum ShortcutValueType: LintRule {
  static let id = "shortcut-value-type"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "A known shortcut key holds a value of the wrong property-list type.",
    why:
      "iOS expects strings (and a dictionary for the userInfo); anything else is ignored at run time.",
    example: "<key>UIApplicationShortcutItemTitle</key><integer>1</integer>")

  static func check(_ context: LintContext) -> [Finding] {
    var out: [Finding] = []
    for item in context.items {
      for key in ShortcutItemKey.allCases {
        guard let entry = item.entry(key) else { continue }
        let ok =
          key.expectsString ? entry.value.stringValue != nil : entry.value.dictionaryValue != nil
        if !ok {
          let expected = key.expectsString ? "a string" : "a dictionary"
          out.append(
            context.finding(
              Self.self, "\(key.rawValue) must be \(expected), not \(entry.value.typeDescription)",
              at: entry.value.location))
        }
      }
    }
    return out
  }
}
