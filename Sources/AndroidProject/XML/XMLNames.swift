import PropertyList

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The element and attribute names a read has met, each made into a `String` once and shared
/// by every element that repeats it: a file of 100,000 shortcuts writes
/// `android:shortcutShortLabel` 100,000 times, and a name over 15 UTF-8 bytes is a heap
/// allocation of its own in every copy (Swift keeps only shorter strings inline), so a tree
/// with a copy per attribute held three such strings per shortcut.
///
/// Looked up by the name's bytes (hashed in place, no `String` made first), so a repeated name
/// costs a hash and a `memcmp`. At most `capacity` names are kept; once it is full (one element
/// with 400,000 distinct attributes) every further name is made as it comes, with no lookup, so
/// the table never grows without bound and a file of distinct names pays no hashing for it.
struct XMLNames {
  /// A name as the bytes of the text being read: valid while the read runs.
  struct Key: Hashable {
    let start: UnsafePointer<UInt8>
    let count: Int

    static func == (a: Key, b: Key) -> Bool {
      a.count == b.count && memcmp(a.start, b.start, a.count) == 0
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(bytes: UnsafeRawBufferPointer(start: start, count: count))
    }
  }

  /// A name, its prefix (before the first `:`, nil without one) and its local part.
  final class Entry {
    let name: String
    let prefix: String?
    let localName: String
    /// The qualified name last made of it, shared by the attributes that have it in the
    /// same namespace (the namespace is the element's scope's).
    var qualified: XMLAttribute.QualifiedName?

    init(_ name: String) {
      self.name = name
      (prefix, localName) = Self.split(name)
    }

    /// The prefix (before the first `:`, nil without one) and the local part of `name`, split
    /// by Character.
    static func split(_ name: String) -> (prefix: String?, localName: String) {
      guard let colon = name.firstIndex(of: ":") else { return (nil, name) }
      return (String(name[..<colon]), String(name[name.index(after: colon)...]))
    }

    /// The qualified name of this name in `namespace`, shared while the namespace stays.
    func qualified(in namespace: String?) -> XMLAttribute.QualifiedName {
      if let known = qualified, known.namespace == namespace { return known }
      let made = XMLAttribute.QualifiedName(name: name, namespace: namespace)
      qualified = made
      return made
    }
  }

  static let capacity = 4096
  private var table: [Key: Entry] = [:]

  /// The entry of the name at `range` of `b`, or nil once the table is full: a hostile file
  /// of distinct names, whose names are then made as they come, nothing looked up or kept.
  mutating func entry(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Entry? {
    guard table.count < Self.capacity, let base = b.baseAddress, !range.isEmpty else {
      return nil
    }
    let text = UnsafeBufferPointer(rebasing: b[range])
    let key = Key(start: base + range.lowerBound, count: range.count)
    if let known = table[key] { return known }
    let made = Entry(String(decoding: text, as: UTF8.self))
    table[key] = made
    return made
  }
}
