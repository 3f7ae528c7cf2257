/// Turns byte offsets into lines and columns, counting newlines only as far as it is asked.
///
/// The parser asks for locations in increasing offset order, so the cursor moves forward and the
/// whole file is counted once; a backward question (an error's note) restarts from the top.
struct LineCursor {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var offset = 0
  private var line = 1
  private var lineStart = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  mutating func location(of target: Int) -> SourceLocation {
    let target = min(max(target, 0), bytes.count)
    if target < offset {
      offset = 0
      line = 1
      lineStart = 0
    }
    var i = offset
    // Eight bytes at a time: mark the bytes equal to '\n' exactly, count them, and remember
    // where the last one was.
    if let base = bytes.baseAddress {
      let raw = UnsafeRawPointer(base)
      while i + 8 <= target {
        let v = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) ^ 0x0A0A_0A0A_0A0A_0A0A
        let low7 = UInt64(0x7F7F_7F7F_7F7F_7F7F)
        let zero = ~(((v & low7) &+ low7) | v | low7)
        if zero != 0 {
          line += zero.nonzeroBitCount
          lineStart = i + (63 - zero.leadingZeroBitCount) / 8 + 1
        }
        i += 8
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
}
