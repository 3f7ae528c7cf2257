/// Values from input files as messages quote them: a long value is clipped, so a 200,000-character
/// title costs a line of a diagnostic, not a screenful. Every message that quotes a value from a
/// file (lint findings, manifest and state errors, the command line's own) goes through `clip`.
package enum MessageText {
  /// The most characters of a value a message shows before clipping it.
  package static let limit = 80

  /// `value` as is when it has at most `limit` characters; otherwise its first `limit` characters,
  /// an ellipsis, and the full length: `Aaaa…… (200000 characters)`.
  package static func clip(_ value: some StringProtocol, limit: Int = limit) -> String {
    var count = 0
    var end = value.startIndex
    while end < value.endIndex {
      if count == limit {
        var total = count
        var rest = end
        while rest < value.endIndex {
          total += 1
          rest = value.index(after: rest)
        }
        return String(value[..<end]) + "… (\(total) characters)"
      }
      count += 1
      end = value.index(after: end)
    }
    return String(value)
  }
}
