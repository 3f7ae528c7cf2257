import PropertyList
import QuickActions

/// Reads an `apple-app-site-association` file (JSON, read by PropertyList's JSON reader so every
/// value keeps its line and column) into an `AASAFile`, and reports what in it iOS would
/// misread or ignore: unknown keys (with the nearest known one), values of the wrong type, app
/// identifiers not of the form `TEAMID.bundle.id`, `appIDs` beside the legacy `appID`, patterns
/// that can never match.
///
/// The keys are Apple's: the file's services ("Supporting associated domains",
/// https://developer.apple.com/documentation/xcode/supporting-associated-domains), `applinks`
/// (https://developer.apple.com/documentation/bundleresources/applinks), `applinks.Details`,
/// `applinks.Details.Components`, `applinks.Defaults` and `applinks.SubstitutionVariables`.
public enum AASAReader {
  /// The services a file may hold.
  static let services = ["applinks", "webcredentials", "appclips", "activitycontinuation"]
  static let applinksKeys = ["apps", "details", "defaults", "substitutionVariables"]
  static let detailKeys = ["appID", "appIDs", "components", "paths", "defaults"]
  static let componentKeys = [
    "/", "?", "#", "exclude", "caseSensitive", "percentEncoded", "comment",
  ]
  /// Names people write for the one-character keys.
  static let componentHints = [
    "path": "/", "query": "?", "fragment": "#", "comments": "comment",
    "excluded": "exclude", "case-sensitive": "caseSensitive",
  ]

  /// Reads the bytes of a file.
  public static func read(_ bytes: [UInt8]) -> AASAReading {
    do {
      let document = try PropertyList.read(bytes, format: .json)
      return read(document.root)
    } catch {
      return AASAReading(
        file: nil,
        problems: [
          AASAProblem(
            .error, error.message, at: error.location,
            notes: error.notes.map { Finding.Note($0.message, at: $0.location) })
        ])
    }
  }

  /// Reads a file already parsed.
  public static func read(_ root: PlistValue) -> AASAReading {
    var state = State()
    let file = state.file(root)
    state.checkVariables(file.applinks)
    let problems = state.problems.enumerated().sorted {
      ($0.element.location.offset, $0.offset) < ($1.element.location.offset, $1.offset)
    }.map(\.element)
    return AASAReading(file: file, problems: problems)
  }

  struct State {
    var problems: [AASAProblem] = []

    mutating func error(_ message: String, at location: SourceLocation) {
      problems.append(AASAProblem(.error, message, at: location))
    }

    mutating func warning(
      _ message: String, at location: SourceLocation, notes: [Finding.Note] = []
    ) {
      problems.append(AASAProblem(.warning, message, at: location, notes: notes))
    }

    /// The value as a dictionary, or an error naming what it is instead.
    mutating func dictionary(_ value: PlistValue, _ what: String) -> PlistDictionary? {
      if let d = value.dictionaryValue { return d }
      error("\(what) must be a dictionary, not \(value.typeDescription)", at: value.location)
      return nil
    }

    mutating func array(_ value: PlistValue, _ what: String) -> [PlistValue]? {
      if let a = value.arrayValue { return a }
      error("\(what) must be an array, not \(value.typeDescription)", at: value.location)
      return nil
    }

    mutating func string(_ value: PlistValue, _ what: String) -> String? {
      if let s = value.stringValue { return s }
      error("\(what) must be a string, not \(value.typeDescription)", at: value.location)
      return nil
    }

    mutating func bool(_ value: PlistValue, _ what: String) -> Bool? {
      if let b = value.boolValue { return b }
      let hint =
        value.stringValue.flatMap {
          ["true", "false"].contains($0.lowercased())
            ? "; write \($0.lowercased()) without quotes" : nil
        } ?? ""
      error(
        "\(what) must be true or false, not \(value.typeDescription)\(hint)", at: value.location)
      return nil
    }

    /// Warns about each key of `dict` not in `known`, with the nearest known one.
    mutating func unknownKeys(
      _ dict: PlistDictionary, known: [String], in what: String, hints: [String: String] = [:]
    ) {
      for entry in dict where !known.contains(entry.key) {
        let near = hints[entry.key.lowercased()] ?? Suggestion.nearest(to: entry.key, in: known)
        let hint =
          near.map { "; did you mean '\($0)'?" }
          ?? " (iOS reads \(known.map { "'\($0)'" }.joined(separator: ", ")))"
        warning(
          "unknown key '\(entry.key)' in \(what), which iOS ignores\(hint)", at: entry.keyLocation)
      }
    }

    mutating func file(_ root: PlistValue) -> AASAFile {
      guard let dict = dictionary(root, "the file") else { return AASAFile(applinks: nil) }
      unknownKeys(dict, known: AASAReader.services, in: "the file")
      var applinks: AASAAppLinks? = nil
      var services: [AASAService] = []
      for entry in dict {
        if entry.key == "applinks" {
          applinks = self.applinks(entry)
        } else if AASAReader.services.contains(entry.key) {
          services.append(service(entry))
        }
      }
      if applinks == nil && services.isEmpty {
        warning(
          "the file holds no service iOS reads (applinks, webcredentials, appclips, activitycontinuation)",
          at: root.location)
      }
      return AASAFile(applinks: applinks, services: services)
    }

