import PropertyList
import PropertyListOpenStep

/// Arbitrary bytes through the OpenStep reader, strict and lenient, with three laws checked on
/// every document read:
/// - every value's and key's line and column agree with its byte offset, counted afresh here
///   (the reader counts lines as it passes them);
/// - a strict reading fails only where the lenient one fails too, or on a duplicate key; when
///   both read, they agree;
/// - the value goes through the binary writer and reads back equal.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: start, count: count)
  let strict: Result<PlistDocument, PlistError>
  do {
    strict = .success(
      try PropertyList.read(bytes, format: .openStep, options: .init(maxInputBytes: 1 << 20)))
  } catch {
    strict = .failure(error)
  }
  let lenient = try? PropertyList.read(
    bytes, format: .openStep, options: .init(maxInputBytes: 1 << 20, allowsDuplicateKeys: true))
  switch strict {
  case .success(let document):
    guard let lenient, lenient.root == document.root, lenient.duplicateKeys.isEmpty else {
      fatalError("the lenient reading differs from the strict one")
    }
    // Locations refer to the UTF-8 text (the input, or its transcoding from UTF-16).
    let text = PropertyList.sourceText(Array(bytes))
    check(document.root, in: text)
    let binary = [UInt8](BinaryPlistWriter.data(document.root))
    guard let again = try? PropertyList.read(binary, format: .binary).root, again == document.root
    else {
      fatalError("binary write/read round trip changed the value")
    }
  case .failure(let error):
    if error.kind != .duplicateKey && lenient != nil {
      fatalError("the lenient reading accepts what the strict one refuses: \(error)")
    }
  }
  return 0
}

/// Checks that `value`'s location, and its keys' and children's, name the line and column of
/// their offset in `text`.
func check(_ value: PlistValue, in text: [UInt8]) {
  // Where each line starts, counted once; a location's line is found by binary search.
  var lineStarts = [0]
  for (i, byte) in text.enumerated() where byte == 0x0A { lineStarts.append(i + 1) }
  func verify(_ location: SourceLocation) {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= location.offset { low = mid } else { high = mid - 1 }
    }
    if location.line != low + 1 || location.column != location.offset - lineStarts[low] + 1 {
      fatalError(
        "location \(location) at offset \(location.offset) should be \(low + 1):\(location.offset - lineStarts[low] + 1)"
      )
    }
  }
  var stack = [value]
  while let next = stack.popLast() {
    verify(next.location)
    switch next.kind {
    case .array(let values): stack += values
    case .dictionary(let entries):
      for entry in entries {
        verify(entry.keyLocation)
        stack.append(entry.value)
      }
    default: break
    }
  }
}
