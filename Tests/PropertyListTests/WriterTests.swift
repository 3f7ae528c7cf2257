import Foundation
import LaunchSimulator
import PropertyList
import Testing

@Suite struct WriterTests {
  @Test("the writer produces Xcode's layout")
  func layout() throws {
    let value: PlistValue = [
      "UIApplicationShortcutItems": [["UIApplicationShortcutItemType": "a & <b>"]], "Empty": [],
      "On": true, "N": 3,
    ]
    #expect(
      try XMLPlistWriter.write(value) == """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>UIApplicationShortcutItems</key>
        \t<array>
        \t\t<dict>
        \t\t\t<key>UIApplicationShortcutItemType</key>
        \t\t\t<string>a &amp; &lt;b&gt;</string>
        \t\t</dict>
        \t</array>
        \t<key>Empty</key>
        \t<array/>
        \t<key>On</key>
        \t<true/>
        \t<key>N</key>
        \t<integer>3</integer>
        </dict>
        </plist>

        """)
  }

  @Test(
    "strings that need escaping survive a round trip",
    arguments: [
      "<", "&", "]]>", "a\u{0}b", "\r\n", "\u{1}\u{1F}\t", "日本語 😀", "e\u{301}", "&amp;",
      " leading and trailing ", "",
      "\u{7F}\u{85}\u{2028}", "<!-- not a comment -->", "<![CDATA[x]]>",
    ])
  func stringRoundTrip(_ s: String) throws {
    let value: PlistValue = ["k\(s)": PlistValue(.string(s))]
    let read = try PropertyList.parse(Array(XMLPlistWriter.write(value).utf8))
    #expect(read == value)
    #expect(read.dictionaryValue?.keys == ["k\(s)"])
    #expect(
      read.dictionaryValue?.first?.value.stringValue?.unicodeScalars.elementsEqual(s.unicodeScalars)
        == true)
  }

  @Test("parse(write(v)) == v over generated values")
  func generatedRoundTrip() throws {
    var rng = ValueGenerator(seed: 0x5EED)
    for round in 0..<300 {
      let value = rng.value(depth: 0)
      let xml = try PropertyList.parse(Array(XMLPlistWriter.write(value).utf8))
      #expect(xml == value, "seed 0x5EED round \(round)")
      let binary = try PropertyList.parse([UInt8](BinaryPlistWriter.data(value)))
      #expect(binary == value, "seed 0x5EED round \(round)")
    }
  }
}

/// Generated property-list values for round-trip tests, from a seed.
struct ValueGenerator {
  var random: SeededGenerator
  init(seed: UInt64) { random = SeededGenerator(seed: seed) }
  mutating func next() -> UInt64 { random.next() }
  mutating func below(_ n: Int) -> Int { random.below(n) }

  mutating func string() -> String {
    let pieces = [
      "a", "Z", "0", " ", "<", ">", "&", "\"", "'", "\t", "\n", "\r", "\u{1}", "é", "日", "😀", "]]>",
      "&lt;",
    ]
    return (0..<below(6)).map { _ in pieces[below(pieces.count)] }.joined()
  }

  mutating func value(depth: Int) -> PlistValue {
    switch below(depth > 3 ? 7 : 9) {
    case 0: return PlistValue(.string(string()))
    case 1:
      return PlistValue(
        .integer(below(2) == 0 ? PlistInteger(Int64(bitPattern: next())) : PlistInteger(next())))
    case 2:
      let choices: [Double] = [
        0, -0.5, 1e300, 3.141592653589793, .infinity, -.infinity, .nan,
        Double(bitPattern: next() & 0x7FEF_FFFF_FFFF_FFFF),
      ]
      return PlistValue(.real(choices[below(choices.count)]))
    case 3: return PlistValue(.bool(below(2) == 0))
    case 4:
      return PlistValue(
        .date(
          Date(timeIntervalSinceReferenceDate: Double(Int64(below(4_000_000_000)) - 2_000_000_000)))
      )
    case 5:
      return PlistValue(.data(Data((0..<below(10)).map { _ in UInt8(truncatingIfNeeded: next()) })))
    case 6: return PlistValue(.string(""))
    case 7: return PlistValue(.array((0..<below(4)).map { _ in value(depth: depth + 1) }))
    default:
      var entries: [PlistDictionary.Entry] = []
      for k in 0..<below(4) {
        entries.append(.init(key: "\(k)" + string(), value: value(depth: depth + 1)))
      }
      return PlistValue(.dictionary(PlistDictionary(entries)))
    }
  }
}
