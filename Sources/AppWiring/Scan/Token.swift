/// One token of a Swift or Objective-C file, as the wiring reader sees it: comments are gone,
/// a string literal is one token, and every token knows where it starts.
struct Token: Sendable, Hashable {
  /// What kind of token.
  enum Kind: UInt8, Sendable {
    /// A name or keyword, with a leading `@` (`@main`, `@implementation`) or `#` (`#if`) when
    /// it has one; `$0` and backquoted names too.
    case word
    /// One punctuation character (`{`, `(`, `.`, `:`); `->` is two.
    case punct
    /// A string or character literal, whole (interpolations included).
    case string
    /// A number.
    case number
  }

  var kind: Kind
  /// Byte range in the file.
  var start: Int32
  var end: Int32
  /// 1-based line and column (in UTF-8 bytes) of the first byte.
  var line: Int32
  var column: Int32
  /// Whether a line break separates the token from the one before.
  var startsLine: Bool
}

/// A scanned file: its bytes and tokens.
struct ScannedFile: Sendable {
  /// The path, as the reader was given it.
  var path: String
  var bytes: [UInt8]
  var tokens: [Token]

  /// Whether token `index` is exactly `text` (ASCII).
  func isText(_ index: Int, _ text: StaticString) -> Bool {
    guard index >= 0, index < tokens.count else { return false }
    let token = tokens[index]
    let count = Int(token.end - token.start)
    guard count == text.utf8CodeUnitCount else { return false }
    let start = Int(token.start)
    return text.withUTF8Buffer { buffer in
      for offset in 0..<count where bytes[start + offset] != buffer[offset] { return false }
      return true
    }
  }

  /// Whether token `index` is the punctuation character `character`.
  func isPunct(_ index: Int, _ character: UInt8) -> Bool {
    guard index >= 0, index < tokens.count else { return false }
    let token = tokens[index]
    return token.kind == .punct && bytes[Int(token.start)] == character
  }

  /// The text of token `index`.
  func text(_ index: Int) -> String {
    guard index >= 0, index < tokens.count else { return "" }
    let token = tokens[index]
    return String(decoding: bytes[Int(token.start)..<Int(token.end)], as: UTF8.self)
  }

  /// Whether token `index` is a word.
  func isWord(_ index: Int) -> Bool {
    index >= 0 && index < tokens.count && tokens[index].kind == .word
  }

  /// Where token `index` starts.
  func place(_ index: Int) -> SourcePlace {
    let token = tokens[min(max(index, 0), max(tokens.count - 1, 0))]
    return SourcePlace(
      file: path, line: Int(token.line), column: Int(token.column), offset: Int(token.start))
  }

  /// The index of the `}` (or `)`, `]`) that closes the opener at `index`, or nil when the
  /// file ends first.
  func closing(_ index: Int) -> Int? {
    var depth = 0
    var at = index
    while at < tokens.count {
      if tokens[at].kind == .punct {
        switch bytes[Int(tokens[at].start)] {
        case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
          depth -= 1
          if depth == 0 { return at }
          if depth < 0 { return nil }
        default: break
        }
      }
      at += 1
    }
    return nil
  }
}
