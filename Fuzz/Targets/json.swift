import PropertyList

/// Arbitrary bytes through the JSON reader (navigation states and launch scripts are JSON), and
/// every value read on through the JSON and binary writers, which must read back equal.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: start, count: count))
  guard
    let value = try? PropertyList.read(bytes, format: .json, options: .init(maxInputBytes: 1 << 20))
      .root
  else { return 0 }
  let text = value.json.serialized()
  guard let again = try? PropertyList.read(Array(text.utf8), format: .json).root else {
    fatalError("JSON written from a JSON value does not read back")
  }
  if again.json.serialized() != text { fatalError("JSON write/read round trip changed the value") }
  if (try? PropertyList.parse([UInt8](BinaryPlistWriter.data(value)))) != value {
    fatalError("JSON -> binary -> read changed the value")
  }
  return 0
}
