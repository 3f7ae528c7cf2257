import QuickActions

/// `shortcut-unrouted`: a type no route handles (when routes are known).
enum ShortcutUnrouted: LintRule {
  static let id = "shortcut-unrouted"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "A shortcut type that no route handles (checked when routes are given with --routes or in the file).",
    why:
      "Choosing the quick action opens the app and does nothing; the completion handler reports false.",
    example: "UIApplicationShortcutItemType com.example.search, no route for it")

  static func check(_ context: LintContext) -> [Finding] {
    guard let routes = context.routes else { return [] }
    let known = routes.routes.map(\.type)
    var out: [Finding] = []
    for item in context.items {
      guard let entry = item.entry(.type), let raw = entry.value.stringValue else { continue }
      let type = context.configuration.buildSettings.expand(raw)
      guard routes.route(for: type) == nil, BuildSettings.references(in: type).isEmpty else {
        continue
      }
      let hint =
        Suggestion.nearest(to: type, in: known).map { "; did you mean '\(MessageText.clip($0))'?" }
        ?? ""
      out.append(
        context.finding(
          Self.self, "no route handles the type '\(MessageText.clip(type))'\(hint)",
          at: entry.value.location))
    }
    return out
  }
}
