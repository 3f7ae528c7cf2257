import Foundation
import PropertyList
import Testing

/// Read leniently, duplicates are listed and the last value kept in the first one's place, as
/// CoreFoundation and plistlib keep it; read strictly, the first duplicate is the error.
@Suite struct DuplicateKeyTests {
  static let xml = "<plist><dict>\n<key>a</key><integer>1</integer>\n<key>b</key><true/>\n<key>a</key><integer>2</integer>\n<key>a</key><integer>3</integer>\n</dict></plist>"

  @Test("XML: every duplicate is reported and the last value wins")
  func xml() throws {
    let document = try PropertyList.read(Array(Self.xml.utf8), options: .init(allowsDuplicateKeys: true))
    #expect(document.root == ["a": 3, "b": true])
    #expect(document.root.dictionaryValue?.keys == ["a", "b"])
    #expect(document.duplicateKeys.map(\.location.description) == ["4:1", "5:1"])
    #expect(document.duplicateKeys.map { $0.notes.map(\.location.description) } == [["2:1"], ["2:1"]])
    #expect(document.duplicateKeys.first?.message == "duplicate key 'a' in this dictionary (the common parsers silently keep the last value)")
  }

  @Test("binary: the same")
  func binary() throws {
    // dict {a: 1, a: 2} written by hand: keys 1, 2 (both "a"), values 3, 4.
    var bytes = Array("bplist00".utf8)
    let objects: [[UInt8]] = [[0xD2, 1, 2, 3, 4], [0x51, 0x61], [0x51, 0x61], [0x10, 1], [0x10, 2]]
    var offsets: [UInt8] = []
    for o in objects { offsets.append(UInt8(bytes.count)); bytes += o }
    let table = UInt8(bytes.count)
    bytes += offsets + [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 5] + [UInt8](repeating: 0, count: 8)
      + [0, 0, 0, 0, 0, 0, 0, table]
    let document = try PropertyList.read(bytes, options: .init(allowsDuplicateKeys: true))
    #expect(document.root == ["a": 2])
    #expect(document.duplicateKeys.map(\.location) == [.binary(offset: 15)])
    #expect(throws: PlistError.duplicateKey("a", at: .binary(offset: 15), first: .binary(offset: 13))) {
      try PropertyList.parse(bytes)
    }
  }

  @Test(".strings: the same")
  func strings() throws {
    let text = "\"a\" = \"1\";\n\"a\" = \"2\";\n"
    let document = try PropertyList.read(Array(text.utf8), format: .strings, options: .init(allowsDuplicateKeys: true))
    #expect(document.root == ["a": "2"])
    #expect(document.duplicateKeys.map(\.location.description) == ["2:1"])
  }
}
