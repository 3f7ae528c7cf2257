import Foundation
import LaunchSimulator
import Testing

@testable import PropertyList

/// Regression tests for defects found by fuzzing against Foundation and by reading the code.
@Suite struct EngineDefectTests {
  /// Found by the differential target (issue 20): CoreFoundation's `encodingForXMLData`
  /// (CFPropertyList.c) stops looking for `encoding=` at the first `?` or `>` after `<?xml`, so
  /// the declaration below names no encoding to it and the text is UTF-8; this package used to
  /// read the later `encoding="ISO-8859-1"` and turn the emoji's four bytes into four letters.
  @Test("encoding= after the declaration's first '?' or '>' is not looked at, as in CoreFoundation")
  func encodingAfterQuestionMark() throws {
    let bytes =
      Array("<?xml vers8\"?xml vers8\"".utf8) + [0x01, 0x1F, 0x7F]
      + Array(" encoding=\"ISO-8859-1\"?><plist><string>".utf8) + [0xF0, 0x9F, 0x8E, 0x89]
      + Array("</string></plist>".utf8)
    #expect(try PropertyList.parse(bytes).stringValue == "\u{1F389}")
    // Before any '?' or '>', the declaration is honoured; with a space before '=' it is not
    // seen (CF matches `encoding=` exactly), and a name without its closing quote names nothing.
    let latin1 =
      Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><plist><string>".utf8) + [0xE9]
      + Array("</string></plist>".utf8)
    #expect(try PropertyList.parse(latin1).stringValue == "é")
    let spaced =
      Array("<?xml version=\"1.0\" encoding = \"ISO-8859-1\"?><plist><string>".utf8) + [0xC3, 0xA9]
      + Array("</string></plist>".utf8)
    #expect(try PropertyList.parse(spaced).stringValue == "é")
    let unclosedName =
      Array("<?xml encoding=\"EBCDIC ?><plist><string>".utf8) + [0xC3, 0xA9]
      + Array("</string></plist>".utf8)
    #expect(try PropertyList.parse(unclosedName).stringValue == "é")
  }

  @Test("a string that is a prefix of an interned one reads as itself")
  func internedPrefixValue() throws {
    let text =
      "<plist><array><string>ppppppppysteztjiqCgiVrTY</string><string>ppppppppysteztji</string></array></plist>"
    let root = try PropertyList.parse(Array(text.utf8))
    #expect(
      root.arrayValue?.compactMap(\.stringValue) == [
        "ppppppppysteztjiqCgiVrTY", "ppppppppysteztji",
      ])
  }

  @Test("a key that is a prefix of an interned one is not a duplicate")
  func internedPrefixKey() throws {
    let text =
      "<plist><dict><key>xrquzohbpEbAJqx6</key><true/><key>xrquzohb</key><false/></dict></plist>"
    let root = try PropertyList.parse(Array(text.utf8))
    #expect(root.dictionaryValue?.keys == ["xrquzohbpEbAJqx6", "xrquzohb"])
  }

  @Test("interning agrees with plain decoding over generated keys that share prefixes")
  func internedKeysProperty() {
    var random = SeededGenerator(seed: 20_261_130)
    let table = KeyTable()
    let alphabet = Array("ppppabcxyz_.0".utf8)
    for round in 0..<50_000 {
      // Few distinct prefixes, many lengths: the shapes that collide in a small cache.
      let length = Int(random.next() % 72)
      var bytes = [UInt8](repeating: 0x70, count: length)
      for i in 0..<length where random.next() % 3 == 0 {
        bytes[i] = alphabet[Int(random.next() % UInt64(alphabet.count))]
      }
      let interned = bytes.withUnsafeBufferPointer { table.key($0) }
      let plain = String(decoding: bytes, as: UTF8.self)
      if !sameBytes(interned, plain) {
        Issue.record("round \(round): '\(plain)' came back as '\(interned)'")
        return
      }
    }
  }

  @Test("generated keys and strings read back as written")
  func generatedDocuments() throws {
    var random = SeededGenerator(seed: 7)
    for round in 0..<200 {
      var strings: [String] = []
      for _ in 0..<40 {
        let length = Int(random.next() % 70)
        strings.append(String((0..<length).map { _ in random.next() % 4 == 0 ? "q" : "p" }))
      }
      let keys = Array(Set(strings)).sorted()
      var xml = "<plist><array><dict>"
      for key in keys { xml += "<key>\(key)</key><true/>" }
      xml += "</dict>"
      for s in strings { xml += "<string>\(s)</string>" }
      xml += "</array></plist>"
      let root = try PropertyList.parse(Array(xml.utf8))
      let items = try #require(root.arrayValue)
      #expect(items.first?.dictionaryValue?.keys == keys, "round \(round)")
      #expect(items.dropFirst().compactMap(\.stringValue) == strings, "round \(round)")
    }
  }

  static let farDates: [(Double, String)] = [
    (
      1e19,
      "root.When: the date 1e+19 seconds from 2001-01-01T00:00:00Z is outside the years 0000 to 9999 that XML can hold"
    ),
    (
      -1e11,
      "root.When: the date -100000000000.0 seconds from 2001-01-01T00:00:00Z is outside the years 0000 to 9999 that XML can hold"
    ),
    (
      .infinity,
      "root.When: the date inf seconds from 2001-01-01T00:00:00Z is outside the years 0000 to 9999 that XML can hold"
    ),
    (
      .nan,
      "root.When: the date nan seconds from 2001-01-01T00:00:00Z is outside the years 0000 to 9999 that XML can hold"
    ),
  ]

  @Test("a binary date XML cannot hold is refused by the writer, not a crash", arguments: farDates)
  func farDate(_ seconds: Double, _ message: String) throws {
    let value: PlistValue = [
      "When": PlistValue(.date(Date(timeIntervalSinceReferenceDate: seconds)))
    ]
    // The binary reader refuses a time that is not finite; a finite far one it reads.
    let read =
      seconds.isFinite ? try PropertyList.parse([UInt8](BinaryPlistWriter.data(value))) : value
    #expect(
      throws: PlistWriteError(
        path: "root.When", message: String(message.dropFirst("root.When: ".count)))
    ) {
      try XMLPlistWriter.write(read)
    }
    // JSON still shows it, as seconds from the reference date.
    let json = read.json.serialized()
    #expect(json.contains("seconds from 2001-01-01T00:00:00Z"), "\(json)")
  }

  @Test("the first and last writable dates round-trip; one second past either is refused")
  func dateBounds() throws {
    for (seconds, text) in [
      (Double(ScalarText.firstWritable), "0000-01-01T00:00:00Z"),
      (Double(ScalarText.lastWritable), "9999-12-31T23:59:59Z"),
    ] {
      let value = PlistValue(.date(Date(timeIntervalSinceReferenceDate: seconds)))
      let xml = try XMLPlistWriter.write(value)
      #expect(xml.contains("<date>\(text)</date>"))
      #expect(try PropertyList.parse(Array(xml.utf8)) == value)
    }
    for seconds in [Double(ScalarText.lastWritable) + 1, Double(ScalarText.firstWritable) - 1] {
      #expect(
        throws: PlistWriteError(
          path: "root",
          message:
            "the date \(seconds) seconds from 2001-01-01T00:00:00Z is outside the years 0000 to 9999 that XML can hold"
        )
      ) {
        try XMLPlistWriter.write(PlistValue(.date(Date(timeIntervalSinceReferenceDate: seconds))))
      }
    }
  }

  @Test("negative zero is written as -0.0 and reads back with its sign")
  func negativeZero() throws {
    let value = PlistValue(.real(-0.0))
    let xml = try XMLPlistWriter.write(value)
    #expect(xml.contains("<real>-0.0</real>"))
    let read = try PropertyList.parse(Array(xml.utf8))
    #expect(read == value)
    guard case .real(let r) = read.kind else {
      Issue.record("not a real: \(read)")
      return
    }
    #expect(r.sign == .minus)
    #expect(read != PlistValue(.real(0.0)))
    #expect(try XMLPlistWriter.write(PlistValue(.real(0.0))).contains("<real>0</real>"))
  }
}

