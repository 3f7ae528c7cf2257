/// A pattern of `components` or of the legacy `paths`, compiled once and matched against one URL
/// part.
///
/// Apple's rules ("applinks.Details.Components", WWDC20 "What's new in universal links",
/// https://developer.apple.com/videos/play/wwdc2020/10098/): `*` matches zero or more
/// characters, `?` exactly one (so `?*` is one or more); the whole part must match, not a piece
/// of it. `$(name)` stands for any value of a substitution variable
/// ("applinks.SubstitutionVariables"): a custom one, or a predefined `$(alpha)`, `$(upper)`,
/// `$(lower)`, `$(alnum)`, `$(digit)`, `$(xdigit)`, `$(region)` or `$(lang)`. Apple defines
/// `$(region)` and `$(lang)` as the ISO region and language codes; they are approximated here by
/// their shape (two capital letters or three digits; two or three small letters).
///
/// Matching follows every place a wildcard could stop at once (a set of positions, as a
/// non-deterministic automaton does), so a pattern of many `*` never backtracks
/// exponentially: the cost is at most the pattern's length times the text's.
struct AASAPattern: Sendable {
  indirect enum Token: Sendable {
    case scalar(Unicode.Scalar)
    case one
    case many
    case set(CharacterSet)
    case choice([[Token]])
  }

  /// The single-character classes of the predefined substitution variables.
  enum CharacterSet: Sendable {
    case alpha, upper, lower, alnum, digit, xdigit

    func contains(_ s: Unicode.Scalar, caseSensitive: Bool) -> Bool {
      let v = s.value
      let isUpper = v >= 0x41 && v <= 0x5A
      let isLower = v >= 0x61 && v <= 0x7A
      let isDigit = v >= 0x30 && v <= 0x39
      switch self {
      case .alpha: return isUpper || isLower
      case .upper: return isUpper || (!caseSensitive && isLower)
      case .lower: return isLower || (!caseSensitive && isUpper)
      case .alnum: return isUpper || isLower || isDigit
      case .digit: return isDigit
      case .xdigit: return isDigit || (v >= 0x41 && v <= 0x46) || (v >= 0x61 && v <= 0x66)
      }
    }
  }

  /// The predefined variables that are one character of a class.
  static let classes: [String: CharacterSet] = [
    "alpha": .alpha, "upper": .upper, "lower": .lower, "alnum": .alnum, "digit": .digit,
    "xdigit": .xdigit,
  ]

  /// The names Apple predefines.
  static let predefined: Set<String> = Set(classes.keys).union(["region", "lang"])

  let tokens: [Token]
  let caseSensitive: Bool

  /// Compiles `text`; `variables` are the file's custom substitution variables.
  init(_ text: String, caseSensitive: Bool = true, variables: [String: [String]] = [:]) {
    self.caseSensitive = caseSensitive
    tokens = AASAPattern.tokens(
      text, caseSensitive: caseSensitive, variables: variables, nested: false)
  }

  /// The names of the variables `text` refers to (`$(name)`), in order.
  static func variableNames(in text: String) -> [String] {
    var names: [String] = []
    let scalars = Array(text.unicodeScalars)
    var i = 0
    while i + 1 < scalars.count {
      if scalars[i] == "$", scalars[i + 1] == "(",
        let close = scalars[(i + 2)...].firstIndex(of: ")")
      {
        var name = ""
        name.unicodeScalars.append(contentsOf: scalars[(i + 2)..<close])
        names.append(name)
        i = close + 1
      } else {
        i += 1
      }
    }
    return names
  }

  static func tokens(
    _ text: String, caseSensitive: Bool, variables: [String: [String]], nested: Bool
  ) -> [Token] {
    var out: [Token] = []
    let scalars = Array(text.unicodeScalars)
    var i = 0
    while i < scalars.count {
      let s = scalars[i]
      if s == "$", !nested, i + 1 < scalars.count, scalars[i + 1] == "(",
        let close = scalars[(i + 2)...].firstIndex(of: ")")
      {
        var name = ""
        name.unicodeScalars.append(contentsOf: scalars[(i + 2)..<close])
        if let token = variable(name, caseSensitive: caseSensitive, variables: variables) {
          out.append(token)
          i = close + 1
          continue
        }
      }
      switch s {
      case "*":
        // Consecutive stars are one star.
        if case .many? = out.last {} else { out.append(.many) }
      case "?": out.append(.one)
      default: out.append(.scalar(caseSensitive ? s : fold(s)))
      }
      i += 1
    }
    return out
  }

  /// A variable's token: a custom one first (its values may hold wildcards but no variable),
  /// then the predefined ones; nil for a name that is neither (read as literal text).
  static func variable(_ name: String, caseSensitive: Bool, variables: [String: [String]]) -> Token?
  {
    if let values = variables[name] {
      return .choice(
        values.map { tokens($0, caseSensitive: caseSensitive, variables: [:], nested: true) })
    }
    if let set = classes[name] { return .set(set) }
    switch name {
    case "region":
      return .choice([[.set(.upper), .set(.upper)], [.set(.digit), .set(.digit), .set(.digit)]])
    case "lang":
      return .choice([[.set(.lower), .set(.lower)], [.set(.lower), .set(.lower), .set(.lower)]])
    default:
      return nil
    }
  }

  /// A scalar in lower case, for matching without case (a mapping to several scalars keeps it).
  static func fold(_ s: Unicode.Scalar) -> Unicode.Scalar {
    if s.value < 0x80 {
      return s.value >= 0x41 && s.value <= 0x5A ? Unicode.Scalar(UInt8(s.value + 0x20)) : s
    }
    let lower = s.properties.lowercaseMapping.unicodeScalars
    return lower.count == 1 ? lower.first ?? s : s
  }

  /// Whether the whole of `text` matches.
  func matches(_ text: String) -> Bool {
    let subject =
      caseSensitive ? Array(text.unicodeScalars) : text.unicodeScalars.map(AASAPattern.fold)
    var start = [Bool](repeating: false, count: subject.count + 1)
    start[0] = true
    return AASAPattern.run(tokens, from: start, subject, caseSensitive: caseSensitive)[
      subject.count]
  }

  /// The positions reachable after `tokens`, from the positions `current`.
  static func run(
    _ tokens: [Token], from current: [Bool], _ subject: [Unicode.Scalar], caseSensitive: Bool
  ) -> [Bool] {
    var current = current
    let n = subject.count
    for token in tokens {
      var next = [Bool](repeating: false, count: n + 1)
      var any = false
      switch token {
      case .many:
        if let first = current.firstIndex(of: true) {
          for p in first...n { next[p] = true }
          any = true
        }
      case .one:
        for p in 0..<n where current[p] {
          next[p + 1] = true
          any = true
        }
      case .scalar(let s):
        for p in 0..<n where current[p] && subject[p] == s {
          next[p + 1] = true
          any = true
        }
      case .set(let set):
        for p in 0..<n where current[p] && set.contains(subject[p], caseSensitive: caseSensitive) {
          next[p + 1] = true
          any = true
        }
      case .choice(let alternatives):
        for alternative in alternatives {
          let reached = run(alternative, from: current, subject, caseSensitive: caseSensitive)
          for p in 0...n where reached[p] {
            next[p] = true
            any = true
          }
        }
      }
      guard any else { return next }
      current = next
    }
    return current
  }
}
