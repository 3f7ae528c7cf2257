import PropertyList

extension TriggerDoor {
  /// A route's `intents`: `"TypeName"` or `{type = TypeName; parameters = (P…); url = "https://…";}`.
  package static let intent = TriggerDoor(.intent, key: "intents") {
    value, what throws(ManifestError) in
    .intent(try Trigger.intent(value, in: what))
  } write: { trigger in
    guard case .intent(let intent) = trigger else { return nil }
    var members: [(String, PlistValue)] = [("type", PlistValue(.string(intent.typeName)))]
    if !intent.supplies.isEmpty {
      members.append(
        ("parameters", PlistValue(.array(intent.supplies.map { PlistValue(.string($0)) }))))
    }
    if let url = intent.urlRepresentation { members.append(("url", PlistValue(.string(url.text)))) }
    return dictionary(members)
  }
}

extension Trigger {
  /// `"TypeName"` or `{type = TypeName; parameters = (P…); url = "https://…";}`.
  static func intent(_ value: PlistValue, in what: String) throws(ManifestError) -> IntentTrigger {
    if let type = value.stringValue {
      try intentTypeName(type, of: what, at: value.location)
      return IntentTrigger(type, location: value.location)
    }
    let item = "an intent of \(what)"
    let dict = try ManifestReader(value, item).dictionary()
    try ManifestReader.checkKeys(dict, known: ["type", "parameters", "url"], in: item)
    guard let typeValue = dict["type"] else {
      throw ManifestError(
        "\(item) needs a 'type' (the App Intent's type name, such as OpenQuestionIntent)",
        at: value.location)
    }
    let type = try ManifestReader(typeValue, "the intent type of \(what)").string()
    try intentTypeName(type, of: what, at: typeValue.location)
    var supplies: [String] = []
    if let list = dict["parameters"] {
      for name in try ManifestReader(list, "'parameters' of \(item)").array() {
        supplies.append(try ManifestReader(name, "a parameter of \(item)").string())
      }
    }
    let url = try dict["url"].map { (v) throws(ManifestError) in
      try URLPattern(
        parsing: try ManifestReader(v, "the URL representation of \(item)").string(), at: v.location
      )
    }
    return IntentTrigger(type, supplies: supplies, urlRepresentation: url, location: value.location)
  }

  /// A Swift type name: letters, digits and `_`, not starting with a digit, optionally qualified
  /// by a module (`Module.TypeName`).
  package static func intentTypeName(_ name: String, of what: String, at location: SourceLocation)
    throws(ManifestError)
  {
    try nonEmpty(name, "the intent type", of: what, at: location)
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    let valid = parts.allSatisfy { part in
      guard let first = part.first, !first.isNumber else { return false }
      return part.allSatisfy(SegmentPattern.isNameCharacter)
    }
    if !valid {
      throw ManifestError(
        "'\(MessageText.clip(name))' is not a Swift type name; an intent trigger names the App Intent's type (such as OpenQuestionIntent)",
        at: location)
    }
  }
}
