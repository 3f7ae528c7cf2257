import PropertyList

/// Reads an `assetlinks.json` (JSON, read by PropertyList's JSON reader so every value keeps its
/// line and column) into an `AssetLinksFile`, and reports what Android would misread or ignore.
///
/// The fields are those of "Configure website associations and dynamic rules"
/// (https://developer.android.com/training/app-links/configure-assetlinks): `package_name` is
/// the application ID; `sha256_cert_fingerprints` are SHA-256 fingerprints of the signing
/// certificate, 32 bytes written as colon-separated hexadecimal pairs; the Android 15
/// `dynamic_app_link_components` rules take `/`, `?` (a dictionary of query parameters), `#`,
/// `exclude` and `comments`.
public enum AssetLinksReader {
  static let statementKeys = ["relation", "target", "relation_extensions"]
  static let componentKeys = ["/", "?", "#", "exclude", "comments"]

  /// Reads the bytes of a file.
  public static func read(_ bytes: [UInt8]) -> AssetLinksReading {
    do {
      return read(try PropertyList.read(bytes, format: .json).root)
    } catch {
      return AssetLinksReading(file: nil, problems: [AssetLinksProblem(.error, error.message, at: error.location)])
    }
  }

  /// Reads a file already parsed.
  public static func read(_ root: PlistValue) -> AssetLinksReading {
    var state = State()
    let file = state.file(root)
    let problems = state.problems.enumerated().sorted {
      ($0.element.location.offset, $0.offset) < ($1.element.location.offset, $1.offset)
    }.map(\.element)
    return AssetLinksReading(file: file, problems: problems)
  }

  /// Whether `text` is a SHA-256 fingerprint: 32 hexadecimal pairs separated by colons.
  public static func isFingerprint(_ text: String) -> Bool {
    let pairs = text.split(separator: ":", omittingEmptySubsequences: false)
    return pairs.count == 32 && pairs.allSatisfy { $0.count == 2 && $0.allSatisfy(\.isHexDigit) }
  }

  /// Whether `name` is an application ID: two or more dot-separated segments, each a letter then
  /// letters, digits and underscores ("Configure the app module", application ID,
  /// https://developer.android.com/build/configure-app-module#set-application-id).
  public static func isPackageName(_ name: String) -> Bool {
    let segments = name.split(separator: ".", omittingEmptySubsequences: false)
    return segments.count >= 2 && segments.allSatisfy { s in
      guard let first = s.unicodeScalars.first, first.isASCIILetter else { return false }
      return s.unicodeScalars.allSatisfy { $0.isASCIILetter || ("0"..."9").contains($0) || $0 == "_" }
    }
  }

  struct State {
    var problems: [AssetLinksProblem] = []

    mutating func error(_ message: String, at location: SourceLocation) { problems.append(.init(.error, message, at: location)) }
    mutating func warning(_ message: String, at location: SourceLocation) { problems.append(.init(.warning, message, at: location)) }

    mutating func string(_ value: PlistValue?, _ what: String, at fallback: SourceLocation) -> AssetLinksText? {
      guard let value else {
        error("\(what) is missing", at: fallback)
        return nil
      }
      guard let s = value.stringValue else {
        error("\(what) must be a string, not \(value.typeDescription)", at: value.location)
        return nil
      }
      return AssetLinksText(text: s, location: value.location)
    }

    mutating func unknownKeys(_ dict: PlistDictionary, known: [String], in what: String) {
      for entry in dict where !known.contains(entry.key) {
        warning("unknown key '\(entry.key)' in \(what), which Android ignores (it reads \(known.map { "'\($0)'" }.joined(separator: ", ")))",
                at: entry.keyLocation)
      }
    }

    mutating func file(_ root: PlistValue) -> AssetLinksFile {
      guard let list = root.arrayValue else {
        let hint = root.dictionaryValue?["relation"] != nil ? ": put the statement in [ ]" : ""
        error("the file must be an array of statements, not \(root.typeDescription)\(hint)", at: root.location)
        return AssetLinksFile(statements: [])
      }
      if list.isEmpty { warning("the file holds no statement: no app is associated with the site", at: root.location) }
      return AssetLinksFile(statements: list.enumerated().compactMap { statement($1, index: $0) })
    }

    mutating func statement(_ value: PlistValue, index: Int) -> AssetStatement? {
      let what = "statement \(index)"
      guard let dict = value.dictionaryValue else {
        error("\(what) must be an object, not \(value.typeDescription)", at: value.location)
        return nil
      }
      unknownKeys(dict, known: AssetLinksReader.statementKeys, in: what)
      var statement = AssetStatement(index: index, location: value.location, relations: [])
      if let relation = dict["relation"] {
        if let list = relation.arrayValue {
          for item in list {
            guard let s = string(item, "a relation of \(what)", at: item.location) else { continue }
            if !s.text.contains("/") {
              error("the relation '\(s.text)' of \(what) is not a relation string such as '\(AssetLinksFile.handleAllURLs)'", at: s.location)
            }
            statement.relations.append(s)
          }
        } else if let s = relation.stringValue {
          error("'relation' of \(what) must be an array of strings: write [\"\(s)\"]", at: relation.location)
        } else {
          error("'relation' of \(what) must be an array of strings, not \(relation.typeDescription)", at: relation.location)
        }
      } else {
        error("\(what) has no 'relation': it grants nothing", at: value.location)
      }
      if let target = dict["target"] {
        self.target(target, into: &statement, what: what)
      } else {
        error("\(what) has no 'target': it names no app or site", at: value.location)
      }
      if let extensions = dict["relation_extensions"] {
        statement.dynamicComponents = dynamicRules(extensions, statement: statement, what: what)
      }
      return statement
    }

