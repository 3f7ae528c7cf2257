import Foundation
import PropertyList
import Testing

@Suite struct BinaryReaderTests {
  static let value: PlistValue = [
    "string": "hello", "unicode": "日本語 😀", "int": 42, "negative": -7,
    "big": PlistValue(.integer(PlistInteger(UInt64.max))),
    "min": PlistValue(.integer(PlistInteger(Int64.min))),
    "real": 2.5, "yes": true, "no": false,
    "date": PlistValue(.date(Date(timeIntervalSinceReferenceDate: 12_345))),
    "data": PlistValue(.data(Data([1, 2, 3]))),
    "array": [1, "two", [3.0]], "long": PlistValue(.string(String(repeating: "x", count: 300))),
  ]

  @Test("a written binary plist reads back equal to the value and to the XML reading")
  func roundTrip() throws {
    let binary = [UInt8](BinaryPlistWriter.data(Self.value))
    let fromBinary = try PropertyList.parse(binary)
    #expect(fromBinary == Self.value)
    let fromXML = try PropertyList.parse(Array(XMLPlistWriter.write(Self.value).utf8))
    #expect(fromBinary == fromXML)
    #expect(fromBinary.location.offset == 8)
    #expect(!fromBinary.location.hasLineAndColumn)
  }

  /// `bplist00`, the objects, a one-byte offset table and a trailer.
  static func file(objects: [[UInt8]], offsetSize: UInt8 = 1, refSize: UInt8 = 1, top: UInt8 = 0)
    -> [UInt8]
  {
    var out = Array("bplist00".utf8)
    var offsets: [UInt8] = []
    for object in objects {
      offsets.append(UInt8(out.count))
      out += object
    }
    let table = UInt8(out.count)
    out += offsets
    out += [0, 0, 0, 0, 0, 0, offsetSize, refSize]
    out += [0, 0, 0, 0, 0, 0, 0, UInt8(objects.count)] + [0, 0, 0, 0, 0, 0, 0, top]
    out += [0, 0, 0, 0, 0, 0, 0, table]
    return out
  }

  static func error(_ bytes: [UInt8]) throws -> PlistError {
    try #require(parseError(bytes))
  }

  @Test("an array that contains itself is a cycle")
  func cycle() throws {
    let e = try Self.error(Self.file(objects: [[0xA1, 0x00]]))
    #expect(e.kind == .binaryCycle)
    #expect(e.message == "object 0 contains itself (a reference cycle)")
    #expect(e.location == .binary(offset: 8))
  }

  @Test("a two-object cycle through a dictionary")
  func indirectCycle() throws {
    let e = try Self.error(Self.file(objects: [[0xD1, 0x01, 0x02], [0x51, 0x6B], [0xA1, 0x00]]))
    #expect(e.kind == .binaryCycle)
    #expect(e.location == .binary(offset: 8))
  }

  @Test("shared (non-cyclic) objects are fine")
  func sharing() throws {
    let value = try PropertyList.parse(Self.file(objects: [[0xA2, 0x01, 0x01], [0x51, 0x61]]))
    #expect(value == ["a", "a"])
  }

