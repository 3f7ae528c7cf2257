import PropertyList
import QuickActions

/// `shortcut-duplicate-type`: two items (static, or static and dynamic) share a type and their
/// userInfo too, so the app cannot tell them apart.
enum ShortcutDuplicateType: LintRule {
  static let id = "shortcut-duplicate-type"
  static let severity = Finding.Severity.error
  static let documentation = doc(
    "Two shortcut items (static, or static and dynamic) share a type and have the same userInfo. A shared type with different userInfo is how Apple's sample tells items apart, and is fine.",
    why:
      "The app receives the same type and userInfo from both and cannot tell which the user chose.",
    example: "two items with UIApplicationShortcutItemType com.example.post")

  static func check(_ context: LintContext) -> [Finding] {
    var out: [Finding] = []
    var seen: [String: [(index: Int, location: SourceLocation, userInfo: PlistValue?)]] = [:]
    for item in context.items {
      guard let entry = item.entry(.type), let raw = entry.value.stringValue else { continue }
      let type = context.configuration.buildSettings.expand(raw)
      let userInfo = item.dict[ShortcutItemKey.userInfo.rawValue]
      if let first = seen[type]?.first(where: { $0.userInfo == userInfo }) {
        out.append(
          context.finding(
            Self.self,
            "shortcut items \(first.index) and \(item.index) share the type '\(MessageText.clip(type))'\(userInfo == nil ? "" : " and the same userInfo")",
            at: entry.value.location,
            notes: [Finding.Note("item \(first.index) has it here", at: first.location)]))
      } else {
        seen[type, default: []].append((item.index, entry.value.location, userInfo))
      }
    }
    for dynamic in context.dynamicItems {
      let userInfo = dynamic.userInfo.isEmpty ? nil : PlistValue(.dictionary(dynamic.userInfo))
      if let first = seen[dynamic.type]?.first(where: {
        ($0.userInfo ?? PlistValue(.dictionary([:]))) == (userInfo ?? PlistValue(.dictionary([:])))
      }) {
        out.append(
          context.finding(
            Self.self,
            "dynamic item '\(MessageText.clip(dynamic.title))' has the type '\(MessageText.clip(dynamic.type))' of static item \(first.index)",
            at: first.location))
      }
    }
    return out
  }
}
