import PropertyList

/// Statements as AOSP's `network/retriever/StatementParser.kt` reads them (Android 12 and
/// later): an entry that is not an object, or a number anywhere in a statement (`JsonParser`
/// takes strings, booleans, arrays and objects only), stops the whole file; an `include` is
/// followed one level (`MAX_INCLUDE_LEVEL`); a statement without a `target` object or a
/// `relation` array is skipped; then `AssetFactory.create` and `Relation.create` throw on a bad
/// target or relation, which nothing catches, so the file is lost (Android 11 and earlier, with
/// the Java `StatementParser`, caught it and skipped only the statement).
extension AssetLinksReader {
  struct State {
    var problems: [AssetLinksProblem] = []
    /// The first problem that makes Android read none of the file.
    var rejection: AndroidRejection?
    /// The first statement that grants each package handle_all_urls, and whether it had rules.
    var granted: [String: (index: Int, rules: Bool)] = [:]

    /// A value from the file as a message quotes it (`AssetLinksReader.quoted`).
    func quoted(_ text: String) -> String { AssetLinksReader.quoted(text) }

    mutating func report(
      _ severity: AssetLinksProblem.Severity, _ message: String,
      at location: SourceLocation,
      _ consequence: AssetLinksProblem.Consequence? = nil
    ) {
      let problem = AssetLinksProblem(severity, message, at: location, consequence: consequence)
      problems.append(problem)
      if rejection == nil, consequence == .ignoresFile || consequence == .ignoresFileOrStatement {
        let since = consequence == .ignoresFileOrStatement ? "Android 12 and later" : nil
        rejection = AndroidRejection(problem.message, at: location, versions: since)
      }
    }

    mutating func error(
      _ message: String, at location: SourceLocation,
      _ consequence: AssetLinksProblem.Consequence? = nil
    ) {
      report(.error, message, at: location, consequence)
    }

    mutating func warning(
      _ message: String, at location: SourceLocation,
      _ consequence: AssetLinksProblem.Consequence? = nil
    ) {
      report(.warning, message, at: location, consequence)
    }

    mutating func string(
      _ value: PlistValue?, _ what: String, at fallback: SourceLocation,
      _ consequence: AssetLinksProblem.Consequence? = nil
    ) -> AssetLinksText? {
      guard let value else {
        error("\(what) is missing", at: fallback, consequence)
        return nil
      }
      guard let s = value.stringValue else {
        error(
          "\(what) must be a string, not \(value.typeDescription)", at: value.location,
          consequence)
        return nil
      }
      return AssetLinksText(text: s, location: value.location)
    }

    mutating func unknownKeys(_ dict: PlistDictionary, known: [String], in what: String) {
      for entry in dict where !known.contains(entry.key) {
        let names = known.map { "'\($0)'" }.joined(separator: ", ")
        warning(
          "unknown key \(quoted(entry.key)) in \(what), which Android ignores (it reads "
            + "\(names))", at: entry.keyLocation)
      }
    }

    mutating func file(_ root: PlistValue) -> AssetLinksFile {
      guard let list = root.arrayValue else {
        let hint = root.dictionaryValue?["relation"] != nil ? ": put the statement in [ ]" : ""
        error(
          "the file must be an array of statements, not \(root.typeDescription)\(hint)",
          at: root.location, .ignoresFile)
        return AssetLinksFile(statements: [])
      }
      if list.isEmpty {
        warning(
          "the file holds no statement: no app is associated with the site",
          at: root.location)
      }
      return AssetLinksFile(statements: list.enumerated().compactMap { statement($1, index: $0) })
    }

    mutating func statement(_ value: PlistValue, index: Int) -> AssetStatement? {
      let what = "statement \(index)"
      guard let dict = value.dictionaryValue else {
        error(
          "\(what) must be an object, not \(value.typeDescription)", at: value.location,
          .ignoresFile)
        return nil
      }
      unsupportedValue(in: value, what: what)
      var statement = AssetStatement(index: index, location: value.location, relations: [])
      if let include = dict["include"] {
        if self.include(include, dict: dict, into: &statement, what: what) { return statement }
      }
      unknownKeys(dict, known: AssetLinksReader.statementKeys, in: what)
      // StatementParser.kt skips a statement without a target object or a relation array; only
      // past that check do a bad target or relation throw (and lose the file).
      let target = dict["target"]
      let relation = dict["relation"]
      let skipped = target?.dictionaryValue == nil || relation?.arrayValue == nil
      statement.androidIgnores = skipped
      let thrown: AssetLinksProblem.Consequence? = skipped ? nil : .ignoresFileOrStatement
      relations(relation, of: value, into: &statement, what: what, thrown: thrown)
      if let target {
        guard target.dictionaryValue != nil else {
          error(
            "'target' of \(what) must be an object, not \(target.typeDescription)",
            at: target.location, .ignoresStatement)
          return statement
        }
        self.target(target, into: &statement, what: what, thrown: thrown)
      } else {
        error(
          "\(what) has no 'target': it names no app or site", at: value.location,
          .ignoresStatement)
      }
      if let extensions = dict["relation_extensions"] {
        statement.dynamicComponents = dynamicRules(extensions, statement: statement, what: what)
      }
      if !skipped { noteGrant(statement, what: what) }
      return statement
    }

