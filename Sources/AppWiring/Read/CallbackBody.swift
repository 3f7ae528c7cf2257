/// What a door callback's body shows: the entries it reads from its options, whether its
/// completion handler is named on every path, its `return`s, and for
/// `application(_:configurationForConnecting:options:)` the delegate class it sets.
///
/// Conservative by construction: a fact is stated only from tokens the body holds. A parameter
/// handed on, a key that is a variable, a body read with only the first branch of its `#if`s
/// makes the fact unknown, never a finding.
struct CallbackBody {
  let file: ScannedFile
  /// The indices of the body's `{` and `}`.
  let open: Int
  let close: Int
  let language: WiringLanguage
  /// Whether every `#if` branch was read (else the completion and reads are unknown).
  let complete: Bool

  /// The callback `kind` with `parameters` (internal names, nil when unnamed) at `place`.
  func callback(_ kind: CallbackKind, owner: String, parameters: [String?], place: SourcePlace)
    -> DoorCallback
  {
    var callback = DoorCallback(
      kind: kind, owner: owner, place: place, language: language, coldReads: [],
      optionsEscape: nil, completion: nil, returns: returns(), delegateClasses: [],
      configurationNames: [])
    if let index = kind.optionsParameter {
      let name = index < parameters.count ? parameters[index] : nil
      if let name, complete {
        (callback.coldReads, callback.optionsEscape) = reads(of: name)
      } else {
        callback.optionsEscape = place
      }
    }
    if let index = kind.completionParameter {
      let name = index < parameters.count ? parameters[index] : nil
      callback.completion = name.map { complete ? completion(named: $0) : .unknown } ?? .unknown
    }
    if kind == .configurationForConnecting {
      (callback.delegateClasses, callback.configurationNames) = configuration()
    }
    return callback
  }

  // MARK: Names used

  /// The indices in the body where `name` is used as a value: not a member (`x.name`) nor an
  /// argument label (`name:`), except in `c ? name : other`.
  func uses(of name: String) -> [Int] {
    var found: [Int] = []
    let bytes = Array(name.utf8)
    var index = open + 1
    while index < close {
      defer { index += 1 }
      let token = file.tokens[index]
      guard token.kind == .word, Int(token.end - token.start) == bytes.count,
        file.bytes[Int(token.start)..<Int(token.end)].elementsEqual(bytes)
      else { continue }
      if file.isPunct(index - 1, UInt8(ascii: ".")) && !file.isPunct(index - 2, UInt8(ascii: ".")) {
        continue
      }
      if file.isPunct(index + 1, UInt8(ascii: ":")) && !file.isPunct(index - 1, UInt8(ascii: "?"))
        && !file.isPunct(index + 2, UInt8(ascii: ":"))
      {
        continue
      }
      found.append(index)
    }
    return found
  }

  // MARK: Cold reads

  static let connectionMembers: [String: WiringDoor] = [
    "shortcutItem": .shortcut, "urlContexts": .url, "URLContexts": .url,
    "userActivities": .activity, "handoffUserActivityType": .activity,
    "notificationResponse": .notification,
  ]
  /// Members of `UIScene.ConnectionOptions` that are no door of this reader's (read, not kept).
  static let otherMembers: Set<String> = [
    "sourceApplication", "cloudKitShareMetadata", "appIntent", "role", "isEmpty", "description",
  ]
  static let launchKeys: [String: WiringDoor] = [
    "shortcutItem": .shortcut, "UIApplicationLaunchOptionsShortcutItemKey": .shortcut,
    "url": .url, "UIApplicationLaunchOptionsURLKey": .url,
    "userActivityDictionary": .activity,
    "UIApplicationLaunchOptionsUserActivityDictionaryKey": .activity,
    "userActivityType": .activity, "UIApplicationLaunchOptionsUserActivityTypeKey": .activity,
  ]
  static let otherLaunchKeys: Set<String> = [
    "remoteNotification", "UIApplicationLaunchOptionsRemoteNotificationKey", "sourceApplication",
    "UIApplicationLaunchOptionsSourceApplicationKey", "annotation", "location", "bluetoothCentrals",
    "bluetoothPeripherals", "newsstandDownloads", "localNotification", "cloudKitShareMetadata",
    "UIApplicationLaunchOptionsLocalNotificationKey", "UIApplicationLaunchOptionsLocationKey",
  ]

