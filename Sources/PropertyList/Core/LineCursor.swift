/// Turns byte offsets into lines and columns, counting newlines only as far as it is asked.
///
/// The parser asks for locations in increasing offset order, so the cursor moves forward and the
/// whole file is counted once; a backward question (an error's note) restarts from the top.
package struct LineCursor {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var offset = 0
  private var line = 1
  private var lineStart = 0

  package init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  package mutating func location(of target: Int) -> SourceLocation {
    let target = min(max(target, 0), bytes.count)
    if target < offset {
      offset = 0
      line = 1
      lineStart = 0
    }
    var i = offset
    // Eight bytes at a time: mark the bytes equal to '\n' exactly, count them, and remember
    // where the last one was. The last few bytes are one more word, masked to those before
    // `target`, when the buffer holds eight bytes from there.
    if let base = bytes.baseAddress {
      let raw = UnsafeRawPointer(base)
      // Sixteen bytes at a time while neither word holds a newline (most of a plist's text).
      while i + 16 <= target {
        let first = newlines(raw, i)
        let second = newlines(raw, i + 8)
        if first | second != 0 {
          count(first, at: i)
          count(second, at: i + 8)
        }
        i += 16
      }
      if i + 8 <= target {
        count(newlines(raw, i), at: i)
        i += 8
      }
      if i < target && i + 8 <= bytes.count {
        count(newlines(raw, i) & ((1 << UInt64(8 * (target - i))) &- 1), at: i)
        i = target
      }
    }
    while i < target {
      if bytes[i] == 0x0A {
        line += 1
        lineStart = i + 1
      }
      i += 1
    }
    offset = target
    return SourceLocation(offset: target, line: line, column: target - lineStart + 1)
  }

  /// The word of the eight bytes at `i`, with the high bit of each byte that is '\n' set and
  /// every other bit clear (byte k of the input is byte k of the word, on any platform).
  @inline(__always)
  private func newlines(_ raw: UnsafeRawPointer, _ i: Int) -> UInt64 {
    let v =
      UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
      ^ 0x0A0A_0A0A_0A0A_0A0A
    let low7 = UInt64(0x7F7F_7F7F_7F7F_7F7F)
    return ~(((v & low7) &+ low7) | v | low7)
  }

  @inline(__always)
  private mutating func count(_ marks: UInt64, at i: Int) {
    guard marks != 0 else { return }
    // A word usually holds one newline or two: clearing the lowest mark in a loop is cheaper
    // than a population count, which the baseline x86-64 target has no instruction for.
    var rest = marks
    while rest != 0 {
      line += 1
      rest &= rest &- 1
    }
    lineStart = i + (63 - marks.leadingZeroBitCount) / 8 + 1
  }
}
