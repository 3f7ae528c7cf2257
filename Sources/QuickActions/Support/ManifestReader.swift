import PropertyList

/// Typed access to a property-list (or JSON) value with errors that say where.
struct ManifestReader {
  let value: PlistValue
  let what: String

  init(_ value: PlistValue, _ what: String) {
    self.value = value
    self.what = what
  }

  func dictionary() throws(ManifestError) -> PlistDictionary {
    guard let d = value.dictionaryValue else { throw typeError("a dictionary") }
    return d
  }

  func array() throws(ManifestError) -> [PlistValue] {
    guard let a = value.arrayValue else { throw typeError("an array") }
    return a
  }

  func string() throws(ManifestError) -> String {
    guard let s = value.stringValue else { throw typeError("a string") }
    return s
  }

  func bool() throws(ManifestError) -> Bool {
    guard let b = value.boolValue else { throw typeError("<true/> or <false/>") }
    return b
  }

  /// One of the raw values of `E`, with a suggestion when it is close to one.
  func choice<E: RawRepresentable & CaseIterable>(_: E.Type) throws(ManifestError) -> E
  where E.RawValue == String {
    let s = try string()
    if let e = E(rawValue: s) { return e }
    let names = E.allCases.map(\.rawValue)
    let hint = Suggestion.nearest(to: s, in: names).map { "; did you mean '\($0)'?" } ?? " (one of \(names.joined(separator: ", ")))"
    throw ManifestError("unknown \(what) '\(s)'\(hint)", at: value.location)
  }

  func typeError(_ expected: String) -> ManifestError {
    ManifestError("\(what) must be \(expected), not \(value.typeDescription)", at: value.location)
  }

  /// Refuses keys outside `known`, suggesting the nearest.
  static func checkKeys(_ dict: PlistDictionary, known: [String], in what: String) throws(ManifestError) {
    for entry in dict where !known.contains(entry.key) {
      let hint = Suggestion.nearest(to: entry.key, in: known).map { "; did you mean '\($0)'?" } ?? ""
      throw ManifestError("unknown key '\(entry.key)' in \(what)\(hint)", at: entry.keyLocation)
    }
  }
}
