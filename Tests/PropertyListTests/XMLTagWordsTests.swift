import Testing

@testable import PropertyList

/// The tag texts the XML reader compares as whole words are written as constants; each must be
/// its tag's text, byte for byte, with a mask of exactly its bytes.
@Suite struct XMLTagWordsTests {
  static let tags: [XMLTag] = [
    .plist, .dict, .array, .key, .string, .integer, .real, .date, .data, .true, .false,
  ]

  /// `text` as words, computed: byte k of the text is byte k of the words.
  static func words(_ text: String) -> TagWords {
    var low: UInt64 = 0
    var lowMask: UInt64 = 0
    var high: UInt64 = 0
    var highMask: UInt64 = 0
    for (k, byte) in text.utf8.enumerated() {
      if k < 8 {
        low |= UInt64(byte) << (8 * k)
        lowMask |= 0xFF << (8 * k)
      } else {
        high |= UInt64(byte) << (8 * (k - 8))
        highMask |= 0xFF << (8 * (k - 8))
      }
    }
    return TagWords(low, lowMask, high, highMask)
  }

  @Test("each tag's open, empty and close words are its text")
  func constants() {
    for tag in Self.tags {
      #expect(tag.openWords == Self.words("<\(tag.name)>"), "\(tag.name)")
      #expect(tag.emptyWords == Self.words("<\(tag.name)/>"), "\(tag.name)")
      #expect(tag.closeWords == Self.words("</\(tag.name)>"), "\(tag.name)")
      #expect(tag.length == tag.name.utf8.count, "\(tag.name)")
    }
  }

  @Test("tags at the very end of the input, too short for whole words, read the same")
  func nearTheEnd() throws {
    // Each document ends right after its last tag, so the last tags fall back to the bytewise
    // readers; the same values come out as with trailing space.
    for text in [
      "<plist><true/></plist>", "<plist><integer>7</integer></plist>",
      "<plist><dict><key>k</key><string/></dict></plist>",
    ] {
      let tight = try PropertyList.parse(Array(text.utf8))
      let padded = try PropertyList.parse(Array((text + String(repeating: " ", count: 20)).utf8))
      #expect(tight == padded, "\(text)")
    }
  }
}
