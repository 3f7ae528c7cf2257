import PropertyList

/// Arbitrary bytes through the XML reader, strict and lenient, and every successful reading
/// back through the writer: what was read must read back equal; every error's place is inside
/// the text `sourceText` shows.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: start, count: count)
  for lenient in [false, true] {
    let options = PropertyList.Options(maxInputBytes: 1 << 20, allowsDuplicateKeys: lenient)
    do {
      let document = try PropertyList.read(bytes, format: .xml, options: options)
      // Every value XML can carry, XML can write.
      guard let text = try? XMLPlistWriter.write(document.root) else {
        fatalError("the writer refused a value read from XML")
      }
      let again = try? PropertyList.parse(Array(text.utf8))
      if again != document.root { fatalError("write/read round trip changed the value") }
    } catch {
      // An error's place is inside the text its excerpt is drawn from (none for input that
      // starts as binary does, which only this forced format reads as XML).
      let shown = PropertyList.sourceText(Array(bytes))
      guard !error.message.isEmpty, shown.isEmpty || error.location.offset <= shown.count else {
        fatalError("error outside the shown text")
      }
    }
  }
  return 0
}
