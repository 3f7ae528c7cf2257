import LaunchSimulator
import Testing

@testable import PropertyList

/// The line cursor counts eight bytes at a time, with a masked last word; it must agree with a
/// byte-by-byte count for every offset, asked forward in jumps of every size and backward.
@Suite struct LineCursorTests {
  /// The line and column of `target`, counted byte by byte.
  static func naive(_ bytes: [UInt8], _ target: Int) -> (line: Int, column: Int) {
    var line = 1
    var lineStart = 0
    for i in 0..<target where bytes[i] == 0x0A {
      line += 1
      lineStart = i + 1
    }
    return (line, target - lineStart + 1)
  }

  @Test("every location agrees with a byte-by-byte count")
  func agreesWithNaive() {
    var random = SeededGenerator(seed: 20_261_130)
    for round in 0..<300 {
      let length = Int(random.next() % 90)
      // Newlines dense or sparse, beside bytes that differ from '\n' in one bit (0x0B, 0x8A).
      let alphabet: [UInt8] =
        round % 2 == 0 ? [0x0A, 0x41, 0x0B, 0x8A] : [0x0A, 0x41, 0x41, 0x41, 0x41, 0x20, 0x8A]
      let bytes = (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
      bytes.withUnsafeBufferPointer { buffer in
        var cursor = LineCursor(buffer)
        var target = 0
        while target <= length {
          let got = cursor.location(of: target)
          let want = Self.naive(bytes, target)
          if got.offset != target || got.line != want.line || got.column != want.column {
            Issue.record("round \(round), offset \(target): \(got) instead of \(want)")
            return
          }
          target += Int(random.next() % 11)
        }
        // Backward, to a random earlier offset: the cursor starts again from the top.
        let back = length == 0 ? 0 : Int(random.next() % UInt64(length))
        let got = cursor.location(of: back)
        #expect(
          got.line == Self.naive(bytes, back).line && got.column == Self.naive(bytes, back).column,
          "round \(round), back to \(back)")
      }
    }
  }
}
