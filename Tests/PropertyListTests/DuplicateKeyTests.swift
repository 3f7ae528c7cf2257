import Foundation
import PropertyList
import PropertyListOpenStep
import Testing

/// Read leniently, duplicates are listed and the last value kept in the first one's place, as
/// CoreFoundation and plistlib keep it; read strictly, the first duplicate is the error.
@Suite struct DuplicateKeyTests {
  static let xml =
    "<plist><dict>\n<key>a</key><integer>1</integer>\n<key>b</key><true/>\n<key>a</key><integer>2</integer>\n<key>a</key><integer>3</integer>\n</dict></plist>"

  @Test("XML: every duplicate is reported and the last value wins")
  func xml() throws {
    let document = try PropertyList.read(
      Array(Self.xml.utf8), options: .init(allowsDuplicateKeys: true))
    #expect(document.root == ["a": 3, "b": true])
    #expect(document.root.dictionaryValue?.keys == ["a", "b"])
    #expect(document.duplicateKeys.map(\.location.description) == ["4:1", "5:1"])
    #expect(
      document.duplicateKeys.map { $0.notes.map(\.location.description) } == [["2:1"], ["2:1"]])
    #expect(
      document.duplicateKeys.first?.message
        == "duplicate key 'a' in this dictionary (the common parsers silently keep the last value)")
  }

  @Test("XML, nested: a duplicate in an inner dict, past the indexed size, lands in its own dict")
  func nested() throws {
    // The outer dict holds entries before and after the inner one; the inner one holds 20 keys
    // (past the 16 at which keys are indexed) and repeats k3 and k19 after a nested array.
    var xml = "<plist><dict><key>before</key><true/><key>inner</key><dict>\n"
    for i in 0..<20 { xml += "<key>k\(i)</key><integer>\(i)</integer>\n" }
    xml += "<key>list</key><array><string>x</string></array>\n"
    xml += "<key>k3</key><integer>300</integer>\n<key>k19</key><integer>1900</integer>\n"
    xml += "</dict><key>after</key><false/></dict></plist>"
    let document = try PropertyList.read(Array(xml.utf8), options: .init(allowsDuplicateKeys: true))
    let inner = try #require(document.root["inner"]?.dictionaryValue)
    #expect(inner.keys == (0..<20).map { "k\($0)" } + ["list"])
    #expect(inner["k3"] == 300 && inner["k19"] == 1900 && inner["k4"] == 4)
    #expect(document.root.dictionaryValue?.keys == ["before", "inner", "after"])
    #expect(document.duplicateKeys.map(\.location.description) == ["23:1", "24:1"])
    #expect(
      document.duplicateKeys.map { $0.notes.map(\.location.description) } == [["5:1"], ["21:1"]])
    // Read strictly, the first of them is the error.
    let first = try #require(document.duplicateKeys.first)
    #expect(
      first.message
        == "duplicate key 'k3' in this dictionary (the common parsers silently keep the last value)"
    )
    #expect(throws: first) { try PropertyList.parse(Array(xml.utf8)) }
  }

  @Test("binary: the same")
  func binary() throws {
    // dict {a: 1, a: 2} written by hand: keys 1, 2 (both "a"), values 3, 4.
    var bytes = Array("bplist00".utf8)
    let objects: [[UInt8]] = [
      [0xD2, 1, 2, 3, 4], [0x51, 0x61], [0x51, 0x61], [0x10, 1], [0x10, 2],
    ]
    var offsets: [UInt8] = []
    for o in objects {
      offsets.append(UInt8(bytes.count))
      bytes += o
    }
    let table = UInt8(bytes.count)
    bytes +=
      offsets + [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 5]
      + [UInt8](repeating: 0, count: 8)
      + [0, 0, 0, 0, 0, 0, 0, table]
    let document = try PropertyList.read(bytes, options: .init(allowsDuplicateKeys: true))
    #expect(document.root == ["a": 2])
    #expect(document.duplicateKeys.map(\.location) == [.binary(offset: 15)])
    #expect(
      throws: PlistError.duplicateKey("a", at: .binary(offset: 15), first: .binary(offset: 13))
    ) {
      try PropertyList.parse(bytes)
    }
  }

  @Test(".strings: the same")
  func strings() throws {
    let text = "\"a\" = \"1\";\n\"a\" = \"2\";\n"
    let document = try PropertyList.read(
      Array(text.utf8), format: .strings, options: .init(allowsDuplicateKeys: true))
    #expect(document.root == ["a": "2"])
    #expect(document.duplicateKeys.map(\.location.description) == ["2:1"])
  }
}
