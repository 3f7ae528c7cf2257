import QuickActions

/// `shortcut-too-many`: more static items than the Home Screen shows.
enum ShortcutTooMany: LintRule {
  static let id = "shortcut-too-many"
  static let severity = Finding.Severity.warning
  static let documentation = doc(
    "More static items than the Home Screen shows.",
    why:
      "The Home Screen shows four quick actions; the rest are never seen, and dynamic items never get a place.",
    example: "a fifth <dict> in UIApplicationShortcutItems")

  static func check(_ context: LintContext) -> [Finding] {
    let items = context.items
    let limit = context.configuration.visibleLimit
    guard items.count > limit else { return [] }
    let cut = items[limit...]
    let names = cut.map {
      $0.string(.title).map { "'\(MessageText.clip($0))'" } ?? "item \($0.index)"
    }.joined(separator: ", ")
    return [
      context.finding(
        Self.self,
        "\(items.count) static shortcut items, but the Home Screen shows \(limit); never shown: \(names)",
        at: cut[cut.startIndex].value.location)
    ]
  }
}
