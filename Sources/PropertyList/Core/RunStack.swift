/// The children of every open container, one after another, each container's run at the top
/// while it is open.
///
/// The old-style readers in `PropertyListOpenStep` use it across a module boundary, where a
/// generic method is called unspecialised (a metadata lookup and an indirect copy per element)
/// and each stored property is checked for exclusive access at run time: with those, reading the
/// bench's 4.7 MB pbxproj took 19-24 ms instead of 15-17 (perf: `swift_getGenericMetadata`,
/// value-witness copies, `swift_beginAccess`). So `append` and `take` are pre-specialised for the
/// two element types the readers use (`@_specialize(exported:)`: the other module links those
/// entry points), the storage is `@exclusivity(unchecked)`, and the bodies are `@inlinable`.
///
/// Closing a container moves its run out into an array of exactly its size: the elements are
/// moved, not copied, so there is no retain or release per child and no regrowing of a small
/// array per container. A class, so that whatever is left when a parse fails is released.
package final class RunStack<Element> {
  // Unchecked: only the reader that owns the stack touches it, one access at a time, and a
  // dynamic exclusivity check per element cost several per cent of reading a pbxproj.
  @exclusivity(unchecked) @usableFromInline var base: UnsafeMutablePointer<Element>
  @exclusivity(unchecked) @usableFromInline var capacity: Int
  /// How many elements the open containers hold in all.
  @exclusivity(unchecked) @usableFromInline package internal(set) var count = 0

  @inlinable package init(capacity: Int = 256) {
    self.capacity = capacity
    base = .allocate(capacity: capacity)
  }

  deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }

  @_specialize(exported:true,where Element == PlistValue)
  @_specialize(exported:true,where Element == PlistDictionary.Entry)
  @inlinable @inline(__always)
  package func append(_ element: consuming Element) {
    if count == capacity { grow() }
    (base + count).initialize(to: element)
    count += 1
  }

  @usableFromInline func grow() {
    let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
    larger.moveInitialize(from: base, count: count)
    base.deallocate()
    base = larger
    capacity *= 2
  }

  /// The element at `index` (below `count`).
  @inlinable @inline(__always)
  package subscript(index: Int) -> Element {
    // Borrowed, not copied: reading one field of an element retains nothing.
    _read { yield base[index] }
    _modify { yield &base[index] }
  }

  /// The elements from `start` to the top, moved out in order; the stack ends at `start`.
  @_specialize(exported:true,where Element == PlistValue)
  @_specialize(exported:true,where Element == PlistDictionary.Entry)
  @inlinable @inline(__always)
  package func take(from start: Int) -> [Element] {
    let n = count - start
    guard n > 0 else { return [] }
    let run = base + start
    count = start
    // Reserved, then appended to: in code specialised for the element type (the initialiser
    // that takes a closure looks up the array's type metadata on every call).
    var out: [Element] = []
    out.reserveCapacity(n)
    for k in 0..<n { out.append((run + k).move()) }
    return out
  }
}
