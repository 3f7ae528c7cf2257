/// A unified diff (`diff -u`) of a file before and after fixes, which keep its lines: each edit
/// changes text inside one line, so lines are compared one to one.
public enum UnifiedDiff {
  /// The diff, with three lines of context; empty when nothing changed.
  public static func render(old: [UInt8], new: [UInt8], path: String, context: Int = 3) -> String {
    let a = lines(old)
    let b = lines(new)
    guard a != b else { return "" }
    var out = "--- \(path)\n+++ \(path)\n"
    guard a.count == b.count else {
      // Not a fix's edit (a line was added or removed): the whole file as one hunk.
      out += "@@ -1,\(a.count) +1,\(b.count) @@\n"
      out += a.map { "-" + $0 + "\n" }.joined() + b.map { "+" + $0 + "\n" }.joined()
      return out
    }
    let changed = a.indices.filter { a[$0] != b[$0] }
    var hunks: [ClosedRange<Int>] = []
    for line in changed {
      let range = max(0, line - context)...min(a.count - 1, line + context)
      if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
        hunks[hunks.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
      } else {
        hunks.append(range)
      }
    }
    for hunk in hunks {
      out += "@@ -\(hunk.lowerBound + 1),\(hunk.count) +\(hunk.lowerBound + 1),\(hunk.count) @@\n"
      for line in hunk {
        if a[line] == b[line] {
          out += " " + a[line] + "\n"
        } else {
          out += "-" + a[line] + "\n+" + b[line] + "\n"
        }
      }
    }
    return out
  }

  static func lines(_ bytes: [UInt8]) -> [String] {
    var text = String(decoding: bytes, as: UTF8.self)
    if text.hasSuffix("\n") { text.removeLast() }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}
