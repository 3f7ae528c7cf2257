/// `shortcut-items-shape`: `UIApplicationShortcutItems` is not an array of dictionaries.
enum ShortcutItemsShape: LintRule {
  static let id = "shortcut-items-shape"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "UIApplicationShortcutItems is not an array of dictionaries.",
    why:
      "iOS ignores the whole key, or the entries that are not dictionaries, and shows no quick action.",
    example: "<key>UIApplicationShortcutItems</key><dict>…</dict>")

  static func check(_ context: LintContext) -> [Finding] {
    guard let entry = context.itemsEntry else { return [] }
    guard let array = entry.value.arrayValue else {
      return [
        context.finding(
          Self.self,
          "UIApplicationShortcutItems must be an array of dictionaries, not \(entry.value.typeDescription)",
          at: entry.value.location)
      ]
    }
    return array.enumerated().compactMap { index, value in
      value.dictionaryValue == nil
        ? context.finding(
          Self.self,
          "item \(index) of UIApplicationShortcutItems is \(value.typeDescription), not a dictionary; iOS skips it",
          at: value.location)
        : nil
    }
  }
}
