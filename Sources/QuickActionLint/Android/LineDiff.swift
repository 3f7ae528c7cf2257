/// A unified diff (`diff -u`) of two texts whose lines may be added or removed, as
/// `quickaction android shortcuts --check` shows a generated file against the one on disk: only
/// the lines that differ, with three lines of context (`UnifiedDiff` compares fixed files line
/// for line, which fixes keep; a changed `--package` adds lines).
///
/// The edit script is a longest common subsequence of the lines between their common prefix and
/// suffix. Its table is bounded (`cellLimit`): past it, the middle is shown as removed and added
/// whole, still a correct diff.
public enum LineDiff {
  /// The most cells of the longest-common-subsequence table (lines between the common prefix and
  /// suffix, old times new) before the middle is shown whole.
  public static let cellLimit = 1_000_000

  enum Edit: Equatable {
    case same(Int, Int)
    case removed(Int)
    case added(Int)
  }

  /// The diff, with `context` lines of context; empty when the texts are equal.
  public static func unified(old: [UInt8], new: [UInt8], path: String, context: Int = 3) -> String {
    let a = lines(old)
    let b = lines(new)
    guard a != b else { return "" }
    let edits = script(a, b)
    var out = "--- \(path)\n+++ \(path)\n"
    // Where each hunk starts in the old and new lines, counted once over the edits.
    var counted = 0
    var position = (old: 0, new: 0)
    for hunk in hunks(edits, context: context) {
      for edit in edits[counted..<hunk.lowerBound] { position = advance(position, edit) }
      counted = hunk.lowerBound
      let part = edits[hunk]
      let oldLines = part.filter { if case .added = $0 { return false } else { return true } }.count
      let newLines = part.filter { if case .removed = $0 { return false } else { return true } }
        .count
      out += "@@ -\(range(position.old, oldLines)) +\(range(position.new, newLines)) @@\n"
      for edit in part {
        switch edit {
        case .same(let i, _): out += " " + a[i] + "\n"
        case .removed(let i): out += "-" + a[i] + "\n"
        case .added(let j): out += "+" + b[j] + "\n"
        }
      }
    }
    return out
  }

  /// The lines of a text (none for an empty one), without their line ends.
  static func lines(_ bytes: [UInt8]) -> [String] { bytes.isEmpty ? [] : UnifiedDiff.lines(bytes) }

  /// `start,count` as `diff -u` writes it (a count of 0 names the line before).
  static func range(_ start: Int, _ count: Int) -> String {
    "\(count == 0 ? start : start + 1),\(count)"
  }

  /// The 0-based old and new line numbers after `edit`, from `position`.
  static func advance(_ position: (old: Int, new: Int), _ edit: Edit) -> (old: Int, new: Int) {
    switch edit {
    case .same: return (position.old + 1, position.new + 1)
    case .removed: return (position.old + 1, position.new)
    case .added: return (position.old, position.new + 1)
    }
  }

  /// The ranges of edits to show: each change with `context` unchanged lines around it, ranges
  /// that touch merged.
  static func hunks(_ edits: [Edit], context: Int) -> [Range<Int>] {
    var out: [Range<Int>] = []
    for (index, edit) in edits.enumerated() {
      if case .same = edit { continue }
      let range = max(0, index - context)..<min(edits.count, index + context + 1)
      if let last = out.last, range.lowerBound <= last.upperBound {
        out[out.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        out.append(range)
      }
    }
    return out
  }

  /// The edits that turn `a` into `b`.
  static func script(_ a: [String], _ b: [String]) -> [Edit] {
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix,
      a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
    {
      suffix += 1
    }
    let n = a.count - prefix - suffix
    let m = b.count - prefix - suffix
    var edits = (0..<prefix).map { Edit.same($0, $0) }
    if n * m > cellLimit {
      edits += (prefix..<(prefix + n)).map(Edit.removed) + (prefix..<(prefix + m)).map(Edit.added)
    } else {
      // lengths[i][j]: the longest common subsequence of a[prefix + i...] and b[prefix + j...].
      var lengths = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
      for i in stride(from: n - 1, through: 0, by: -1) {
        for j in stride(from: m - 1, through: 0, by: -1) {
          lengths[i][j] =
            a[prefix + i] == b[prefix + j]
            ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
        }
      }
      var i = 0
      var j = 0
      while i < n || j < m {
        if i < n, j < m, a[prefix + i] == b[prefix + j] {
          edits.append(.same(prefix + i, prefix + j))
          i += 1
          j += 1
        } else if i < n, j == m || lengths[i + 1][j] >= lengths[i][j + 1] {
          // Removed lines come before added ones in a change, as diff shows them.
          edits.append(.removed(prefix + i))
          i += 1
        } else {
          edits.append(.added(prefix + j))
          j += 1
        }
      }
    }
    edits += (0..<suffix).map { Edit.same(a.count - suffix + $0, b.count - suffix + $0) }
    return edits
  }
}
