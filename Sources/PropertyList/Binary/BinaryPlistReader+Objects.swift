#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Decoding of the objects themselves.
extension BinaryPlistReader {
  /// The object at `index`, decoded once: Apple's writer stores equal values once and refers to
  /// them many times, so a second reference takes the first decoding (the arrays and
  /// dictionaries are shared, not copied). What is bounded is the tree the references expand
  /// to (`produced`), which only shared containers can make much larger than the file, and
  /// the nesting depth of a shared container wherever it is referenced.
  mutating func readObject(_ index: Int, depth: Int) throws(PlistError) -> PlistValue {
    if let cached = decoded[index] {
      produced += sizes[index]
      guard produced <= maxValues else {
        throw Self.error(
          "the object graph expands to more than \(maxValues) values (shared references); refused",
          at: cached.location.offset)
      }
      guard heights[index] == 0 || depth + heights[index] - 1 < maxDepth else {
        throw Self.error(
          "nesting is deeper than \(maxDepth) levels", at: cached.location.offset,
          kind: .nestingTooDeep)
      }
      return cached
    }
    let before = produced
    let value = try decode(index, depth: depth)
    decoded[index] = value
    sizes[index] = produced - before
    return value
  }

  /// The tallest nesting of containers below (and including) a container of these children.
  func height(over refs: some Sequence<Int>) -> Int {
    var tallest = 0
    for ref in refs where heights[ref] > tallest { tallest = heights[ref] }
    return tallest + 1
  }

  mutating func decode(_ index: Int, depth: Int) throws(PlistError) -> PlistValue {
    let start = try offset(ofObject: index)
    produced += 1
    guard produced <= maxValues else {
      throw Self.error(
        "the object graph expands to more than \(maxValues) values (shared references); refused",
        at: start)
    }
    let marker = b[start]
    let high = marker >> 4
    let low = marker & 0x0F
    let loc = SourceLocation.binary(offset: start)
    switch high {
    case 0x0:
      switch low {
      case 0x8: return PlistValue(.bool(false), at: loc)
      case 0x9: return PlistValue(.bool(true), at: loc)
      default:
        throw Self.error(
          "object marker 0x\(TextDecoding.hex(marker)) (null or fill) is not a property-list value",
          at: start)
      }
    case 0x1:
      return PlistValue(.integer(try readInteger(at: start)), at: loc)
    case 0x2:
      let size = 1 << Int(low)
      try need(start + 1, size, "real")
      let bits = Self.bigEndian(b, start + 1, size)
      switch size {
      case 4: return PlistValue(.real(Double(Float(bitPattern: UInt32(bits)))), at: loc)
      case 8: return PlistValue(.real(Double(bitPattern: bits)), at: loc)
      default: throw Self.error("real of \(size) bytes; only 4 and 8 are valid", at: start)
      }
    case 0x3:
      guard low == 3 else {
        throw Self.error("date marker 0x\(TextDecoding.hex(marker)) is invalid", at: start)
      }
      try need(start + 1, 8, "date")
      let seconds = Double(bitPattern: Self.bigEndian(b, start + 1, 8))
      guard seconds.isFinite else {
        throw Self.error("date is not a finite number", at: start, kind: .invalidDate)
      }
      return PlistValue(.date(Date(timeIntervalSinceReferenceDate: seconds)), at: loc)
    case 0x4:
      let (count, body) = try readCount(low, at: start)
      try need(body, count, "data")
      return PlistValue(.data(Data(b[body..<(body + count)])), at: loc)
    case 0x5:
      let (count, body) = try readCount(low, at: start)
      try need(body, count, "ASCII string")
      if let bad = b[body..<(body + count)].firstIndex(where: { $0 >= 0x80 }) {
        throw Self.error(
          "ASCII string holds byte 0x\(TextDecoding.hex(b[bad]))", at: bad, kind: .invalidEncoding)
      }
      return PlistValue(.string(String(decoding: b[body..<(body + count)], as: UTF8.self)), at: loc)
    case 0x6:
      let (count, body) = try readCount(low, at: start)
      let (bytes, overflow) = count.multipliedReportingOverflow(by: 2)
      guard !overflow else { throw Self.error("UTF-16 string length overflows", at: start) }
      try need(body, bytes, "UTF-16 string")
      return PlistValue(.string(try readUTF16(body, count)), at: loc)
    case 0xA:
      let (count, body) = try readCount(low, at: start)
      let refs = try readReferences(body, count, "array")
      try enter(index, depth: depth, at: start)
      var values: [PlistValue] = []
      values.reserveCapacity(count)
      for ref in refs { values.append(try readObject(ref, depth: depth + 1)) }
      visiting[index] = false
      heights[index] = height(over: refs)
      return PlistValue(.array(values), at: loc)
    case 0xD:
      let (count, body) = try readCount(low, at: start)
      let (total, overflow) = count.multipliedReportingOverflow(by: 2)
      guard !overflow else { throw Self.error("dictionary size overflows", at: start) }
      let refs = try readReferences(body, total, "dictionary")
      try enter(index, depth: depth, at: start)
      var entries: [PlistDictionary.Entry] = []
      entries.reserveCapacity(count)
      var seen: [ByteKey: Int] = [:]
      for k in 0..<count {
        let keyValue = try readObject(refs[k], depth: depth + 1)
        guard let key = keyValue.stringValue else {
          throw Self.error(
            "dictionary key is \(keyValue.typeDescription), not a string",
            at: keyValue.location.offset)
        }
        let value = try readObject(refs[count + k], depth: depth + 1)
        if let first = seen[ByteKey(key)] {
          let error = PlistError.duplicateKey(
            key, at: keyValue.location, first: entries[first].keyLocation)
          guard allowsDuplicateKeys else { throw error }
          duplicates.append(error)
          entries[first].value = value
          continue
        }
        seen[ByteKey(key)] = entries.count
        entries.append(.init(key: key, keyLocation: keyValue.location, value: value))
      }
      visiting[index] = false
      heights[index] = height(over: refs)
      return PlistValue(.dictionary(PlistDictionary(entries)), at: loc)
    case 0x8:
      throw Self.error("UID objects (from keyed archives) are not property-list values", at: start)
    case 0xC:
      throw Self.error("set objects are not property-list values", at: start)
    default:
      throw Self.error("unknown object marker 0x\(TextDecoding.hex(marker))", at: start)
    }
  }