    mutating func target(_ value: PlistValue, into statement: inout AssetStatement, what: String) {
      guard let dict = value.dictionaryValue else {
        error("'target' of \(what) must be an object, not \(value.typeDescription)", at: value.location)
        return
      }
      guard let namespace = string(dict["namespace"], "'target.namespace' of \(what)", at: value.location) else { return }
      switch namespace.text {
      case "android_app":
        unknownKeys(dict, known: ["namespace", "package_name", "sha256_cert_fingerprints"], in: "the target of \(what)")
        guard let package = string(dict["package_name"], "'package_name' of \(what)", at: value.location) else { return }
        if !AssetLinksReader.isPackageName(package.text) {
          error("'\(package.text)' is not an application ID such as com.example.app", at: package.location)
        }
        var fingerprints: [AssetLinksText] = []
        if let list = dict["sha256_cert_fingerprints"] {
          if let items = list.arrayValue {
            if items.isEmpty { error("'sha256_cert_fingerprints' of \(what) is empty: no signed app can match", at: list.location) }
            for item in items {
              guard let f = string(item, "a fingerprint of \(what)", at: item.location) else { continue }
              checkFingerprint(f, seen: fingerprints)
              fingerprints.append(f)
            }
          } else {
            error("'sha256_cert_fingerprints' of \(what) must be an array of strings, not \(list.typeDescription)", at: list.location)
          }
        } else {
          error("\(what) has no 'sha256_cert_fingerprints': Android verifies the app by its signing certificate", at: value.location)
        }
        statement.app = AssetStatement.App(packageName: package, fingerprints: fingerprints)
      case "web":
        unknownKeys(dict, known: ["namespace", "site"], in: "the target of \(what)")
        statement.site = string(dict["site"], "'site' of \(what)", at: value.location)
      default:
        error("unknown namespace '\(namespace.text)' in \(what): a target is 'android_app' or 'web'", at: namespace.location)
      }
    }

    mutating func checkFingerprint(_ f: AssetLinksText, seen: [AssetLinksText]) {
      let pairs = f.text.split(separator: ":", omittingEmptySubsequences: false)
      if AssetLinksReader.isFingerprint(f.text) {
        if let first = seen.first(where: { $0.text.uppercased() == f.text.uppercased() }) {
          warning("the fingerprint '\(f.text)' is listed twice (first at \(first.location))", at: f.location)
        }
      } else if pairs.count == 20 && pairs.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isHexDigit) }) {
        error("'\(f.text)' is a SHA-1 fingerprint (20 bytes); App Links need the certificate's SHA-256 fingerprint (32 bytes)", at: f.location)
      } else {
        error("'\(f.text)' is not a SHA-256 fingerprint: 32 hexadecimal pairs separated by ':' (keytool -list -v prints it)", at: f.location)
      }
    }

    mutating func dynamicRules(_ value: PlistValue, statement: AssetStatement, what: String) -> [DynamicComponent]? {
      guard let dict = value.dictionaryValue else {
        error("'relation_extensions' of \(what) must be an object keyed by relation, not \(value.typeDescription)", at: value.location)
        return nil
      }
      var rules: [DynamicComponent]? = nil
      for entry in dict {
        if !statement.grants(entry.key) {
          warning("'relation_extensions' of \(what) extends '\(entry.key)', which its 'relation' does not grant: Android ignores it", at: entry.keyLocation)
        }
        guard let extensionDict = entry.value.dictionaryValue else {
          error("the extension of '\(entry.key)' in \(what) must be an object, not \(entry.value.typeDescription)", at: entry.value.location)
          continue
        }
        unknownKeys(extensionDict, known: ["dynamic_app_link_components"], in: "the extension of '\(entry.key)'")
        guard entry.key == AssetLinksFile.handleAllURLs, let list = extensionDict["dynamic_app_link_components"] else { continue }
        guard let items = list.arrayValue else {
          error("'dynamic_app_link_components' of \(what) must be an array of rules, not \(list.typeDescription)", at: list.location)
          continue
        }
        rules = items.enumerated().compactMap { component($1, index: $0, what: "rule \($0) of \(what)") }
      }
      return rules
    }

    mutating func component(_ value: PlistValue, index: Int, what: String) -> DynamicComponent? {
      guard let dict = value.dictionaryValue else {
        error("\(what) must be an object, not \(value.typeDescription)", at: value.location)
        return nil
      }
      unknownKeys(dict, known: AssetLinksReader.componentKeys, in: what)
      var c = DynamicComponent(index: index, location: value.location)
      for entry in dict {
        let v = entry.value
        switch entry.key {
        case "/":
          c.path = string(v, "'/' of \(what)", at: v.location)?.text
          if let p = c.path, let first = p.first, !"/*?".contains(first) {
            warning("the path pattern '\(p)' never matches: a URL's path starts with '/' (write '/\(p)')", at: v.location)
          }
        case "#": c.fragment = string(v, "'#' of \(what)", at: v.location)?.text
        case "?":
          guard let query = v.dictionaryValue else {
            error("'?' of \(what) must be an object of query parameter names and patterns, not \(v.typeDescription)", at: v.location)
            continue
          }
          c.query = query.compactMap { item in
            string(item.value, "the pattern of query parameter '\(item.key)' in \(what)", at: item.value.location).map {
              DynamicComponent.QueryItem(name: item.key, pattern: $0.text, location: item.keyLocation)
            }
          }
        case "exclude":
          if let b = v.boolValue { c.exclude = b } else { error("'exclude' of \(what) must be true or false, not \(v.typeDescription)", at: v.location) }
        case "comments": c.comments = v.stringValue
        default: break
        }
      }
      return c
    }
  }
}

extension Unicode.Scalar {
  var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
