/// Turns a Swift or Objective-C file into tokens, with no compiler: comments (nested in Swift),
/// string literals (escapes, interpolations with strings inside, multi-line `"""` and raw
/// `#"…"#` strings, Objective-C `@"…"` and character literals), attributes, preprocessor lines
/// and `#if` blocks.
///
/// Why a scanner and not the toolchain's parser: SwiftSyntax is a package the build would have
/// to fetch (the package depends on nothing beyond the toolchain), and the questions asked
/// (which types, which methods, which names a body mentions) need tokens and braces, not types.
/// Where the scanner is unsure the reader says so and reports nothing.
struct SourceScanner {
  /// The language, which decides comments, literals and the preprocessor.
  enum Language: Sendable { case swift, objectiveC }

  /// How `#if` blocks are read: every branch (the default: a method declared in either is
  /// seen), or only the first (when every branch together does not balance its braces).
  enum Branches: Sendable { case all, first }

  /// Why a file could not be scanned.
  struct Failure: Error, Sendable, Equatable {
    var message: String
    var line: Int
    var column: Int
  }

  let bytes: [UInt8]
  let language: Language
  let branches: Branches
  var at = 0
  var line: Int32 = 1
  var lineStart = 0
  var sawNewline = true
  var tokens: [Token] = []
  /// Where the token being read starts.
  var tokenLine: Int32 = 1
  var tokenColumn: Int32 = 1
  /// For each open `#if`: whether its current branch is skipped, and whether one was kept.
  var conditionals: [(skipping: Bool, kept: Bool)] = []

  init(bytes: [UInt8], language: Language, branches: Branches = .all) {
    self.bytes = bytes
    self.language = language
    self.branches = branches
  }

  /// The tokens of the file.
  static func scan(_ bytes: [UInt8], language: Language, branches: Branches = .all)
    throws(Failure) -> [Token]
  {
    var scanner = SourceScanner(bytes: bytes, language: language, branches: branches)
    try scanner.run()
    return scanner.tokens
  }

  var skipping: Bool { conditionals.contains { $0.skipping } }

  mutating func run() throws(Failure) {
    tokens.reserveCapacity(bytes.count / 4)
    while at < bytes.count {
      let byte = bytes[at]
      tokenLine = line
      tokenColumn = Int32(at - lineStart + 1)
      switch byte {
      case UInt8(ascii: "\n"):
        newline(after: at)
        at += 1
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0C, 0x0B:
        at += 1
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
        while at < bytes.count && bytes[at] != UInt8(ascii: "\n") { at += 1 }
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
        try blockComment()
      case UInt8(ascii: "\""):
        let start = at
        if language == .swift { try swiftString(hashes: 0) } else { try cString() }
        emit(.string, from: start)
      case UInt8(ascii: "'") where language == .objectiveC:
        let start = at
        try cString()
        emit(.string, from: start)
      case UInt8(ascii: "#"):
        try hash()
      case UInt8(ascii: "@"):
        let start = at
        if peek(1) == UInt8(ascii: "\"") && language == .objectiveC {
          at += 1
          try cString()
          emit(.string, from: start)
        } else if let next = peek(1), Self.isWordByte(next) {
          at += 1
          word()
          emit(.word, from: start)
        } else {
          at += 1
          emit(.punct, from: start)
        }
      case UInt8(ascii: "`") where language == .swift:
        let start = at
        at += 1
        while at < bytes.count && bytes[at] != UInt8(ascii: "`") && bytes[at] != 10 { at += 1 }
        guard at < bytes.count, bytes[at] == UInt8(ascii: "`") else {
          throw failure("a backquoted name is not closed", at: start)
        }
        at += 1
        emit(.word, from: start)
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        let start = at
        while at < bytes.count
          && (Self.isWordByte(bytes[at])
            || (bytes[at] == UInt8(ascii: ".") && (peek(1).map(Self.isDigit) ?? false)))
        {
          at += 1
        }
        emit(.number, from: start)
      default:
        let start = at
        if Self.isWordByte(byte) {
          word()
          emit(.word, from: start)
        } else {
          at += 1
          emit(.punct, from: start)
        }
      }
    }
    if !conditionals.isEmpty { throw failure("an #if is not closed by #endif", at: bytes.count) }
  }

  func peek(_ ahead: Int) -> UInt8? {
    at + ahead < bytes.count ? bytes[at + ahead] : nil
  }

  static func isWordByte(_ byte: UInt8) -> Bool {
    byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || isDigit(byte)
      || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
  }

  static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

  mutating func word() {
    while at < bytes.count && Self.isWordByte(bytes[at]) { at += 1 }
  }

  mutating func newline(after index: Int) {
    line += 1
    lineStart = index + 1
    sawNewline = true
  }

  mutating func emit(_ kind: Token.Kind, from start: Int) {
    defer { sawNewline = false }
    guard !skipping else { return }
    tokens.append(
      Token(
        kind: kind, start: Int32(start), end: Int32(at), line: tokenLine,
        column: tokenColumn, startsLine: sawNewline))
  }

  func failure(_ message: String, at index: Int) -> Failure {
    var line = 1
    var lineStart = 0
    for i in 0..<min(index, bytes.count) where bytes[i] == 10 {
      line += 1
      lineStart = i + 1
    }
    return Failure(message: message, line: line, column: index - lineStart + 1)
  }

  /// `#`: a raw string, a conditional-compilation line, a preprocessor line, or a `#word`.
  mutating func hash() throws(Failure) {
    let start = at
    if language == .swift, let count = rawStringHashes() {
      at += count
      try swiftString(hashes: count)
      emit(.string, from: start)
      return
    }
    at += 1
    if language == .objectiveC {
      while at < bytes.count && (bytes[at] == 32 || bytes[at] == 9) { at += 1 }
    }
    let nameStart = at
    word()
    let name = String(decoding: bytes[nameStart..<at], as: UTF8.self)
    switch name {
    case "if", "ifdef", "ifndef":
      let parentSkips = skipping
      conditionals.append((skipping: parentSkips, kept: true))
      restOfLine()
    case "elseif", "elif", "else":
      guard !conditionals.isEmpty else {
        throw failure("#\(name) without #if", at: start)
      }
      if branches == .first { conditionals[conditionals.count - 1].skipping = true }
      restOfLine()
    case "endif":
      guard conditionals.popLast() != nil else {
        throw failure("#endif without #if", at: start)
      }
      restOfLine()
    default:
      if language == .objectiveC {
        restOfLine()
      } else {
        emit(.word, from: start)
      }
    }
  }

  /// Skips to the end of a directive's line (a `\` continues it), comments included.
  mutating func restOfLine() {
    while at < bytes.count && bytes[at] != 10 {
      if bytes[at] == UInt8(ascii: "\\") && peek(1) == 10 {
        at += 1
        newline(after: at)
      } else if bytes[at] == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
        // A block comment that runs past the line ends where it closes.
        try? blockComment()
        continue
      }
      at += 1
    }
  }
}
