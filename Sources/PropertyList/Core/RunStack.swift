/// The children of every open container, one after another, each container's run at the top
/// while it is open.
///
/// Closing a container moves its run out into an array of exactly its size: the elements are
/// moved, not copied, so there is no retain or release per child and no regrowing of a small
/// array per container. A class, so that whatever is left when a parse fails is released.
package final class RunStack<Element> {
  private var base: UnsafeMutablePointer<Element>
  private var capacity: Int
  /// How many elements the open containers hold in all.
  package private(set) var count = 0

  package init(capacity: Int = 256) {
    self.capacity = capacity
    base = .allocate(capacity: capacity)
  }

  deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }

  @inline(__always)
  package func append(_ element: consuming Element) {
    if count == capacity { grow() }
    (base + count).initialize(to: element)
    count += 1
  }

  private func grow() {
    let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
    larger.moveInitialize(from: base, count: count)
    base.deallocate()
    base = larger
    capacity *= 2
  }

  /// The element at `index` (below `count`).
  @inline(__always)
  package subscript(index: Int) -> Element {
    // Borrowed, not copied: reading one field of an element retains nothing.
    _read { yield base[index] }
    _modify { yield &base[index] }
  }

  /// The elements from `start` to the top, moved out in order; the stack ends at `start`.
  @inline(__always)
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
