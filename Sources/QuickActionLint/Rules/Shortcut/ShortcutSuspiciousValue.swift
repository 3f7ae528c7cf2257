import QuickActions

/// `shortcut-suspicious-value`: a value that reads like a slip: code pasted into the plist, a
/// stray quote, a leftover placeholder, a control character, white space around a type.
enum ShortcutSuspiciousValue: LintRule {
  static let id = "shortcut-suspicious-value"
  static let severity = Finding.Severity.warning
  static let documentation = doc(
    "A type, title, subtitle or icon name reads like a slip: source-code syntax (@\"…\", NSLocalizedString(…), a quoted value), an unbalanced quote, a leftover placeholder (<#…#>, TODO, FIXME), a control character, or white space around a type.",
    why:
      "iOS shows the text as it is: a title ends in a stray quote on every user's Home Screen, and a type written @\"3\" or with a trailing space never matches the string the code compares it with. A control character can also rewrite a terminal or a CI log that prints the file.",
    example: "<string>@\"3\"</string>  →  <string>3</string>")

  static func check(_ context: LintContext) -> [Finding] {
    var out: [Finding] = []
    for item in context.items {
      for key in [ShortcutItemKey.type, .title, .subtitle, .iconType, .iconFile, .iconSymbolName] {
        guard let entry = item.entry(key), let text = entry.value.stringValue, !text.isEmpty,
          let problem = problem(in: text, isType: key == .type)
        else { continue }
        out.append(
          context.finding(
            Self.self, "\(key.rawValue) of shortcut item \(item.index) \(problem)",
            at: entry.value.location))
      }
    }
    return out
  }

  /// What is suspicious about `text`, as the end of a sentence; nil when nothing is.
  static func problem(in text: String, isType: Bool) -> String? {
    if let control = text.unicodeScalars.first(where: {
      ($0.value < 0x20 && $0 != "\t") || (0x7F...0x9F).contains($0.value)
    }) {
      return
        "contains the control character U+\(String(control.value, radix: 16, uppercase: true).leftPadded(4))"
    }
    let trimmed = text.trimmingWhitespace
    if trimmed.hasPrefix("@\"") && trimmed.hasSuffix("\"") && trimmed.count >= 3 {
      return "is an Objective-C string literal, \(trimmed); the value is what is between the quotes"
    }
    for call in [
      "NSLocalizedString(", "String(localized:", "LocalizedStringKey(",
      "NSLocalizedStringFromTable(",
    ] where trimmed.hasPrefix(call) {
      return
        "is source code, \(trimmed); a plist holds the text, and InfoPlist.strings translates it"
    }
    if trimmed.count >= 2 && trimmed.first == "\"" && trimmed.last == "\"" {
      return "is in quotes, which iOS shows as part of it"
    }
    let quotes = text.filter { $0 == "\"" }.count
    if quotes % 2 == 1 {
      return
        "has an unbalanced \" (\(text.last == "\"" ? "a stray one at the end" : text.first == "\"" ? "a stray one at the start" : "one without its pair"))"
    }
    let bytes = Array(text.utf8)
    if let start = find(Array("<#".utf8), in: bytes, from: 0),
      find(Array("#>".utf8), in: bytes, from: start + 2) != nil
    {
      return "holds an Xcode placeholder (<#…#>)"
    }
    for marker in ["TODO", "FIXME", "XXX", "TBD", "Lorem ipsum"]
    where containsWord(marker, in: text) {
      return "holds the placeholder '\(MessageText.clip(marker))'"
    }
    if isType && trimmed != text {
      return "has white space around it, which the type the app compares with does not"
    }
    return nil
  }

  /// Whether `word` (ASCII) appears in `text` with no letter or digit right before or after it.
  /// A plain byte search: this runs on every value of every lint, and a whole process lints the
  /// demo in a few milliseconds.
  static func containsWord(_ word: String, in text: String) -> Bool {
    let bytes = Array(text.utf8)
    let pattern = Array(word.utf8)
    func isWordByte(_ b: UInt8) -> Bool {
      b >= 0x80 || (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A)
    }
    var from = 0
    while let start = find(pattern, in: bytes, from: from) {
      let end = start + pattern.count
      if !(start > 0 && isWordByte(bytes[start - 1]))
        && !(end < bytes.count && isWordByte(bytes[end]))
      {
        return true
      }
      from = start + 1
    }
    return false
  }

  /// The first offset at or after `from` where `pattern` occurs in `bytes`.
  static func find(_ pattern: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
    guard !pattern.isEmpty, bytes.count >= pattern.count, from <= bytes.count - pattern.count else {
      return nil
    }
    for start in from...(bytes.count - pattern.count) where bytes[start] == pattern[0] {
      if bytes[start..<start + pattern.count].elementsEqual(pattern) { return start }
    }
    return nil
  }
}

extension String {
  fileprivate func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
