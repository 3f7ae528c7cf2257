/// A matching expression of an Android 15 dynamic rule (`/`, `#`, and each `?` parameter of
/// `dynamic_app_link_components`), matched as Android matches it.
///
/// AOSP turns the expression into an `android.os.PatternMatcher`
/// (`packages/StatementService/Parser/.../DalComponentParser.kt`, `parseMatchingExpression`):
/// no `*` or `?` is `PATTERN_LITERAL`; one `*` at the end and no other wildcard is
/// `PATTERN_PREFIX`; anything else is `PATTERN_SIMPLE_GLOB`, with `*` written `.*`, `?` written
/// `.`, and `.` and `\` escaped. `PatternMatcher.matchGlobPattern` then walks the pattern and the
/// text once, without backtracking: `.*` consumes characters up to the first occurrence of the
/// character that follows it in the pattern, and goes on after it. So `/a/*/edit` does not match
/// `/a/x/y/edit` (the `*` stops at the first `/`), and `*.pdf` does not match
/// `/files/v1.2/report.pdf` (it stops at the first `.`): "'*' matches zero or more characters up
/// until the character after the wildcard in the pattern is found in the matching string"
/// (https://developer.android.com/training/app-links/configure-assetlinks). A `?` right after a
/// `*` is compared as a literal `.` there (AOSP's DalComponentParserTest: `foo*?bar` matches
/// `foo.bar` but not `foobar`). Characters are Java's, UTF-16 code units.
public struct DalPattern: Sendable, Hashable {
  /// How Android matches the expression.
  public enum Kind: String, Sendable, Hashable {
    /// `PATTERN_LITERAL`: the whole text, exactly.
    case literal
    /// `PATTERN_PREFIX`: the text starts with the pattern.
    case prefix
    /// `PATTERN_SIMPLE_GLOB`: `matchGlobPattern`.
    case glob
  }

  /// The expression as written in the file.
  public let expression: String
  /// The PatternMatcher type AOSP chooses.
  public let kind: Kind
  /// The PatternMatcher pattern AOSP builds, in UTF-16 code units.
  let pattern: [UInt16]

  /// The pattern of `expression`, or nil when it is empty: AOSP's `parseMatchingExpression`
  /// throws on an empty expression ("Matching expressions cannot be an empty string").
  public init?(_ expression: String) {
    guard !expression.isEmpty else { return nil }
    self.expression = expression
    let units = Array(expression.utf16)
    let star = UInt16(UInt8(ascii: "*"))
    let question = UInt16(UInt8(ascii: "?"))
    let wildcards = units.reduce(0) { $0 + ($1 == star || $1 == question ? 1 : 0) }
    if wildcards == 0 {
      (kind, pattern) = (.literal, units)
    } else if wildcards == 1, units.last == star {
      (kind, pattern) = (.prefix, Array(units.dropLast()))
    } else {
      var out: [UInt16] = []
      out.reserveCapacity(units.count * 2)
      let dot = UInt16(UInt8(ascii: "."))
      let slash = UInt16(UInt8(ascii: "\\"))
      for unit in units {
        switch unit {
        case star: out += [dot, star]
        case question: out.append(dot)
        case dot: out += [slash, dot]
        case slash: out += [slash, slash]
        default: out.append(unit)
        }
      }
      (kind, pattern) = (.glob, out)
    }
  }

  /// The PatternMatcher pattern, as AOSP's test lists it (`*.bar` is `.*\.bar`).
  public var matcherPattern: String { String(decoding: pattern, as: UTF16.self) }

  /// Whether Android matches `text` (`PatternMatcher.matchPattern`; a missing part, such as the
  /// fragment of a URL without `#`, is null there and never matches).
  public func matches(_ text: String?) -> Bool {
    var steps = 0
    return matches(text, steps: &steps)
  }

  /// `matches`, counting the characters compared into `steps` (so tests can show the work is
  /// linear in the text and the pattern).
  public func matches(_ text: String?, steps: inout Int) -> Bool {
    guard let text else { return false }
    let match = Array(text.utf16)
    switch kind {
    case .literal:
      steps += match.count
      return match == pattern
    case .prefix:
      steps += pattern.count
      return match.starts(with: pattern)
    case .glob:
      return Self.matchGlob(pattern, match, steps: &steps)
    }
  }

  /// `PatternMatcher.matchGlobPattern`, step for step (frameworks/base,
  /// core/java/android/os/PatternMatcher.java): one pass, no backtracking.
  static func matchGlob(_ pattern: [UInt16], _ match: [UInt16], steps: inout Int) -> Bool {
    let np = pattern.count
    let nm = match.count
    guard np > 0 else { return nm == 0 }
    let dot = UInt16(UInt8(ascii: "."))
    let star = UInt16(UInt8(ascii: "*"))
    let slash = UInt16(UInt8(ascii: "\\"))
    func at(_ i: Int) -> UInt16 { i < np ? pattern[i] : 0 }
    var ip = 0
    var im = 0
    var next = pattern[0]
    while ip < np && im < nm {
      steps += 1
      var c = next
      ip += 1
      next = at(ip)
      let escaped = c == slash
      if escaped {
        c = next
        ip += 1
        next = at(ip)
      }
      if next == star {
        if !escaped && c == dot {
          // `.*` at the end of the pattern matches the rest, whatever it is.
          if ip >= np - 1 { return true }
          ip += 1
          next = pattern[ip]
          if next == slash {
            ip += 1
            next = at(ip)
          }
          // Consume up to the first occurrence of the character after `.*`.
          while im < nm && match[im] != next {
            steps += 1
            im += 1
          }
          if im == nm { return false }
          ip += 1
          next = at(ip)
          im += 1
        } else {
          // `c*`: as many of `c` as there are.
          while im < nm && match[im] == c {
            steps += 1
            im += 1
          }
          ip += 1
          next = at(ip)
        }
      } else {
        if c != dot && match[im] != c { return false }
        im += 1
      }
    }
    if ip >= np && im >= nm { return true }
    // The text ran out with `.*` left at the end of the pattern: still a match.
    return ip == np - 2 && pattern[ip] == dot && pattern[ip + 1] == star
  }
}
