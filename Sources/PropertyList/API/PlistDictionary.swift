/// The entries of a `<dict>`, in source order, each with the location of its key.
///
/// Keys are unique in a parsed dictionary (the parser reports a duplicate as an error). Lookup is
/// a linear scan: property-list dictionaries are small, and a scan keeps the type a plain array.
public struct PlistDictionary: Sendable, Hashable, RandomAccessCollection {
  /// One key and its value.
  public struct Entry: Sendable, Hashable {
    /// The key's text.
    public var key: String
    /// Where the `<key>` element starts.
    public var keyLocation: SourceLocation
    /// The value stored under the key.
    public var value: PlistValue

    /// An entry; `keyLocation` is unknown for one built in code.
    public init(key: String, keyLocation: SourceLocation = .unknown, value: PlistValue) {
      self.key = key
      self.keyLocation = keyLocation
      self.value = value
    }
  }

  /// The entries in source order.
  public private(set) var entries: [Entry]

  /// A dictionary of these entries, in this order (keys are assumed unique).
  public init(_ entries: [Entry] = []) { self.entries = entries }

  public var startIndex: Int { entries.startIndex }
  public var endIndex: Int { entries.endIndex }
  public subscript(position: Int) -> Entry { entries[position] }

  /// The keys in source order.
  public var keys: [String] { entries.map(\.key) }

  /// The entry for `key`, or nil.
  public func entry(forKey key: String) -> Entry? {
    entries.first { $0.key == key }
  }

  /// The value for `key`, or nil.
  public subscript(key: String) -> PlistValue? { entry(forKey: key)?.value }

  /// Sets, replaces (keeping the position) or, with nil, removes the value for `key`.
  public mutating func set(_ value: PlistValue?, forKey key: String) {
    if let index = entries.firstIndex(where: { $0.key == key }) {
      if let value { entries[index].value = value } else { entries.remove(at: index) }
    } else if let value {
      entries.append(Entry(key: key, value: value))
    }
  }

  public static func == (lhs: PlistDictionary, rhs: PlistDictionary) -> Bool {
    guard lhs.count == rhs.count else { return false }
    if zip(lhs.entries, rhs.entries).allSatisfy({ $0.key == $1.key && $0.value == $1.value }) {
      return true
    }
    var byKey: [String: PlistValue] = [:]
    for entry in rhs.entries { byKey[entry.key] = entry.value }
    guard byKey.count == rhs.count else { return false }
    return lhs.entries.allSatisfy { byKey[$0.key] == $0.value }
  }

  public func hash(into hasher: inout Hasher) {
    // Order-independent, so that dictionaries equal as maps hash alike.
    var combined = 0
    for entry in entries {
      var entryHasher = Hasher()
      entryHasher.combine(entry.key)
      entryHasher.combine(entry.value)
      combined ^= entryHasher.finalize()
    }
    hasher.combine(count)
    hasher.combine(combined)
  }
}

extension PlistDictionary: ExpressibleByDictionaryLiteral {
  public init(dictionaryLiteral elements: (String, PlistValue)...) {
    self.init(elements.map { Entry(key: $0.0, value: $0.1) })
  }
}
