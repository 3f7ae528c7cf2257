import PropertyList

/// Typed access to a property-list (or JSON) value with errors that say where: the readers of
/// route tables, navigation states, scripts and lint settings use it.
public struct ManifestReader {
  /// The value read.
  public let value: PlistValue
  /// What the value is, for messages ("'tabs'", "a screen of route 'x'").
  public let what: String

  /// A reader of `value`, called `what` in errors.
  public init(_ value: PlistValue, _ what: String) {
    self.value = value
    self.what = what
  }

  /// The value as a dictionary, or an error saying it is not one.
  public func dictionary() throws(ManifestError) -> PlistDictionary {
    guard let d = value.dictionaryValue else { throw typeError("a dictionary") }
    return d
  }

  /// The value as an array, or an error saying it is not one.
  public func array() throws(ManifestError) -> [PlistValue] {
    guard let a = value.arrayValue else { throw typeError("an array") }
    return a
  }

  /// The value as a string, or an error saying it is not one.
  public func string() throws(ManifestError) -> String {
    guard let s = value.stringValue else { throw typeError("a string") }
    return s
  }

  /// The value as a boolean, or an error saying it is not one.
  public func bool() throws(ManifestError) -> Bool {
    guard let b = value.boolValue else { throw typeError("<true/> or <false/>") }
    return b
  }

  /// One of the raw values of `E`, with a suggestion when it is close to one.
  public func choice<E: RawRepresentable & CaseIterable>(_: E.Type) throws(ManifestError) -> E
  where E.RawValue == String {
    let s = try string()
    if let e = E(rawValue: s) { return e }
    let names = E.allCases.map(\.rawValue)
    let hint =
      Suggestion.nearest(to: s, in: names).map { "; did you mean '\($0)'?" }
      ?? " (one of \(names.joined(separator: ", ")))"
    throw ManifestError("unknown \(what) '\(MessageText.clip(s))'\(hint)", at: value.location)
  }

  func typeError(_ expected: String) -> ManifestError {
    ManifestError("\(what) must be \(expected), not \(value.typeDescription)", at: value.location)
  }

  /// Refuses keys outside `known`, suggesting the nearest.
  public static func checkKeys(_ dict: PlistDictionary, known: [String], in what: String)
    throws(ManifestError)
  {
    for entry in dict where !known.contains(entry.key) {
      let hint =
        Suggestion.nearest(to: entry.key, in: known).map { "; did you mean '\($0)'?" } ?? ""
      throw ManifestError(
        "unknown key '\(MessageText.clip(entry.key))' in \(what)\(hint)", at: entry.keyLocation)
    }
  }
}
