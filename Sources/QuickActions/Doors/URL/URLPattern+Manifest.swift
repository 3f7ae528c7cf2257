import PropertyList

extension TriggerDoor {
  /// A route's `urls`: URL patterns, custom schemes and universal links alike.
  package static let url = TriggerDoor(.url, key: "urls") { value, what throws(ManifestError) in
    let text = try ManifestReader(value, "a URL pattern of \(what)").string()
    return .url(try URLPattern(parsing: text, at: value.location))
  } write: { trigger in
    guard case .url(let pattern) = trigger else { return nil }
    return PlistValue(.string(pattern.text))
  }
}
