/// Comments and string literals: skipped whole, so that nothing inside them is read as code;
/// a Swift string's interpolations are scanned as code.
extension SourceScanner {
  /// `/* … */`, nested in Swift.
  mutating func blockComment() throws(Failure) {
    let start = at
    var depth = 0
    while at < bytes.count {
      if bytes[at] == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
        depth += 1
        at += 2
        if language == .objectiveC && depth > 1 { depth = 1 }
      } else if bytes[at] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
        depth -= 1
        at += 2
        if depth == 0 { return }
      } else {
        if bytes[at] == 10 { newline(after: at) }
        at += 1
      }
    }
    throw failure("a /* comment is not closed", at: start)
  }

  /// A C or Objective-C string or character literal from its opening quote.
  mutating func cString() throws(Failure) {
    let start = at
    let quote = bytes[at]
    at += 1
    while at < bytes.count {
      let byte = bytes[at]
      if byte == UInt8(ascii: "\\") {
        at += 2
        continue
      }
      if byte == quote {
        at += 1
        return
      }
      if byte == 10 { break }
      at += 1
    }
    throw failure("a string literal is not closed on its line", at: start)
  }

  /// A Swift string from its first quote (after `hashes` `#`), to the end of its closing
  /// delimiter; interpolations are read with the strings they hold.
  mutating func swiftString(hashes: Int) throws(Failure) {
    let start = at
    let multiLine = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
    at += multiLine ? 3 : 1
    while at < bytes.count {
      let byte = bytes[at]
      if byte == UInt8(ascii: "\\") && hashesFollow(at + 1, hashes) {
        at += 1 + hashes
        guard at < bytes.count else { break }
        if bytes[at] == UInt8(ascii: "(") {
          try interpolation()
        } else {
          if bytes[at] == 10 { newline(after: at) }
          at += 1
        }
        continue
      }
      if byte == UInt8(ascii: "\"") {
        let closes =
          multiLine
          ? peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"") : true
        let quoteEnd = at + (multiLine ? 3 : 1)
        if closes && hashesFollow(quoteEnd, hashes) {
          at = quoteEnd + hashes
          return
        }
        at += 1
        continue
      }
      if byte == 10 {
        guard multiLine else { break }
        newline(after: at)
      }
      at += 1
    }
    throw failure(
      multiLine
        ? "a multi-line string is not closed" : "a string literal is not closed on its line",
      at: start)
  }

  func hashesFollow(_ index: Int, _ count: Int) -> Bool {
    guard index + count <= bytes.count else { return false }
    for offset in 0..<count where bytes[index + offset] != UInt8(ascii: "#") { return false }
    return true
  }

  /// `\( … )` inside a string, from its `(`: nested parentheses, strings and comments.
  mutating func interpolation() throws(Failure) {
    let start = at
    var depth = 0
    while at < bytes.count {
      let byte = bytes[at]
      switch byte {
      case UInt8(ascii: "("):
        depth += 1
        at += 1
      case UInt8(ascii: ")"):
        depth -= 1
        at += 1
        if depth == 0 { return }
      case UInt8(ascii: "\""):
        try swiftString(hashes: 0)
      case UInt8(ascii: "#") where rawStringHashes() != nil:
        let count = rawStringHashes() ?? 0
        at += count
        try swiftString(hashes: count)
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
        try blockComment()
      case 10:
        newline(after: at)
        at += 1
      default:
        at += 1
      }
    }
    throw failure("a string interpolation is not closed", at: start)
  }

  /// The count of `#` at `at` when they open a raw string (`#"`, `##"`), else nil.
  func rawStringHashes() -> Int? {
    var count = 0
    while at + count < bytes.count && bytes[at + count] == UInt8(ascii: "#") { count += 1 }
    return at + count < bytes.count && bytes[at + count] == UInt8(ascii: "\"") ? count : nil
  }
}