  @Test("exponential sharing is refused, not expanded")
  func expansionBomb() throws {
    // Object k is an array of 14 references to object k+1: 14^12 leaves from 13 objects.
    var objects: [[UInt8]] = []
    for k in 0..<12 { objects.append([0xAE] + Array(repeating: UInt8(k + 1), count: 14)) }
    objects.append([0x09])
    let e = try Self.error(Self.file(objects: objects))
    #expect(e.kind == .malformedBinary)
    #expect(
      e.message == "the object graph expands to more than 65536 values (shared references); refused"
    )
    // Each object is decoded once; the limit is passed at a second reference to object 8,
    // whose tree (14^4 + … values) no longer fits.
    #expect(e.location == .binary(offset: 8 + 8 * 15))
  }

  /// `bplist00` with four-byte offsets and two-byte references: objects are marker bytes, and `refs`
  /// (object numbers) are appended to each container's marker.
  static func wideFile(_ objects: [(marker: [UInt8], refs: [Int])]) -> [UInt8] {
    var out = Array("bplist00".utf8)
    var offsets: [Int] = []
    for object in objects {
      offsets.append(out.count)
      out += object.marker
      for ref in object.refs { out += [UInt8(ref >> 8), UInt8(ref & 0xFF)] }
    }
    let table = out.count
    for offset in offsets { out += (0..<4).reversed().map { UInt8((offset >> ($0 * 8)) & 0xFF) } }
    out += [0, 0, 0, 0, 0, 0, 4, 2]
    func eight(_ v: Int) -> [UInt8] { (0..<8).reversed().map { UInt8((v >> ($0 * 8)) & 0xFF) } }
    return out + eight(objects.count) + eight(0) + eight(table)
  }

  /// An array of these objects (a four-byte count past 14).
  static func array(_ refs: [Int]) -> (marker: [UInt8], refs: [Int]) {
    let n = refs.count
    return n < 15
      ? ([0xA0 | UInt8(n)], refs)
      : ([0xAF, 0x12] + (0..<4).reversed().map { UInt8((n >> ($0 * 8)) & 0xFF) }, refs)
  }

  @Test("one value repeated 70,000 times (2 objects, as Apple's writer stores it) reads")
  func flatSharing() throws {
    let value = try PropertyList.parse(
      Self.wideFile([Self.array(Array(repeating: 1, count: 70_000)), ([0x09], [])]))
    #expect(value.arrayValue?.count == 70_000)
    #expect(value.arrayValue?.allSatisfy { $0 == true } == true)
  }

  @Test("a shared container referenced deep down still counts its own nesting")
  func deepThroughSharing() throws {
    // Object 1 starts a chain of 300 nested arrays (objects 1...300, then a leaf 301). The
    // root holds it, and a second chain of 300 arrays (302...601) ends in it: 600 levels.
    var objects: [(marker: [UInt8], refs: [Int])] = [Self.array([1, 302])]
    for k in 1...300 { objects.append(Self.array([k + 1])) }
    objects.append(([0x09], []))
    for k in 302...601 { objects.append(Self.array([k == 601 ? 1 : k + 1])) }
    let e = try Self.error(Self.wideFile(objects))
    #expect(e.kind == .nestingTooDeep)
    #expect(e.message == "nesting is deeper than 512 levels")
    #expect(e.location == .binary(offset: 8 + 5))  // object 1, where the shared chain starts
  }

  @Test("a truncated file is an error")
  func truncated() throws {
    let full = [UInt8](BinaryPlistWriter.data(Self.value))
    let e = try Self.error(Array(full.prefix(full.count - 10)))
    #expect(e.kind == .malformedBinary)
    // The last 32 bytes are read as the trailer, so a cut file has a trailer of object data.
    #expect(e.message == "trailer gives offset size 0 and reference size 196; both must be 1 to 8")
    #expect(e.location == .binary(offset: full.count - 10 - 32 + 6))
    let short = try Self.error(Array(full.prefix(20)))
    #expect(short.message == "file is truncated: 20 bytes is too short for a binary property list")
    #expect(short.location == .binary(offset: 20))
  }

  @Test(
    "every prefix of a valid file is refused with an error that points inside it, never a crash")
  func everyPrefix() throws {
    let full = [UInt8](BinaryPlistWriter.data(Self.value))
    for n in 0..<full.count {
      let error = try #require(parseError(Array(full.prefix(n))), "prefix of \(n) bytes")
      #expect(error.location.offset <= n, "prefix of \(n) bytes: \(error)")
      // Six bytes make the `bplist` magic; a shorter prefix is read (and refused) as XML.
      #expect(error.location.hasLineAndColumn == (n < 6), "prefix of \(n) bytes: \(error)")
    }
  }

  @Test(
    "malformed trailers and objects",
    arguments: [
      (
        [UInt8](Array("bplist00".utf8)) + [0x09] + [0x08] + [0, 0, 0, 0, 0, 0, 9, 1] + [
          0, 0, 0, 0, 0, 0, 0, 1,
        ] + [UInt8](repeating: 0, count: 7) + [0] + [0, 0, 0, 0, 0, 0, 0, 9],
        "trailer gives offset size 9 and reference size 1; both must be 1 to 8", 16
      ),
      (file(objects: [[0x09]], top: 3), "top object 3 is not among the 1 objects", 26),
      (file(objects: [[0xA1, 0x05]]), "array refers to object 5, but there are only 1", 9),
      (file(objects: [[0x5F, 0x10, 0xF0, 0x61]]), "count 240 is larger than the file", 9),
      (
        file(objects: [[0x53, 0x61]]),
        "ASCII string of 3 bytes at offset 9 runs past the object area; the file is truncated or corrupt",
        9
      ),
      (
        file(objects: [[0x80, 0x01]]),
        "UID objects (from keyed archives) are not property-list values", 8
      ),
      (
        file(objects: [[0xD1, 0x01, 0x01], [0x10, 0x01]]),
        "dictionary key is an integer, not a string", 11
      ),
      (
        file(objects: [[0x00]]), "object marker 0x00 (null or fill) is not a property-list value", 8
      ),
    ])
  func malformed(bytes: [UInt8], message: String, offset: Int) throws {
    let e = try Self.error(bytes)
    #expect(e.message == message)
    #expect(e.location == .binary(offset: offset))
  }

  @Test("a duplicate key in a binary dictionary names both objects")
  func duplicateKey() throws {
    let e = try Self.error(
      Self.file(objects: [[0xD2, 0x01, 0x02, 0x03, 0x03], [0x51, 0x61], [0x51, 0x61], [0x09]]))
    #expect(e.kind == .duplicateKey)
    #expect(e.location == .binary(offset: 15))
    #expect(e.notes.map(\.location) == [.binary(offset: 13)])
  }
}