  /// Marks a container as open; meeting it again below itself is a cycle.
  mutating func enter(_ index: Int, depth: Int, at start: Int) throws(PlistError) {
    guard !visiting[index] else {
      throw Self.error(
        "object \(index) contains itself (a reference cycle)", at: start, kind: .binaryCycle)
    }
    guard depth < maxDepth else {
      throw Self.error(
        "nesting is deeper than \(maxDepth) levels", at: start, kind: .nestingTooDeep)
    }
    visiting[index] = true
  }

  func need(_ at: Int, _ count: Int, _ what: String) throws(PlistError) {
    let (stop, overflow) = at.addingReportingOverflow(count)
    guard !overflow, at >= 0, stop <= tableOffset else {
      throw Self.error(
        "\(what) of \(count) bytes at offset \(at) runs past the object area; the file is truncated or corrupt",
        at: at)
    }
  }

  func readInteger(at start: Int) throws(PlistError) -> PlistInteger {
    let low = Int(b[start] & 0x0F)
    guard low <= 4 else { throw Self.error("integer of \(1 << low) bytes is not valid", at: start) }
    let size = 1 << low
    try need(start + 1, size, "integer")
    if size == 16 {
      let high = Self.bigEndian(b, start + 1, 8)
      let lowBits = Self.bigEndian(b, start + 9, 8)
      if high == 0 { return PlistInteger(lowBits) }
      if high == UInt64.max && lowBits >= 1 << 63 {
        return PlistInteger(Int64(bitPattern: lowBits))
      }
      throw Self.error("128-bit integer does not fit in 64 bits", at: start, kind: .integerOverflow)
    }
    let bits = Self.bigEndian(b, start + 1, size)
    return size == 8 ? PlistInteger(Int64(bitPattern: bits)) : PlistInteger(bits)
  }

  /// The object count in a marker's low nibble, or in the integer that follows when it is 0xF.
  func readCount(_ low: UInt8, at start: Int) throws(PlistError) -> (Int, Int) {
    if low != 0x0F { return (Int(low), start + 1) }
    try need(start + 1, 1, "count")
    guard b[start + 1] >> 4 == 0x1 else {
      throw Self.error("count after marker is not an integer", at: start + 1)
    }
    let count = try readInteger(at: start + 1)
    guard let value = count.intValue, value >= 0, value <= tableOffset else {
      throw Self.error("count \(count) is larger than the file", at: start + 1)
    }
    return (value, start + 2 + (1 << Int(b[start + 1] & 0x0F)))
  }

  func readReferences(_ at: Int, _ count: Int, _ what: String) throws(PlistError) -> [Int] {
    let (bytes, overflow) = count.multipliedReportingOverflow(by: refSize)
    guard !overflow else { throw Self.error("\(what) size overflows", at: at) }
    try need(at, bytes, what)
    var refs: [Int] = []
    refs.reserveCapacity(count)
    for k in 0..<count {
      let ref = Self.bigEndian(b, at + k * refSize, refSize)
      guard ref < UInt64(objectCount) else {
        throw Self.error(
          "\(what) refers to object \(ref), but there are only \(objectCount)", at: at + k * refSize
        )
      }
      refs.append(Int(ref))
    }
    return refs
  }

  func readUTF16(_ at: Int, _ count: Int) throws(PlistError) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(count)
    var k = 0
    while k < count {
      let u = UInt32(b[at + 2 * k]) << 8 | UInt32(b[at + 2 * k + 1])
      if u >= 0xD800 && u <= 0xDBFF && k + 1 < count {
        let l = UInt32(b[at + 2 * k + 2]) << 8 | UInt32(b[at + 2 * k + 3])
        if l >= 0xDC00 && l <= 0xDFFF {
          appendUTF8(0x10000 + ((u - 0xD800) << 10) + (l - 0xDC00), to: &out)
          k += 2
          continue
        }
      }
      guard u < 0xD800 || u > 0xDFFF else {
        throw Self.error(
          "UTF-16 string holds an unpaired surrogate", at: at + 2 * k, kind: .invalidEncoding)
      }
      appendUTF8(u, to: &out)
      k += 1
    }
    return String(decoding: out, as: UTF8.self)
  }
}
