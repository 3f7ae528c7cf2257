import PropertyList
import QuickActions

/// `shortcut-userinfo`: a userInfo larger or deeper than a quick action needs.
enum ShortcutUserInfo: LintRule {
  static let id = "shortcut-userinfo"
  static let severity = Finding.Severity.warning
  static let documentation = doc(
    "A shortcut item's userInfo is over 1 KB (as a binary property list) or nested more than 3 levels.",
    why:
      "userInfo says what to open (an identifier), not what it holds: iOS keeps every app's items on the Home Screen and hands them back at each launch, and Apple's sample carries a single number. A large or deep userInfo is usually content that belongs in the app's own storage, and goes stale there.",
    example: "UIApplicationShortcutItemUserInfo holding a whole draft  →  its identifier")

  /// The largest userInfo, encoded as a binary property list, that passes.
  static let maximumBytes = 1024
  /// The deepest nesting of arrays and dictionaries inside the userInfo that passes.
  static let maximumDepth = 3

  static func check(_ context: LintContext) -> [Finding] {
    var out: [Finding] = []
    for item in context.items {
      guard let entry = item.entry(.userInfo), entry.value.dictionaryValue != nil else { continue }
      if let problem = problem(entry.value) {
        out.append(
          context.finding(
            Self.self, "the userInfo of shortcut item \(item.index) \(problem)",
            at: entry.value.location))
      }
    }
    for item in context.dynamicItems where !item.userInfo.isEmpty {
      let value = PlistValue(.dictionary(item.userInfo), at: item.location)
      if let problem = problem(value) {
        out.append(
          context.finding(
            Self.self, "the userInfo of dynamic item '\(MessageText.clip(item.title))' \(problem)",
            at: item.location))
      }
    }
    return out
  }

  static func problem(_ userInfo: PlistValue) -> String? {
    let bytes = BinaryPlistWriter.data(userInfo).count
    if bytes > maximumBytes {
      return "is \(bytes) bytes (over \(maximumBytes)); keep an identifier, not the content"
    }
    let depth = depth(of: userInfo) - 1
    if depth > maximumDepth {
      return
        "is nested \(depth) levels deep (over \(maximumDepth)); keep an identifier, not a structure"
    }
    return nil
  }

  /// Levels of containers, the value itself included.
  static func depth(of value: PlistValue) -> Int {
    switch value.kind {
    case .array(let values): return 1 + (values.map(depth).max() ?? 0)
    case .dictionary(let entries): return 1 + (entries.map { depth(of: $0.value) }.max() ?? 0)
    default: return 0
    }
  }
}
