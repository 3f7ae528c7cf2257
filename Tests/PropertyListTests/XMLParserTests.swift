import Foundation
import LaunchSimulator
import PropertyList
import Testing

@Suite struct XMLParserTests {
  static let sample = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>UIApplicationShortcutItems</key>
    \t<array>
    \t\t<dict>
    \t\t\t<key>UIApplicationShortcutItemType</key>
    \t\t\t<string>com.example.post</string>
    \t\t\t<key>Count</key>
    \t\t\t<integer>-42</integer>
    \t\t</dict>
    \t</array>
    \t<key>Ratio</key>
    \t<real>2.5</real>
    \t<key>Flag</key>
    \t<true/>
    \t<key>When</key>
    \t<date>2015-10-21T16:29:00Z</date>
    \t<key>Blob</key>
    \t<data>
    \tAAEC
    \t/w==
    \t</data>
    </dict>
    </plist>
    """

  @Test("every value keeps its line and column")
  func locations() throws {
    let root = try PropertyList.parse(Array(Self.sample.utf8))
    #expect(root.location.description == "4:1")
    let dict = try #require(root.dictionaryValue)
    #expect(dict.keys == ["UIApplicationShortcutItems", "Ratio", "Flag", "When", "Blob"])
    let items = try #require(dict.entry(forKey: "UIApplicationShortcutItems"))
    #expect(items.keyLocation.description == "5:2")
    #expect(items.value.location.description == "6:2")
    let item = try #require(items.value.arrayValue?.first)
    #expect(item.location.description == "7:3")
    #expect(item["UIApplicationShortcutItemType"]?.location.description == "9:4")
    #expect(item["UIApplicationShortcutItemType"]?.stringValue == "com.example.post")
    #expect(item["Count"]?.integerValue == PlistInteger(-42))
    #expect(root["Ratio"]?.realValue == 2.5)
    #expect(root["Flag"]?.boolValue == true)
    #expect(root["When"]?.dateValue == Date(timeIntervalSince1970: 1_445_444_940))
    #expect(root["Blob"]?.dataValue == Data([0, 1, 2, 0xFF]))
  }

  @Test("offsets are byte offsets into the file")
  func offsets() throws {
    let text = "<plist>\n<array>\n\t<string>é</string>\n\t<string>x</string>\n</array>\n</plist>"
    let root = try PropertyList.parse(Array(text.utf8))
    let values = try #require(root.arrayValue)
    #expect(values[0].location == SourceLocation(offset: 17, line: 3, column: 2))
    // The é takes two bytes, so the next line's offset is one more than its characters.
    #expect(values[1].location == SourceLocation(offset: 38, line: 4, column: 2))
  }

  @Test(
    "integers cover the signed and unsigned 64-bit range",
    arguments: [
      ("18446744073709551615", PlistInteger(UInt64.max)),
      ("-9223372036854775808", PlistInteger(Int64.min)),
      ("9223372036854775807", PlistInteger(Int64.max)),
      ("0x7F", PlistInteger(127)),
      ("  12 ", PlistInteger(12)),
      ("+5", PlistInteger(5)),
      ("-0", PlistInteger(0)),
      (" +\t42", PlistInteger(42)),
      ("\t-  99", PlistInteger(-99)),
    ])
  func integers(text: String, expected: PlistInteger) throws {
    let root = try PropertyList.parse(Array("<plist><integer>\(text)</integer></plist>".utf8))
    #expect(root.integerValue == expected)
  }

  @Test(
    "reals in decimal, exponent and special forms",
    arguments: [
      ("1.5", 1.5), ("-0.25", -0.25), ("1e3", 1000.0), ("  7", 7.0), ("+infinity", Double.infinity),
      ("-inf", -Double.infinity),
    ])
  func reals(text: String, expected: Double) throws {
    let root = try PropertyList.parse(Array("<plist><real>\(text)</real></plist>".utf8))
    #expect(root.realValue == expected)
  }

  @Test("every real reads back exactly (the short-decimal and strtod paths agree with Swift)")
  func realsExactly() throws {
    var random = SeededGenerator(seed: 7)
    var text = "<plist><array>"
    var expected: [Double] = []
    for k in 0..<5_000 {
      let d: Double
      switch k % 3 {
      case 0: d = Double(bitPattern: random.next() & 0x7FEF_FFFF_FFFF_FFFF) * (k % 2 == 0 ? 1 : -1)
      case 1: d = Double(random.below(1_000_000)) / 7
      default: d = Double(random.below(100_000)) / 100
      }
      expected.append(d)
      text += "<real>\(d)</real>"
    }
    text += "</array></plist>"
    let values = try #require(try PropertyList.parse(Array(text.utf8)).arrayValue)
    #expect(values.map { $0.realValue } == expected.map { Optional($0) })
  }

  @Test("entities, character references, CDATA and comments in text")
  func textDecoding() throws {
    let text =
      "<plist><string>a&lt;b&gt;&amp;&quot;&apos;&#65;&#x1F600;<![CDATA[<raw>&]]><!-- gone -->z</string></plist>"
    let root = try PropertyList.parse(Array(text.utf8))
    #expect(root.stringValue == "a<b>&\"'A😀<raw>&z")
  }

  @Test("comments and processing instructions between elements are skipped")
  func comments() throws {
    let text =
      "<?xml version=\"1.0\"?>\n<!-- a -->\n<plist><!-- b --><dict><key>k</key><!-- c --><string>v</string></dict></plist>\n<!-- d -->\n"
    let root = try PropertyList.parse(Array(text.utf8))
    #expect(root == ["k": "v"])
  }

  @Test("self-closing and empty elements")
  func emptyElements() throws {
    let text =
      "<plist><dict><key/><string/><key>a</key><array/><key>d</key><dict/><key>t</key><true></true><key>x</key><data/></dict></plist>"
    let root = try PropertyList.parse(Array(text.utf8))
    #expect(
      root == [
        "": "", "a": [], "d": PlistValue(.dictionary(PlistDictionary())), "t": true,
        "x": PlistValue(.data(Data())),
      ])
  }

  @Test("tags with attributes or white space before '>' read like plain ones")
  func tagSpacing() throws {
    let text =
      "<plist version=\"1.0\"><dict ><key >a</key ><string\t>x</string><key>b</key><true /><key>c</key><data\n>AA==</data></dict></plist>"
    #expect(
      try PropertyList.parse(Array(text.utf8)) == [
        "a": "x", "b": true, "c": PlistValue(.data(Data([0]))),
      ])
  }

  @Test(
    "names that start like plist tags are not taken for them",
    arguments: ["dictionary", "keys", "strings", "datum", "true2"])
  func lookalikeTags(name: String) throws {
    let error = try #require(parseError("<plist><array><\(name)/></array></plist>"))
    #expect(error.kind == .unknownTag)
    #expect(error.message.hasPrefix("unknown element <\(name)>; property lists use dict, array"))
    #expect(error.location.description == "1:15")
  }

  @Test("UTF-16 with a byte-order mark, both byte orders")
  func utf16() throws {
    let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<plist><string>日本語</string></plist>"
    for bigEndian in [true, false] {
      var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
      for unit in text.utf16 {
        let pair = [UInt8(unit >> 8), UInt8(unit & 0xFF)]
        bytes += bigEndian ? pair : pair.reversed()
      }
      let root = try PropertyList.parse(bytes)
      #expect(root.stringValue == "日本語")
      #expect(root.location.description == "2:8")
    }
  }

  @Test("UTF-16 cut mid-unit: the error and its excerpt point at the end of what was decoded")
  func truncatedUTF16() throws {
    var bytes: [UInt8] = [0xFE, 0xFF]
    for unit in "<plist>\n<string>日本".utf16 { bytes += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
    bytes.append(0x30)
    let error = try #require(throws: PlistError.self) { try PropertyList.parse(bytes) }
    #expect(error.kind == .invalidEncoding)
    #expect(error.message == "odd trailing byte at byte offset 38 of the UTF-16 input")
    #expect(error.location == SourceLocation(offset: 22, line: 2, column: 15))
    #expect(
      SourceExcerpt.render(error, path: "Info.plist", source: bytes) == """
        Info.plist:2:15: error: odd trailing byte at byte offset 38 of the UTF-16 input
        <string>日本
                  ^
        """)
  }

  @Test("a UTF-8 byte-order mark is skipped")
  func utf8BOM() throws {
    let root = try PropertyList.parse([0xEF, 0xBB, 0xBF] + Array("<plist><true/></plist>".utf8))
    #expect(root == true)
  }

  @Test("a declared ISO-8859-1 encoding is honoured")
  func latin1() throws {
    let bytes =
      Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><plist><string>caf".utf8) + [0xE9]
      + Array("</string></plist>".utf8)
    #expect(try PropertyList.parse(bytes).stringValue == "café")
  }

  @Test("an unsupported declared encoding is refused at its name")
  func unsupportedEncoding() throws {
    let error = try #require(
      parseError("<?xml version=\"1.0\" encoding=\"EBCDIC\"?><plist><true/></plist>"))
    #expect(error.kind == .unsupportedEncoding)
    #expect(error.location.description == "1:31")
    #expect(
      error.message
        == "unsupported encoding 'EBCDIC'; use UTF-8, UTF-16 with a byte-order mark, or ISO-8859-1")
  }

  @Test("nesting up to 512 levels is accepted, 513 is refused")
  func nestingLimit() throws {
    let ok =
      "<plist>" + String(repeating: "<array>", count: 512)
      + String(repeating: "</array>", count: 512) + "</plist>"
    _ = try PropertyList.parse(Array(ok.utf8))
    let deep = "<plist>" + String(repeating: "<array>", count: 513)
    let error = try #require(parseError(deep))
    #expect(error.kind == .nestingTooDeep)
    #expect(error.message == "nesting is deeper than 512 levels")
    #expect(error.location.column == 8 + 512 * 7)
  }

  @Test("a 100,000-deep file is refused without exhausting the stack")
  func hostileNesting() throws {
    let deep = "<plist>" + String(repeating: "<dict><key>k</key>", count: 100_000)
    let error = try #require(parseError(deep))
    #expect(error.kind == .nestingTooDeep)
    #expect(error.location == SourceLocation(offset: 7 + 512 * 18, line: 1, column: 8 + 512 * 18))
  }

  @Test("duplicate keys are found in large dictionaries too")
  func duplicateInLargeDictionary() throws {
    var text = "<plist><dict>"
    for i in 0..<100 { text += "<key>k\(i)</key><true/>" }
    text += "\n<key>k42</key><false/></dict></plist>"
    let error = try #require(parseError(text))
    #expect(error.kind == .duplicateKey)
    #expect(
      error.message
        == "duplicate key 'k42' in this dictionary (the common parsers silently keep the last value)"
    )
    #expect(error.location.description == "2:1")
    // <key>k0</key><true/> is 20 bytes, <key>k10</key><true/> 21.
    #expect(error.notes.first?.location.column == 14 + 10 * 20 + 32 * 21)
  }

  @Test("keys that differ only in Unicode normalisation are different keys")
  func normalisation() throws {
    let text = "<plist><dict><key>\u{E9}</key><true/><key>e\u{301}</key><false/></dict></plist>"
    let root = try PropertyList.parse(Array(text.utf8))
    #expect(root.dictionaryValue?.count == 2)
  }
}
