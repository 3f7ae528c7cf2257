import PropertyList

/// Arbitrary bytes through the XML reader, strict and lenient, and every successful reading
/// back through the writer: what was read must read back equal.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: start, count: count)
  for lenient in [false, true] {
    let options = PropertyList.Options(maxInputBytes: 1 << 20, allowsDuplicateKeys: lenient)
    if let document = try? PropertyList.read(bytes, format: .xml, options: options) {
      // Every value XML can carry, XML can write.
      guard let text = try? XMLPlistWriter.write(document.root) else { fatalError("the writer refused a value read from XML") }
      let again = try? PropertyList.parse(Array(text.utf8))
      if again != document.root { fatalError("write/read round trip changed the value") }
    }
  }
  return 0
}
