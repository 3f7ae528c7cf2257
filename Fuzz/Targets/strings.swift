import PropertyList
import PropertyListOpenStep

/// Arbitrary bytes through the `.strings` reader.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: start, count: count)
  _ = try? PropertyList.read(bytes, format: .strings, options: .init(allowsDuplicateKeys: true))
  _ = try? PropertyList.read(bytes, format: .strings)
  return 0
}
