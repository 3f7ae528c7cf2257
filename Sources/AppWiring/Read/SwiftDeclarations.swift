/// The declarations of a Swift file the wiring needs: types (with their extensions), their
/// attributes and inheritance, the door callbacks they implement, `@UIApplicationDelegateAdaptor`,
/// `UIApplicationMain(…)` at the top level, and the SwiftUI modifiers `onOpenURL` and
/// `onContinueUserActivity` wherever they are.
struct SwiftDeclarations {
  let file: ScannedFile
  let complete: Bool
  var types: [WiringType] = []
  var mainCalls: [NamedPlace] = []
  var modifiers: [NamedPlace] = []

  init(file: ScannedFile, complete: Bool) {
    self.file = file
    self.complete = complete
    read(from: 0, to: file.tokens.count, owner: nil)
    for index in file.tokens.indices
    where file.isPunct(index - 1, UInt8(ascii: "."))
      && (file.isText(index, "onOpenURL") || file.isText(index, "onContinueUserActivity"))
    {
      modifiers.append(NamedPlace(name: file.text(index), place: file.place(index)))
    }
  }

  static let typeWords: Set<String> = ["class", "struct", "enum", "actor", "extension", "protocol"]

  private mutating func read(from start: Int, to end: Int, owner: Int?) {
    var index = start
    while index < end {
      let token = file.tokens[index]
      if token.kind == .punct && file.isPunct(index, UInt8(ascii: "{")) {
        index = (file.closing(index) ?? end) + 1
        continue
      }
      guard token.kind == .word else {
        index += 1
        continue
      }
      let word = file.text(index)
      if Self.typeWords.contains(word), file.isWord(index + 1),
        !["func", "var", "let", "subscript", "init"].contains(file.text(index + 1)),
        !file.isPunct(index - 1, UInt8(ascii: "."))
      {
        index = typeDeclaration(at: index, keyword: word, end: end)
        continue
      }
      if word == "func", let owner {
        index = function(at: index, owner: owner, end: end)
        continue
      }
      if word == "@UIApplicationDelegateAdaptor", let owner {
        adaptor(at: index, owner: owner)
      }
      if word == "UIApplicationMain", file.isPunct(index + 1, UInt8(ascii: "(")),
        let call = MainCall.delegate(in: file, open: index + 1)
      {
        mainCalls.append(call)
      }
      index += 1
    }
  }

  /// A type or extension at `index`: its name, attributes, inheritance and body.
  private mutating func typeDeclaration(at index: Int, keyword: String, end: Int) -> Int {
    var at = index + 1
    var name = file.text(at)
    var namePlace = file.place(at)
    at += 1
    while file.isPunct(at, UInt8(ascii: ".")) && file.isWord(at + 1) {
      name = file.text(at + 1)
      namePlace = file.place(at + 1)
      at += 2
    }
    // Generic parameters.
    if file.isPunct(at, UInt8(ascii: "<")) {
      var depth = 0
      while at < end {
        if file.isPunct(at, UInt8(ascii: "<")) { depth += 1 }
        if file.isPunct(at, UInt8(ascii: ">")) {
          depth -= 1
          if depth == 0 {
            at += 1
            break
          }
        }
        at += 1
      }
    }
    var inherits: [String] = []
    if file.isPunct(at, UInt8(ascii: ":")) {
      at += 1
      var depth = 0
      var last: String?
      while at < end, !(depth == 0 && file.isPunct(at, UInt8(ascii: "{"))) {
        if depth == 0 && file.isText(at, "where") { break }
        if file.isPunct(at, UInt8(ascii: "<")) { depth += 1 }
        if file.isPunct(at, UInt8(ascii: ">")) { depth -= 1 }
        if depth == 0 {
          if file.isWord(at) { last = file.text(at) }
          if file.isPunct(at, UInt8(ascii: ",")), let name = last {
            inherits.append(name)
            last = nil
          }
        }
        at += 1
      }
      if let name = last { inherits.append(name) }
    }
    while at < end, !file.isPunct(at, UInt8(ascii: "{")) {
      if file.isPunct(at, UInt8(ascii: "}")) || file.isPunct(at, UInt8(ascii: ";")) { return at }
      at += 1
    }
    guard at < end, let close = file.closing(at) else { return end }
    if keyword == "protocol" { return close + 1 }
    let type = WiringType(
      name: name, place: namePlace, language: .swift, inherits: inherits,
      mainAttribute: mainAttribute(before: index), delegateAdaptor: nil, callbacks: [],
      declared: keyword != "extension")
    types.append(type)
    read(from: at + 1, to: close, owner: types.count - 1)
    return close + 1
  }

  /// `@main` or `@UIApplicationMain` among the attributes and modifiers before `index`.
  private func mainAttribute(before index: Int) -> SourcePlace? {
    var at = index - 1
    while at >= 0 {
      if file.isPunct(at, UInt8(ascii: ")")) {
        // `@objc(Name)`, `@available(…)`: skip the arguments.
        var depth = 0
        while at >= 0 {
          if file.isPunct(at, UInt8(ascii: ")")) { depth += 1 }
          if file.isPunct(at, UInt8(ascii: "(")) {
            depth -= 1
            if depth == 0 { break }
          }
          at -= 1
        }
        at -= 1
        continue
      }
      guard file.isWord(at) else { return nil }
      let word = file.text(at)
      if word == "@main" || word == "@UIApplicationMain" { return file.place(at) }
      guard word.hasPrefix("@") || Self.modifiers.contains(word) else { return nil }
      at -= 1
    }
    return nil
  }

