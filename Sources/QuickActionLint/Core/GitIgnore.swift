/// The `.gitignore` patterns of a checkout, matched as git matches them, to tell a file the
/// build makes (and git is told to ignore) from one the checkout should have.
///
/// The rules are git's ("gitignore", https://git-scm.com/docs/gitignore, "PATTERN FORMAT"):
/// a blank line or one starting with `#` matches nothing (`\#` is a literal `#`); trailing
/// spaces are dropped unless escaped; `!` negates (`\!` is a literal `!`); a trailing `/`
/// matches only a directory; a pattern with a `/` at its start or middle is relative to the
/// `.gitignore`'s folder, one without matches a name at any depth below it; `*` and `?` do not
/// match `/`, `[…]` is a class (`[!…]` negated); a leading `**/` matches in every folder, a
/// trailing `/**` everything inside, `/**/` zero or more folders. The last matching pattern
/// wins, a deeper `.gitignore` over a higher one; and "it is not possible to re-include a file
/// if a parent directory of that file is excluded", so a folder is decided before its
/// contents.
struct GitIgnore: Sendable {
  /// One pattern line of a `.gitignore`.
  struct Pattern: Sendable, Hashable {
    /// The folder of its `.gitignore`, as a path prefix (`""` or `"ios/"`).
    var base: String
    /// The pattern, less `!`, the trailing `/` and a leading `/`.
    var glob: [UInt8]
    var negated: Bool
    var directoryOnly: Bool
    /// Whether it is matched against the path below `base` (a `/` at its start or middle), or
    /// against the last name only.
    var anchored: Bool
    /// The `.gitignore` and its line, to say which line ignores a file.
    var file: String
    var line: Int
  }

  /// Every pattern, in the order git applies them (higher `.gitignore` files first).
  var patterns: [Pattern] = []

  /// Adds the patterns of `text`, a `.gitignore` at `file` whose folder is `base` (`""` for the
  /// top, else ending with `/`).
  mutating func add(_ text: [UInt8], file: String, base: String) {
    var line = 0
    for raw in text.split(separator: 0x0A, omittingEmptySubsequences: false) {
      line += 1
      var bytes = Array(raw)
      if bytes.last == 0x0D { bytes.removeLast() }
      // Trailing spaces go, unless the last is escaped with a backslash.
      while bytes.last == 0x20, !(bytes.count >= 2 && bytes[bytes.count - 2] == 0x5C) {
        bytes.removeLast()
      }
      guard let first = bytes.first, first != 0x23 else { continue }
      var negated = false
      if first == 0x21 {
        negated = true
        bytes.removeFirst()
      } else if first == 0x5C, bytes.count > 1, bytes[1] == 0x21 || bytes[1] == 0x23 {
        bytes.removeFirst()
      }
      var directoryOnly = false
      if bytes.last == 0x2F {
        directoryOnly = true
        bytes.removeLast()
      }
      guard !bytes.isEmpty else { continue }
      let anchored = bytes.contains(0x2F)
      if bytes.first == 0x2F { bytes.removeFirst() }
      patterns.append(
        Pattern(
          base: base, glob: bytes, negated: negated, directoryOnly: directoryOnly,
          anchored: anchored, file: file, line: line))
    }
  }

  /// The pattern that ignores `path` (relative to the top of the checkout, `/`-separated), or
  /// nil when git keeps it: a folder of the path that is ignored ignores everything in it.
  func ignoring(_ path: String, isDirectory: Bool = false) -> Pattern? {
    let parts = path.split(separator: "/").map(String.init)
    guard !parts.isEmpty else { return nil }
    for end in 1...parts.count {
      let prefix = parts[..<end].joined(separator: "/")
      let directory = end < parts.count || isDirectory
      if let pattern = lastMatch(prefix, isDirectory: directory), !pattern.negated {
        return pattern
      }
    }
    return nil
  }

  /// The last pattern matching `path` itself, negated or not.
  func lastMatch(_ path: String, isDirectory: Bool) -> Pattern? {
    for pattern in patterns.reversed() {
      guard !pattern.directoryOnly || isDirectory, path.hasPrefix(pattern.base) else { continue }
      let below = Array(path.utf8.dropFirst(pattern.base.utf8.count))
      guard !below.isEmpty else { continue }
      let subject: [UInt8]
      if pattern.anchored {
        subject = below
      } else {
        subject = Array(below.split(separator: 0x2F).last ?? [])
      }
      if Self.matches(pattern.glob[...], subject[...]) { return pattern }
    }
    return nil
  }

  /// Whether `glob` matches all of `text` (`*`, `?`, `[…]`, `**` across folders, `\` escapes).
  static func matches(_ glob: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
    var g = glob.startIndex
    var t = text.startIndex
    while g < glob.endIndex {
      let c = glob[g]
      if c == 0x2A {
        // `**` is special only as a whole folder name; elsewhere it is a `*`.
        let double =
          g + 1 < glob.endIndex && glob[g + 1] == 0x2A
          && (g == glob.startIndex || glob[g - 1] == 0x2F)
          && (g + 2 == glob.endIndex || glob[g + 2] == 0x2F)
        if double {
          // `**` between slashes (or at an end) crosses folders; `**/` may match no folder.
          var rest = g + 2
          let slashAfter = rest < glob.endIndex && glob[rest] == 0x2F
          if slashAfter {
            rest += 1
            if matches(glob[rest...], text[t...]) { return true }
          }
          var k = t
          while k < text.endIndex {
            k += 1
            if slashAfter {
              if text[k - 1] == 0x2F, matches(glob[rest...], text[k...]) { return true }
            } else if matches(glob[rest...], text[k...]) {
              return true
            }
          }
          return !slashAfter && rest == glob.endIndex
        }
        // One `*`: any run without a `/`.
        var k = t
        while true {
          if matches(glob[(g + 1)...], text[k...]) { return true }
          guard k < text.endIndex, text[k] != 0x2F else { return false }
          k += 1
        }
      }
      guard t < text.endIndex else { return false }
      switch c {
      case 0x3F:
        guard text[t] != 0x2F else { return false }
        g += 1
      case 0x5B:
        guard let (matched, next) = matchClass(glob, from: g, text[t]) else {
          // An unclosed `[` is a literal.
          guard text[t] == c else { return false }
          g += 1
          break
        }
        guard matched, text[t] != 0x2F else { return false }
        g = next
      case 0x5C where g + 1 < glob.endIndex:
        guard text[t] == glob[g + 1] else { return false }
        g += 2
      default:
        guard text[t] == c else { return false }
        g += 1
      }
      t += 1
    }
    return t == text.endIndex
  }

  /// Whether `byte` is in the class starting at `glob[start]` (`[`), and the index after the
  /// class; nil when the class has no closing `]`.
  static func matchClass(_ glob: ArraySlice<UInt8>, from start: Int, _ byte: UInt8) -> (
    Bool, Int
  )? {
    var i = start + 1
    var negate = false
    if i < glob.endIndex, glob[i] == 0x21 || glob[i] == 0x5E {
      negate = true
      i += 1
    }
    var matched = false
    var first = true
    while i < glob.endIndex {
      if glob[i] == 0x5D && !first { return (matched != negate, i + 1) }
      first = false
      var low = glob[i]
      if low == 0x5C, i + 1 < glob.endIndex {
        i += 1
        low = glob[i]
      }
      if i + 2 < glob.endIndex, glob[i + 1] == 0x2D, glob[i + 2] != 0x5D {
        if byte >= low && byte <= glob[i + 2] { matched = true }
        i += 3
      } else {
        if byte == low { matched = true }
        i += 1
      }
    }
    return nil
  }
}
