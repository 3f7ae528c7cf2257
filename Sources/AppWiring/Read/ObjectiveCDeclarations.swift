/// The declarations of an Objective-C file the wiring needs: `@interface` (superclass and
/// protocols), `@implementation` and its categories with their door methods, and the
/// `UIApplicationMain(…)` call of `main.m`.
struct ObjectiveCDeclarations {
  let file: ScannedFile
  let complete: Bool
  var types: [WiringType] = []
  var mainCalls: [NamedPlace] = []

  init(file: ScannedFile, complete: Bool) {
    self.file = file
    self.complete = complete
    read()
  }

  private mutating func read() {
    var index = 0
    let count = file.tokens.count
    while index < count {
      if file.isText(index, "@interface"), file.isWord(index + 1) {
        index = interface(at: index)
        continue
      }
      if file.isText(index, "@implementation"), file.isWord(index + 1) {
        index = implementation(at: index)
        continue
      }
      if file.isText(index, "UIApplicationMain"), file.isPunct(index + 1, UInt8(ascii: "(")),
        let call = MainCall.delegate(in: file, open: index + 1)
      {
        mainCalls.append(call)
      }
      index += 1
    }
  }

  /// `@interface Name : Super <P, Q>` (a class extension or category adds nothing here).
  private mutating func interface(at index: Int) -> Int {
    let name = file.text(index + 1)
    var inherits: [String] = []
    var at = index + 2
    if file.isPunct(at, UInt8(ascii: ":")), file.isWord(at + 1) {
      inherits.append(file.text(at + 1))
      at += 2
    } else {
      return at
    }
    if file.isPunct(at, UInt8(ascii: "<")) {
      at += 1
      while at < file.tokens.count, !file.isPunct(at, UInt8(ascii: ">")) {
        if file.isWord(at) { inherits.append(file.text(at)) }
        at += 1
      }
    }
    types.append(
      WiringType(
        name: name, place: file.place(index + 1), language: .objectiveC, inherits: inherits,
        mainAttribute: nil, delegateAdaptor: nil, callbacks: [], declared: true))
    return at
  }

  /// `@implementation Name` (or a category) up to `@end`, with its methods.
  private mutating func implementation(at index: Int) -> Int {
    let name = file.text(index + 1)
    types.append(
      WiringType(
        name: name, place: file.place(index + 1), language: .objectiveC, inherits: [],
        mainAttribute: nil, delegateAdaptor: nil, callbacks: [], declared: false))
    let owner = types.count - 1
    var at = index + 2
    while at < file.tokens.count {
      if file.isText(at, "@end") { return at + 1 }
      if file.isPunct(at, UInt8(ascii: "{")) {
        at = (file.closing(at) ?? file.tokens.count) + 1
        continue
      }
      if (file.isPunct(at, UInt8(ascii: "-")) || file.isPunct(at, UInt8(ascii: "+")))
        && file.tokens[at].startsLine && file.isPunct(at + 1, UInt8(ascii: "("))
      {
        at = method(at: at, owner: owner)
        continue
      }
      at += 1
    }
    return at
  }

  /// `- (Type)part:(Type)name part:(Type)name { … }`.
  private mutating func method(at index: Int, owner: Int) -> Int {
    guard let typeClose = file.closing(index + 1) else { return index + 1 }
    var at = typeClose + 1
    var parts: [String] = []
    var names: [String?] = []
    var namePlace: SourcePlace?
    while at < file.tokens.count {
      guard file.isWord(at) else { break }
      if namePlace == nil { namePlace = file.place(at) }
      let part = file.text(at)
      guard file.isPunct(at + 1, UInt8(ascii: ":")) else {
        if parts.isEmpty { parts.append(part) }
        at += 1
        break
      }
      parts.append(part + ":")
      at += 2
      if file.isPunct(at, UInt8(ascii: "(")), let close = file.closing(at) { at = close + 1 }
      if file.isWord(at) {
        names.append(file.text(at))
        at += 1
      } else {
        names.append(nil)
      }
      // Attributes after a parameter (`__unused`, `NS_…`) are skipped with the next word check.
    }
    while at < file.tokens.count, !file.isPunct(at, UInt8(ascii: "{")) {
      if file.isPunct(at, UInt8(ascii: ";")) || file.isText(at, "@end") { return at }
      at += 1
    }
    guard at < file.tokens.count, let close = file.closing(at), let namePlace else {
      return file.tokens.count
    }
    let selector = parts.joined()
    if let kind = CallbackKind.byName[selector], kind.selector == selector {
      let body = CallbackBody(
        file: file, open: at, close: close, language: .objectiveC, complete: complete)
      types[owner].callbacks.append(
        body.callback(kind, owner: types[owner].name, parameters: names, place: namePlace))
    }
    return close + 1
  }
}