  static let modifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "open", "final", "package", "nonisolated",
    "indirect",
  ]

  /// `func name(label inner: Type, …) … { … }`: a door callback when its name is one.
  private mutating func function(at index: Int, owner: Int, end: Int) -> Int {
    guard file.isWord(index + 1), file.isPunct(index + 2, UInt8(ascii: "(")),
      let parametersClose = file.closing(index + 2)
    else { return index + 1 }
    let base = file.text(index + 1)
    var labels: [String] = []
    var names: [String?] = []
    var at = index + 3
    var expectingLabel = true
    var depth = 0
    while at < parametersClose {
      if file.isPunct(at, UInt8(ascii: "(")) || file.isPunct(at, UInt8(ascii: "["))
        || file.isPunct(at, UInt8(ascii: "<"))
      {
        depth += 1
      }
      if file.isPunct(at, UInt8(ascii: ")")) || file.isPunct(at, UInt8(ascii: "]"))
        || (file.isPunct(at, UInt8(ascii: ">")) && !file.isPunct(at - 1, UInt8(ascii: "-")))
      {
        depth -= 1
      }
      if depth == 0 && expectingLabel && file.isWord(at) && !file.text(at).hasPrefix("@") {
        let first = file.text(at)
        if file.isWord(at + 1) && file.isPunct(at + 2, UInt8(ascii: ":")) {
          labels.append(first)
          names.append(file.text(at + 1))
        } else {
          labels.append(first)
          names.append(first == "_" ? nil : first)
        }
        expectingLabel = false
      }
      if depth == 0 && file.isPunct(at, UInt8(ascii: ",")) { expectingLabel = true }
      at += 1
    }
    let swiftName = base + "(" + labels.map { $0 + ":" }.joined() + ")"
    at = parametersClose + 1
    while at < end, !file.isPunct(at, UInt8(ascii: "{")) {
      if file.isPunct(at, UInt8(ascii: "}")) || file.isPunct(at, UInt8(ascii: ";"))
        || file.isText(at, "func")
      {
        return at
      }
      at += 1
    }
    guard at < end, let close = file.closing(at) else { return end }
    // `@main struct Main { static func main() { UIApplicationMain(…) } }`.
    for call in (at + 1)..<close
    where file.isText(call, "UIApplicationMain") && file.isPunct(call + 1, UInt8(ascii: "(")) {
      if let named = MainCall.delegate(in: file, open: call + 1) { mainCalls.append(named) }
    }
    if let kind = CallbackKind.byName[swiftName] {
      let body = CallbackBody(
        file: file, open: at, close: close, language: .swift, complete: complete)
      types[owner].callbacks.append(
        body.callback(
          kind, owner: types[owner].name, parameters: names, place: file.place(index + 1)))
    }
    return close + 1
  }

  /// `@UIApplicationDelegateAdaptor(AppDelegate.self) var …` or `… var x: AppDelegate`.
  private mutating func adaptor(at index: Int, owner: Int) {
    if file.isPunct(index + 1, UInt8(ascii: "(")), let close = file.closing(index + 1) {
      for at in (index + 2)..<close
      where file.isWord(at) && file.isPunct(at + 1, UInt8(ascii: "."))
        && file.isText(at + 2, "self")
      {
        types[owner].delegateAdaptor = (file.text(at), file.place(at))
        return
      }
    }
    var at = index + 1
    while at < file.tokens.count && at < index + 12 {
      if file.isPunct(at, UInt8(ascii: ":")) && file.isWord(at + 1) {
        types[owner].delegateAdaptor = (file.text(at + 1), file.place(at + 1))
        return
      }
      at += 1
    }
  }
}

/// The delegate class named by a `UIApplicationMain(argc, argv, principal, delegate)` call.
enum MainCall {
  /// The fourth argument's class: `NSStringFromClass(AppDelegate.self)`,
  /// `NSStringFromClass([AppDelegate class])`, or a string literal.
  static func delegate(in file: ScannedFile, open: Int) -> NamedPlace? {
    guard let close = file.closing(open) else { return nil }
    var argument = 0
    var depth = 0
    var start: Int?
    for index in (open + 1)..<close {
      if file.isPunct(index, UInt8(ascii: "(")) || file.isPunct(index, UInt8(ascii: "[")) {
        depth += 1
      }
      if file.isPunct(index, UInt8(ascii: ")")) || file.isPunct(index, UInt8(ascii: "]")) {
        depth -= 1
      }
      if depth == 0 && file.isPunct(index, UInt8(ascii: ",")) {
        argument += 1
        if argument == 3 { start = index + 1 }
      }
    }
    guard let start else { return nil }
    for index in start..<close {
      if file.isWord(index) && file.isPunct(index + 1, UInt8(ascii: "."))
        && file.isText(index + 2, "self")
      {
        return NamedPlace(name: file.text(index), place: file.place(index))
      }
      if file.isWord(index) && file.isText(index + 1, "class")
        && file.isPunct(index - 1, UInt8(ascii: "["))
      {
        return NamedPlace(name: file.text(index), place: file.place(index))
      }
      if file.tokens[index].kind == .string {
        let name = CallbackBody.literal(file.text(index))
        let last = name.split(separator: ".").last.map(String.init) ?? name
        return NamedPlace(name: last, place: file.place(index))
      }
    }
    return nil
  }
}
