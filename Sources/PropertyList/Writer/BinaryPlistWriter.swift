#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Writes `bplist00` files: every value an object of its own (no sharing), the smallest integer,
/// offset and reference sizes that fit, strings as ASCII where they can be and UTF-16 otherwise.
public enum BinaryPlistWriter {
  /// The bytes of `value` as a binary property list.
  public static func data(_ value: PlistValue) -> Data {
    var objects: [[UInt8]] = []
    // References are fixed at 8 bytes while objects are laid out, then narrowed.
    var flat: [(kind: PlistValue.Kind?, key: String?, refs: [Int])] = []
    func add(_ v: PlistValue) -> Int {
      let index = flat.count
      flat.append((nil, nil, []))
      switch v.kind {
      case .array(let values):
        let refs = values.map { add($0) }
        flat[index] = (v.kind, nil, refs)
      case .dictionary(let dict):
        var keyRefs: [Int] = []
        for entry in dict {
          keyRefs.append(flat.count)
          flat.append((nil, entry.key, []))
        }
        let valueRefs = dict.map { add($0.value) }
        flat[index] = (v.kind, nil, keyRefs + valueRefs)
      default:
        flat[index] = (v.kind, nil, [])
      }
      return index
    }
    _ = add(value)
    let refSize = byteCount(UInt64(flat.count))
    for object in flat {
      if let key = object.key {
        objects.append(encodeString(key))
        continue
      }
      guard let kind = object.kind else { continue }
      switch kind {
      case .string(let s): objects.append(encodeString(s))
      case .integer(let i): objects.append(encodeInteger(i))
      case .real(let r): objects.append([0x23] + bigEndian(r.bitPattern, 8))
      case .bool(let b): objects.append([b ? 0x09 : 0x08])
      case .date(let d):
        objects.append([0x33] + bigEndian(d.timeIntervalSinceReferenceDate.bitPattern, 8))
      case .data(let d): objects.append(header(0x4, d.count) + [UInt8](d))
      case .array:
        objects.append(
          header(0xA, object.refs.count) + object.refs.flatMap { bigEndian(UInt64($0), refSize) })
      case .dictionary:
        objects.append(
          header(0xD, object.refs.count / 2)
            + object.refs.flatMap { bigEndian(UInt64($0), refSize) })
      }
    }
    var out: [UInt8] = Array("bplist00".utf8)
    var offsets: [Int] = []
    for object in objects {
      offsets.append(out.count)
      out += object
    }
    let tableOffset = out.count
    let offsetSize = byteCount(UInt64(tableOffset))
    for offset in offsets { out += bigEndian(UInt64(offset), offsetSize) }
    out += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(refSize)]
    out += bigEndian(UInt64(objects.count), 8) + bigEndian(0, 8) + bigEndian(UInt64(tableOffset), 8)
    return Data(out)
  }

  static func byteCount(_ v: UInt64) -> Int {
    v <= 0xFF ? 1 : v <= 0xFFFF ? 2 : v <= 0xFFFF_FFFF ? 4 : 8
  }

  static func bigEndian(_ v: UInt64, _ size: Int) -> [UInt8] {
    (0..<size).map { UInt8(truncatingIfNeeded: v >> (8 * UInt64(size - 1 - $0))) }
  }

  static func header(_ high: UInt8, _ count: Int) -> [UInt8] {
    if count < 15 { return [high << 4 | UInt8(count)] }
    return [high << 4 | 0x0F] + encodeInteger(PlistInteger(Int64(count)))
  }

  static func encodeInteger(_ i: PlistInteger) -> [UInt8] {
    if let u = i.uint64Value, u > UInt64(Int64.max) {
      return [0x14] + bigEndian(0, 8) + bigEndian(u, 8)
    }
    let v = i.int64Value ?? 0
    if v < 0 { return [0x13] + bigEndian(UInt64(bitPattern: v), 8) }
    switch UInt64(v) {
    case ...0xFF: return [0x10] + bigEndian(UInt64(v), 1)
    case ...0xFFFF: return [0x11] + bigEndian(UInt64(v), 2)
    case ...0xFFFF_FFFF: return [0x12] + bigEndian(UInt64(v), 4)
    default: return [0x13] + bigEndian(UInt64(v), 8)
    }
  }

  static func encodeString(_ s: String) -> [UInt8] {
    if s.utf8.allSatisfy({ $0 < 0x80 }) { return header(0x5, s.utf8.count) + Array(s.utf8) }
    let units = Array(s.utf16)
    return header(0x6, units.count) + units.flatMap { bigEndian(UInt64($0), 2) }
  }
}
