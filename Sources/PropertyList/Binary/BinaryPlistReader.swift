#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A reader of binary property lists (`bplist00`) that trusts nothing in the file.
///
/// Every offset, integer size, reference size and count is checked against the file before it
/// is used; an object that refers back to one of its own containers is a cycle; nesting is
/// limited like XML; and because one object may be referenced many times, each is decoded once
/// and the size of the tree the references expand to is bounded, so a small file cannot expand
/// into an enormous tree while long arrays of one repeated value, which Apple's writer makes,
/// read fine.
struct BinaryPlistReader {
  let b: UnsafeBufferPointer<UInt8>
  let offsetSize: Int
  let refSize: Int
  let objectCount: Int
  let topObject: Int
  let tableOffset: Int
  let maxDepth: Int
  let maxValues: Int
  var produced = 0
  var visiting: [Bool]
  /// Each object once decoded, with the size of the tree it expands to and the height of its
  /// nesting (0 for a scalar).
  var decoded: [PlistValue?]
  var sizes: [Int]
  var heights: [Int]
  let allowsDuplicateKeys: Bool
  var duplicates: [PlistError] = []

  static let magic = Array("bplist".utf8)

  static func hasMagic(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
    b.count >= 6 && b[0..<6].elementsEqual(magic)
  }

  init(_ bytes: UnsafeBufferPointer<UInt8>, options: PropertyList.Options) throws(PlistError) {
    b = bytes
    maxDepth = options.maxDepth
    allowsDuplicateKeys = options.allowsDuplicateKeys
    let n = bytes.count
    guard n >= 8 + 1 + 32 else {
      throw Self.error(
        "file is truncated: \(n) bytes is too short for a binary property list", at: n)
    }
    // Version 0 in any minor form: Foundation reads a "bplist0x" header too (observed:
    // swift-foundation's Generic_bplist0x test); "bplist1?" is a different format.
    guard bytes[6] == 0x30 else {
      throw Self.error(
        "unsupported binary property list version '\(String(decoding: bytes[6..<8], as: UTF8.self))'; only bplist0? is read",
        at: 6)
    }
    let trailer = n - 32
    offsetSize = Int(bytes[trailer + 6])
    refSize = Int(bytes[trailer + 7])
    let count = Self.bigEndian(bytes, trailer + 8, 8)
    let top = Self.bigEndian(bytes, trailer + 16, 8)
    let table = Self.bigEndian(bytes, trailer + 24, 8)
    guard (1...8).contains(offsetSize), (1...8).contains(refSize) else {
      throw Self.error(
        "trailer gives offset size \(offsetSize) and reference size \(refSize); both must be 1 to 8",
        at: trailer + 6)
    }
    guard count >= 1, count <= UInt64(n) else {
      throw Self.error(
        "trailer gives \(count) objects, impossible in a file of \(n) bytes", at: trailer + 8)
    }
    guard top < count else {
      throw Self.error("top object \(top) is not among the \(count) objects", at: trailer + 16)
    }
    let (tableBytes, o1) = count.multipliedReportingOverflow(by: UInt64(offsetSize))
    let (tableEnd, o2) = table.addingReportingOverflow(tableBytes)
    guard table >= 9, !o1, !o2, tableEnd <= UInt64(trailer) else {
      throw Self.error(
        "offset table (at \(table), \(count) entries of \(offsetSize) bytes) does not fit in the file; is it truncated?",
        at: trailer + 24)
    }
    objectCount = Int(count)
    topObject = Int(top)
    tableOffset = Int(table)
    // A reference size too small to name every object would make some objects unreachable.
    if refSize < 8 && objectCount > 1 << (8 * refSize) {
      throw Self.error(
        "reference size \(refSize) cannot address \(objectCount) objects", at: trailer + 7)
    }
    visiting = [Bool](repeating: false, count: objectCount)
    decoded = [PlistValue?](repeating: nil, count: objectCount)
    sizes = [Int](repeating: 0, count: objectCount)
    heights = [Int](repeating: 0, count: objectCount)
    // Each reference takes at least a byte, so the honest tree of a file, however much it
    // shares scalars (`[True] * 70000` is 2 objects and 70,000 references), has fewer values
    // than the file has bytes; only shared containers expand past that.
    maxValues = max(n * 16, 1 << 16)
  }

  static func error(_ message: String, at offset: Int, kind: PlistError.Kind = .malformedBinary)
    -> PlistError
  {
    PlistError(kind, message, at: .binary(offset: offset))
  }

  static func bigEndian(_ b: UnsafeBufferPointer<UInt8>, _ at: Int, _ size: Int) -> UInt64 {
    var v: UInt64 = 0
    for k in 0..<size { v = v << 8 | UInt64(b[at + k]) }
    return v
  }

  func offset(ofObject index: Int) throws(PlistError) -> Int {
    let entry = tableOffset + index * offsetSize
    let value = Self.bigEndian(b, entry, offsetSize)
    guard value >= 8, value < UInt64(tableOffset) else {
      throw Self.error(
        "object \(index) has offset \(value), outside the object area (8..<\(tableOffset))",
        at: entry)
    }
    return Int(value)
  }

  mutating func readRoot() throws(PlistError) -> PlistValue {
    try readObject(topObject, depth: 0)
  }
}
