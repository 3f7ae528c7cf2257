import AndroidProject
import PropertyList

/// The Android findings whose fix is certain, applied to their files' bytes: a shortcuts file's
/// misspelt root renamed `<shortcuts>` (open and close tag), and an `assetlinks.json` relation
/// written as a string put in an array. Every other byte is kept, and a fix is kept only when
/// the file still reads, as the kind of file it is, after it.
public enum AndroidFixes {
  /// One file's new bytes and how many findings they fix.
  public struct Fixed: Sendable, Hashable {
    /// The file.
    public var file: String
    /// Its bytes after the fixes.
    public var bytes: [UInt8]
    /// How many findings were fixed.
    public var count: Int
  }

  /// The fixes of `findings` (those with a fix-it) to the files `read` gives the bytes of.
  public static func apply(_ findings: [Finding], read: (String) -> [UInt8]?) -> [Fixed] {
    var out: [Fixed] = []
    let byFile = Dictionary(grouping: findings.filter { $0.fixIt != nil }, by: \.file)
    for file in byFile.keys.sorted() {
      guard var bytes = read(file) else { continue }
      var count = 0
      // Last edit first, so the earlier offsets stay right.
      for finding in (byFile[file] ?? []).sorted(by: { $0.location.offset > $1.location.offset }) {
        guard let fix = finding.fixIt, let edited = edit(bytes, finding: finding, fix: fix) else {
          continue
        }
        bytes = edited
        count += 1
      }
      if count > 0 { out.append(Fixed(file: file, bytes: bytes, count: count)) }
    }
    return out
  }

  static func edit(_ bytes: [UInt8], finding: Finding, fix: String) -> [UInt8]? {
    let at = finding.location.offset
    switch finding.rule {
    case AndroidShortcutIgnoredMarkup.id:
      // The root's name after '<', and its closing tag, the last '</name' of the file.
      guard at + 1 < bytes.count, bytes[at] == UInt8(ascii: "<") else { return nil }
      var end = at + 1
      while end < bytes.count, XMLScannerName.isNameByte(bytes[end]) { end += 1 }
      let name = Array(bytes[(at + 1)..<end])
      let close = Array("</".utf8) + name
      guard let closeAt = lastIndex(of: close, in: bytes), closeAt > end else { return nil }
      var out = bytes
      out.replaceSubrange((closeAt + 2)..<(closeAt + 2 + name.count), with: Array(fix.utf8))
      out.replaceSubrange((at + 1)..<end, with: Array(fix.utf8))
      guard let root = try? XMLReader.read(out), root.name == fix else { return nil }
      return out
    case AssetLinksFormat.id:
      // A JSON string at the location, wrapped in [ ].
      guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") else { return nil }
      var end = at + 1
      while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
        end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
      }
      guard end < bytes.count else { return nil }
      var out = bytes
      out.insert(UInt8(ascii: "]"), at: end + 1)
      out.insert(UInt8(ascii: "["), at: at)
      guard (try? PropertyList.read(out, format: .json)) != nil else { return nil }
      return out
    default:
      return nil
    }
  }

  static func lastIndex(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
    guard bytes.count >= needle.count else { return nil }
    var i = bytes.count - needle.count
    while i >= 0 {
      if bytes[i..<(i + needle.count)].elementsEqual(needle) { return i }
      i -= 1
    }
    return nil
  }
}

/// XML name bytes, as the reader reads them.
enum XMLScannerName {
  static func isNameByte(_ c: UInt8) -> Bool {
    if c > 0x3E { return true }
    return
      !(c < 0x21 || c == 0x3E || c == 0x2F || c == 0x3D || c == 0x3C || c == 0x22 || c == 0x27
      || c == 0x26)
  }
}