    mutating func relations(
      _ relation: PlistValue?, of value: PlistValue,
      into statement: inout AssetStatement, what: String,
      thrown: AssetLinksProblem.Consequence?
    ) {
      guard let relation else {
        error("\(what) has no 'relation': it grants nothing", at: value.location, .ignoresStatement)
        return
      }
      guard let list = relation.arrayValue else {
        if let s = relation.stringValue {
          error(
            "'relation' of \(what) must be an array of strings: write [\"\(s)\"]",
            at: relation.location, .ignoresStatement)
        } else {
          error(
            "'relation' of \(what) must be an array of strings, not "
              + relation.typeDescription, at: relation.location, .ignoresStatement)
        }
        return
      }
      if list.isEmpty {
        error(
          "'relation' of \(what) is empty: it grants nothing", at: relation.location,
          .ignoresStatement)
      }
      for item in list {
        guard let s = string(item, "a relation of \(what)", at: item.location, thrown) else {
          continue
        }
        if !AssetLinksReader.isRelation(s.text) {
          error(
            "the relation \(quoted(s.text)) of \(what) is not kind/detail, each of "
              + "[a-z0-9_.]+, such as '\(AssetLinksFile.handleAllURLs)' (AOSP Relation.create "
              + "throws)", at: s.location, thrown)
        }
        statement.relations.append(s)
      }
    }

    /// `include` (Statement List Syntax, "Scaling to dozens of statements or more"): AOSP reads
    /// a non-empty `include` as the URL of another list and nothing else of the statement. It
    /// fetches it over HTTPS only (`UrlFetcher` opens an `HttpsURLConnection`, and an `http` URL
    /// throws outside its try), one level deep. Returns whether the statement is an include.
    mutating func include(
      _ include: PlistValue, dict: PlistDictionary,
      into statement: inout AssetStatement, what: String
    ) -> Bool {
      guard let url = include.stringValue else {
        error(
          "'include' of \(what) must be the URL of a statement list, not "
            + "\(include.typeDescription): Android reads its JSON text as a URL and fetches "
            + "nothing", at: include.location)
        statement.androidIgnores = true
        return true
      }
      guard !url.isEmpty else {
        warning(
          "'include' of \(what) is empty, so Android does not read the statement as an "
            + "include", at: include.location)
        return false
      }
      statement.include = AssetLinksText(text: url, location: include.location)
      statement.androidIgnores = true
      let lower = url.lowercased()
      if lower.hasPrefix("http://") {
        error(
          "the include \(quoted(url)) of \(what) is not HTTPS: Android 12 and later fetch "
            + "includes over HTTPS only (AOSP UrlFetcher), and verification of the host fails",
          at: include.location)
      } else if !lower.hasPrefix("https://") || url.count <= 8 {
        error(
          "the include \(quoted(url)) of \(what) is not an absolute https:// URL: Android "
            + "fetches nothing for it (AOSP StatementRetriever)", at: include.location)
      }
      for entry in dict where entry.key != "include" {
        warning(
          "\(quoted(entry.key)) beside 'include' in \(what): Android reads the statement as "
            + "an include only and ignores it", at: entry.keyLocation)
      }
      return true
    }

    /// The first value of `value` that AOSP's `JsonParser` refuses (a number, or a boolean in
    /// an array): it throws, nothing catches it, and the file is lost.
    mutating func unsupportedValue(in value: PlistValue, what: String) {
      var pending: [(PlistValue, inArray: Bool)] = [(value, false)]
      while let (v, inArray) = pending.popLast() {
        switch v.kind {
        case .array(let items): pending += items.reversed().map { ($0, true) }
        case .dictionary(let dict): pending += dict.reversed().map { ($0.value, false) }
        case .string: continue
        case .bool where !inArray: continue
        default:
          let kind = inArray && v.boolValue != nil ? "a boolean in an array" : v.typeDescription
          error(
            "\(what) holds \(kind), which AOSP's statement reader (JsonParser) refuses: "
              + "write it as a string", at: v.location, .ignoresFile)
          return
        }
      }
    }

    /// Several statements for one app with dynamic rules: the page ("Declare
    /// dynamic_app_link_components only once") says Android does not guarantee which it uses.
    mutating func noteGrant(_ statement: AssetStatement, what: String) {
      guard statement.grants(AssetLinksFile.handleAllURLs), let app = statement.app else { return }
      let rules = statement.dynamicComponents != nil
      guard let first = granted[app.packageName.text] else {
        granted[app.packageName.text] = (statement.index, rules)
        return
      }
      guard rules || first.rules else { return }
      warning(
        "\(what) grants \(quoted(app.packageName.text)) handle_all_urls again, and one of "
          + "them has dynamic rules: Android does not guarantee which statement's rules it "
          + "uses; `assetlinks match` follows the first, statement \(first.index)",
        at: statement.location)
    }
  }
}
