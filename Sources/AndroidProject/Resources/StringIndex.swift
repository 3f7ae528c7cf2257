import PropertyList

/// The `<string>` elements of a file read shallow (``XMLReader/readShallow(_:options:)``), by
/// name: the children the read kept, and an open-addressing table of their positions. The
/// first element of a name is the one found, as in a dictionary filled in file order; the
/// later ones are the duplicates. Entries are made when looked up, so a table of thousands of
/// strings costs one array of slots, not a dictionary of entries (which cost a third of a
/// whole app's lint, in memory made and freed).
struct StringIndex: Sendable {
  /// The root's children, as read.
  let children: [ShallowDocument.Child]
  /// The file's text, which entries take their text from.
  let source: XMLSource
  /// The path entries name as their file.
  let file: String
  /// For each slot, the index in `children` of the first `<string>` of a name, or -1; a power
  /// of two in count, at most half full (linear probing).
  let slots: [Int32]
  /// The second and later `<string>` of a name, in file order.
  let duplicates: [StringEntry]

  init(_ document: ShallowDocument, file: String) {
    children = document.children
    source = document.source
    self.file = file
    var size = 8
    while size < children.count * 2 { size *= 2 }
    var slots = [Int32](repeating: -1, count: size)
    var duplicates: [StringEntry] = []
    for (position, child) in children.enumerated() where child.name == "string" {
      guard let name = child.nameValue else { continue }
      // Names are hashed and compared as String hashes and compares them (canonical
      // equivalence), so this finds what a [String: StringEntry] would.
      var slot = name.hashValue & (size - 1)
      while true {
        let held = Int(slots[slot])
        if held < 0 {
          slots[slot] = Int32(position)
          break
        }
        if children[held].nameValue == name {
          duplicates.append(Self.entry(child, name: name, source: source, file: file))
          break
        }
        slot = (slot + 1) & (size - 1)
      }
    }
    self.slots = slots
    self.duplicates = duplicates
  }

  /// The first `<string>` named `name`, or nil.
  func entry(named name: String) -> StringEntry? {
    let mask = slots.count - 1
    var slot = name.hashValue & mask
    while true {
      let held = Int(slots[slot])
      guard held >= 0 else { return nil }
      let child = children[held]
      if let found = child.nameValue, found == name {
        return Self.entry(child, name: found, source: source, file: file)
      }
      slot = (slot + 1) & mask
    }
  }

  /// Every first `<string>` of a name, by name.
  var dictionary: [String: StringEntry] {
    var out: [String: StringEntry] = [:]
    for held in slots where held >= 0 {
      let child = children[Int(held)]
      if let name = child.nameValue {
        out[name] = Self.entry(child, name: name, source: source, file: file)
      }
    }
    return out
  }

  static func entry(_ child: ShallowDocument.Child, name: String, source: XMLSource, file: String)
    -> StringEntry
  {
    StringEntry(
      name: name, text: .source(source, child.content), location: child.location, file: file)
  }
}
