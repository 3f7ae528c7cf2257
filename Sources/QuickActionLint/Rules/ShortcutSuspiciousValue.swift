import QuickActions

/// `shortcut-suspicious-value`: a value that reads like a slip: code pasted into the plist, a
/// stray quote, a leftover placeholder, a control character, white space around a type.
enum ShortcutSuspiciousValue: LintRule {
  static let id = "shortcut-suspicious-value"
  static let severity = Finding.Severity.warning
  static let documentation = doc(
    "A type, title, subtitle or icon name reads like a slip: source-code syntax (@\"…\", NSLocalizedString(…), a quoted value), an unbalanced quote, a leftover placeholder (<#…#>, TODO, FIXME), a control character, or white space around a type.",
    why: "iOS shows the text as it is: a title ends in a stray quote on every user's Home Screen, and a type written @\"3\" or with a trailing space never matches the string the code compares it with. A control character can also rewrite a terminal or a CI log that prints the file.",
    example: "<string>@\"3\"</string>  →  <string>3</string>")

  static func check(_ context: LintContext) -> [Finding] {
    var out: [Finding] = []
    for item in context.items {
      for key in [ShortcutItemKey.type, .title, .subtitle, .iconType, .iconFile, .iconSymbolName] {
        guard let entry = item.entry(key), let text = entry.value.stringValue, !text.isEmpty,
          let problem = problem(in: text, isType: key == .type)
        else { continue }
        out.append(context.finding(Self.self, "\(key.rawValue) of shortcut item \(item.index) \(problem)", at: entry.value.location))
      }
    }
    return out
  }

  /// What is suspicious about `text`, as the end of a sentence; nil when nothing is.
  static func problem(in text: String, isType: Bool) -> String? {
    if let control = text.unicodeScalars.first(where: { ($0.value < 0x20 && $0 != "\t") || (0x7F...0x9F).contains($0.value) }) {
      return "contains the control character U+\(String(control.value, radix: 16, uppercase: true).leftPadded(4))"
    }
    let trimmed = text.trimmingWhitespace
    if trimmed.hasPrefix("@\"") && trimmed.hasSuffix("\"") && trimmed.count >= 3 {
      return "is an Objective-C string literal, \(trimmed); the value is what is between the quotes"
    }
    for call in ["NSLocalizedString(", "String(localized:", "LocalizedStringKey(", "NSLocalizedStringFromTable("] where trimmed.hasPrefix(call) {
      return "is source code, \(trimmed); a plist holds the text, and InfoPlist.strings translates it"
    }
    if trimmed.count >= 2 && trimmed.first == "\"" && trimmed.last == "\"" {
      return "is in quotes, which iOS shows as part of it"
    }
    let quotes = text.filter { $0 == "\"" }.count
    if quotes % 2 == 1 {
      return "has an unbalanced \" (\(text.last == "\"" ? "a stray one at the end" : text.first == "\"" ? "a stray one at the start" : "one without its pair"))"
    }
    if let start = text.firstRange(of: "<#"), text[start.upperBound...].firstRange(of: "#>") != nil {
      return "holds an Xcode placeholder (<#…#>)"
    }
    for marker in ["TODO", "FIXME", "XXX", "TBD", "Lorem ipsum"] where containsWord(marker, in: text) {
      return "holds the placeholder '\(marker)'"
    }
    if isType && trimmed != text {
      return "has white space around it, which the type the app compares with does not"
    }
    return nil
  }

  /// Whether `word` appears in `text` with no letter or digit right before or after it.
  static func containsWord(_ word: String, in text: String) -> Bool {
    var search = text.startIndex..<text.endIndex
    while let found = text[search].firstRange(of: word) {
      let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
      let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
      if !(before?.isLetter ?? false || before?.isNumber ?? false) && !(after?.isLetter ?? false || after?.isNumber ?? false) {
        return true
      }
      search = found.upperBound..<text.endIndex
    }
    return false
  }
}

extension String {
  fileprivate func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
