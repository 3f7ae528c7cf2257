/// Where the app calls a door callback itself (a scene delegate handing a URL on to
/// `application(_:open:options:)`): such a callback is not dead, whatever iOS calls.
enum CallbackCalls {
  static let bases: Set<String> = ["application", "scene", "windowScene", "userNotificationCenter"]

  /// The calls of `file`: Swift `x.application(a, open: u, options: o)`, Objective-C
  /// `[x application:a openURL:u options:o]`, and `#selector`/`@selector` of a callback.
  static func find(in file: ScannedFile, language: WiringLanguage) -> [CallbackCall] {
    var calls: [CallbackCall] = []
    for index in file.tokens.indices where file.isWord(index) && bases.contains(file.text(index)) {
      if language == .swift {
        guard
          file.isPunct(index - 1, UInt8(ascii: ".")) || file.isPunct(index - 1, UInt8(ascii: "(")),
          file.isPunct(index + 1, UInt8(ascii: "(")), let close = file.closing(index + 1)
        else { continue }
        var labels: [String] = []
        var depth = 0
        var expecting = true
        for at in (index + 2)..<close {
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
          if depth == 0 && expecting {
            labels.append(
              file.isWord(at) && file.isPunct(at + 1, UInt8(ascii: ":")) ? file.text(at) : "_")
            expecting = false
          }
          if depth == 0 && file.isPunct(at, UInt8(ascii: ",")) { expecting = true }
        }
        let name = file.text(index) + "(" + labels.map { $0 + ":" }.joined() + ")"
        if let kind = CallbackKind.byName[name] {
          calls.append(CallbackCall(kind: kind, place: file.place(index)))
        }
      } else {
        guard file.isPunct(index + 1, UInt8(ascii: ":")),
          file.isWord(index - 1) || file.isPunct(index - 1, UInt8(ascii: "]"))
            || file.isPunct(index - 1, UInt8(ascii: "("))
        else { continue }
        var parts: [String] = []
        var depth = 0
        var at = index
        while at < file.tokens.count {
          if file.isPunct(at, UInt8(ascii: "[")) || file.isPunct(at, UInt8(ascii: "(")) {
            depth += 1
          }
          if file.isPunct(at, UInt8(ascii: "]")) || file.isPunct(at, UInt8(ascii: ")")) {
            if depth == 0 { break }
            depth -= 1
          }
          if depth == 0 && file.isWord(at) && file.isPunct(at + 1, UInt8(ascii: ":")) {
            parts.append(file.text(at) + ":")
          }
          if file.isPunct(at, UInt8(ascii: ";")) || file.isPunct(at, UInt8(ascii: "{")) { break }
          at += 1
        }
        if let kind = CallbackKind.byName[parts.joined()] {
          calls.append(CallbackCall(kind: kind, place: file.place(index)))
        }
      }
    }
    return calls
  }
}

/// A call of a door callback by the app's own code.
public struct CallbackCall: Sendable, Hashable {
  /// The callback called.
  public var kind: CallbackKind
  /// Where.
  public var place: SourcePlace
}
