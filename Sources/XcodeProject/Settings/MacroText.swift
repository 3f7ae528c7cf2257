/// A setting's value split into literal text and references: `$(NAME)`, `${NAME}` and
/// `$NAME`, each with its operators (`$(PRODUCT_NAME:rfc1034identifier:lower)`,
/// `$(VAR:default=fallback)`). A name may itself hold references (`$(FOO_$(CONFIGURATION))`).
/// A `$` that starts no reference, or an unclosed `$(`, is literal text, as Xcode leaves it.
enum MacroText {
  /// A piece of a value.
  enum Part: Hashable {
    case literal(String)
    case reference(name: String, operators: [String])
  }

  static func parse(_ text: String) -> [Part] {
    guard text.utf8.contains(UInt8(ascii: "$")) else { return [.literal(text)] }
    let b = Array(text.utf8)
    var parts: [Part] = []
    var literal: [UInt8] = []
    var i = 0
    func flush() {
      if !literal.isEmpty { parts.append(.literal(String(decoding: literal, as: UTF8.self))) }
      literal = []
    }
    while i < b.count {
      guard b[i] == UInt8(ascii: "$"), i + 1 < b.count else {
        literal.append(b[i])
        i += 1
        continue
      }
      let next = b[i + 1]
      if next == UInt8(ascii: "(") || next == UInt8(ascii: "{") {
        let close = next == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "}")
        // Balanced: a reference may nest others in its name or its default.
        var depth = 0
        var j = i + 2
        var end: Int? = nil
        while j < b.count {
          if b[j] == next {
            depth += 1
          } else if b[j] == close {
            if depth == 0 {
              end = j
              break
            }
            depth -= 1
          }
          j += 1
        }
        guard let end else {
          literal.append(b[i])
          i += 1
          continue
        }
        flush()
        let inner = Array(b[(i + 2)..<end])
        let pieces = splitOperators(inner)
        parts.append(.reference(name: pieces[0], operators: Array(pieces.dropFirst())))
        i = end + 1
      } else if isNameStart(next) {
        flush()
        var j = i + 1
        while j < b.count && isNameByte(b[j]) { j += 1 }
        parts.append(
          .reference(name: String(decoding: b[(i + 1)..<j], as: UTF8.self), operators: []))
        i = j
      } else {
        literal.append(b[i])
        i += 1
      }
    }
    flush()
    return parts
  }

  /// Splits `NAME:op1:op2` at the colons outside nested references; `default=` takes the rest.
  static func splitOperators(_ inner: [UInt8]) -> [String] {
    var out: [String] = []
    var depth = 0
    var start = 0
    var i = 0
    while i < inner.count {
      let c = inner[i]
      if c == UInt8(ascii: "(") || c == UInt8(ascii: "{") { depth += 1 }
      if c == UInt8(ascii: ")") || c == UInt8(ascii: "}") { depth -= 1 }
      if c == UInt8(ascii: ":") && depth == 0 {
        let piece = String(decoding: inner[start..<i], as: UTF8.self)
        out.append(piece)
        start = i + 1
        // The default's text runs to the end: it may hold colons of its own.
        if inner[start...].starts(with: Array("default=".utf8)) {
          out.append(String(decoding: inner[start...], as: UTF8.self))
          return out
        }
      }
      i += 1
    }
    out.append(String(decoding: inner[start...], as: UTF8.self))
    return out
  }

  static func isNameStart(_ c: UInt8) -> Bool {
    c == 0x5F || (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A
  }
  static func isNameByte(_ c: UInt8) -> Bool { isNameStart(c) || c >= 0x30 && c <= 0x39 }
}

/// Xcode's operators on a setting's value, as the build system applies them (swift-build,
/// `SWBMacro`'s `MacroEvaluation` operators; the build settings reference's "Build setting
/// operators" list): each takes the value so far and returns the next.
enum MacroOperator {
  /// The result of `name` applied to `value`; nil for an operator Xcode does not have.
  static func apply(_ name: String, to value: String) -> String? {
    switch name {
    case "lower": return value.lowercased()
    case "upper": return value.uppercased()
    case "rfc1034identifier":
      // Letters, digits, '-' and '.' stay; every other character becomes '-'.
      return String(
        value.unicodeScalars.map {
          isASCIIAlphanumeric($0) || $0 == "-" || $0 == "." ? Character($0) : "-"
        })
    case "c99extidentifier", "identifier":
      // Letters, digits and '_' stay; every other character becomes '_'; a leading digit gets
      // a '_' before it.
      var out = String(
        value.unicodeScalars.map { isASCIIAlphanumeric($0) || $0 == "_" ? Character($0) : "_" })
      if let first = out.unicodeScalars.first, first.value >= 0x30 && first.value <= 0x39 {
        out = "_" + out
      }
      return out
    case "base":
      let file = ProjectFiles.name(of: value)
      guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
      return String(file[..<dot])
    case "dir":
      guard value.contains("/") else { return "" }
      return ProjectFiles.folder(of: value) + "/"
    case "file": return ProjectFiles.name(of: value)
    case "suffix":
      let file = ProjectFiles.name(of: value)
      guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return "" }
      return String(file[dot...])
    case "standardizepath": return value.isEmpty ? value : ProjectFiles.normalize(value)
    case "quote":
      var out = ""
      for c in value {
        if c == " " || c == "\\" || c == "\"" || c == "'" { out.append("\\") }
        out.append(c)
      }
      return out
    default: return nil
    }
  }

  static func isASCIIAlphanumeric(_ s: Unicode.Scalar) -> Bool {
    (s.value >= 0x30 && s.value <= 0x39) || (s.value | 0x20 >= 0x61 && s.value | 0x20 <= 0x7A)
  }
}
