import Foundation
import PropertyList
import PropertyListOpenStep

/// Arbitrary bytes through this package's OpenStep reader and Foundation's
/// `PropertyListSerialization` (swift-corelibs-foundation: CoreFoundation's CFOldStylePList.c):
/// what this package reads, Foundation must read too, as an OpenStep property list, to the same
/// value. Run with ASAN_OPTIONS=detect_leaks=0: Foundation leaks an error object on each input
/// it refuses.
///
/// Decided differences, not reported: what only Foundation reads. This package refuses what
/// CoreFoundation reads by guessing (an unclosed `/* */` comment, a duplicate key, an unpaired
/// surrogate escape, junk after a strings file, invalid UTF-8, UTF-16 without a byte-order
/// mark), each with a positioned error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: start, count: count))
  guard
    let ours = try? PropertyList.read(
      bytes, format: .openStep, options: .init(maxInputBytes: 1 << 20)
    ).root
  else { return 0 }
  var format = PropertyListSerialization.PropertyListFormat.openStep
  guard
    let theirs = try? PropertyListSerialization.propertyList(
      from: Data(bytes), options: [], format: &format)
  else {
    fatalError("the package reads \(canonical(ours)); Foundation refuses the bytes")
  }
  // Text that is also an XML property list is read as XML by Foundation, first.
  guard format == .openStep else { return 0 }
  let a = canonical(ours)
  let b = canonical(theirs)
  if a != b { fatalError("the package reads \(a), Foundation reads \(b)") }
  return 0
}

/// A text form both sides can be compared in: type-tagged, dictionaries sorted by key.
func canonical(_ value: PlistValue) -> String {
  switch value.kind {
  case .string(let s): return "s" + quoted(s)
  case .data(let d): return "D" + d.base64EncodedString()
  case .array(let values): return "[" + values.map(canonical).joined(separator: ",") + "]"
  case .dictionary(let entries):
    return "{"
      + entries.map { quoted($0.key) + ":" + canonical($0.value) }.sorted().joined(separator: ",")
      + "}"
  default: return "?\(value.typeName)"
  }
}

func canonical(_ value: Any) -> String {
  switch value {
  case let s as String: return "s" + quoted(s)
  case let d as Data: return "D" + d.base64EncodedString()
  case let a as [Any]: return "[" + a.map(canonical).joined(separator: ",") + "]"
  case let d as [String: Any]:
    return "{"
      + d.map { quoted($0.key) + ":" + canonical($0.value) }.sorted().joined(separator: ",") + "}"
  default: return "?\(type(of: value))"
  }
}

func quoted(_ s: String) -> String {
  "\""
    + s.unicodeScalars.map {
      $0.value < 0x20 || $0 == "\"" || $0 == "\\"
        ? "\\u{\(String($0.value, radix: 16))}" : String($0)
    }.joined() + "\""
}
