import FoundationEssentials
import PropertyList

/// Arbitrary bytes through the binary reader (behind a `bplist00` magic when they lack one, so
/// every run reaches it), and every value read on through the three writers: binary and XML
/// must read back equal (or the XML writer refuses a date it cannot express, with an error),
/// and JSON must serialize. A crash in any writer is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  var bytes = Array(UnsafeBufferPointer(start: start, count: count))
  if !bytes.starts(with: Array("bplist0".utf8)) { bytes = Array("bplist00".utf8) + bytes }
  guard let value = try? PropertyList.parse(bytes) else { return 0 }
  let again = try? PropertyList.parse([UInt8](BinaryPlistWriter.data(value)))
  if again != value { fatalError("binary write/read round trip changed the value") }
  do {
    let text = try XMLPlistWriter.write(value)
    // XML holds dates to the whole second (the writer rounds down, as the format has it).
    if let expected = asXMLReadsIt(value), (try? PropertyList.parse(Array(text.utf8))) != expected {
      fatalError("binary -> XML -> read changed the value")
    }
  } catch {
    // Only dates XML cannot express are refused, and the error says where.
    if !error.message.contains("date") {
      fatalError("the XML writer refused a value: \(error.message)")
    }
  }
  _ = value.json.serialized(pretty: true)
  return 0
}

/// The value with every date rounded down to the whole second.
/// The value as the XML reader gives it back: dates to the whole second (the writer rounds
/// down, as the format has it), and a string's leading U+FEFF dropped, as Foundation drops it
/// (XMLPlistParser+Text.swift). Nil when a key starts with U+FEFF: dropping it may make two
/// keys one, which the strict reader refuses, so the comparison says nothing there.
func asXMLReadsIt(_ value: PlistValue) -> PlistValue? {
  switch value.kind {
  case .date(let date):
    return PlistValue(
      .date(
        Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate.rounded(.down))))
  case .string(let text) where text.unicodeScalars.first == "\u{FEFF}":
    return PlistValue(.string(String(text.unicodeScalars.dropFirst())))
  case .array(let values):
    var out: [PlistValue] = []
    for v in values {
      guard let read = asXMLReadsIt(v) else { return nil }
      out.append(read)
    }
    return PlistValue(.array(out))
  case .dictionary(let entries):
    var out: [PlistDictionary.Entry] = []
    for entry in entries {
      guard entry.key.unicodeScalars.first != "\u{FEFF}", let read = asXMLReadsIt(entry.value)
      else { return nil }
      out.append(.init(key: entry.key, value: read))
    }
    return PlistValue(.dictionary(PlistDictionary(out)))
  default:
    return value
  }
}
