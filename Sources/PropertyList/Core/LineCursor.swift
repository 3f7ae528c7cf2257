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
