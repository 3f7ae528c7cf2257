import PropertyList

/// Arbitrary bytes (behind a `bplist00` magic, so every run reaches the binary reader).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  var bytes = Array("bplist00".utf8)
  bytes += UnsafeBufferPointer(start: start, count: count)
  if let value = try? PropertyList.parse(bytes) {
    let again = try? PropertyList.parse([UInt8](BinaryPlistWriter.data(value)))
    if again != value { fatalError("binary write/read round trip changed the value") }
  }
  return 0
}
