import PropertyList

/// Applies the safe fix-its of a file's findings to its bytes: a misspelt key becomes the key it
/// was meant to be, a wrong icon type name the right one. Everything outside each edited value
/// stays byte for byte, and a fix is kept only when the file still parses to the same values,
/// the edited ones apart, and the fixed rules no longer fire there.
public enum FixIts {
  /// The rules whose fix-its change nothing but the misspelt text (a type, an icon file or a
  /// bundle prefix would change what the app matches on, so they are left to a person).
  public static let safeRules: Set<String> = [
    "shortcut-unknown-key", "shortcut-unknown-icon-type", "url-scheme-syntax",
    "queried-scheme-syntax",
    "associated-domain-syntax",
  ]

  /// What applying the fix-its came to.
  public struct Result: Sendable {
    /// The file with the fixes applied (the input when none could be).
    public var bytes: [UInt8]
    /// The findings fixed.
    public var applied: [Finding]
    /// Fixable findings that were not fixed, each with why.
    public var skipped: [(finding: Finding, reason: String)]
  }

  /// Applies the fix-its of `findings` (those of `safeRules`) to `bytes`, an XML property list,
  /// and checks the result with `linter`.
  public static func apply(_ findings: [Finding], to bytes: [UInt8], file: String, linter: Linter)
    -> Result
  {
    var result = Result(bytes: bytes, applied: [], skipped: [])
    let fixable = findings.filter {
      safeRules.contains($0.rule) && $0.fixIt != nil && $0.file == file
    }
    guard !fixable.isEmpty else { return result }
    guard !bytes.starts(with: Array("bplist".utf8)) else {
      result.skipped = fixable.map { ($0, "a binary property list is not edited") }
      return result
    }
    // Positions count the bytes of the UTF-8 text: a file in another encoding is left alone.
    guard isUTF8(bytes) else {
      result.skipped = fixable.map { ($0, "only a UTF-8 file is edited") }
      return result
    }
    var edits: [(range: Range<Int>, text: [UInt8], finding: Finding)] = []
    for finding in fixable {
      switch contentRange(in: bytes, at: finding.location.offset) {
      case .success(let range):
        if edits.contains(where: { $0.range.overlaps(range) || $0.range == range }) {
          result.skipped.append((finding, "another fix edits the same value"))
        } else {
          edits.append((range, Array(XMLPlistWriter.escape(finding.fixIt ?? "").utf8), finding))
        }
      case .failure(let reason):
        result.skipped.append((finding, reason.text))
      }
    }
    var fixed = bytes
    for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      fixed.replaceSubrange(edit.range, with: edit.text)
    }
    // The fixed file must read as the old one with only the edited values changed, and the
    // fixed rules must be quiet where they fired.
    let options = PropertyList.Options(allowsDuplicateKeys: true)
    guard let before = try? PropertyList.read(bytes, format: .xml, options: options).root,
      let after = try? PropertyList.read(fixed, format: .xml, options: options).root,
      sameExceptEdits(before, after, edited: Set(edits.map { $0.finding.location.offset }))
    else {
      result.skipped += edits.map {
        ($0.finding, "the fixed file would not read the same; nothing was changed")
      }
      return result
    }
    let again = linter.lint(file: file, bytes: fixed).findings
    let stillThere = edits.filter { edit in
      again.contains {
        $0.rule == edit.finding.rule && $0.location.line == edit.finding.location.line
      }
    }
    guard stillThere.isEmpty else {
      result.skipped += edits.map {
        ($0.finding, "the fix did not silence the rule; nothing was changed")
      }
      return result
    }
    result.bytes = fixed
    result.applied = edits.sorted { $0.range.lowerBound < $1.range.lowerBound }.map(\.finding)
    return result
  }

  /// Whether the bytes are UTF-8 text as they stand: no UTF-16 or UTF-32 byte-order mark, no
  /// other declared encoding.
  static func isUTF8(_ bytes: [UInt8]) -> Bool {
    if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE])
      || bytes.starts(with: [0, 0])
    {
      return false
    }
    let head = String(decoding: bytes.prefix(200), as: UTF8.self).lowercased()
    guard let declared = head.firstRange(of: "encoding=") else { return true }
    let value = head[declared.upperBound...].dropFirst().prefix { $0 != "\"" && $0 != "'" }
    return value == "utf-8" || value == "utf8"
  }

  struct Reason: Error {
    var text: String
  }

  /// The bytes between `<key>` or `<string>` at `offset` and its end tag, when they are plain
  /// text on one line (no entity, no markup), which a fix can replace as they stand.
  static func contentRange(in bytes: [UInt8], at offset: Int) -> Swift.Result<Range<Int>, Reason> {
    let key = Array("<key>".utf8)
    let string = Array("<string>".utf8)
    let open: [UInt8]
    if bytes[offset...].starts(with: key) {
      open = key
    } else if bytes[offset...].starts(with: string) {
      open = string
    } else {
      return .failure(Reason(text: "the value is not a plain <key> or <string>"))
    }
    let start = offset + open.count
    guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "<")) else {
      return .failure(Reason(text: "the element is not closed"))
    }
    let content = bytes[start..<end]
    if content.contains(UInt8(ascii: "&")) || content.contains(UInt8(ascii: "\n"))
      || content.contains(UInt8(ascii: "\r"))
    {
      return .failure(Reason(text: "the value holds an entity or a line break; fix it by hand"))
    }
    let close = Array(("</" + (open == key ? "key" : "string") + ">").utf8)
    guard bytes[end...].starts(with: close) else {
      return .failure(Reason(text: "the value holds markup; fix it by hand"))
    }
    return .success(start..<end)
  }

  /// Whether `after` is `before` but for the keys and strings that began at `edited` offsets.
  static func sameExceptEdits(_ before: PlistValue, _ after: PlistValue, edited: Set<Int>) -> Bool {
    if edited.contains(before.location.offset) {
      return before.stringValue != nil && after.stringValue != nil
    }
    switch (before.kind, after.kind) {
    case (.array(let a), .array(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { sameExceptEdits($0, $1, edited: edited) }
    case (.dictionary(let a), .dictionary(let b)):
      return a.count == b.count
        && zip(a, b).allSatisfy { old, new in
          (old.key == new.key || edited.contains(old.keyLocation.offset))
            && sameExceptEdits(old.value, new.value, edited: edited)
        }
    default:
      return before == after
    }
  }
}
