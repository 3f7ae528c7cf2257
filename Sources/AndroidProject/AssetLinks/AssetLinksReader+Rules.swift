import PropertyList

/// Android 15 dynamic rules as AOSP reads them (`StatementParser.parseDynamicAppLinkComponents`
/// and `parseComponent`): `relation_extensions` and its `handle_all_urls` entry are read with
/// `optJSONObject` and `dynamic_app_link_components` with `optJSONArray`, so one of the wrong
/// type is ignored; each rule with `getJSONObject`, which throws for a rule that is not an
/// object and loses the file; `exclude` with `optBoolean` (a string "true" counts), `?` with
/// `optJSONObject` (one that is not an object is ignored). Each rule becomes a
/// `UriRelativeFilterGroup` with one filter per part, through `DalComponentParser`, which refuses
/// an empty expression: "If any of the fields in the file are malformed or empty, Android
/// discards the dynamic rules and the device falls back to the rules that are statically defined
/// in the app's manifest" (https://developer.android.com/training/app-links/configure-assetlinks).
extension AssetLinksReader.State {
  mutating func dynamicRules(_ value: PlistValue, statement: AssetStatement, what: String)
    -> [DynamicComponent]?
  {
    guard let dict = value.dictionaryValue else {
      warning(
        "'relation_extensions' of \(what) must be an object keyed by relation, not "
          + value.typeDescription, at: value.location, .ignoresValue)
      return nil
    }
    var rules: [DynamicComponent]? = nil
    for entry in dict {
      let relation = quoted(entry.key)
      if !statement.grants(entry.key) {
        warning(
          "'relation_extensions' of \(what) extends \(relation), which its 'relation' does "
            + "not grant: Android ignores it", at: entry.keyLocation)
      }
      guard let extensionDict = entry.value.dictionaryValue else {
        warning(
          "the extension of \(relation) in \(what) must be an object, not "
            + entry.value.typeDescription, at: entry.value.location, .ignoresValue)
        continue
      }
      unknownKeys(
        extensionDict, known: ["dynamic_app_link_components"],
        in: "the extension of \(relation)")
      guard entry.key == AssetLinksFile.handleAllURLs,
        let list = extensionDict["dynamic_app_link_components"]
      else { continue }
      guard let items = list.arrayValue else {
        error(
          "'dynamic_app_link_components' of \(what) must be an array of rules, not "
            + "\(list.typeDescription): Android reads no dynamic rules, and the manifest's "
            + "filters decide", at: list.location)
        continue
      }
      if items.isEmpty {
        warning(
          "'dynamic_app_link_components' of \(what) holds no rule: Android 15 and later "
            + "apply none, and the manifest's filters decide (AOSP DomainVerificationService "
            + "lets every URL through when a host has no rule groups)", at: list.location)
      }
      rules = items.enumerated().compactMap {
        component($1, index: $0, what: "rule \($0) of \(what)")
      }
    }
    return rules
  }

  mutating func component(_ value: PlistValue, index: Int, what: String) -> DynamicComponent? {
    guard let dict = value.dictionaryValue else {
      let message =
        "\(what) must be an object, not \(value.typeDescription): Android 15 and "
        + "later ignore the whole file (AOSP StatementParser: getJSONObject throws), so "
        + "verification fails for the host"
      error(message, at: value.location)
      if rejection == nil {
        rejection = AndroidRejection(message, at: value.location, versions: "Android 15 and later")
      }
      return nil
    }
    unknownKeys(dict, known: AssetLinksReader.componentKeys, in: what)
    var c = DynamicComponent(index: index, location: value.location)
    for entry in dict {
      let v = entry.value
      switch entry.key {
      case "/":
        c.path = expression(v, "'/' of \(what)")
        if let p = c.path, let first = p.first, !"/*?".contains(first) {
          warning(
            "the path pattern \(quoted(p)) never matches: a URL's path "
              + "starts with '/' (write '/\(p)')", at: v.location)
        }
      case "#": c.fragment = expression(v, "'#' of \(what)")
      case "?": c.query = query(v, what: what)
      case "exclude": c.exclude = exclude(v, what: what)
      case "comments": c.comments = v.stringValue
      default: break
      }
    }
    if c.path == nil && c.fragment == nil && (c.query ?? []).isEmpty {
      warning(
        "\(what) sets no '/', '?' or '#', so Android never matches it (AOSP "
          + "UriRelativeFilterGroup.matchData is false for a group without filters), though "
          + "the page calls each part optional", at: value.location)
    }
    return c
  }

  /// A matching expression: a string, not empty (`DalComponentParser.parseMatchingExpression`
  /// throws on ""), which loses every rule of the statement.
  mutating func expression(_ v: PlistValue, _ what: String) -> String? {
    guard let text = string(v, what, at: v.location) else { return nil }
    if text.text.isEmpty {
      error(
        "\(what) is empty, which AOSP's DalComponentParser refuses", at: v.location,
        .discardsDynamicRules)
    }
    return text.text
  }

  mutating func query(_ v: PlistValue, what: String) -> [DynamicComponent.QueryItem]? {
    guard let query = v.dictionaryValue else {
      error(
        "'?' of \(what) must be an object of query parameter names and patterns, not "
          + "\(v.typeDescription): Android ignores it (AOSP optJSONObject)",
        at: v.location)
      return nil
    }
    return query.compactMap { item in
      let name = quoted(item.key)
      return expression(item.value, "the pattern of query parameter \(name) in \(what)").map {
        DynamicComponent.QueryItem(name: item.key, pattern: $0, location: item.keyLocation)
      }
    }
  }

  /// `optBoolean("exclude", false)`: a boolean, or a string "true"/"false" in any case; anything
  /// else reads as false (a number has already lost the file, see `unsupportedValue`).
  mutating func exclude(_ v: PlistValue, what: String) -> Bool? {
    if let b = v.boolValue { return b }
    if let s = v.stringValue {
      let lower = s.lowercased()
      if lower == "true" || lower == "false" {
        warning(
          "'exclude' of \(what) is the string \(quoted(s)); Android reads "
            + "it as \(lower) (org.json optBoolean), but write true or false",
          at: v.location)
        return lower == "true"
      }
    }
    if v.integerValue == nil && v.realValue == nil {
      warning(
        "'exclude' of \(what) must be true or false, not \(v.typeDescription): Android "
          + "reads it as false", at: v.location)
    }
    return false
  }
}
