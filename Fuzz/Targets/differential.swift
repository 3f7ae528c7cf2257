import Foundation
import PropertyList

/// Arbitrary bytes through this package's XML reader and Foundation's `PropertyListSerialization`
/// (swift-corelibs-foundation, CoreFoundation's parser): when both accept the bytes as an XML
/// property list, they must read the same value. Run with ASAN_OPTIONS=detect_leaks=0:
/// Foundation leaks an error object on each input it refuses.
///
/// Decided differences, which this target does not report:
/// - a document only one side accepts is not compared: this package refuses what CoreFoundation
///   reads silently (duplicate keys, a DOCTYPE other than Apple's, a date with a fraction of a
///   second, text after the root…), each with a positioned error (ConformanceDecisions.swift
///   lists the peer suites' cases);
/// - CoreFoundation reads `<dict><key>CF$UID</key><integer>N</integer></dict>` as a keyed
///   archiver UID and keeps 32 bits of N; this package keeps the dictionary. They are compared
///   as the dictionary, and not at all when N needs more than 32 bits.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: start, count: count))
  guard
    let ours = try? PropertyList.read(bytes, format: .xml, options: .init(maxInputBytes: 1 << 20))
      .root
  else { return 0 }
  var format = PropertyListSerialization.PropertyListFormat.xml
  guard
    let theirs = try? PropertyListSerialization.propertyList(
      from: Data(bytes), options: [], format: &format),
    format == .xml
  else { return 0 }
  // CoreFoundation keeps 32 bits of a UID: a wider one is a decided difference.
  if hasWideUID(ours) { return 0 }
  let a = canonical(ours)
  let b = canonical(theirs)
  if a != b { fatalError("the package reads \(a), Foundation reads \(b)") }
  return 0
}

/// Whether the value holds a `CF$UID` dictionary whose integer needs more than 32 bits.
func hasWideUID(_ value: PlistValue) -> Bool {
  switch value.kind {
  case .array(let values): return values.contains(where: hasWideUID)
  case .dictionary(let entries):
    if entries.count == 1, let uid = entries["CF$UID"]?.integerValue,
      uid.magnitude > UInt64(UInt32.max) || uid.isNegative
    {
      return true
    }
    return entries.contains { hasWideUID($0.value) }
  default: return false
  }
}

/// A text form both sides can be compared in: type-tagged, dictionaries sorted by key.
func canonical(_ value: PlistValue) -> String {
  switch value.kind {
  case .string(let s): return "s" + quoted(s)
  case .integer(let i): return "i\(i)"
  case .real(let r): return "r\(r.bitPattern)"
  case .bool(let b): return "b\(b)"
  case .date(let d): return "d\(d.timeIntervalSinceReferenceDate)"
  case .data(let d): return "D" + d.base64EncodedString()
  case .array(let values): return "[" + values.map(canonical).joined(separator: ",") + "]"
  case .dictionary(let entries):
    return "{"
      + entries.map { quoted($0.key) + ":" + canonical($0.value) }.sorted().joined(separator: ",")
      + "}"
  }
}

func canonical(_ value: Any) -> String {
  // An NSNumber would also cast to Bool: only a real Bool is a boolean.
  if type(of: value) == Bool.self, let b = value as? Bool { return "b\(b)" }
  switch value {
  case let s as String: return "s" + quoted(s)
  case let n as NSNumber:
    switch String(cString: n.objCType) {
    case "d", "f": return "r\(n.doubleValue.bitPattern)"
    case "Q": return "i\(n.uint64Value)"
    default: return "i\(n.int64Value)"
    }
  case let d as Date: return "d\(d.timeIntervalSinceReferenceDate)"
  case let d as Data: return "D" + d.base64EncodedString()
  case let a as [Any]: return "[" + a.map(canonical).joined(separator: ",") + "]"
  case let d as [String: Any]:
    return "{"
      + d.map { quoted($0.key) + ":" + canonical($0.value) }.sorted().joined(separator: ",") + "}"
  default:
    // CoreFoundation reads `<dict><key>CF$UID</key><integer>N</integer></dict>` as a keyed
    // archiver UID; this package keeps the dictionary (a decided difference). Compare them as
    // the dictionary.
    if String(describing: type(of: value)).contains("KeyedArchiverUID"),
      let uid = Mirror(reflecting: value).children.first(where: { $0.label == "value" })?.value
    {
      return "{" + quoted("CF$UID") + ":i\(uid)}"
    }
    return "?\(type(of: value))"
  }
}

func quoted(_ s: String) -> String {
  "\""
    + s.unicodeScalars.map {
      $0.value < 0x20 || $0 == "\"" || $0 == "\\"
        ? "\\u{\(String($0.value, radix: 16))}" : String($0)
    }.joined() + "\""
}