  /// The doors read from the options parameter `name`, and where it is used otherwise.
  func reads(of name: String) -> ([ColdRead], SourcePlace?) {
    var reads: [ColdRead] = []
    var escape: SourcePlace?
    for index in uses(of: name) {
      var at = index + 1
      if file.isPunct(at, UInt8(ascii: "?")) || file.isPunct(at, UInt8(ascii: "!")) { at += 1 }
      if file.isPunct(at, UInt8(ascii: ".")), file.isWord(at + 1) {
        let member = file.text(at + 1)
        if let door = Self.connectionMembers[member] {
          reads.append(
            ColdRead(
              door: door, fromLaunchOptions: false, member: member, place: file.place(at + 1)))
        } else if let door = Self.launchKeys[member] {
          reads.append(
            ColdRead(door: door, fromLaunchOptions: true, member: member, place: file.place(at + 1))
          )
        } else if !Self.otherMembers.contains(member) {
          escape = escape ?? file.place(index)
        }
        continue
      }
      // Objective-C: `[options shortcutItem]`, `[launchOptions objectForKey:KEY]`.
      if file.isPunct(index - 1, UInt8(ascii: "[")), file.isWord(at) {
        let member = file.text(at)
        if let door = Self.connectionMembers[member] {
          reads.append(
            ColdRead(door: door, fromLaunchOptions: false, member: member, place: file.place(at)))
          continue
        }
        if ["objectForKey", "valueForKey", "objectForKeyedSubscript"].contains(member),
          file.isPunct(at + 1, UInt8(ascii: ":")), let read = key(at: at + 2, until: "]")
        {
          if let read { reads.append(read) }
          continue
        }
        if Self.otherMembers.contains(member) { continue }
      }
      if file.isPunct(at, UInt8(ascii: "[")), let read = key(at: at + 1, until: "]") {
        if let read { reads.append(read) }
        continue
      }
      escape = escape ?? file.place(index)
    }
    var seen: Set<WiringDoor> = []
    return (reads.filter { seen.insert($0.door).inserted }, escape)
  }

  /// The launch-options key from `start` to the closing `end`: `.shortcutItem`,
  /// `UIApplication.LaunchOptionsKey.url`, `UIApplicationLaunchOptionsURLKey`. Nil when the key
  /// is not one the reader knows (a variable); `.some(nil)` for a known key of no door.
  func key(at start: Int, until end: Character) -> ColdRead?? {
    var at = start
    var last: Int?
    while at < close, !file.isPunct(at, UInt8(ascii: "]")) {
      guard file.isWord(at) || file.isPunct(at, UInt8(ascii: ".")) else { return nil }
      if file.isWord(at) { last = at }
      at += 1
    }
    guard let last else { return nil }
    let key = file.text(last)
    if let door = Self.launchKeys[key] {
      return .some(
        ColdRead(door: door, fromLaunchOptions: true, member: key, place: file.place(last)))
    }
    return Self.otherLaunchKeys.contains(key) ? .some(nil) : nil
  }

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

  // MARK: Scene configuration

  /// `delegateClass = X.self` (`[X class]`) and the configuration names of
  /// `UISceneConfiguration(name: "…", …)` (`initWithName:@"…"`).
  func configuration() -> ([NamedPlace], [NamedPlace]) {
    var classes: [NamedPlace] = []
    var names: [NamedPlace] = []
    var index = open + 1
    while index < close {
      defer { index += 1 }
      if file.isText(index, "delegateClass"), file.isPunct(index + 1, UInt8(ascii: "=")) {
        if file.isWord(index + 2), file.isPunct(index + 3, UInt8(ascii: ".")),
          file.isText(index + 4, "self")
        {
          classes.append(NamedPlace(name: file.text(index + 2), place: file.place(index + 2)))
        } else if file.isPunct(index + 2, UInt8(ascii: "[")), file.isWord(index + 3),
          file.isText(index + 4, "class")
        {
          classes.append(NamedPlace(name: file.text(index + 3), place: file.place(index + 3)))
        }
      }
      if file.isText(index, "name") || file.isText(index, "initWithName")
        || file.isText(index, "configurationWithName"),
        file.isPunct(index + 1, UInt8(ascii: ":")), index + 2 < close,
        file.tokens[index + 2].kind == .string
      {
        names.append(
          NamedPlace(name: Self.literal(file.text(index + 2)), place: file.place(index + 2)))
      }
    }
    return (classes, names)
  }

  /// The text of a plain string literal (`"x"`, `@"x"`).
  static func literal(_ text: String) -> String {
    var text = Substring(text)
    if text.hasPrefix("@") { text = text.dropFirst() }
    if text.hasPrefix("\"") { text = text.dropFirst() }
    if text.hasSuffix("\"") { text = text.dropLast() }
    return String(text)
  }
}