    mutating func service(_ entry: PlistDictionary.Entry) -> AASAService {
      var apps: [AASAAppID] = []
      if let dict = dictionary(entry.value, "'\(entry.key)'") {
        unknownKeys(dict, known: ["apps"], in: "'\(entry.key)'")
        if let list = dict["apps"] {
          apps = appIDList(list, "'\(entry.key).apps'")
        } else {
          error("'\(entry.key)' has no 'apps': it names no app", at: entry.value.location)
        }
      }
      return AASAService(name: entry.key, apps: apps, location: entry.keyLocation)
    }

    mutating func applinks(_ entry: PlistDictionary.Entry) -> AASAAppLinks? {
      guard let dict = dictionary(entry.value, "'applinks'") else { return nil }
      unknownKeys(dict, known: AASAReader.applinksKeys, in: "'applinks'")
      if let apps = dict.entry(forKey: "apps"), let list = array(apps.value, "'applinks.apps'"),
        !list.isEmpty
      {
        warning(
          "'applinks.apps' must be empty: iOS 9 to 12 required it as [], and the apps that open links are listed in 'details'",
          at: apps.value.location)
      }
      var details: [AASADetail] = []
      if let value = dict["details"] {
        if value.dictionaryValue != nil {
          error(
            "'details' is a dictionary keyed by app ID, the form of the iOS 9 betas; iOS reads an array of details, each with 'appIDs' and 'components'",
            at: value.location)
        } else if let list = array(value, "'applinks.details'") {
          for (index, item) in list.enumerated() {
            if let detail = detail(item, index: index) { details.append(detail) }
          }
        }
      } else {
        error("'applinks' has no 'details': no URL opens an app", at: entry.value.location)
      }
      let defaults = dict["defaults"].flatMap {
        component($0, index: 0, what: "'applinks.defaults'")
      }
      var variables: [AASAVariable] = []
      if let value = dict["substitutionVariables"],
        let vars = dictionary(value, "'substitutionVariables'")
      {
        for v in vars {
          if v.key.contains(where: { "$()".contains($0) }) {
            error(
              "the substitution variable name '\(v.key)' may not contain '$', '(' or ')'",
              at: v.keyLocation)
          }
          guard let list = array(v.value, "substitution variable '\(v.key)'") else { continue }
          var values: [String] = []
          for item in list {
            guard let s = string(item, "a value of substitution variable '\(v.key)'") else {
              continue
            }
            if s.contains("$(") {
              error(
                "a value of substitution variable '\(v.key)' uses another variable, which Apple does not allow: '\(s)'",
                at: item.location)
            }
            values.append(s)
          }
          variables.append(AASAVariable(name: v.key, values: values, location: v.keyLocation))
        }
      }
      return AASAAppLinks(
        defaults: defaults, details: details, substitutionVariables: variables,
        location: entry.keyLocation)
    }

    mutating func detail(_ value: PlistValue, index: Int) -> AASADetail? {
      let what = "detail \(index)"
      guard let dict = dictionary(value, what) else { return nil }
      unknownKeys(dict, known: AASAReader.detailKeys, in: what)
      let modern = dict.entry(forKey: "appIDs")
      let legacy = dict.entry(forKey: "appID")
      var appIDs: [AASAAppID] = []
      if let modern { appIDs = appIDList(modern.value, "'appIDs' of \(what)") }
      if let legacy, let s = string(legacy.value, "'appID' of \(what)") {
        checkAppID(s, at: legacy.value.location)
        if let modern {
          // Both, naming the same app, is how a file serves iOS 12 (appID and paths) beside iOS 13
          // and later (appIDs and components), as WWDC19 advises; only a disagreement is wrong.
          if !appIDs.contains(where: { $0.value == s }) {
            warning(
              "the legacy 'appID' '\(s)' of \(what) is not among its 'appIDs': iOS 13 and later read only 'appIDs', earlier versions only 'appID', so they open links in different apps",
              at: legacy.value.location,
              notes: [Finding.Note("'appIDs' is here", at: modern.keyLocation)])
          }
        } else {
          appIDs = [AASAAppID(s, at: legacy.value.location)]
        }
      }
      if modern == nil && legacy == nil {
        error(
          "\(what) names no app: add 'appIDs' with TEAMID.bundle.id entries", at: value.location)
      }
      var components: [AASAComponent]? = nil
      if let entry = dict.entry(forKey: "components"),
        let list = array(entry.value, "'components' of \(what)")
      {
        components = list.enumerated().compactMap {
          component($1, index: $0, what: "component \($0) of \(what)")
        }
      }
      var paths: [AASAPathRule]? = nil
      if let entry = dict.entry(forKey: "paths"),
        let list = array(entry.value, "'paths' of \(what)")
      {
        paths = list.enumerated().compactMap { i, item in
          guard let s = string(item, "path \(i) of \(what)") else { return nil }
          let exclusion = s.hasPrefix("NOT ")
          let pattern = exclusion ? String(s.dropFirst(4)) : s
          checkPathPattern(pattern, at: item.location, legacy: true)
          return AASAPathRule(
            index: i, text: s, pattern: pattern, isExclusion: exclusion, location: item.location)
        }
      }
      if components == nil && paths == nil && !appIDs.isEmpty {
        warning(
          "\(what) has neither 'components' nor 'paths', so it opens no URL in its apps",
          at: value.location)
      }
      let defaults = dict["defaults"].flatMap {
        component($0, index: 0, what: "'defaults' of \(what)")
      }
      return AASADetail(
        index: index, appIDs: appIDs, components: components, paths: paths, defaults: defaults,
        location: value.location)
    }
  }
}
