/// Whether a callback's completion handler is named on every path, and its `return`s: the facts
/// `wiring-completion-not-called` and `wiring-launch-item-twice` are made of.
extension CallbackBody {
  // MARK: Completion

  /// Whether the completion handler `name` is named before every `return` of the body.
  ///
  /// A `return` is reported when no use of the handler comes before it on a path that can reach
  /// it: a use inside an earlier `return …` statement, or inside a statement's block that ends
  /// with a `return` of its own after the use (`guard … else { completionHandler(false); return }`),
  /// leaves the method there and does not count.
  func completion(named name: String) -> CompletionFact {
    guard name != "_" else { return .unknown }
    let uses = uses(of: name)
    guard !uses.isEmpty else { return .neverCalled(parameter: name) }
    let returns = returnIndices()
    let exits = returns.map { ($0, statementEnd(after: $0)) }
    let blocks = statementBlocks()
    for index in returns {
      let end = statementEnd(after: index)
      let reaching = uses.filter { use in
        guard use < end else { return false }
        if use > index { return true }  // `return completionHandler(false)`
        if exits.contains(where: { $0.0 < use && use < $0.1 && $0.0 != index }) { return false }
        // The innermost statement block around the use, closed before this return, with a
        // return of its own after the use.
        if let block = blocks.last(where: { $0.open < use && use < $0.close }), block.close < index,
          returns.contains(where: { $0 > use && $0 < block.close && depthInside(block, $0) })
        {
          return false
        }
        return true
      }
      if reaching.isEmpty {
        return .notCalledBeforeReturn(parameter: name, place: file.place(index))
      }
    }
    return .handled
  }

  /// The statement blocks of the body (`if … {`, `else {`), open and close indices.
  func statementBlocks() -> [(open: Int, close: Int)] {
    var blocks: [(open: Int, close: Int)] = []
    for index in (open + 1)..<close
    where file.isPunct(index, UInt8(ascii: "{")) && isStatementBlock(index) {
      if let end = file.closing(index) { blocks.append((index, end)) }
    }
    return blocks
  }

  /// Whether `index` is directly inside `block` (in no nested brace).
  func depthInside(_ block: (open: Int, close: Int), _ index: Int) -> Bool {
    var depth = 0
    for at in (block.open + 1)..<index {
      if file.isPunct(at, UInt8(ascii: "{")) { depth += 1 }
      if file.isPunct(at, UInt8(ascii: "}")) { depth -= 1 }
    }
    return depth == 0
  }

  // MARK: Returns

  /// The index just past the statement that starts at `index`: the next `;`, `}` or new line
  /// outside brackets.
  func statementEnd(after index: Int) -> Int {
    var depth = 0
    var at = index + 1
    while at < close {
      let token = file.tokens[at]
      if depth == 0
        && (token.startsLine || file.isPunct(at, UInt8(ascii: ";"))
          || file.isPunct(at, UInt8(ascii: "}")))
      {
        return at
      }
      if file.isPunct(at, UInt8(ascii: "(")) || file.isPunct(at, UInt8(ascii: "["))
        || file.isPunct(at, UInt8(ascii: "{"))
      {
        depth += 1
      }
      if file.isPunct(at, UInt8(ascii: ")")) || file.isPunct(at, UInt8(ascii: "]"))
        || file.isPunct(at, UInt8(ascii: "}"))
      {
        depth -= 1
      }
      at += 1
    }
    return close
  }

  /// The `return`s of the body itself: those not inside a closure, a block or a nested
  /// function.
  func returnIndices() -> [Int] {
    var stack: [Bool] = []  // for each open brace: whether it is a statement's block
    var found: [Int] = []
    var index = open + 1
    while index < close {
      if file.isPunct(index, UInt8(ascii: "{")) {
        stack.append(isStatementBlock(index))
      } else if file.isPunct(index, UInt8(ascii: "}")) {
        _ = stack.popLast()
      } else if file.isText(index, "return") && stack.allSatisfy({ $0 }) {
        found.append(index)
      }
      index += 1
    }
    return found
  }

  func returns() -> [ReturnFact] {
    returnIndices().map { index in
      let value: ReturnFact.Value
      let next = index + 1
      if next >= close || file.tokens[next].startsLine || file.isPunct(next, UInt8(ascii: "}"))
        || file.isPunct(next, UInt8(ascii: ";"))
      {
        value = .nothing
      } else if (file.isText(next, "true") || file.isText(next, "YES"))
        && (file.isPunct(next + 1, UInt8(ascii: ";")) || file.isPunct(next + 1, UInt8(ascii: "}"))
          || next + 1 >= close || file.tokens[next + 1].startsLine)
      {
        value = .yes
      } else if (file.isText(next, "false") || file.isText(next, "NO"))
        && (file.isPunct(next + 1, UInt8(ascii: ";")) || file.isPunct(next + 1, UInt8(ascii: "}"))
          || next + 1 >= close || file.tokens[next + 1].startsLine)
      {
        value = .no
      } else {
        value = .other
      }
      return ReturnFact(value: value, place: file.place(index))
    }
  }

  static let statementWords: Set<String> = [
    "if", "guard", "else", "for", "while", "repeat", "do", "catch", "switch", "defer",
    "@try", "@catch", "@finally", "@autoreleasepool", "@synchronized",
  ]
  static let closureWords: Set<String> = [
    "let", "var", "return", "func", "init", "throw", "get", "set", "willSet", "didSet", "lazy",
  ]

  /// Whether the `{` at `brace` opens a statement's block (`if … {`, `else {`, `for … {`)
  /// rather than a closure, a block or a function.
  func isStatementBlock(_ brace: Int) -> Bool {
    var depth = 0
    var index = brace - 1
    while index > open {
      let token = file.tokens[index]
      if token.kind == .punct {
        switch file.bytes[Int(token.start)] {
        case UInt8(ascii: ")"), UInt8(ascii: "]"): depth += 1
        case UInt8(ascii: "("), UInt8(ascii: "["):
          if depth == 0 { return false }
          depth -= 1
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"), UInt8(ascii: "^"):
          if depth == 0 { return false }
        default: break
        }
      } else if depth == 0 && token.kind == .word {
        let word = file.text(index)
        if Self.statementWords.contains(word) { return true }
        // `if let x = …, var y = … {`: a binding of a condition, not a declaration.
        let binds =
          (word == "let" || word == "var")
          && (file.isPunct(index - 1, UInt8(ascii: ",")) || file.isText(index - 1, "if")
            || file.isText(index - 1, "guard") || file.isText(index - 1, "while")
            || file.isText(index - 1, "case"))
        if Self.closureWords.contains(word) && !binds { return false }
      }
      index -= 1
    }
    return false
  }
}