@Suite struct TerminalTextTests {
  @Test(
    "control characters from files are escaped before they reach a terminal",
    arguments: [
      ("plain 日本語\ttab", "plain 日本語\ttab"),
      ("\u{1B}[31mred\u{1B}[0m", "\\u{1B}[31mred\\u{1B}[0m"),
      ("a\nb\rc", "a\\nb\\rc"),
      ("nul\u{0}bs\u{8}del\u{7F}c1\u{9B}", "nul\\u{0}bs\\u{8}del\\u{7F}c1\\u{9B}"),
    ])
  func escapes(_ raw: String, _ shown: String) {
    #expect(TerminalText.escape(raw) == shown)
  }
}

@Suite struct SourceExcerptTests {
  @Test("a long line is clipped around the column, and the caret still points at it")
  func clipped() throws {
    let text =
      "<plist><array>" + String(repeating: "<true/>", count: 10_000) + "<nope/></array></plist>"
    let offset = 14 + 7 * 10_000
    let location = SourceLocation(offset: offset, line: 1, column: offset + 1)
    let (line, caret) = try #require(SourceExcerpt.excerpt(at: location, in: Array(text.utf8)))
    #expect(line.count <= SourceExcerpt.maxWidth + 2)
    #expect(line.hasPrefix("…") && line.hasSuffix("…") == false)
    let column = caret.count - 1
    #expect(Array(line)[column...].starts(with: "<nope/>"))
  }

  @Test("control characters in a source line are escaped, and the caret accounts for them")
  func escaped() throws {
    let text = "<string>\u{1B}[2J</string><x/>"
    let offset = text.utf8.count - 4
    let (line, caret) = try #require(
      SourceExcerpt.excerpt(
        at: SourceLocation(offset: offset, line: 1, column: offset), in: Array(text.utf8)))
    #expect(line == "<string>\\u{1B}[2J</string><x/>")
    #expect(Array(line)[(caret.count - 1)...].starts(with: "<x/>"))
  }
}

@Suite struct LeadingBOMTests {
  @Test(
    "a U+FEFF at the start of a key's or string's text is dropped, as Foundation drops it",
    arguments: [
      "<plist><dict><key>\u{FEFF}a</key><string>\u{FEFF}b</string></dict></plist>",
      "<plist><dict><key>\u{FEFF}a</key><string>\u{FEFF}b&amp;</string></dict></plist>",
    ])
  func dropped(_ text: String) throws {
    let root = try PropertyList.parse(Array(text.utf8))
    #expect(root.dictionaryValue?.keys == ["a"])
    #expect(root["a"]?.stringValue?.hasPrefix("b") == true)
    #expect(root["a"]?.stringValue?.unicodeScalars.first == "b")
  }

  @Test("a U+FEFF inside the text is kept")
  func kept() throws {
    let root = try PropertyList.parse(Array("<plist><string>a\u{FEFF}b</string></plist>".utf8))
    #expect(root.stringValue == "a\u{FEFF}b")
  }
}
