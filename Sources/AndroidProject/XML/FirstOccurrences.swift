import PropertyList

/// The first place each key was seen, by hashing: finding the earlier copy of a key costs one
/// lookup, so a duplicate check over n keys does O(n) work, not the O(n²) of comparing each key
/// with every one before it (one element with 40,000 attributes took 8.5 s that way; an
/// `assetlinks.json` of 10,000 fingerprints, 44 s).
package struct FirstOccurrences<Key: Hashable> {
  private var places: [Key: SourceLocation] = [:]

  /// An empty record.
  package init() {}

  /// A record of `keys` (seen at unknown places), with room for `capacity` keys.
  package init(_ keys: [Key], capacity: Int) {
    places.reserveCapacity(max(capacity, keys.count))
    for key in keys { places[key] = .unknown }
  }

  /// Records `key` at `location` when it is new and returns nil; returns where it was first
  /// seen when it is not.
  package mutating func insert(_ key: Key, at location: SourceLocation) -> SourceLocation? {
    // One probe for a new key (the common case); a repeated key is put back as it was.
    guard let first = places.updateValue(location, forKey: key) else { return nil }
    places[key] = first
    return first
  }
}
